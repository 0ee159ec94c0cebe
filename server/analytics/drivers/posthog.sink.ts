import { createHash } from 'node:crypto';

import { PostHog } from 'posthog-node';

import type { StoredEvent } from '../analytics-event.repository';
import type { AnalyticsSink } from '../analytics.port';

// A stable uuid per event (batch id and position): a batch PostHog half-received and we resend is deduplicated.
export function eventUuid(event: Pick<StoredEvent, 'batchId' | 'position'>): string {
  const hex = createHash('sha256').update(`${event.batchId}:${event.position}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

// PostHog through its official Node client, when POSTHOG_HOST and POSTHOG_KEY are set. The client batches and
// sends in the background, so an ingest never waits on PostHog.
export class PostHogAnalyticsSink implements AnalyticsSink {
  readonly driver = 'posthog';
  private readonly client: PostHog;

  constructor(host: string, key: string, options: { flushAt?: number; flushInterval?: number } = {}) {
    this.client = new PostHog(key, {
      host,
      flushAt: options.flushAt ?? 50,
      flushInterval: options.flushInterval ?? 5000,
      // No person profiles or IP-derived location: the anonymous visitor id is all PostHog gets.
      disableGeoip: true,
    });
  }

  async record(events: StoredEvent[]): Promise<void> {
    for (const event of events) {
      this.client.capture({
        distinctId: event.userCode ?? event.visitorId,
        event: event.name,
        uuid: eventUuid(event),
        timestamp: event.occurredAt,
        properties: {
          ...event.props,
          route: event.route,
          language: event.language,
          visitorId: event.visitorId,
          $process_person_profile: false,
        },
      });
    }
  }

  // Sends what is queued (shutdown and tests).
  flush(): Promise<void> {
    return this.client.flush();
  }

  close(): Promise<void> {
    return this.client.shutdown();
  }
}
