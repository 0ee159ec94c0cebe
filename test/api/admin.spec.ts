import { spawn } from 'node:child_process';
import { join } from 'node:path';

import { createTestApp, type TestApp } from '../support/app';
import { accountsEnv, codeIn, passwordHash, readOutbox, signUp, SUPPORT, uniqueEmail } from '../support/accounts';
import { ROOT, startServerProcess } from '../support/server-process';
import { pollUntil } from '../support/wait';
import { batchOf, pageView, report } from '../support/analytics';

function admin(...args: string[]): Promise<{ code: number | null; output: string }> {
  return adminWith({}, ...args);
}

function adminWith(env: Record<string, string>, ...args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['-r', join(ROOT, 'test', 'support', 'register.js'), join(ROOT, 'server', 'admin.ts'), ...args],
      { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'silent', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

// The operator commands (npm run admin -- …) against the suite's database.
describe('admin commands', () => {
  let t: TestApp;
  const env = accountsEnv();

  beforeAll(async () => {
    t = await createTestApp(env);
  });
  afterAll(() => t.close());

  it('grants credits and sets a plan', async () => {
    const email = uniqueEmail('admin');
    const token = await signUp(t, env.DATA_DIR, email);

    const granted = await admin('grant-credits', email, '12.5');
    expect(granted).toMatchObject({ code: 0 });
    expect(granted.output).toContain('balance 12.5');

    const plan = await admin('set-plan', email, 'pro', '2099-01-31');
    expect(plan.code).toBe(0);

    const account = await t.http
      .post(`${SUPPORT}/UserAccount/queryAccount`)
      .set('access-token', token)
      .send({ product: 12 })
      .expect(200);
    expect(account.body.data).toMatchObject({
      services: ['pro'],
      serviceDetails: [{ service: 'pro', level: 30, endTime: '2099-01-31T23:59:59.999Z' }],
      version: 2,
      aiVersion: 30,
      aiVersionEndTime: '2099-01-31T23:59:59.999Z',
      aiCredits: '12.5',
      // Spec §4: credits used out of the total granted.
      aiCreditsUsed: '0',
      aiCreditsTotal: '12.5',
    });
    expect(account.body.data.balances).toContainEqual({ currency: 'AI_CREDIT', balance: '12.5' });
  });

  it('explains its usage and refuses unknown accounts and plans', async () => {
    expect((await admin()).code).toBe(2);
    const unknown = await admin('grant-credits', uniqueEmail('nobody'), '1');
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('No account');
    const plan = await admin('set-plan', 'a@b.co', 'platinum', '2099-01-01');
    expect(plan.code).toBe(1);
    expect(plan.output).toContain('Unknown plan');
  });

  it('prints the analytics report: daily counts per event and the funnel to export', async () => {
    const walk = batchOf([
      pageView(),
      { name: 'start_design', props: { source: 'hero' } },
      { name: 'generation_sent', route: '/web/workbench', props: { kind: 'design' } },
      { name: 'generation_accepted', route: '/web/workbench', props: {} },
      { name: 'export', route: '/web/workbench', props: { format: 'react' } },
    ]);
    await report(t, walk).expect(200);
    const printed = await admin('analytics-report', '1');
    expect(printed.code).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    for (const name of ['page_view', 'start_design', 'generation_sent', 'generation_accepted', 'export']) {
      expect(printed.output).toMatch(new RegExp(`^${today}\\s+${name}\\s+[1-9]\\d*\\s+[1-9]\\d*$`, 'm'));
    }
    // Everyone counted at a step did every step before it: the funnel never widens.
    const funnel = [...printed.output.matchAll(/^ {2}\w[\w ]* \((\w+)\)\s+(\d+)/gm)].map((row) => [
      row[1],
      Number(row[2]),
    ]);
    expect(funnel.map(([step]) => step)).toEqual([
      'page_view',
      'start_design',
      'generation_sent',
      'generation_accepted',
      'export',
    ]);
    const counts = funnel.map(([, count]) => count as number);
    expect(counts[4]).toBeGreaterThanOrEqual(1);
    expect(counts.every((count, index) => index === 0 || count <= counts[index - 1])).toBe(true);
    expect((await admin('analytics-report', '0')).code).toBe(1);
  });
});

// The embedded default: the server writes codes to DATA_DIR/outbox/ and logs the path; the admin
// command then works on the same embedded database once the server has stopped.
describe('admin commands on the embedded database', () => {
  it('grant credits to an account made through the outbox', async () => {
    const env: Record<string, string> = { ...accountsEnv(), DATABASE_URL: '', REDIS_URL: '' };
    const email = uniqueEmail('embedded');
    const password = passwordHash('embedded password');
    const post = (url: string, path: string, body: unknown, token?: string) =>
      fetch(`${url}${SUPPORT}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { 'access-token': token } : {}) },
        body: JSON.stringify(body),
      }).then((res) => res.json() as Promise<{ code: number; data: Record<string, unknown> }>);

    const server = await startServerProcess(env);
    try {
      expect((await post(server.url, '/VerificationCode/sendEmailVerifyCode', { email })).code).toBe(0);
      const mail = readOutbox(env.DATA_DIR, email)!;
      // The log line may reach the pipe a little after the answer.
      await pollUntil(
        () => (server.output().includes(join(env.DATA_DIR, 'outbox')) ? true : undefined),
        () => `the outbox's path in the log:\n${server.output()}`,
      );
      const verifyCode = Number(codeIn(mail));
      const registered = await post(server.url, '/Support/registryByVerifyCode', {
        email,
        password,
        product: 12,
        verifyCode,
      });
      expect(registered.code).toBe(0);
      expect(server.output()).not.toContain(password);
    } finally {
      server.child.kill('SIGTERM');
      await server.exit;
    }

    const granted = await adminWith(env, 'grant-credits', email, '7');
    expect(granted.output).toContain('balance 7');
    expect((await adminWith(env, 'set-plan', email, 'enterprise', 'never')).code).toBe(0);

    const again = await startServerProcess(env);
    try {
      const login = await post(again.url, '/Support/login', { email, password, product: 12 });
      const account = await post(again.url, '/UserAccount/queryAccount', { product: 12 }, login.data.token as string);
      expect(account.data).toMatchObject({ aiCredits: '7', aiVersion: 40, version: 3, services: ['enterprise'] });
    } finally {
      again.child.kill('SIGTERM');
      await again.exit;
    }
  });
});
