import type { QueueName } from '../queue-name';
import type { JobTransport, PublishOptions } from '../transport';

// The embedded default: task ids wait in memory. Nothing is lost on a crash because the
// task table is the truth and the sweep re-publishes what was pending.
export class InProcessTransport implements JobTransport {
  readonly name = 'in-process' as const;
  private readonly waiting = new Map<QueueName, string[]>();
  private readonly running = new Map<QueueName, number>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private deliver?: (taskId: string) => Promise<void>;
  private queues = new Set<QueueName>();
  private concurrency = 1;
  private closed = false;

  async publish(queue: QueueName, taskId: string, options: PublishOptions = {}): Promise<void> {
    if (this.closed) return;
    const push = () => {
      const list = this.waiting.get(queue) ?? [];
      if (!list.includes(taskId)) list.push(taskId);
      this.waiting.set(queue, list);
      this.pump(queue);
    };
    if (!options.delayMs) return push();
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      push();
    }, options.delayMs);
    this.timers.add(timer);
  }

  async consume(queues: QueueName[], deliver: (taskId: string) => Promise<void>, concurrency: number): Promise<void> {
    this.deliver = deliver;
    this.concurrency = concurrency;
    this.queues = new Set(queues);
    for (const queue of queues) this.pump(queue);
  }

  private pump(queue: QueueName): void {
    const deliver = this.deliver;
    if (!deliver || this.closed || !this.queues.has(queue)) return;
    const list = this.waiting.get(queue) ?? [];
    while (list.length > 0 && (this.running.get(queue) ?? 0) < this.concurrency) {
      const taskId = list.shift()!;
      this.running.set(queue, (this.running.get(queue) ?? 0) + 1);
      const work = deliver(taskId)
        .catch(() => undefined)
        .finally(() => {
          this.inFlight.delete(work);
          this.running.set(queue, (this.running.get(queue) ?? 1) - 1);
          this.pump(queue);
        });
      this.inFlight.add(work);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.all([...this.inFlight]);
  }
}
