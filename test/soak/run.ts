// The fault soak (README "Fault soak"): generations and exports on real Postgres and BullMQ while
// the worker is killed every few seconds, Redis is restarted empty and Postgres is stopped and started.
// `npm run soak` runs the full size, `npm run soak:ci` the bounded one; SOAK_* settings override.
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Client } from 'pg';

import { seeded } from '../designer/grid/prompts';
import { FakeOpenAi } from '../fakes/openai';
import { freePort } from '../support/server-process';
import { auditBalances, auditGenerations } from './audit';
import { Api, Tally } from './client';
import { PrivatePostgres, PrivateRedis } from './instances';
import { NodeProcess } from './processes';
import { pickRequest, retrying, Saver, setUpUser, sleep, type Submitted } from './workload';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

// `--full`: the size the issue asks for; without it, the bounded run CI can afford (about a minute).
const FULL = process.argv.includes('--full');

const OPTIONS = {
  generations: setting('SOAK_GENERATIONS', FULL ? 500 : 40),
  exports: setting('SOAK_EXPORTS', FULL ? 500 : 40),
  users: setting('SOAK_USERS', 4),
  // Requests in flight at once; worker processes; the time between two kills.
  clients: setting('SOAK_CLIENTS', 4),
  workers: setting('SOAK_WORKERS', 2),
  // Tasks waiting or running at most: sending is paced to the worker, so faults land on work in hand.
  backlog: setting('SOAK_BACKLOG', 24),
  killMinMs: setting('SOAK_KILL_MIN_MS', 2000),
  killMaxMs: setting('SOAK_KILL_MAX_MS', 5000),
  postgresDownMs: setting('SOAK_POSTGRES_DOWN_MS', 3000),
  // How long the fake model takes to answer: long enough for kills to land mid-generation.
  modelMs: setting('SOAK_MODEL_MS', 1000),
  settleMs: setting('SOAK_SETTLE_MS', 120000),
  seed: setting('SOAK_SEED', Date.now() % 1_000_000),
};

type Figures = Record<string, number | string>;

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(250);
  }
}

async function count(databaseUrl: string, sql: string): Promise<number> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(sql);
    return rows[0].n as number;
  } finally {
    await db.end();
  }
}

const pendingTasks = (url: string) =>
  count(url, `SELECT count(*)::int AS n FROM task WHERE status NOT IN ('completed', 'failed')`);
const generating = (url: string) =>
  count(url, `SELECT count(*)::int AS n FROM agent_generation WHERE status = 'generating'`);

async function soak(
  dir: string,
  stops: (() => Promise<void> | void)[],
): Promise<{ figures: Figures; problems: string[] }> {
  const started = Date.now();
  const rand = seeded(OPTIONS.seed).next;
  const problems: string[] = [];
  const pg = new PrivatePostgres(join(dir, 'db'));
  stops.push(() => pg.kill());
  await pg.init();
  const redis = new PrivateRedis();
  stops.push(() => redis.kill());
  await redis.start();

  const model = new FakeOpenAi();
  model.fallback = 'slow';
  model.slowMs = OPTIONS.modelMs;
  await model.start();
  stops.push(() => model.close());

  const dataDir = join(dir, 'app');
  mkdirSync(dataDir);
  const port = await freePort();
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: pg.url,
    REDIS_URL: redis.url,
    DATA_DIR: dataDir,
    APP_SECRET: 'soak-secret-soak-secret-soak-secret',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    QUEUE_PREFIX: 'soak',
    LOG_LEVEL: 'info',
    ...model.env(false, 'tree'),
    JOB_CONCURRENCY: '4',
    JOB_LEASE_MS: '3000',
    JOB_SWEEP_MS: '1000',
    JOB_BACKOFF_MS: '200',
    RENDER_POOL_SIZE: '1',
    FREE_GENERATION_CHANCES: '2',
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
    VERIFY_CODE_COOLDOWN_SECONDS: '0',
    VERIFY_CODE_MAX_PER_HOUR_PER_IP: '100000',
    LOGIN_MAX_FAILURES_PER_IP: '100000',
  };
  const tally = new Tally();
  const api = new Api(`http://127.0.0.1:${port}`, tally);
  const server = new NodeProcess(
    'API',
    'main.js',
    { ...env, PORT: String(port), RUN_WORKERS: 'false' },
    join(dir, 'api.log'),
  );
  stops.push(() => server.kill());
  await server.start(() =>
    fetch(`${api.url}/health`).then(
      (res) => res.ok,
      () => false,
    ),
  );
  const workers = Array.from(
    { length: OPTIONS.workers },
    (_, i) => new NodeProcess(`worker ${i + 1}`, 'worker.js', env, join(dir, `worker-${i + 1}.log`)),
  );
  for (const worker of workers) stops.push(() => worker.kill());
  const startWorker = async (worker: NodeProcess) => {
    // While Postgres is down a worker cannot start: it tries again, as a supervisor would.
    for (let i = 0; ; i += 1) {
      try {
        return await worker.start(async () => worker.output().includes('Worker started'));
      } catch (error) {
        if (i >= 30) throw error;
        await sleep(500);
      }
    }
  };
  // The users sign up while the workers start.
  const [users] = await Promise.all([
    Promise.all(
      Array.from({ length: OPTIONS.users }, (_, i) =>
        setUpUser(api, dataDir, env, `soak-${i}-${OPTIONS.seed}@example.com`),
      ),
    ),
    Promise.all(workers.map(startWorker)),
  ]);

  // The work, shuffled: generations and exports spread over the users.
  const kinds: Submitted['kind'][] = [
    ...Array<Submitted['kind']>(OPTIONS.generations).fill('generation'),
    ...Array<Submitted['kind']>(OPTIONS.exports).fill('export'),
  ].sort(() => rand() - 0.5);
  const total = kinds.length;
  const submitted: Submitted[] = [];
  let next = 0;
  const saver = new Saver(api, users[0]);
  saver.start();
  let pending = 0;
  let sending = true;
  const watcher = (async () => {
    while (sending) {
      pending = await pendingTasks(pg.url).catch(() => pending);
      await sleep(300);
    }
  })();

  // Faults, in the order they come: Redis at a third of the work, Postgres at two thirds.
  let kills = 0;
  const restarts: number[] = [];
  let chaos = true;
  const figures: Figures = {};
  // Every few seconds one worker, picked at random, is killed -9 and started again (in the background).
  const restarting = new Set<Promise<void>>();
  const killer = (async () => {
    while (chaos) {
      await sleep(OPTIONS.killMinMs + rand() * (OPTIONS.killMaxMs - OPTIONS.killMinMs));
      const running = workers.filter((worker) => worker.running && !worker.starting);
      if (!chaos || running.length === 0) continue;
      const worker = running[Math.floor(rand() * running.length)];
      await worker.kill();
      kills += 1;
      const since = Date.now();
      const restart: Promise<void> = startWorker(worker)
        .then(
          () => void restarts.push(Date.now() - since),
          (error: Error) => void problems.push(`${worker.name} did not start again: ${error.message.slice(0, 500)}`),
        )
        .finally(() => restarting.delete(restart));
      restarting.add(restart);
    }
  })();
  const faults = (async () => {
    await waitUntil(async () => next >= total / 3, 600000, 'a third of the work');
    figures['tasks pending at the Redis restart'] = await pendingTasks(pg.url);
    await redis.kill();
    await redis.start();
    await waitUntil(async () => next >= (2 * total) / 3, 600000, 'two thirds of the work');
    const before = tally.unavailable;
    pg.stop('immediate');
    const down = Date.now();
    // Someone keeps using the app meanwhile: those calls must answer 503 with its code.
    while (Date.now() - down < OPTIONS.postgresDownMs) {
      await api.get('/api/uxa-center/support/Support/getUserInfoByToken', users[0].token, {}).catch(() => undefined);
      await sleep(100);
    }
    await pg.start();
    const up = Date.now();
    await waitUntil(
      async () => (await api.get('/api/uxa-center/support/Support/getUserInfoByToken', users[0].token, {})).code === 0,
      60000,
      'the API to answer after Postgres came back',
    );
    figures['503s while Postgres was down'] = tally.unavailable - before;
    figures['recovery after Postgres restart (ms)'] = Date.now() - up;
  })();

  const client = async () => {
    while (next < total) {
      if (pending >= OPTIONS.backlog) {
        await sleep(100);
        continue;
      }
      pending += 1;
      const index = next++;
      const user = users[index % users.length];
      const kind = kinds[index];
      const request = pickRequest(rand, kind, user);
      const answer = await retrying(() => api.post(request.path, user.token, request.body));
      if (answer.code !== 0) {
        problems.push(`${request.path} answered ${answer.status} ${answer.code} ${answer.msg}`);
        continue;
      }
      const { taskId, generationId } = answer.data as { taskId: string; generationId?: string };
      submitted.push({ kind, user, taskId, generationId });
      await sleep(rand() * 200);
    }
  };
  await Promise.all(Array.from({ length: OPTIONS.clients }, client));
  await faults;
  chaos = false;
  sending = false;
  await Promise.all([killer, watcher]);
  await Promise.all(restarting);
  await saver.stop();
  await Promise.all(workers.filter((worker) => !worker.running).map(startWorker));
  figures['submitted in (s)'] = Math.round((Date.now() - started) / 1000);

  await waitUntil(async () => (await pendingTasks(pg.url)) === 0, OPTIONS.settleMs, 'every task to end').catch(
    async () => problems.push(`${await pendingTasks(pg.url)} tasks never ended`),
  );

  // A generation whose task the sweep failed is settled by the next sweep.
  await waitUntil(async () => (await generating(pg.url)) === 0, 30000, 'no generation left generating').catch(
    () => undefined, // the audit names them
  );

  // What each user sees: every task ended, completed or failed.
  const ends = { generation: { completed: 0, failed: 0 }, export: { completed: 0, failed: 0 } };
  for (const item of submitted) {
    const view = await api.get('/api/uxa-center/workflow/Task/getTask', item.user.token, { taskId: item.taskId });
    const status = view.data?.status as string;
    if (status !== 'completed' && status !== 'failed') problems.push(`task ${item.taskId} is ${status}`);
    else ends[item.kind][status] += 1;
  }
  const generationIds = submitted.flatMap((item) => (item.generationId ? [item.generationId] : []));
  figures['all ended (s)'] = Math.round((Date.now() - started) / 1000);
  figures['longest wait for a first attempt (s)'] = await count(
    pg.url,
    `SELECT COALESCE(round(max(extract(epoch FROM started_at - created_at))), 0)::int AS n FROM task`,
  );
  const audit = await auditGenerations(pg.url, generationIds);
  problems.push(...audit.problems, ...(await auditBalances(pg.url)));
  const saved = await saver.check();
  if (saved) problems.push(`an acknowledged save was lost: ${saved}`);
  problems.push(...tally.defects);
  if (tally.unavailable === 0) problems.push('no 503 was seen while Postgres was down');

  Object.assign(figures, {
    seed: OPTIONS.seed,
    generations: `${generationIds.length} sent: ${audit.completed} completed, ${audit.failed} failed (${audit.refunded} refunded)`,
    exports: `${ends.export.completed + ends.export.failed} sent: ${ends.export.completed} completed, ${ends.export.failed} failed`,
    'worker kills (kill -9)': kills,
    'worker restart (median ms)': restarts.sort((a, b) => a - b)[Math.floor(restarts.length / 2)] ?? 0,
    'double charges': audit.doubleCharges,
    'holds without a generation': audit.orphanHolds,
    'generations left generating': audit.stuck,
    'saves acknowledged': saver.acknowledged,
    '503s in all': tally.unavailable,
    'other 5xx': tally.defects.length,
    'duration (s)': Math.round((Date.now() - started) / 1000),
  });
  return { figures, problems };
}

async function main(): Promise<number> {
  console.log(`Fault soak: ${JSON.stringify(OPTIONS)}`);
  const dir = mkdtempSync(join(tmpdir(), 'boxify-soak-'));
  chmodSync(dir, 0o755); // the private Postgres runs as its own user below it
  const stops: (() => Promise<void> | void)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await Promise.resolve(stop()).catch(() => undefined);
    stops.length = 0;
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void stopAll().then(() => process.exit(130)));
  }
  let ok = false;
  try {
    const { figures, problems } = await soak(dir, stops);
    for (const [name, value] of Object.entries(figures)) console.log(`  ${name}: ${value}`);
    for (const problem of problems.slice(0, 50)) console.log(`  PROBLEM ${problem}`);
    ok = problems.length === 0;
    console.log(`Fault soak ${ok ? 'passed' : `FAILED with ${problems.length} problems`} (seed ${OPTIONS.seed})`);
  } catch (error) {
    console.error('Fault soak FAILED:', error);
  } finally {
    await stopAll();
    if (ok) rmSync(dir, { recursive: true, force: true });
    else console.log(`Logs kept in ${dir}`);
  }
  return ok ? 0 : 1;
}

void main().then((code) => process.exit(code));
