import type { QueueName } from './queue-name';

export type PublishOptions = { delayMs?: number; dedupeId?: string };

// How task ids travel to workers: BullMQ on Redis, or in-process.
export type JobTransport = {
  readonly name: 'bullmq' | 'in-process';
  publish(queue: QueueName, taskId: string, options?: PublishOptions): Promise<void>;
  consume(queues: QueueName[], deliver: (taskId: string) => Promise<void>, concurrency: number): Promise<void>;
  ping?(): Promise<boolean>;
  // Stops taking new messages and waits for the ones in hand.
  close(): Promise<void>;
};
