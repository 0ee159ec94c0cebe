import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

import { pollUntil } from './wait';

export const ROOT = join(__dirname, '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type ServerProcess = { child: ChildProcess; url: string; output: () => string; exit: Promise<number | null> };

// Runs server/main.ts from source in its own process, as `npm start` would run the build. The port is free when
// chosen but another process (the server's own embedded database binding port 0, say) may take it before the server
// listens: then it starts again on another.
export async function startServerProcess(env: Record<string, string | undefined>): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnFreePort(env);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startOnFreePort(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['-r', join(__dirname, 'register.js'), join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'info', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  // It starts as fast as the machine lets it: the wait ends when it answers, or when it has exited.
  try {
    await pollUntil(
      () =>
        fetch(`${url}/health`).then(
          (res) => (res.ok ? true : undefined),
          () => undefined,
        ),
      () => `the server to answer /health`,
      {
        every: 200,
        gaveUp: () => (child.exitCode !== null ? `it exited with ${child.exitCode}:\n${output}` : undefined),
      },
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { child, url, output: () => output, exit };
}
