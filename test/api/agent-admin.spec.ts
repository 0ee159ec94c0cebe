import { spawn } from 'node:child_process';
import { join } from 'node:path';

import { balances } from '../support/agent';
import { createTestApp, type TestApp } from '../support/app';
import { accountsEnv, newDesigner } from '../support/designer';
import { ROOT } from '../support/server-process';

function admin(...args: string[]): Promise<{ code: number | null; output: string }> {
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

// Valuable feedback on the designer earns 1 to 10 credits, granted by an operator.
describe('grant-feedback-credits', () => {
  let t: TestApp;
  const env = accountsEnv({ FREE_GENERATION_CHANCES: '0' });

  beforeAll(async () => {
    t = await createTestApp(env);
  });
  afterAll(() => t.close());

  it('grants 1 to 10 credits and refuses other amounts', async () => {
    const d = await newDesigner(t, env.DATA_DIR, 'feedback');
    const granted = await admin('grant-feedback-credits', d.email, '7');
    expect(granted).toMatchObject({ code: 0 });
    expect(granted.output).toContain('granted 7 AI_CREDIT; balance 7');
    expect((await balances(t, d)).credits).toBe('7');
    for (const amount of ['0', '11', '2.5']) {
      const refused = await admin('grant-feedback-credits', d.email, amount);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('Feedback credits are a whole number from 1 to 10');
    }
    expect((await balances(t, d)).credits).toBe('7');
  });
});
