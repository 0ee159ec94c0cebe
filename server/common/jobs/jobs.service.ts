import type { DataSource, EntityManager } from 'typeorm';

import type { Transactions } from '@server/common/database/transactions';

import { type JobContext, type JobHandler, JobRegistry, PermanentJobError } from './job-handler';
import type { QueueName } from './queue-name';
import { TaskEntity, type TaskStatus } from './task.entity';
import type { JobTransport } from './transport';

export type JobsSettings = {
  concurrency: number;
  maxAttempts: number;
  backoffMs: number;
  leaseMs: number;
  sweepMs: number;
};

export type EnqueueOptions = {
  ownerId?: string | null;
  idempotencyKey?: string;
  maxAttempts?: number;
  // A not-ready task waits for `start(taskId)` (e.g. until its input is uploaded).
  deferred?: boolean;
};

export type TaskView = Pick<
  TaskEntity,
  | 'id'
  | 'kind'
  | 'queue'
  | 'ownerId'
  | 'status'
  | 'progress'
  | 'result'
  | 'error'
  | 'attempts'
  | 'createdAt'
  | 'updatedAt'
  | 'finishedAt'
>;

export const CANCELLED = 'cancelled';

export type NewTask = { id: string; queue: QueueName; created: boolean };

type ClaimedRow = { id: string; kind: string; owner_id: string | null; payload: unknown; attempts: number };

// The jobs port: enqueue, report progress, complete, fail, cancel. Postgres holds the truth;
// a claim with a lease makes a task delivered twice run once, and `commit` effects apply once.
export class JobsService {
  private sweepTimer?: NodeJS.Timeout;
  private working = false;
  private readonly controllers = new Map<string, AbortController>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly transport: JobTransport,
    readonly registry: JobRegistry,
    private readonly settings: JobsSettings,
    // The app's ambient transactions: a job's `commit` runs in one, so the repositories it calls join it.
    private readonly transactions?: Transactions,
  ) {}

  // The task table on its own connection: a task must be visible to a worker the moment it is
  // published. Inside an ambient transaction that connection would wait for the transaction (for
  // ever on the embedded database, which runs one at a time), so that is refused outright.
  private get db(): EntityManager {
    if (this.transactions?.isTransactionActive()) {
      throw new Error('The jobs port is used outside transactions: enqueue after the unit of work commits');
    }
    return this.dataSource.manager;
  }

  get driver(): JobTransport['name'] {
    return this.transport.name;
  }

  async ping(): Promise<boolean> {
    return this.transport.ping ? this.transport.ping().catch(() => false) : true;
  }

  register<Payload, Result>(handler: JobHandler<Payload, Result>): void {
    this.registry.register(handler);
  }

  async enqueue(kind: string, payload: Record<string, unknown>, options: EnqueueOptions = {}): Promise<TaskView> {
    const task = await this.insertTask(this.db, kind, payload, options);
    if (task.created && !options.deferred) await this.publish(task.queue, task.id, 0);
    return this.get(task.id) as Promise<TaskView>;
  }

  // The task written in the caller's ambient transaction (an outbox row): it exists exactly when the
  // caller's writes do. Publish it after the commit; should that not happen (the process died, the
  // queue was away), the sweep publishes it once it is stale.
  async enqueueInTransaction(
    kind: string,
    payload: Record<string, unknown>,
    options: EnqueueOptions = {},
  ): Promise<NewTask> {
    if (!this.transactions?.isTransactionActive()) throw new Error('enqueueInTransaction needs a transaction');
    return this.insertTask(this.transactions.tx, kind, payload, options);
  }

  // Whether a task of `kind` with this payload still waits for a worker, read in the caller's transaction
  // (a waiting one will see the caller's writes when it runs: no second task is needed).
  async waitingInTransaction(kind: string, payload: Record<string, unknown>): Promise<boolean> {
    if (!this.transactions?.isTransactionActive()) throw new Error('waitingInTransaction needs a transaction');
    const rows = (await this.transactions.tx.query(
      `SELECT 1 FROM task WHERE kind = $1 AND status = 'initialized' AND payload @> $2::jsonb LIMIT 1`,
      [kind, JSON.stringify(payload)],
    )) as unknown[];
    return rows.length > 0;
  }

  async publishNew(task: NewTask): Promise<void> {
    if (task.created) await this.publish(task.queue, task.id, 0);
  }

  private async insertTask(
    manager: EntityManager,
    kind: string,
    payload: Record<string, unknown>,
    options: EnqueueOptions,
  ): Promise<NewTask> {
    const queue = this.registry.queueOf(kind);
    const status: TaskStatus = options.deferred ? 'not-ready' : 'initialized';
    const rows: TaskEntity[] = await manager.query(
      `INSERT INTO task (kind, queue, owner_id, status, payload, max_attempts, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id`,
      [
        kind,
        queue,
        options.ownerId ?? null,
        status,
        payload,
        options.maxAttempts ?? this.settings.maxAttempts,
        options.idempotencyKey ?? null,
      ],
    );
    if (rows.length > 0) return { id: rows[0].id, queue, created: true };
    // Same idempotency key: the earlier task stands.
    const earlier = await manager.getRepository(TaskEntity).findOneByOrFail({ idempotencyKey: options.idempotencyKey });
    return { id: earlier.id, queue, created: false };
  }

  async start(taskId: string): Promise<boolean> {
    const [rows] = await this.db.query(
      `UPDATE task SET status = 'initialized', updated_at = now() WHERE id = $1 AND status = 'not-ready' RETURNING queue`,
      [taskId],
    );
    if (rows.length === 0) return false;
    await this.publish(rows[0].queue, taskId, 0);
    return true;
  }

  async get(taskId: string): Promise<TaskView | null> {
    return this.db.getRepository(TaskEntity).findOneBy({ id: taskId });
  }

  async listByOwner(ownerId: string, limit = 50, kind?: string): Promise<TaskView[]> {
    return this.db
      .getRepository(TaskEntity)
      .find({ where: { ownerId, ...(kind ? { kind } : {}) }, order: { createdAt: 'DESC' }, take: limit });
  }

  async reportProgress(taskId: string, percent: number): Promise<void> {
    const value = Math.max(0, Math.min(99, Math.round(percent)));
    await this.db.query(
      `UPDATE task SET progress = GREATEST(progress, $2), updated_at = now() WHERE id = $1 AND status = 'in-progress'`,
      [taskId, value],
    );
  }

  async complete(taskId: string, result: unknown): Promise<boolean> {
    const [, count] = await this.db.query(
      `UPDATE task SET status = 'completed', progress = 100, result = $2, error = NULL, lease_until = NULL,
         finished_at = now(), updated_at = now()
       WHERE id = $1 AND status IN ('initialized', 'in-progress')`,
      [taskId, JSON.stringify(result ?? null)],
    );
    return count === 1;
  }

  async fail(taskId: string, error: string): Promise<boolean> {
    const [, count] = await this.db.query(
      `UPDATE task SET status = 'failed', error = $2, lease_until = NULL, finished_at = now(), updated_at = now()
       WHERE id = $1 AND status IN ('not-ready', 'initialized', 'in-progress')`,
      [taskId, error],
    );
    return count === 1;
  }

  async cancel(taskId: string): Promise<boolean> {
    const cancelled = await this.fail(taskId, CANCELLED);
    this.controllers.get(taskId)?.abort(new Error(CANCELLED));
    return cancelled;
  }

  // Starts consuming every registered queue in this process, and the recovery sweep.
  async work(queues: QueueName[]): Promise<void> {
    this.working = true;
    await this.transport.consume(queues, (taskId) => this.process(taskId), this.settings.concurrency);
    await this.sweep(true);
    this.sweepTimer = setInterval(() => void this.sweep(false).catch(() => undefined), this.settings.sweepMs);
    this.sweepTimer.unref();
  }

  async close(): Promise<void> {
    clearInterval(this.sweepTimer);
    await this.transport.close();
  }

  private async publish(queue: QueueName, taskId: string, attempts: number, delayMs = 0): Promise<void> {
    await this.transport.publish(queue, taskId, { delayMs, dedupeId: `${taskId}_${attempts}` });
  }

  // Only kinds this process can run are swept or claimed: others wait for a worker that knows them.
  // Re-publishes tasks whose message may be lost (a restart, a dead worker) and fails the ones
  // that exhausted their attempts. At start-up every waiting task is re-published.
  async sweep(startup: boolean): Promise<number> {
    await this.db.query(
      `UPDATE task SET status = 'failed', error = 'The worker stopped before finishing', lease_until = NULL,
         finished_at = now(), updated_at = now()
       WHERE status = 'in-progress' AND lease_until < now() AND attempts >= max_attempts AND kind = ANY($1)`,
      [this.registry.kinds()],
    );
    for (const handler of this.registry.all()) await handler.reconcile?.().catch(() => undefined);
    const staleSeconds = startup ? 0 : this.settings.sweepMs / 1000;
    const rows: { id: string; queue: QueueName; attempts: number }[] = await this.db.query(
      `SELECT id, queue, attempts FROM task
       WHERE kind = ANY($2) AND (
         (status = 'initialized' AND COALESCE(run_after, updated_at) <= now() - make_interval(secs => $1))
         OR (status = 'in-progress' AND lease_until < now()))
       ORDER BY created_at LIMIT 500`,
      [staleSeconds, this.registry.kinds()],
    );
    for (const row of rows) await this.publish(row.queue, row.id, row.attempts);
    return rows.length;
  }

  private async claim(taskId: string): Promise<ClaimedRow | undefined> {
    const [rows] = await this.db.query(
      `UPDATE task SET status = 'in-progress', attempts = attempts + 1, error = NULL,
         started_at = COALESCE(started_at, now()), lease_until = now() + make_interval(secs => $2),
         updated_at = now()
       WHERE id = $1 AND attempts < max_attempts AND kind = ANY($3) AND (
         (status = 'initialized' AND (run_after IS NULL OR run_after <= now()))
         OR (status = 'in-progress' AND lease_until < now()))
       RETURNING id, kind, owner_id, payload, attempts`,
      [taskId, this.settings.leaseMs / 1000, this.registry.kinds()],
    );
    return rows[0];
  }

  // One delivery of a task id. Returns without effect when another delivery owns the task.
  // A delivery starts outside any transaction, also when it was published from inside one.
  async process(taskId: string): Promise<void> {
    if (this.transactions) return this.transactions.withoutTransaction(() => this.deliver(taskId));
    return this.deliver(taskId);
  }

  private async deliver(taskId: string): Promise<void> {
    if (!this.working || this.controllers.has(taskId)) return; // already running here
    // Registered before the claim, so a cancel that lands right after the claim still reaches it.
    const controller = new AbortController();
    this.controllers.set(taskId, controller);
    const claimed = await this.claim(taskId).catch((error: unknown) => {
      this.controllers.delete(taskId);
      throw error;
    });
    if (!claimed || controller.signal.aborted) {
      this.controllers.delete(taskId);
      return;
    }
    const handler = this.registry.get(claimed.kind)!;
    const heartbeat = setInterval(() => void this.extendLease(claimed, controller), this.settings.leaseMs / 3);
    try {
      const context: JobContext<unknown> = {
        taskId,
        kind: claimed.kind,
        ownerId: claimed.owner_id,
        payload: claimed.payload,
        attempt: claimed.attempts,
        signal: controller.signal,
        progress: (percent) => this.reportProgress(taskId, percent),
      };
      const outcome = await handler.run(context);
      await this.finish(claimed, outcome.result, outcome.commit);
    } catch (error) {
      await this.retryOrFail(claimed, error);
    } finally {
      clearInterval(heartbeat);
      this.controllers.delete(taskId);
    }
  }

  private async extendLease(claimed: ClaimedRow, controller: AbortController): Promise<void> {
    const [, count] = await this.db
      .query(
        `UPDATE task SET lease_until = now() + make_interval(secs => $3)
         WHERE id = $1 AND status = 'in-progress' AND attempts = $2`,
        [claimed.id, claimed.attempts, this.settings.leaseMs / 1000],
      )
      .catch(() => [undefined, 1]);
    if (count === 0) controller.abort(new Error('The task is no longer ours'));
  }

  private async finish(
    claimed: ClaimedRow,
    result: unknown,
    commit?: (manager: EntityManager) => Promise<void>,
  ): Promise<void> {
    const completeAndCommit = async (manager: EntityManager) => {
      const [, count] = await manager.query(
        `UPDATE task SET status = 'completed', progress = 100, result = $3, lease_until = NULL,
           finished_at = now(), updated_at = now()
         WHERE id = $1 AND status = 'in-progress' AND attempts = $2`,
        [claimed.id, claimed.attempts, JSON.stringify(result ?? null)],
      );
      // Lost the task (cancelled, or the lease went to another worker): apply nothing.
      if (count === 1 && commit) await commit(manager);
    };
    const transactions = this.transactions;
    if (transactions) await transactions.withTransaction(() => completeAndCommit(transactions.tx));
    else await this.dataSource.transaction(completeAndCommit);
  }

  private async retryOrFail(claimed: ClaimedRow, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const permanent = error instanceof PermanentJobError;
    const [rows] = await this.db.query(
      `UPDATE task SET
         status = CASE WHEN $3 OR attempts >= max_attempts THEN 'failed'::task_status ELSE 'initialized'::task_status END,
         error = $4, lease_until = NULL,
         run_after = now() + make_interval(secs => $5),
         finished_at = CASE WHEN $3 OR attempts >= max_attempts THEN now() ELSE NULL END,
         updated_at = now()
       WHERE id = $1 AND status = 'in-progress' AND attempts = $2
       RETURNING status, queue`,
      [claimed.id, claimed.attempts, permanent, message.slice(0, 2000), this.backoff(claimed.attempts) / 1000],
    );
    if (rows[0]?.status === 'initialized') {
      await this.publish(rows[0].queue, claimed.id, claimed.attempts, this.backoff(claimed.attempts));
    }
  }

  private backoff(attempt: number): number {
    return this.settings.backoffMs * 2 ** (attempt - 1);
  }
}
