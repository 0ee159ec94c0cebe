import { randomUUID } from 'node:crypto';

import type { DataSource, EntityManager } from 'typeorm';

import { PermanentJobError } from '@server/common/jobs/job-handler';
import type { JobsService } from '@server/common/jobs/jobs.service';
import { QueueName } from '@server/common/jobs/queue-name';

import { createJobs, DRIVERS, openDataSource, uniqueKind, waitForStatus } from '../support/jobs';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// One contract, every driver: what a feature can rely on when it enqueues work.
describe.each(DRIVERS)('jobs contract on the %s driver', (driver) => {
  let dataSource: DataSource;
  let jobs: JobsService;
  let effects: string;

  const recordEffect = (taskId: string) => (manager: EntityManager) =>
    manager.query(`INSERT INTO ${effects} (task_id) VALUES ($1)`, [taskId]);
  const effectCount = async (taskId: string) =>
    Number((await dataSource.query(`SELECT count(*) AS n FROM ${effects} WHERE task_id = $1`, [taskId]))[0].n);

  beforeAll(async () => {
    dataSource = await openDataSource();
    effects = `test_effect_${driver.replace('-', '_')}_${randomUUID().slice(0, 8)}`;
    await dataSource.query(`CREATE TABLE ${effects} (task_id uuid NOT NULL)`);
    jobs = createJobs(dataSource, driver);
  });

  afterAll(async () => {
    await jobs.close();
    await dataSource.query(`DROP TABLE ${effects}`);
    await dataSource.destroy();
  });

  it('runs a task to completion with progress and a result', async () => {
    const kind = uniqueKind('complete');
    const seen: number[] = [];
    jobs.register<{ n: number }, { doubled: number }>({
      kind,
      queue: QueueName.Export,
      run: async (context) => {
        await context.progress(40);
        seen.push((await jobs.get(context.taskId))!.progress);
        return { result: { doubled: context.payload.n * 2 }, commit: recordEffect(context.taskId) };
      },
    });
    await jobs.work([QueueName.Export, QueueName.Preview, QueueName.Generation, QueueName.Optimisation]);
    const ownerId = randomUUID();
    const task = await jobs.enqueue(kind, { n: 21 }, { ownerId });
    expect(['initialized', 'in-progress', 'completed']).toContain(task.status);
    const done = await waitForStatus(jobs, task.id, ['completed', 'failed']);
    expect(done).toMatchObject({
      status: 'completed',
      progress: 100,
      result: { doubled: 42 },
      attempts: 1,
      error: null,
    });
    expect(done.finishedAt).toBeInstanceOf(Date);
    expect(seen).toEqual([40]);
    expect(await effectCount(task.id)).toBe(1);
    expect((await jobs.listByOwner(ownerId)).map((t) => t.id)).toEqual([task.id]);
  });

  it('retries a failing task with backoff and applies its effect once', async () => {
    const kind = uniqueKind('retry');
    const attempts: number[] = [];
    jobs.register({
      kind,
      queue: QueueName.Generation,
      run: async (context) => {
        attempts.push(Date.now());
        if (context.attempt < 3) throw new Error(`flaky ${context.attempt}`);
        return { result: 'ok', commit: recordEffect(context.taskId) };
      },
    });
    const task = await jobs.enqueue(kind, {});
    const done = await waitForStatus(jobs, task.id, ['completed', 'failed']);
    expect(done).toMatchObject({ status: 'completed', attempts: 3, result: 'ok' });
    // 50 ms, then 100 ms: each wait longer than the one before.
    expect(attempts[1] - attempts[0]).toBeGreaterThanOrEqual(45);
    expect(attempts[2] - attempts[1]).toBeGreaterThanOrEqual(95);
    expect(await effectCount(task.id)).toBe(1);
  });

  it('fails after the last attempt and keeps the error', async () => {
    const kind = uniqueKind('exhaust');
    jobs.register({ kind, queue: QueueName.Preview, run: () => Promise.reject(new Error('renderer crashed')) });
    const task = await jobs.enqueue(kind, {}, { maxAttempts: 2 });
    const done = await waitForStatus(jobs, task.id, ['failed']);
    expect(done).toMatchObject({ status: 'failed', attempts: 2, error: 'renderer crashed' });
  });

  it('fails at once on a permanent error', async () => {
    const kind = uniqueKind('permanent');
    jobs.register({ kind, queue: QueueName.Preview, run: () => Promise.reject(new PermanentJobError('bad input')) });
    const task = await jobs.enqueue(kind, {});
    const done = await waitForStatus(jobs, task.id, ['failed']);
    expect(done).toMatchObject({ status: 'failed', attempts: 1, error: 'bad input' });
  });

  it('runs a task delivered many times once', async () => {
    const kind = uniqueKind('duplicate');
    let runs = 0;
    jobs.register({
      kind,
      queue: QueueName.Export,
      run: async (context) => {
        runs += 1;
        await sleep(100);
        return { result: runs, commit: recordEffect(context.taskId) };
      },
    });
    const task = await jobs.enqueue(kind, {});
    await Promise.all(Array.from({ length: 5 }, () => jobs.process(task.id)));
    const done = await waitForStatus(jobs, task.id, ['completed']);
    await Promise.all(Array.from({ length: 3 }, () => jobs.process(task.id)));
    expect(done.attempts).toBe(1);
    expect(runs).toBe(1);
    expect(await effectCount(task.id)).toBe(1);
  });

  it('cancels a running task: its effect never applies', async () => {
    const kind = uniqueKind('cancel');
    let aborted = false;
    jobs.register({
      kind,
      queue: QueueName.Optimisation,
      run: async (context) => {
        await context.progress(10);
        // The cancel may land while progress() is still being written: check before listening.
        await new Promise((resolve) =>
          context.signal.aborted ? resolve(undefined) : context.signal.addEventListener('abort', resolve),
        );
        aborted = true;
        return { result: 'late', commit: recordEffect(context.taskId) };
      },
    });
    const task = await jobs.enqueue(kind, {});
    await waitForStatus(jobs, task.id, ['in-progress']);
    expect(await jobs.cancel(task.id)).toBe(true);
    await sleep(100);
    expect(aborted).toBe(true);
    expect(await jobs.get(task.id)).toMatchObject({ status: 'failed', error: 'cancelled' });
    expect(await effectCount(task.id)).toBe(0);
    expect(await jobs.cancel(task.id)).toBe(false);
  });

  it('keeps one task per idempotency key', async () => {
    const kind = uniqueKind('idempotent');
    jobs.register({ kind, queue: QueueName.Export, run: async () => ({ result: 1 }) });
    const key = `export:${randomUUID()}`;
    const [a, b] = await Promise.all([
      jobs.enqueue(kind, {}, { idempotencyKey: key }),
      jobs.enqueue(kind, {}, { idempotencyKey: key }),
    ]);
    expect(a.id).toBe(b.id);
  });

  it('holds a deferred task as not-ready until it is started', async () => {
    const kind = uniqueKind('deferred');
    jobs.register({ kind, queue: QueueName.Export, run: async () => ({ result: 'started' }) });
    const task = await jobs.enqueue(kind, {}, { deferred: true });
    expect(task.status).toBe('not-ready');
    await sleep(100);
    expect((await jobs.get(task.id))!.status).toBe('not-ready');
    expect(await jobs.start(task.id)).toBe(true);
    expect(await waitForStatus(jobs, task.id, ['completed'])).toMatchObject({ result: 'started' });
  });

  it('recovers a task whose message was lost, and one whose worker died', async () => {
    const kind = uniqueKind('recover');
    jobs.register({
      kind,
      queue: QueueName.Export,
      run: async (c) => ({ result: c.attempt, commit: recordEffect(c.taskId) }),
    });
    const [lost] = await dataSource.query(
      `INSERT INTO task (kind, queue, status, updated_at) VALUES ($1, 'export', 'initialized', now() - interval '1 minute') RETURNING id`,
      [kind],
    );
    const [dead] = await dataSource.query(
      `INSERT INTO task (kind, queue, status, attempts, lease_until) VALUES ($1, 'export', 'in-progress', 1, now() - interval '1 second') RETURNING id`,
      [kind],
    );
    expect(await waitForStatus(jobs, lost.id, ['completed'])).toMatchObject({ attempts: 1 });
    expect(await waitForStatus(jobs, dead.id, ['completed'])).toMatchObject({ attempts: 2, result: 2 });
    expect(await effectCount(lost.id)).toBe(1);
    expect(await effectCount(dead.id)).toBe(1);
  });
});
