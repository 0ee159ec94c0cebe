import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { freePort, ROOT } from '../support/server-process';

export type Started = { url: string; stop(): Promise<void>; dataDir?: string };

// Every process the bench starts, until it exits: whatever part fails, none is left behind.
const running = new Set<ChildProcess>();

function track(child: ChildProcess, what: string, url: string): void {
  running.add(child);
  child.once('exit', () => running.delete(child));
  // Named with its pid, so a caller (and bench-processes.spec.ts) can check it has gone.
  console.log(`Started ${what} (pid ${child.pid}) at ${url}`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Stops every process still running; the bench calls it when a part throws. */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map(stop));
}

// Last resort when the bench exits without stopping them (process.exit, an uncaught error): no graceful stop
// can be awaited here, so they are killed.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopAll().finally(() => process.exit(1)));
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer /health`);
}

// The built server (`npm run build` first): embedded by default, real services when the URLs are set.
// BENCH_SERVER=source runs server/main.ts instead (no build needed; slower to start, not for figures).
export async function startBoxify(env: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'boxify-bench-'));
  const fromSource = process.env.BENCH_SERVER === 'source';
  const entry = fromSource ? join(ROOT, 'server', 'main.ts') : join(ROOT, 'dist', 'server', 'main.js');
  const child = fork(entry, {
    cwd: ROOT,
    // The bench signs up a dozen designers per run: the hourly bound on codes per address is not what it measures.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      VERIFY_CODE_MAX_PER_HOUR_PER_IP: '10000',
      // Seeding the template library in the background would load the machine under every other row.
      LIBRARY_SEED: 'off',
      ...env,
    },
    execArgv: fromSource ? ['-r', join(ROOT, 'test', 'support', 'register.js')] : [],
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  track(child, 'Boxify', url);
  await waitForHealth(url, child);
  return { url, stop: () => stop(child), dataDir };
}

/** A yardstick server: bare `node:http` (bare-server.js) or bare Express (bare-express.js). */
export async function startBareServer(kind: 'node:http' | 'Express' = 'node:http'): Promise<Started> {
  const port = await freePort();
  const file = kind === 'Express' ? 'bare-express.js' : 'bare-server.js';
  const child = fork(join(__dirname, file), { env: { PORT: String(port) }, stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  track(child, `bare ${kind}`, url);
  await new Promise((resolve) => child.once('message', resolve));
  return { url, stop: () => stop(child) };
}
