import { createTestApp, type TestApp } from '../support/app';
import { DataSource } from 'typeorm';

import {
  accountsEnv,
  passwordHash,
  readOutbox,
  signUp,
  SUPPORT,
  uniqueEmail,
  waitForOutbox,
} from '../support/accounts';

type Answer = { status: number; body: { code: number; msg: string; data: unknown } };

const shape = (value: unknown): unknown =>
  value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)]))
    : typeof value;

// Known and unknown addresses get the same answers; failed sign-ins are bounded.
describe('no account enumeration, bounded failures', () => {
  let t: TestApp;
  const env = accountsEnv({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_FAILURE_WINDOW_SECONDS: '600' });
  let known: string;

  beforeAll(async () => {
    t = await createTestApp(env);
    known = uniqueEmail('known');
    await signUp(t, env.DATA_DIR, known, 'the right one');
  });
  afterAll(() => t.close());

  const same = (a: Answer, b: Answer) => {
    expect(a.status).toBe(b.status);
    expect(a.body.code).toBe(b.body.code);
    expect(a.body.msg).toBe(b.body.msg);
    expect(shape(a.body.data)).toEqual(shape(b.body.data));
  };

  it('answers a wrong password and an unknown address alike', async () => {
    const wrong = await t.http
      .post(`${SUPPORT}/Support/login`)
      .send({ email: known, password: passwordHash('wrong'), product: 12 });
    const unknown = await t.http
      .post(`${SUPPORT}/Support/login`)
      .send({ email: uniqueEmail('nobody'), password: passwordHash('wrong'), product: 12 });
    same(wrong, unknown);
    expect(wrong.body).toEqual({ code: 40100002, data: null, msg: 'Login failed. Please try again.' });
  });

  it('answers sign-up alike, with a bad code or a good one', async () => {
    const body = (email: string, verifyCode: number) => ({
      email,
      password: passwordHash('x'),
      product: 12,
      verifyCode,
    });
    const knownBad = await t.http.post(`${SUPPORT}/Support/registryByVerifyCode`).send(body(known, 0));
    const unknownBad = await t.http.post(`${SUPPORT}/Support/registryByVerifyCode`).send(body(uniqueEmail('new'), 0));
    same(knownBad, unknownBad);
    expect(knownBad.body.code).toBe(40000003);

    const registry = await t.http
      .post(`${SUPPORT}/Support/registry`)
      .send({ email: known, password: passwordHash('x'), product: 12 });
    const registryNew = await t.http
      .post(`${SUPPORT}/Support/registry`)
      .send({ email: uniqueEmail('new'), password: passwordHash('x'), product: 12 });
    same(registry, registryNew);
    expect(registry.body.code).toBe(0);
  });

  it('answers send-code alike', async () => {
    const a = await t.http.post(`${SUPPORT}/VerificationCode/sendEmailVerifyCode`).send({ email: known });
    const b = await t.http.post(`${SUPPORT}/VerificationCode/sendEmailVerifyCode`).send({ email: uniqueEmail('new') });
    same(a, b);
    expect(a.body.code).toBe(0);
  });

  it('does the same work to resend an activation link, whether the account is pending or unknown', async () => {
    const pending = uniqueEmail('pending');
    await t.http.post(`${SUPPORT}/Support/registry`).send({ email: pending, password: passwordHash('x'), product: 12 });
    const firstLink = readOutbox(env.DATA_DIR, pending);
    const unknown = uniqueEmail('unknown');
    const active = known;
    const answers = [];
    for (const email of [pending, unknown, active]) {
      answers.push(await t.http.post(`${SUPPORT}/Support/resendActivationEmail`).send({ email }));
    }
    same(answers[0], answers[1]);
    same(answers[0], answers[2]);
    // Each request did one thing: it enqueued one resend task for its address, nothing else.
    const tasks: { email: string; n: number }[] = await t.app.get(DataSource).query(
      `SELECT payload->>'email' AS email, count(*)::int AS n FROM task
        WHERE kind = 'account.activation-resend' AND payload->>'email' = ANY($1) GROUP BY 1`,
      [[pending, unknown, active]],
    );
    expect(Object.fromEntries(tasks.map((task) => [task.email, task.n]))).toEqual({
      [pending]: 1,
      [unknown]: 1,
      [active]: 1,
    });
    // The job decides: only the pending account gets a new link.
    expect(await waitForOutbox(env.DATA_DIR, pending, firstLink)).toContain('activate?token=');
    expect(readOutbox(env.DATA_DIR, unknown)).toBeUndefined();
  });

  it('takes about as long for an unknown address as for a known one', async () => {
    const time = async (email: string) => {
      const started = process.hrtime.bigint();
      await t.http.post(`${SUPPORT}/Support/login`).send({ email, password: passwordHash('nope'), product: 12 });
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    // One argon2 run either way (a dummy hash for unknown addresses); the known account stays under its bound.
    const unknown = await time(uniqueEmail('slow'));
    const knownMs = await time(known);
    expect(Math.abs(unknown - knownMs)).toBeLessThan(200);
  });

  it('bounds failed sign-ins per account with the rate-limit code and a retry time', async () => {
    const email = uniqueEmail('victim');
    await signUp(t, env.DATA_DIR, email, 'good password');
    for (let i = 0; i < 3; i += 1) {
      const res = await t.http
        .post(`${SUPPORT}/Support/login`)
        .send({ email, password: passwordHash('bad'), product: 12 });
      expect(res.body.code).toBe(40100002);
    }
    // Even the right password waits now.
    const limited = await t.http
      .post(`${SUPPORT}/Support/login`)
      .send({ email, password: passwordHash('good password'), product: 12 })
      .expect(429);
    expect(limited.body.code).toBe(42900001);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(500);
    expect(limited.body.data).toEqual({ retryAfter: Number(limited.headers['retry-after']) });
    // Unknown addresses are bounded the same way.
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 3; i += 1) {
      await t.http.post(`${SUPPORT}/Support/login`).send({ email: ghost, password: passwordHash('bad'), product: 12 });
    }
    const ghostLimited = await t.http
      .post(`${SUPPORT}/Support/login`)
      .send({ email: ghost, password: passwordHash('bad'), product: 12 });
    expect(ghostLimited.body.code).toBe(42900001);
  });

  it('bounds failed sign-ins per caller address', async () => {
    const t2 = await createTestApp(accountsEnv({ LOGIN_MAX_FAILURES_PER_IP: '2' }));
    try {
      for (let i = 0; i < 2; i += 1) {
        await t2.http
          .post(`${SUPPORT}/Support/login`)
          .send({ email: uniqueEmail('ip'), password: passwordHash('bad'), product: 12 });
      }
      const res = await t2.http
        .post(`${SUPPORT}/Support/login`)
        .send({ email: uniqueEmail('ip'), password: passwordHash('bad'), product: 12 })
        .expect(429);
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await t2.close();
    }
  });
});
