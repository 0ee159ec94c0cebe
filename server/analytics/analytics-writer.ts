import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';

import { InjectConfig } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';
import { Transactions } from '@server/common/database/transactions';
import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';

import { AnalyticsBatchRepository } from './analytics-batch.repository';
import type { StoredEvent } from './analytics-event.repository';
import { ANALYTICS_SINK, type AnalyticsSink } from './analytics.port';

export type AcceptedBatch = { batchId: string; visitorId: string; events: StoredEvent[] };

type Waiting = AcceptedBatch & { resolve(duplicate: boolean): void; reject(error: unknown): void };

// One transaction holds at most this many events; what waits beyond it goes in the next one. The embedded
// Postgres runs inside this process's thread, so its writes are kept short enough not to be felt.
const MAX_EVENTS_PER_WRITE = { external: 1000, embedded: 250 };
// Past this many waiting events the ingest answers "busy, retry" instead of queueing without end.
const MAX_WAITING_EVENTS = 20_000;

// Group commit for analytics (issue 16: writes never slow a user's request). Batches that arrive while a write
// runs wait for the next one, and writes are at least `gapMs` apart, so however many visitors report, analytics
// takes a few short transactions a second and users' own statements pass between them (the embedded Postgres
// runs one transaction at a time). Each caller still waits for the commit of its batch: an acknowledgement
// means stored, and a batch id seen before (in the table or earlier in the same write) answers duplicate.
@Injectable()
export class AnalyticsWriter implements OnModuleDestroy {
  private waiting: Waiting[] = [];
  private waitingEvents = 0;
  private writing?: Promise<void>;
  private lastWriteEnded = 0;
  private readonly maxEventsPerWrite: number;
  private readonly gapMs = 100;

  constructor(
    @InjectConfig() config: AppConfig,
    private readonly txHost: Transactions,
    private readonly batches: AnalyticsBatchRepository,
    @Inject(ANALYTICS_SINK) private readonly sink: AnalyticsSink,
  ) {
    this.maxEventsPerWrite = MAX_EVENTS_PER_WRITE[config.DATABASE_URL ? 'external' : 'embedded'];
  }

  // What waits is written before the process stops; then the sink sends what it queued (PostHog).
  async onModuleDestroy(): Promise<void> {
    while (this.writing || this.waiting.length) await (this.writing ?? this.write());
    await this.sink.close();
  }

  /** Stores the batch in the next write; answers whether its id was seen before (then nothing is stored). */
  submit(batch: AcceptedBatch): Promise<boolean> {
    if (this.waitingEvents + batch.events.length > MAX_WAITING_EVENTS) {
      return Promise.reject(new AppException(ErrorCode.Unavailable, {}, { headers: { 'retry-after': '5' } }));
    }
    return new Promise<boolean>((resolve, reject) => {
      this.waiting.push({ ...batch, resolve, reject });
      this.waitingEvents += batch.events.length;
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.writing) return;
    const wait = Math.max(0, this.lastWriteEnded + this.gapMs - Date.now());
    this.writing = new Promise<void>((resolve) => setTimeout(resolve, wait))
      .then(() => this.write())
      .finally(() => {
        this.writing = undefined;
        this.lastWriteEnded = Date.now();
        if (this.waiting.length) this.schedule();
      });
  }

  private async write(): Promise<void> {
    const group = this.take();
    if (group.length === 0) return;
    // A batch sent twice into the same write (a beacon racing a retry) is stored once: its first copy claims it.
    const firstOf = new Map<string, Waiting>();
    for (const batch of group) if (!firstOf.has(batch.batchId)) firstOf.set(batch.batchId, batch);
    const firsts = [...firstOf.values()];
    try {
      const fresh = await this.txHost.withTransaction(async () => {
        const claimed = await this.batches.claimMany(firsts);
        await this.sink.record(firsts.filter((batch) => claimed.has(batch.batchId)).flatMap((batch) => batch.events));
        return claimed;
      });
      for (const batch of group) batch.resolve(firstOf.get(batch.batchId) !== batch || !fresh.has(batch.batchId));
    } catch (error) {
      for (const batch of group) batch.reject(error);
    }
  }

  private take(): Waiting[] {
    const group: Waiting[] = [];
    let events = 0;
    while (
      this.waiting.length &&
      (group.length === 0 || events + this.waiting[0].events.length <= this.maxEventsPerWrite)
    ) {
      const next = this.waiting.shift()!;
      group.push(next);
      events += next.events.length;
    }
    this.waitingEvents -= events;
    return group;
  }
}
