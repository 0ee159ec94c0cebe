import type { EntityManager } from 'typeorm';

import type { QueueName } from './queue-name';

export type JobContext<Payload> = {
  taskId: string;
  kind: string;
  ownerId: string | null;
  payload: Payload;
  attempt: number;
  // Aborted when the task is cancelled or its lease is lost to another worker.
  signal: AbortSignal;
  progress(percent: number): Promise<void>;
};

export type JobOutcome<Result> = {
  result: Result;
  // Database effects that must happen exactly once: they run in the same transaction that
  // marks the task completed, and only if this attempt still owns the task. In the app that is the
  // ambient transaction: repositories called from `commit` join it (`manager` is the same one).
  commit?: (manager: EntityManager) => Promise<void>;
};

export type JobHandler<Payload = unknown, Result = unknown> = {
  kind: string;
  queue: QueueName;
  run(context: JobContext<Payload>): Promise<JobOutcome<Result>>;
  // Run by every sweep of a worker: brings the handler's own rows in line with tasks that ended
  // without it (a worker killed on the last attempt leaves its task failed by the sweep).
  reconcile?(): Promise<void>;
};

// A failure that retrying cannot fix (bad input): the task fails at once.
export class PermanentJobError extends Error {}

export class JobRegistry {
  private readonly byKind = new Map<string, JobHandler>();

  register<Payload, Result>(handler: JobHandler<Payload, Result>): void {
    if (this.byKind.has(handler.kind)) throw new Error(`Job kind ${handler.kind} is registered twice`);
    this.byKind.set(handler.kind, handler as JobHandler);
  }

  kinds(): string[] {
    return [...this.byKind.keys()];
  }

  all(): JobHandler[] {
    return [...this.byKind.values()];
  }

  get(kind: string): JobHandler | undefined {
    return this.byKind.get(kind);
  }

  queueOf(kind: string): QueueName {
    const handler = this.byKind.get(kind);
    if (!handler) throw new Error(`No job handler for kind ${kind}`);
    return handler.queue;
  }
}
