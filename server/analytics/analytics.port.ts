import type { StoredEvent } from './analytics-event.repository';

export type AnalyticsDriver = 'builtin' | 'posthog';

// Where accepted events go. `record` runs inside the ingest's transaction, after the batch id was claimed:
// the built-in driver writes in that transaction (stored exactly once or not at all); PostHog's client
// queues in memory and sends in the background, with a stable uuid per event that PostHog deduplicates on.
export interface AnalyticsSink {
  readonly driver: AnalyticsDriver;
  record(events: StoredEvent[]): Promise<void>;
  close(): Promise<void>;
}

export const ANALYTICS_SINK = Symbol('AnalyticsSink');
