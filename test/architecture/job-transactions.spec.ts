import { TransactionHost } from '@nestjs-cls/transactional';
import { DataSource } from 'typeorm';

import type { Transactions } from '@server/common/database/transactions';
import { JobsService } from '@server/common/jobs/jobs.service';
import { QueueName } from '@server/common/jobs/queue-name';

import { createTestApp, type TestApp } from '../support/app';
import { uniqueKind, waitForStatus } from '../support/jobs';

// Jobs run outside any HTTP request. A job's `commit` must still run in the ambient transaction that
// completes its task, so the repositories it calls join it; and the jobs port refuses to be used from
// inside a transaction (its own connection would wait for that transaction).
describe('jobs and the ambient transaction', () => {
  let t: TestApp;
  let jobs: JobsService;
  let txHost: Transactions;
  const effects = `job_effect_${Date.now()}`;

  beforeAll(async () => {
    t = await createTestApp({ JOB_BACKOFF_MS: '20' });
    jobs = t.app.get(JobsService);
    txHost = t.app.get<Transactions>(TransactionHost);
    await t.app.get(DataSource).query(`CREATE TABLE ${effects} (task_id uuid NOT NULL)`);
  });
  afterAll(async () => {
    await t.app.get(DataSource).query(`DROP TABLE ${effects}`);
    await t.close();
  });

  const effectsOf = async (taskId: string) =>
    Number(
      (await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM ${effects} WHERE task_id = $1`, [taskId]))[0]
        .n,
    );

  it("runs a job's commit inside the transaction that completes its task", async () => {
    const kind = uniqueKind('commit');
    const seen: { active: boolean; same: boolean }[] = [];
    jobs.register<object, string>({
      kind,
      queue: QueueName.Export,
      run: async (context) => ({
        result: 'done',
        commit: async (manager) => {
          seen.push({ active: txHost.isTransactionActive(), same: txHost.tx === manager });
          await txHost.tx.query(`INSERT INTO ${effects} (task_id) VALUES ($1)`, [context.taskId]);
        },
      }),
    });
    const task = await jobs.enqueue(kind, {});
    await waitForStatus(jobs, task.id, ['completed']);
    expect(seen).toEqual([{ active: true, same: true }]);
    expect(await effectsOf(task.id)).toBe(1);
  });

  it('rolls back the commit and the completion together when the commit fails', async () => {
    const kind = uniqueKind('rollback');
    jobs.register<object, string>({
      kind,
      queue: QueueName.Export,
      run: async (context) => ({
        result: 'done',
        commit: async () => {
          await txHost.tx.query(`INSERT INTO ${effects} (task_id) VALUES ($1)`, [context.taskId]);
          throw new Error('the commit failed');
        },
      }),
    });
    const task = await jobs.enqueue(kind, {}, { maxAttempts: 1 });
    const failed = await waitForStatus(jobs, task.id, ['failed']);
    expect(failed.error).toBe('the commit failed');
    expect(await effectsOf(task.id)).toBe(0);
  });

  it('refuses to enqueue inside a transaction, where the task would wait for it', async () => {
    const kind = uniqueKind('inside');
    jobs.register<object, string>({ kind, queue: QueueName.Export, run: async () => ({ result: 'done' }) });
    await expect(txHost.withTransaction(() => jobs.enqueue(kind, {}))).rejects.toThrow(/outside transactions/);
  });
});
