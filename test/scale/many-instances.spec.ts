import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { unzipSync } from 'fflate';
import { Client } from 'pg';

import { makeLargePanel } from '@boxify/design/testing';

import { type FakeS3, startFakeS3 } from '../fakes/s3';
import { type ReceivedMail, startFakeSmtp } from '../fakes/smtp';
import { PrivatePostgres, PrivateRedis } from '../soak/instances';
import { codeIn, decodeMail, passwordHash, uniqueEmail } from '../support/accounts';
import type { ServerProcess } from '../support/server-process';
import { pollUntil } from '../support/wait';
import { callApi, startServerProcess, startWorkerProcess, stopServer, type WorkerProcess } from './instances';

const SUPPORT = '/api/uxa-center/support/Support';
const PROJECT = '/api/uxa-center/draft/Project';
const DRAFT = '/api/uxa-center/draft/Draft';
const TASK = '/api/uxa-center/workflow/Task';
const EXPORT = '/api/uxa-center/design-system/DesignSystemCommand';

type Task = { taskId: string; status: string; error: string | null; download: { url: string } | null };

// README "Running it scaled out": two API processes (no workers of their own) and two worker processes on
// their own Postgres and Redis, files in an S3 bucket (s3rver), mail through an SMTP server. No process shares
// a disk with another (each has its own DATA_DIR): whatever they share goes through the database, Redis or the
// bucket, so any instance can answer any call.
describe('Boxify on two API processes and two workers', () => {
  let dir: string;
  let pg: PrivatePostgres;
  let redis: PrivateRedis;
  let s3: FakeS3;
  let smtp: { url: string; messages: ReceivedMail[]; close(): Promise<void> };
  const apis: ServerProcess[] = [];
  const workers: WorkerProcess[] = [];
  let a: string;
  let b: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'boxify-scale-'));
    chmodSync(dir, 0o755); // Postgres runs as its own user when the tests run as root
    s3 = await startFakeS3('boxify-scale');
    smtp = await startFakeSmtp();
    redis = new PrivateRedis();
    await redis.start();
    pg = new PrivatePostgres(join(dir, 'db'));
    await pg.init();
    const env = (name: string) => {
      mkdirSync(join(dir, name));
      return {
        ...s3.env,
        DATA_DIR: join(dir, name),
        DATABASE_URL: pg.url,
        REDIS_URL: redis.url,
        APP_SECRET: 'one-secret-for-every-instance',
        PUBLIC_URL: 'http://boxify.test',
        SMTP_URL: smtp.url,
        ARGON2_MEMORY_KIB: '1024',
        ARGON2_TIME_COST: '1',
        VERIFY_CODE_COOLDOWN_SECONDS: '0',
        LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
        // One export at a time per worker, and a lease shorter than the default minute: a killed worker's task is
        // taken over within half a minute. Long enough that a live worker on 2 cores shared with other test runs
        // keeps its heartbeat (10 s was not: a 40-node export failed as "stopped" under a load of 15).
        JOB_CONCURRENCY: '1',
        JOB_LEASE_MS: '30000',
        JOB_SWEEP_MS: '500',
        JOB_BACKOFF_MS: '100',
        // The large PNG export at 3× takes a while on a loaded machine; this test is about takeover, not the
        // render time bound (its own tests cover that).
        RENDER_TIMEOUT_MS: '180000',
      };
    };
    // The first API migrates the empty database; the others start on it.
    apis.push(await startServerProcess({ ...env('api-a'), RUN_WORKERS: 'false' }));
    // Every process that did start is kept, so afterAll stops it even when another failed.
    const [second, ...started] = await Promise.allSettled([
      startServerProcess({ ...env('api-b'), RUN_WORKERS: 'false' }),
      startWorkerProcess(env('worker-1')),
      startWorkerProcess(env('worker-2')),
    ]);
    if (second.status === 'fulfilled') apis.push(second.value);
    for (const worker of started) if (worker.status === 'fulfilled') workers.push(worker.value);
    const failed = [second, ...started].find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    [a, b] = apis.map((api) => api.url);
  });

  afterAll(async () => {
    for (const process of [...apis.map((api) => api.child), ...workers.map((worker) => worker.child)]) {
      process.kill('SIGKILL');
    }
    await Promise.all(apis.map(stopServer));
    await Promise.all(workers.map((worker) => worker.kill()));
    await smtp?.close();
    await s3?.close();
    await redis?.kill();
    pg?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  // Signs up through one instance with the code mailed by another, and signs in through a third call.
  async function signUp(email: string): Promise<string> {
    await callApi(a, '/api/uxa-center/support/VerificationCode/sendEmailVerifyCode', { email });
    const mail = await pollUntil(
      () => smtp.messages.find((message) => message.to.includes(email)),
      () => `the code for ${email}`,
    );
    const password = passwordHash('correct horse');
    const registered = await callApi(b, `${SUPPORT}/registryByVerifyCode`, {
      email,
      password,
      product: 12,
      verifyCode: Number(codeIn(decodeMail(mail.raw))),
    });
    expect(registered.body.code).toBe(0);
    const login = await callApi<{ token: string }>(a, `${SUPPORT}/login`, { email, password, product: 12 });
    return login.body.data.token;
  }

  async function panelOf(token: string, nodes: number): Promise<string> {
    const project = await callApi<{ projectId: string }>(b, `${PROJECT}/addProject`, { name: 'Scaled' }, token);
    const { width, height, background, children } = makeLargePanel(nodes);
    const panel = await callApi<{ panelId: string }>(
      a,
      `${DRAFT}/createPanel`,
      { projectId: project.body.data.projectId, name: 'Catalogue', width, height, background, children },
      token,
    );
    expect(panel.body.code).toBe(0);
    return panel.body.data.panelId;
  }

  const taskOn = async (base: string, token: string, taskId: string) =>
    (await callApi<Task>(base, `${TASK}/getTask?taskId=${taskId}`, undefined, token)).body.data;

  const tasksIn = async (ids: string[]) => {
    const db = new Client({ connectionString: pg.url });
    await db.connect();
    try {
      const { rows } = await db.query<{ id: string; status: string; attempts: number; error: string | null }>(
        'SELECT id, status, attempts, error FROM task WHERE id = ANY($1)',
        [ids],
      );
      return rows;
    } finally {
      await db.end();
    }
  };

  it('keeps a session whichever API answers, and ends it on both at sign-out', async () => {
    const token = await signUp(uniqueEmail('scale'));
    for (const base of [a, b, a, b]) {
      expect((await callApi(base, `${SUPPORT}/getUserInfoByToken`, undefined, token)).status).toBe(200);
    }
    expect((await callApi(b, `${SUPPORT}/logout`, { product: 12 }, token)).body.code).toBe(0);
    for (const base of [a, b]) {
      expect((await callApi(base, `${SUPPORT}/getUserInfoByToken`, undefined, token)).body.code).toBe(40100001);
    }
  });

  it('counts failed sign-ins across instances', async () => {
    const email = uniqueEmail('limit');
    await signUp(email);
    const wrong = { email, password: passwordHash('wrong'), product: 12 };
    const codes = [];
    for (const base of [a, b, a, b]) codes.push((await callApi(base, `${SUPPORT}/login`, wrong)).body.code);
    expect(codes).toEqual([40100002, 40100002, 40100002, 42900001]);
  });

  it('exports through one API, followed through the other, downloaded from the bucket', async () => {
    const token = await signUp(uniqueEmail('export'));
    const panelId = await panelOf(token, 40);
    const started = await callApi<Task>(a, `${EXPORT}/exportCode`, { panelId, framework: 'html' }, token);
    const done = await pollUntil(
      async () => {
        const task = await taskOn(b, token, started.body.data.taskId);
        return ['completed', 'failed'].includes(task.status) ? task : undefined;
      },
      () => 'the export to finish',
      { every: 100 },
    );
    expect(done).toMatchObject({ status: 'completed', error: null });
    expect(done.download!.url.startsWith(`${s3.endpoint}/boxify-scale/exports/`)).toBe(true);
    const zip = await fetch(done.download!.url);
    expect(zip.status).toBe(200);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(new TextDecoder().decode(files['index.html']).toLowerCase()).toContain('<!doctype html>');
    // The same link from the other API: both sign the same link for the same export.
    expect((await taskOn(a, token, done.taskId)).download!.url).toBe(done.download!.url);
  });

  it('finishes on the other worker the export of a worker killed in the middle of it', async () => {
    const token = await signUp(uniqueEmail('killed'));
    // Large enough that a PNG export at three scales takes a while: the kill lands while both workers render.
    const panelId = await panelOf(token, 800);
    const ids: string[] = [];
    for (const base of [a, b]) {
      const started = await callApi<Task>(
        base,
        `${EXPORT}/exportAssets`,
        { panelId, format: 'png', scales: [1, 2, 3] },
        token,
      );
      ids.push(started.body.data.taskId);
    }
    // Each worker runs one export at a time: with both in progress, each worker holds one.
    const running = await pollUntil(
      async () => {
        const rows = (await tasksIn(ids)).filter((row) => row.status === 'in-progress');
        return rows.length === 2 ? rows : undefined;
      },
      () => 'both workers to be exporting',
      { every: 25 },
    );
    await workers[0].kill();

    const finished = await pollUntil(
      async () => {
        const rows = await tasksIn(ids);
        return rows.every((row) => ['completed', 'failed'].includes(row.status)) ? rows : undefined;
      },
      () => 'every export to finish on the worker left',
      { every: 200 },
    );
    expect(finished.map((row) => `${row.status}${row.error ? `: ${row.error}` : ''}`)).toEqual([
      'completed',
      'completed',
    ]);
    // The killed worker's export was taken over: it took a second attempt.
    expect(running).toHaveLength(2);
    expect(Math.max(...finished.map((row) => row.attempts))).toBeGreaterThanOrEqual(2);
    for (const id of ids) {
      const task = await taskOn(b, token, id);
      expect((await fetch(task.download!.url)).status).toBe(200);
    }
  });
});
