import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { exportJWK, generateKeyPair, SignJWT } from 'jose';

import { createTestApp, type TestApp } from '../support/app';
import { accountsEnv, SUPPORT, uniqueEmail } from '../support/accounts';

const ISSUER = 'https://id.boxify.test';
const SECRET = 'a-shared-secret-of-at-least-32-bytes!!';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

// loginByThirdAuth: only ID tokens signed by the configured issuer sign anyone in.
describe('sign-in with an ID token', () => {
  let t: TestApp;
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
      accountsEnv({
        ID_TOKEN_ISSUER: ISSUER,
        ID_TOKEN_HS256_SECRET: SECRET,
        ID_TOKEN_JWKS_URL: `http://127.0.0.1:${port}/jwks.json`,
      }),
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
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(secret));

  const login = (idToken: string, language = 'en-US') =>
    t.http.post(`${SUPPORT}/Support/loginByThirdAuth`).set('prefer-language', language).send({ idToken });

  it('accepts an HS256 token, reading the alternative claims', async () => {
    const email = uniqueEmail('hs');
    const uid = `hs-${email}`;
    const res = await login(await hs256({ uid, mail: email, nickname: 'Nick' })).expect(200);
    expect(res.body.data).toMatchObject({ isLogin: true, user: { email, name: 'Nick' } });
    const again = await login(await hs256({ sub: uid })).expect(200);
    expect(again.body.data.user.userCode).toBe(res.body.data.user.userCode);
  });

  it('accepts an RS256 token checked against the JWKS', async () => {
    const email = uniqueEmail('rs');
    const token = await new SignJWT({ sub: `rs-${email}`, emailAddress: email, preferred_username: 'rs' })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(ISSUER)
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
          .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
          .sign(new TextEncoder().encode(SECRET)),
    ],
    ['without a subject', () => hs256({ email: 'a@b.co' })],
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
});
