import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { exportJWK, generateKeyPair, SignJWT } from 'jose';

import { createTestApp, type TestApp } from '../support/app';
import { loadConfig } from '@server/common/config/config.schema';

import { accountsEnv, signUp, SUPPORT, uniqueEmail } from '../support/accounts';

const ISSUER = 'https://id.boxify.test';
const AUDIENCE = 'boxify-web';
const SECRET = 'a-shared-secret-of-at-least-32-bytes!!';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

// loginByThirdAuth: only ID tokens signed by the configured issuer sign anyone in.
describe('sign-in with an ID token', () => {
  let t: TestApp;
  let env: Record<string, string>;
  let jwksServer: Server;
  let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    privateKey = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    jwksServer = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    const { port } = jwksServer.address() as AddressInfo;
    t = await createTestApp(
      (env = accountsEnv({
        ID_TOKEN_ISSUER: ISSUER,
        ID_TOKEN_AUDIENCE: AUDIENCE,
        ID_TOKEN_HS256_SECRET: SECRET,
        ID_TOKEN_JWKS_URL: `http://127.0.0.1:${port}/jwks.json`,
      })),
    );
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => jwksServer.close(resolve));
  });

  const hs256 = (claims: Record<string, unknown>, secret = SECRET, issuer = ISSUER) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(issuer)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(secret));

  // An HS256 token built claim by claim, to leave some out.
  const bare = (claims: Record<string, unknown>) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(SECRET));
  const now = () => Math.floor(Date.now() / 1000);

  const login = (idToken: string, language = 'en-US') =>
    t.http.post(`${SUPPORT}/Support/loginByThirdAuth`).set('prefer-language', language).send({ idToken });

  it('accepts an HS256 token, reading the alternative claims', async () => {
    const email = uniqueEmail('hs');
    const uid = `hs-${email}`;
    const res = await login(await hs256({ uid, mail: email, email_verified: true, nickname: 'Nick' })).expect(200);
    expect(res.body.data).toMatchObject({ isLogin: true, user: { email, name: 'Nick' } });
    const again = await login(await hs256({ sub: uid })).expect(200);
    expect(again.body.data.user.userCode).toBe(res.body.data.user.userCode);
  });

  it('accepts an RS256 token checked against the JWKS', async () => {
    const email = uniqueEmail('rs');
    const token = await new SignJWT({
      sub: `rs-${email}`,
      emailAddress: email,
      email_verified: 'true',
      preferred_username: 'rs',
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    const res = await login(token).expect(200);
    expect(res.body.data.user).toMatchObject({ email, name: 'rs' });
  });

  it.each([
    ['unsigned', () => Promise.resolve(`${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: 'x', iss: ISSUER })}.`)],
    ['signed with another key', () => hs256({ sub: 'x' }, 'another-secret-of-at-least-32-bytes!!')],
    ['from another issuer', () => hs256({ sub: 'x' }, SECRET, 'https://evil.example')],
    [
      'expired',
      () =>
        new SignJWT({ sub: 'x' })
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuer(ISSUER)
          .setAudience(AUDIENCE)
          .setIssuedAt(now() - 600)
          .setExpirationTime(now() - 60)
          .sign(new TextEncoder().encode(SECRET)),
    ],
    ['without a subject', () => hs256({ email: 'a@b.co' })],
    ['without an expiry', () => bare({ sub: 'x', iss: ISSUER, aud: AUDIENCE, iat: now() })],
    ['without an issue time', () => bare({ sub: 'x', iss: ISSUER, aud: AUDIENCE, exp: now() + 300 })],
    ['without an audience', () => bare({ sub: 'x', iss: ISSUER, iat: now(), exp: now() + 300 })],
    ['for another application', () => bare({ sub: 'x', iss: ISSUER, aud: 'other-app', iat: now(), exp: now() + 300 })],
    ['malformed: two parts', () => Promise.resolve('abc.def')],
    [
      'malformed: middle not JSON',
      () => Promise.resolve(`${b64({ alg: 'HS256' })}.${Buffer.from('not json').toString('base64url')}.sig`),
    ],
    ['empty', () => Promise.resolve('')],
  ])('refuses a token %s', async (_label, make) => {
    const res = await login(await make()).expect(401);
    expect(res.body).toEqual({ code: 40100003, data: null, msg: 'Login failed: Invalid token' });
  });

  it('says so in Chinese', async () => {
    const res = await login('a.b.c', 'zh-CN').expect(401);
    expect(res.body.msg).toBe('登录失败：无效的令牌');
  });

  describe('accounts bound to (issuer, subject)', () => {
    const userCodeOf = async (token: string) =>
      (await t.http.get(`${SUPPORT}/Support/getUserInfoByToken`).set('access-token', token).expect(200)).body.data
        .userCode as string;

    it('does not sign in as someone else with their e-mail unless the issuer verified it', async () => {
      const victim = uniqueEmail('victim');
      const victimCode = await userCodeOf(await signUp(t, env.DATA_DIR, victim));
      for (const emailVerified of [undefined, false, 'false']) {
        const claims = {
          sub: `attacker-${String(emailVerified)}-${victim}`,
          email: victim,
          email_verified: emailVerified,
        };
        const res = await login(await hs256(claims)).expect(200);
        expect(res.body.data.user.userCode).not.toBe(victimCode);
        expect(res.body.data.user.email).not.toBe(victim);
      }
    });

    it('links by e-mail when the issuer verified it, then keeps the subject bound', async () => {
      const owner = uniqueEmail('owner');
      const ownerCode = await userCodeOf(await signUp(t, env.DATA_DIR, owner));
      const sub = `owner-${owner}`;
      const linked = await login(await hs256({ sub, email: owner, email_verified: true })).expect(200);
      expect(linked.body.data.user.userCode).toBe(ownerCode);
      // The same subject with another e-mail is still the same account; the subject decides.
      const again = await login(await hs256({ sub, email: uniqueEmail('changed'), email_verified: true })).expect(200);
      expect(again.body.data.user.userCode).toBe(ownerCode);
    });

    it('will not start with an issuer but no audience', () => {
      expect(() => loadConfig({ ID_TOKEN_ISSUER: ISSUER, ID_TOKEN_HS256_SECRET: SECRET })).toThrow(/ID_TOKEN_AUDIENCE/);
    });
  });
});
