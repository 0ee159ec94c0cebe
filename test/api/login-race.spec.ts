import { createTestApp, type TestApp } from '../support/app';
import { accountsEnv, passwordHash, sendCode, signUp, SUPPORT, uniqueEmail } from '../support/accounts';

// The failed-login bound holds when the tries arrive all at once: each try takes its place before argon2.
describe('failed sign-ins bounded under parallel tries', () => {
  let t: TestApp;
  const env = accountsEnv({
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '5',
    LOGIN_FAILURE_WINDOW_SECONDS: '600',
    VERIFY_CODE_MAX_ATTEMPTS: '5',
    VERIFY_CODE_MAX_PER_HOUR_PER_EMAIL: '5',
  });

  beforeAll(async () => {
    t = await createTestApp(env);
  });
  afterAll(() => t.close());

  const login = (email: string, password: string) =>
    t.http.post(`${SUPPORT}/Support/login`).send({ email, password: passwordHash(password), product: 12 });

  it('evaluates exactly the bound of 50 parallel tries, the right password among them included', async () => {
    const email = uniqueEmail('burst');
    await signUp(t, env.DATA_DIR, email, 'the right one');
    // The sign-up's own login cleared the count; 50 tries at once, the right one 25th.
    const tries = Array.from({ length: 50 }, (_, i) => login(email, i === 24 ? 'the right one' : `wrong ${i}`));
    const codes = (await Promise.all(tries)).map((res) => res.body.code as number);
    const evaluated = codes.filter((code) => code === 40100002 || code === 0);
    expect(evaluated).toHaveLength(5);
    expect(codes.filter((code) => code === 42900001)).toHaveLength(45);
  });

  it('refuses the right password once 50 parallel wrong tries used the bound up', async () => {
    const email = uniqueEmail('after');
    await signUp(t, env.DATA_DIR, email, 'the right one');
    const codes = (await Promise.all(Array.from({ length: 50 }, (_, i) => login(email, `wrong ${i}`)))).map(
      (res) => res.body.code as number,
    );
    expect(codes.filter((code) => code === 40100002)).toHaveLength(5);
    expect(codes.filter((code) => code === 42900001)).toHaveLength(45);
    const right = await login(email, 'the right one');
    expect(right.status).toBe(429);
    expect(right.body.code).toBe(42900001);
  });

  it('gives the place back after a right password: the caller address keeps its budget', async () => {
    const env2 = accountsEnv({ LOGIN_MAX_FAILURES_PER_IP: '3' });
    const t2 = await createTestApp(env2);
    try {
      const email = uniqueEmail('regular');
      await signUp(t2, env2.DATA_DIR, email, 'mine'); // one right sign-in
      for (let i = 0; i < 4; i += 1) {
        const ok = await t2.http
          .post(`${SUPPORT}/Support/login`)
          .send({ email, password: passwordHash('mine'), product: 12 });
        expect(ok.body.code).toBe(0);
      }
      const wrong = await Promise.all(
        Array.from({ length: 10 }, () =>
          t2.http
            .post(`${SUPPORT}/Support/login`)
            .send({ email: uniqueEmail('x'), password: passwordHash('no'), product: 12 }),
        ),
      );
      expect(wrong.filter((res) => res.body.code === 40100002)).toHaveLength(3);
    } finally {
      await t2.close();
    }
  });

  it('holds the e-mailed code bounds too: 50 parallel wrong codes, then the right one is dead', async () => {
    const email = uniqueEmail('code');
    const code = await sendCode(t, env.DATA_DIR, email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const tries = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.http.post(`${SUPPORT}/Support/emailVerifyLoginOrRegistry`).send({ email, verifyCode: wrong }),
      ),
    );
    expect(tries.every((res) => res.body.code === 40000003)).toBe(true);
    const right = await t.http.post(`${SUPPORT}/Support/emailVerifyLoginOrRegistry`).send({ email, verifyCode: code });
    expect(right.body.code).toBe(40000003);
  });

  it('sends exactly the hourly bound of codes to one address when 50 requests arrive at once', async () => {
    const email = uniqueEmail('sends');
    const sends = await Promise.all(
      Array.from({ length: 50 }, () => t.http.post(`${SUPPORT}/VerificationCode/sendEmailVerifyCode`).send({ email })),
    );
    const codes = sends.map((res) => res.body.code as number);
    expect(codes.filter((code) => code === 0)).toHaveLength(5);
    expect(codes.filter((code) => code === 42900001)).toHaveLength(45);
  });
});
