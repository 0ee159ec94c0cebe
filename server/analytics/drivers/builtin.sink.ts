import type { AnalyticsEventRepository, StoredEvent } from '../analytics-event.repository';
import type { AnalyticsSink } from '../analytics.port';

// The default: the append-only `analytics_event` table in Boxify's own Postgres.
export class BuiltinAnalyticsSink implements AnalyticsSink {
  readonly driver = 'builtin';

  constructor(private readonly events: AnalyticsEventRepository) {}

  record(events: StoredEvent[]): Promise<void> {
    return this.events.append(events);
  }

  async close(): Promise<void> {}
}
