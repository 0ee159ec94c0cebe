import type { AnalyticsBatch, AnalyticsEvent } from './analytics-events';

// How a batch leaves the page: `fetch` while the page lives (answers whether to keep the batch for a retry),
// `beacon` when it hides (the browser sends it even as the page goes away).
export type AnalyticsTransport = {
  send(batch: AnalyticsBatch): Promise<'sent' | 'retry' | 'off'>;
  beacon(batch: AnalyticsBatch): boolean;
};

export type AnalyticsQueueOptions = {
  transport: AnalyticsTransport;
  visitorId: () => string;
  newBatchId: () => string;
  // The server's bound is 50 events a batch.
  maxEvents?: number;
  intervalMs?: number;
};

// Events wait here and leave in batches: every few seconds, when enough have gathered, and by beacon when the
// page hides. A batch keeps its id across retries, so one the server already stored is not stored again.
export class AnalyticsQueue {
  private pending: AnalyticsEvent[] = [];
  // A batch that failed to send, retried as it was (same id) before any new one.
  private unsent?: AnalyticsBatch;
  private sending?: Promise<void>;
  private off = false;
  private timer?: ReturnType<typeof setInterval>;
  private readonly maxEvents: number;
  private readonly intervalMs: number;

  constructor(private readonly options: AnalyticsQueueOptions) {
    this.maxEvents = options.maxEvents ?? 20;
    this.intervalMs = options.intervalMs ?? 5000;
  }

  get size(): number {
    return this.pending.length + (this.unsent?.events.length ?? 0);
  }

  start(): void {
    this.timer ??= setInterval(() => void this.flush(), this.intervalMs);
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  push(event: AnalyticsEvent): void {
    if (this.off) return;
    this.pending.push(event);
    if (this.pending.length >= this.maxEvents) void this.flush();
  }

  // Sends the waiting events by fetch, one batch at a time; a call during a send waits for that send, which
  // takes the events pushed meanwhile too.
  flush(): Promise<void> {
    if (this.off) return Promise.resolve();
    this.sending ??= this.drain().finally(() => {
      this.sending = undefined;
    });
    return this.sending;
  }

  private async drain(): Promise<void> {
    while (!this.off) {
      const batch = this.unsent ?? this.take();
      if (!batch) return;
      this.unsent = batch;
      const outcome = await this.options.transport.send(batch);
      if (outcome === 'retry') return;
      if (this.unsent === batch) this.unsent = undefined;
      if (outcome === 'off') this.switchOff();
    }
  }

  // The page is hiding: everything waiting leaves by beacon now (a batch in flight by fetch too — its id
  // makes the second copy a no-op on the server).
  flushWithBeacon(): void {
    if (this.off) return;
    const batches = [...(this.unsent ? [this.unsent] : [])];
    for (let batch = this.take(); batch; batch = this.take()) batches.push(batch);
    this.unsent = undefined;
    for (const batch of batches) {
      if (!this.options.transport.beacon(batch)) this.unsent ??= batch;
    }
  }

  // The server said analytics is off here: nothing more is queued or sent from this page.
  private switchOff(): void {
    this.off = true;
    this.pending = [];
    this.unsent = undefined;
    this.stop();
  }

  private take(): AnalyticsBatch | undefined {
    if (this.pending.length === 0) return undefined;
    const events = this.pending.splice(0, this.maxEvents);
    return { batchId: this.options.newBatchId(), visitorId: this.options.visitorId(), events };
  }
}
