import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

import { ROOT, type ServerProcess, startServerProcess } from '../support/server-process';
import { pollUntil } from '../support/wait';

export type WorkerProcess = { child: ChildProcess; output: () => string; kill(): Promise<void> };

// `npm run worker` from source, as a scaled-out deployment runs it; ready once it says so.
export async function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  let output = '';
  const child = spawn(
    process.execPath,
    ['-r', join(ROOT, 'test', 'support', 'register.js'), join(ROOT, 'server', 'worker.ts')],
    { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'info', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const worker = { child, output: () => output, kill: () => killProcess(child) };
  try {
    await pollUntil(
      () => (output.includes('Worker started') ? true : undefined),
      () => 'the worker to start',
      { gaveUp: () => (child.exitCode !== null ? `it exited with ${child.exitCode}:\n${output}` : undefined) },
    );
  } catch (error) {
    await worker.kill();
    throw error;
  }
  return worker;
}

// kill -9, resolved once the process is gone.
export async function killProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

export const stopServer = (server: ServerProcess) => killProcess(server.child);

export { startServerProcess };

// A caller of the API over HTTP, as a browser behind a proxy would be: each call names the instance.
export async function callApi<Data = unknown>(
  base: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: { code: number; data: Data; msg: string } }> {
  const headers: Record<string, string> = { 'prefer-language': 'en-US' };
  if (token) headers['access-token'] = token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const answer = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as { code: number; data: Data; msg: string } };
}
