// `npm run bench` ends every process it started, whatever part fails (issue 15): the editor part with a Chromium
// that cannot start — after its Boxify server is up — and a bench stopped by a signal while its servers run.
import { type ChildProcess, spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ROOT } from '../support/server-process';
import { pollUntil } from '../support/wait';

type Bench = { child: ChildProcess; output: () => string; exit: Promise<number | null> };

// From the sources (no build needed), with in-process jobs (nothing reaches the other tests' queues), on the
// suite's Postgres when it is a real one (migrated already) or an embedded one of its own.
const benchEnv = {
  BENCH_SERVER: 'source',
  REDIS_URL: '',
  DATABASE_URL: process.env.BOXIFY_TEST_EMBEDDED ? '' : (process.env.DATABASE_URL ?? ''),
};

function runBench(part: string, env: Record<string, string>): Bench {
  let output = '';
  const child = spawn(
    process.execPath,
    ['-r', join(ROOT, 'test', 'support', 'register.js'), join(ROOT, 'test', 'bench', 'run.ts'), part],
    { cwd: ROOT, env: { ...process.env, ...benchEnv, ...env }, stdio: 'pipe' },
  );
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

/** The processes the bench said it started: `Started <what> (pid N) at <url>`. */
function started(output: string): { what: string; pid: number; url: string }[] {
  return [...output.matchAll(/^Started (.+) \(pid (\d+)\) at (\S+)$/gm)].map((m) => ({
    what: m[1],
    pid: Number(m[2]),
    url: m[3],
  }));
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function leftBehind(output: string): Promise<string[]> {
  const left: string[] = [];
  for (const { what, pid, url } of started(output)) {
    const answers = await fetch(`${url}/health`).then(
      () => true,
      () => false,
    );
    if (answers) left.push(`${what} still answers at ${url}`);
    if (isRunning(pid)) {
      left.push(`${what} (pid ${pid}) is still running`);
      process.kill(pid, 'SIGKILL'); // reported, and not left to the machine
    }
  }
  return left;
}

describe('npm run bench leaves no process behind', () => {
  it('when the editor part fails after its server has started', async () => {
    const missing = join(tmpdir(), 'no-chromium-here', 'chromium');
    const bench = runBench('editor', { CHROMIUM_PATH: missing });

    expect(await bench.exit).toBe(1);
    expect(bench.output()).toContain(`CHROMIUM_PATH=${missing} is not an executable file`);
    expect(started(bench.output()).map((p) => p.what)).toEqual(['Boxify']);
    expect(await leftBehind(bench.output())).toEqual([]);
  });

  it('when it is stopped by a signal while its servers run', async () => {
    const bench = runBench('GET /health', {});
    await pollUntil(
      () => (started(bench.output()).length === 2 ? true : undefined),
      () => `both servers to start:\n${bench.output()}`,
      { gaveUp: () => (bench.child.exitCode !== null ? `the bench exited with ${bench.child.exitCode}` : undefined) },
    );
    bench.child.kill('SIGTERM');

    expect(await bench.exit).toBe(1);
    expect(started(bench.output()).map((p) => p.what)).toEqual(['Boxify', 'bare node:http']);
    expect(await leftBehind(bench.output())).toEqual([]);
  });
});
