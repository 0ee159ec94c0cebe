import { spawn } from 'node:child_process';
import { join } from 'node:path';

import { ROOT } from '../support/server-process';
import { pollUntil } from '../support/wait';

function runWorker(env: Record<string, string | undefined>): {
  output: () => string;
  exit: Promise<number | null>;
  stop(): void;
} {
  let output = '';
  const child = spawn(
    process.execPath,
    ['-r', join(ROOT, 'test', 'support', 'register.js'), join(ROOT, 'server', 'worker.ts')],
    {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { output: () => output, exit, stop: () => child.kill('SIGTERM') };
}

// `npm run worker`: a separate worker process for scaled-out deployments.
describe('the worker entry point', () => {
  it('refuses to start without DATABASE_URL and REDIS_URL, with a clear message', async () => {
    const worker = runWorker({ DATABASE_URL: '', REDIS_URL: '' });
    expect(await worker.exit).toBe(1);
    expect(worker.output()).toContain('npm run worker needs DATABASE_URL and REDIS_URL');
  });

  if (process.env.REDIS_URL && !process.env.BOXIFY_TEST_EMBEDDED) {
    it('consumes the queues through BullMQ and stops gracefully', async () => {
      const worker = runWorker({ QUEUE_PREFIX: `boxify-test-worker-${process.pid}` });
      await pollUntil(
        () => (worker.output().includes('Worker started') ? true : undefined),
        () => `the worker to start:\n${worker.output()}`,
      );
      expect(worker.output()).toContain('through the bullmq driver');
      worker.stop();
      expect(await worker.exit).toBe(0);
    });
  }
});
