import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import type { DataSource } from 'typeorm';

import type { JobsService } from '@server/common/jobs/jobs.service';
import { QueueName } from '@server/common/jobs/queue-name';

import { createJobs, DRIVERS, FAST_JOBS, openDataSource, waitForStatus } from '../support/jobs';

function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = fork(join(__dirname, '..', 'support', 'job-worker.ts'), {
    execArgv: ['-r', join(__dirname, '..', 'support', 'register.js')],
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });
}

// The worker dies (SIGKILL) in the middle of a task; after a restart the task completes exactly once.
describe.each(DRIVERS)('a worker killed mid-task on the %s driver', (driver) => {
  let dataSource: DataSource;
  let producer: JobsService;
  const workers: ChildProcess[] = [];
  const kind = `test.crash.${randomUUID().slice(0, 8)}`;
  const prefix = `boxify-test-${randomUUID()}`;
  const effects = `test_crash_effect_${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    dataSource = await openDataSource();
    await dataSource.query(`CREATE TABLE ${effects} (task_id uuid NOT NULL)`);
    // The API side: it enqueues but runs no worker.
    producer = createJobs(dataSource, driver, prefix);
    producer.registry.register({ kind, queue: QueueName.Export, run: () => Promise.reject(new Error('not here')) });
  });

  afterAll(async () => {
    for (const worker of workers) worker.kill('SIGKILL');
    await producer.close();
    await dataSource.query(`DROP TABLE ${effects}`);
    await dataSource.destroy();
  });

  it('completes the task exactly once after a restart', async () => {
    const env = {
      TEST_DRIVER: driver,
      TEST_PREFIX: prefix,
      TEST_KIND: kind,
      JOB_LEASE_MS: String(FAST_JOBS.leaseMs),
    };
    const first = await startWorker(env);
    workers.push(first);
    const task = await producer.enqueue(kind, { hangOnAttempt: 1, effects });
    const running = await waitForStatus(producer, task.id, ['in-progress']);
    expect(running.attempts).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    expect((await producer.get(task.id))!.status).toBe('in-progress');

    workers.push(await startWorker(env));
    const done = await waitForStatus(producer, task.id, ['completed', 'failed']);
    expect(done).toMatchObject({ status: 'completed', attempts: 2, result: { attempt: 2 } });
    const [{ n }] = await dataSource.query(`SELECT count(*)::int AS n FROM ${effects} WHERE task_id = $1`, [task.id]);
    expect(n).toBe(1);
  });
});
