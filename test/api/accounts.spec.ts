import { DataSource } from 'typeorm';

import { sha256Hex } from '@server/common/auth/tokens';
import { AccountsHousekeeping } from '@server/auth/housekeeping.service';

import { createTestApp, type TestApp } from '../support/app';
import {
  accountsEnv,
  decodeMail,
  passwordHash,
  readOutbox,
  sendCode,
  SUPPORT,
  uniqueEmail,
  waitForOutbox,
} from '../support/accounts';

// Register with an e-mailed code → sign in → user info → account → logout → the old token is refused.
describe('accounts: sign-up, sign-in, sessions', () => {
  let t: TestApp;
  const env = accountsEnv({ FREE_GENERATION_CHANCES: '3' });

  beforeAll(async () => {
    t = await createTestApp(env);
  });
  afterAll(() => t.close());

  it('runs the whole life of an account', async () => {
    const email = uniqueEmail('life');
    const code = await sendCode(t, env.DATA_DIR, email);
    expect(code).toMatch(/^\d{6}$/);

    const registered = await t.http
      .post(`${SUPPORT}/Support/registryByVerifyCode`)
      .send({ email, password: passwordHash('s3cret pass'), product: 12, verifyCode: Number(code) })
      .expect(200);
    expect(registered.body).toEqual({
      code: 0,
      data: null,
      msg: 'Registration successful! Please login with your credentials.',
    });

    const login = await t.http
      .post(`${SUPPORT}/Support/login`)
      .send({ email: email.toUpperCase(), password: passwordHash('s3cret pass'), product: 12 })
      .expect(200);
    const session = login.body.data;
    expect(session).toMatchObject({ isLogin: true, user: { email, name: email.split('@')[0] } });
    expect(Buffer.from(session.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(new Date(session.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);

    const info = await t.http
      .get(`${SUPPORT}/Support/getUserInfoByToken`)
      .set('access-token', session.token)
      .expect(200);
    expect(info.body.data).toMatchObject({
      email,
      userCode: session.user.userCode,
      version: 1,
      aiVersion: 1,
      versionEndTime: null,
      aiFreeChance: 3,
      aiCredits: '0',
      services: [],
    });

    const account = await t.http
      .post(`${SUPPORT}/UserAccount/queryAccount`)
      .set('access-token', session.token)
      .send({ product: 12 })
      .expect(200);
    expect(account.body.data).toMatchObject({
      services: [],
      serviceDetails: [],
      balances: expect.arrayContaining([
        { currency: 'AI_CREDIT', balance: '0' },
        { currency: 'FREE_ACCEPT', balance: '3' },
      ]),
    });

    await t.http.post(`${SUPPORT}/Support/logout`).set('access-token', session.token).send({}).expect(200);
    const after = await t.http
      .get(`${SUPPORT}/Support/getUserInfoByToken`)
      .set('access-token', session.token)
      .expect(401);
    expect(after.body).toEqual({ code: 40100001, data: null, msg: 'Please log in first' });
  });

  it('uses a code once and refuses a wrong one', async () => {
    const email = uniqueEmail('once');
    const code = await sendCode(t, env.DATA_DIR, email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const bad = await t.http
      .post(`${SUPPORT}/Support/emailVerifyLoginOrRegistry`)
      .set('prefer-language', 'zh-CN')
      .send({ email, verifyCode: wrong })
      .expect(400);
    expect(bad.body).toEqual({ code: 40000003, data: null, msg: '验证码错误或已过期' });
    const ok = await t.http
      .post(`${SUPPORT}/Support/emailVerifyLoginOrRegistry`)
      .send({ email, verifyCode: code })
      .expect(200);
    expect(ok.body.data.user.email).toBe(email);
    const again = await t.http.post(`${SUPPORT}/Support/emailVerifyLoginOrRegistry`).send({ email, verifyCode: code });
    expect(again.body.code).toBe(40000003);
  });

  it('kills a code after too many wrong attempts', async () => {
    const email = uniqueEmail('attempts');
    const code = await sendCode(t, env.DATA_DIR, email);
    for (let i = 0; i < 5; i += 1) {
      await t.http
        .post(`${SUPPORT}/Support/emailVerifyLoginOrRegistry`)
        .send({ email, verifyCode: 'nope' })
        .expect(400);
    }
    const res = await t.http.post(`${SUPPORT}/Support/emailVerifyLoginOrRegistry`).send({ email, verifyCode: code });
    expect(res.body.code).toBe(40000003);
  });

  it('re-issues a token for a handoff and keeps the old one valid', async () => {
    const email = uniqueEmail('handoff');
    const code = await sendCode(t, env.DATA_DIR, email);
    const first = await t.http.post(`${SUPPORT}/Support/emailVerifyLoginOrRegistry`).send({ email, verifyCode: code });
    const token = first.body.data.token as string;
    const handoff = await t.http.post(`${SUPPORT}/Support/authToken`).set('access-token', token).send({}).expect(200);
    expect(handoff.body.data.token).not.toBe(token);
    for (const candidate of [token, handoff.body.data.token as string]) {
      await t.http.get(`${SUPPORT}/Support/getUserInfoByToken`).set('access-token', candidate).expect(200);
    }
  });

  it('activates a password registration by the e-mailed link', async () => {
    const email = uniqueEmail('activation');
    const password = passwordHash('activate me');
    const res = await t.http.post(`${SUPPORT}/Support/registry`).send({ email, password, product: 12 }).expect(200);
    expect(res.body.code).toBe(0);
    const pending = await t.http.post(`${SUPPORT}/Support/login`).send({ email, password, product: 12 }).expect(403);
    expect(pending.body.code).toBe(40300002);

    const first = readOutbox(env.DATA_DIR, email);
    await t.http.post(`${SUPPORT}/Support/resendActivationEmail`).send({ email }).expect(200);
    const mail = await waitForOutbox(env.DATA_DIR, email, first);
    const link = /http:\/\/boxify\.test(\/api\/uxa-center\/support\/Support\/activate\?token=[\w-]+)/.exec(
      decodeMail(mail),
    )![1];
    const activated = await t.http.get(link).expect(302);
    expect(activated.headers.location).toBe('http://boxify.test/?activation=success');
    const replay = await t.http.get(link).expect(302);
    expect(replay.headers.location).toBe('http://boxify.test/?activation=invalid');
    await t.http.post(`${SUPPORT}/Support/login`).send({ email, password, product: 12 }).expect(200);
  });

  it('refuses protected operations without a valid token', async () => {
    const calls = [
      t.http.get(`${SUPPORT}/Support/getUserInfoByToken`),
      t.http.post(`${SUPPORT}/UserAccount/queryAccount`).send({ product: 12 }),
      t.http.post(`${SUPPORT}/Support/authToken`).send({}),
      t.http.post(`${SUPPORT}/UserAccount/queryAccount`).set('access-token', 'not-a-session').send({ product: 12 }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(40100001);
    }
  });

  it.each([
    ['en-US', { password: passwordHash('x'), product: 12 }, 'Please enter your email address'],
    ['zh-CN', { email: '', password: passwordHash('x'), product: 12 }, '请输入邮箱地址'],
    ['en-US', { email: 'nope', password: passwordHash('x'), product: 12 }, 'Please enter a valid email address'],
    ['zh-CN', { email: 'nope', password: passwordHash('x'), product: 12 }, '请输入有效的邮箱地址'],
    ['en-US', { email: 'a@b.co', product: 12 }, 'Please enter your password'],
    ['zh-CN', { email: 'a@b.co', password: '', product: 12 }, '请输入密码'],
  ])('answers in %s with the form text: %#', async (language, body, msg) => {
    const res = await t.http.post(`${SUPPORT}/Support/login`).set('prefer-language', language).send(body).expect(422);
    expect(res.body).toMatchObject({ code: 42200001, msg });
  });

  it('asks for the verification code in both languages', async () => {
    const body = { email: 'a@b.co', password: passwordHash('x'), product: 12 };
    const en = await t.http.post(`${SUPPORT}/Support/registryByVerifyCode`).send(body).expect(422);
    expect(en.body.msg).toBe('Please enter the verification code');
    const zh = await t.http
      .post(`${SUPPORT}/Support/registryByVerifyCode`)
      .set('prefer-language', 'zh-CN')
      .send({ ...body, verifyCode: '' })
      .expect(422);
    expect(zh.body.msg).toBe('请输入验证码');
  });

  it('validates the payloads without a 500', async () => {
    const short = await t.http
      .post(`${SUPPORT}/Support/login`)
      .send({ email: 'a@b.co', password: 'plain', product: 12 })
      .expect(422);
    expect(short.body.data.field).toBe('password');
    const email = await t.http
      .post(`${SUPPORT}/VerificationCode/sendEmailVerifyCode`)
      .send({ email: 'not-an-email' })
      .expect(422);
    expect(email.body.data.field).toBe('email');
    const product = await t.http
      .post(`${SUPPORT}/Support/login`)
      .send({ email: 'a@b.co', password: passwordHash('x'), product: 7 })
      .expect(422);
    expect(product.body.data.field).toBe('product');
  });
});

describe('accounts housekeeping', () => {
  it('deletes sessions and codes a day after they expire, and keeps live ones', async () => {
    const env = accountsEnv();
    const t = await createTestApp(env);
    try {
      const email = uniqueEmail('sweep');
      const code = await sendCode(t, env.DATA_DIR, email);
      const login = await t.http
        .post(`${SUPPORT}/Support/emailVerifyLoginOrRegistry`)
        .send({ email, verifyCode: code });
      const live = login.body.data.token as string;
      const old = await t.http.post(`${SUPPORT}/Support/authToken`).set('access-token', live).send({});
      const db = t.app.get(DataSource);
      await db.query(`UPDATE user_session SET expires_at = now() - interval '2 days' WHERE token_hash = $1`, [
        sha256Hex(old.body.data.token),
      ]);
      await t.app.get(AccountsHousekeeping).sweep();
      const rows: { token_hash: string }[] = await db.query(
        'SELECT token_hash FROM user_session WHERE token_hash = ANY($1)',
        [[sha256Hex(live), sha256Hex(old.body.data.token)]],
      );
      expect(rows.map((r) => r.token_hash)).toEqual([sha256Hex(live)]);
    } finally {
      await t.close();
    }
  });
});
