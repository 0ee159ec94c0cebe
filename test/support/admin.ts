import { spawn } from 'node:child_process';
import { join } from 'node:path';

import { ROOT } from './server-process';

// `npm run admin -- …` from source against the suite's database: its exit code and everything it printed.
export function runAdmin(...args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['-r', join(ROOT, 'test', 'support', 'register.js'), join(ROOT, 'server', 'admin.ts'), ...args],
      { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'silent' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}
