import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { freePort, ROOT } from '../support/server-process';

export type Started = { url: string; stop(): Promise<void>; dataDir?: string };

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

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

// The built server (`npm run build` first): embedded by default, real services when the URLs are set.
export async function startBoxify(): Promise<Started> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'boxify-bench-'));
  const child = fork(join(ROOT, 'dist', 'server', 'main.js'), {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return { url, stop: stopper(child), dataDir };
}

export async function startBareServer(): Promise<Started> {
  const port = await freePort();
  const child = fork(join(__dirname, 'bare-server.js'), { env: { PORT: String(port) }, stdio: 'inherit' });
  await new Promise((resolve) => child.once('message', resolve));
  return { url: `http://127.0.0.1:${port}`, stop: stopper(child) };
}
