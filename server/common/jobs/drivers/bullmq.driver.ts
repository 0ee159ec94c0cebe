import { Queue, Worker } from 'bullmq';
import IORedis, { type Redis } from 'ioredis';

import type { QueueName } from '../queue-name';
import type { JobTransport, PublishOptions } from '../transport';

type TaskMessage = { taskId: string };

// BullMQ on Redis when REDIS_URL is set: any number of worker processes share the queues.
export class BullMqTransport implements JobTransport {
  readonly name = 'bullmq' as const;
  private readonly connection: Redis;
  private readonly queues = new Map<QueueName, Queue<TaskMessage>>();
  private readonly workers: Worker<TaskMessage>[] = [];

  constructor(
    redisUrl: string,
    private readonly prefix: string,
    // A message taken by a worker that died goes back to the queue after this long (BullMQ's lock and
    // stall check): no longer than the task lease, else a task taken just before a crash waits a minute.
    private readonly lockMs = 30000,
  ) {
    // BullMQ workers block on Redis: they need maxRetriesPerRequest null.
    this.connection = new IORedis(redisUrl, { maxRetriesPerRequest: null, lazyConnect: false });
  }

  private queue(name: QueueName): Queue<TaskMessage> {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue<TaskMessage>(name, { connection: this.connection, prefix: this.prefix });
      this.queues.set(name, queue);
    }
    return queue;
  }

  async publish(queue: QueueName, taskId: string, options: PublishOptions = {}): Promise<void> {
    await this.queue(queue).add(
      'task',
      { taskId },
      {
        jobId: options.dedupeId,
        delay: options.delayMs,
        attempts: 1, // retries are decided by the task table, not by BullMQ
        // Nothing is kept once delivered: a kept message would hold its id, and the sweep's
        // re-publish of a task whose delivery failed (e.g. Postgres was down) would be dropped.
        removeOnComplete: true,
        removeOnFail: true,
      },
    );
  }

  async consume(queues: QueueName[], deliver: (taskId: string) => Promise<void>, concurrency: number): Promise<void> {
    for (const name of queues) {
      const worker = new Worker<TaskMessage>(name, (job) => deliver(job.data.taskId), {
        connection: this.connection,
        prefix: this.prefix,
        concurrency,
        lockDuration: this.lockMs,
        stalledInterval: this.lockMs,
      });
      worker.on('error', () => undefined); // connection errors are retried by ioredis
      this.workers.push(worker);
    }
  }

  async ping(): Promise<boolean> {
    return (await this.connection.ping()) === 'PONG';
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    await this.connection.quit().catch(() => this.connection.disconnect());
  }
}
