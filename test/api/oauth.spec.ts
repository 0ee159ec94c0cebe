import { DataSource } from 'typeorm';

import { sha256Hex } from '@server/common/auth/tokens';

import { createTestApp, type TestApp } from '../support/app';
import { accountsEnv, SUPPORT, uniqueEmail } from '../support/accounts';
import { FakeOAuthProvider, type ProviderName } from '../fakes/oauth-provider';

const PROVIDERS: { name: ProviderName; thirdType: number }[] = [
  { name: 'google', thirdType: 5 },
  { name: 'github', thirdType: 7 },
  { name: 'figma', thirdType: 1 },
  { name: 'x', thirdType: 8 },
];

const RETURN_TO = 'http://boxify.test/?from=login';

// Third-party sign-in: a full redirect round trip against a fake provider on loopback, per provider.
describe('third-party sign-in', () => {
  let fake: FakeOAuthProvider;
  let t: TestApp;

  beforeAll(async () => {
    fake = await new FakeOAuthProvider().start();
    t = await createTestApp(
      accountsEnv({
        WEB_ORIGINS: 'http://app.boxify.test',
        ...fake.env('google'),
        ...fake.env('github'),
        ...fake.env('figma'),
        ...fake.env('x'),
      }),
    );
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function authorize(thirdType: number, redirectUrl = RETURN_TO) {
    const res = await t.http
      .post(`${SUPPORT}/OAuth/authorizationLoginRequest`)
      .send({ product: 12, thirdType, redirectUrl })
      .expect(200);
    return res.body.data as { authorizationUrl: string; state: string };
  }

  // The browser at the provider: answers our callback's path and query.
  async function atProvider(authorizationUrl: string): Promise<string> {
    const res = await fetch(authorizationUrl, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    return location.pathname + location.search;
  }

  async function callback(path: string): Promise<URL> {
    const res = await t.http.get(path).expect(302);
    return new URL(res.headers.location);
  }

  describe.each(PROVIDERS)('$name', ({ name, thirdType }) => {
    it('signs in through the redirect round trip and links by verified e-mail', async () => {
      const email = uniqueEmail(name);
      fake.nextUser = { id: `${name}-${email}`, email, name: `Fake ${name}` };
      const { authorizationUrl, state } = await authorize(thirdType);
      const url = new URL(authorizationUrl);
      expect(url.searchParams.get('state')).toBe(state);
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(url.searchParams.get('redirect_uri')).toBe(`http://boxify.test${SUPPORT}/OAuth/callback/${name}`);

      const back = await callback(await atProvider(authorizationUrl));
      expect(back.origin + back.pathname).toBe('http://boxify.test/');
      expect(back.searchParams.get('from')).toBe('login');
      const authCode = back.searchParams.get('authCode')!;
      expect(authCode).toBeTruthy();

      const session = await t.http.post(`${SUPPORT}/Support/exchangeAuthCode`).send({ authCode }).expect(200);
      expect(session.body.data.user.email).toBe(email);
      const info = await t.http
        .get(`${SUPPORT}/Support/getUserInfoByToken`)
        .set('access-token', session.body.data.token)
        .expect(200);
      expect(info.body.data.email).toBe(email);

      // The auth code is single use.
      const replay = await t.http.post(`${SUPPORT}/Support/exchangeAuthCode`).send({ authCode }).expect(401);
      expect(replay.body.code).toBe(40100005);

      // A second sign-in finds the same account.
      const again = await callback(await atProvider((await authorize(thirdType)).authorizationUrl));
      const second = await t.http
        .post(`${SUPPORT}/Support/exchangeAuthCode`)
        .send({ authCode: again.searchParams.get('authCode') })
        .expect(200);
      expect(second.body.data.user.userCode).toBe(session.body.data.user.userCode);
    });

    it('refuses a wrong state', async () => {
      fake.nextUser = { id: `${name}-wrong-state`, email: uniqueEmail(name), name: 'W' };
      const path = await atProvider((await authorize(thirdType)).authorizationUrl);
      const forged = new URL(path, 'http://boxify.test');
      forged.searchParams.set('state', 'forged-state');
      const back = await callback(forged.pathname + forged.search);
      expect(back.searchParams.get('authError')).toBe('third_party_login_failed');
      expect(back.searchParams.get('authCode')).toBeNull();
    });

    it('refuses a replayed code', async () => {
      fake.nextUser = { id: `${name}-replay`, email: uniqueEmail(name), name: 'R' };
      const path = await atProvider((await authorize(thirdType)).authorizationUrl);
      expect((await callback(path)).searchParams.get('authCode')).toBeTruthy();
      const replay = await callback(path);
      expect(replay.searchParams.get('authCode')).toBeNull();
      expect(replay.searchParams.get('authError')).toBe('third_party_login_failed');
    });

    it('refuses a wrong PKCE verifier', async () => {
      fake.nextUser = { id: `${name}-pkce`, email: uniqueEmail(name), name: 'P' };
      const { authorizationUrl, state } = await authorize(thirdType);
      await t.app
        .get(DataSource)
        .query(`UPDATE oauth_state SET code_verifier = 'not-the-verifier' WHERE state_hash = $1`, [sha256Hex(state)]);
      const back = await callback(await atProvider(authorizationUrl));
      expect(back.toString()).toBe('http://boxify.test/?from=login&authError=third_party_login_failed');
      const refused = fake.tokenRequests.filter((r) => r.provider === name && r.status === 400);
      expect(refused.at(-1)?.params.get('code_verifier')).toBe('not-the-verifier');
    });
  });

  it('has a provider that checks the verifier (a missing one is refused)', async () => {
    fake.nextUser = { id: 'direct', email: uniqueEmail('direct'), name: 'D' };
    const { authorizationUrl } = await authorize(5);
    const code = new URL(await atProvider(authorizationUrl), 'http://boxify.test').searchParams.get('code')!;
    const res = await fetch(`${fake.baseUrl}/google/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        client_id: 'boxify-test-client',
        client_secret: 'boxify-test-secret',
        redirect_uri: `http://boxify.test${SUPPORT}/OAuth/callback/google`,
      }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error_description: 'missing code_verifier' });
  });

  it('sends X its client credentials with HTTP Basic', async () => {
    const xRequests = fake.tokenRequests.filter((r) => r.provider === 'x' && r.status === 200);
    expect(xRequests.length).toBeGreaterThan(0);
    expect(xRequests[0].authorization).toMatch(/^Basic /);
  });

  it('does not link an unverified e-mail to an existing account', async () => {
    const email = uniqueEmail('unverified');
    fake.nextUser = { id: 'verified-owner', email, name: 'Owner' };
    const first = await callback(await atProvider((await authorize(5)).authorizationUrl));
    const owner = await t.http
      .post(`${SUPPORT}/Support/exchangeAuthCode`)
      .send({ authCode: first.searchParams.get('authCode') });
    fake.nextUser = { id: 'someone-else', email, name: 'Impostor', emailVerified: false };
    const second = await callback(await atProvider((await authorize(7)).authorizationUrl));
    const other = await t.http
      .post(`${SUPPORT}/Support/exchangeAuthCode`)
      .send({ authCode: second.searchParams.get('authCode') });
    expect(other.body.data.user.userCode).not.toBe(owner.body.data.user.userCode);
    expect(other.body.data.user.email).toBeNull();
  });

  it('never redirects off the allowed origins', async () => {
    for (const redirectUrl of ['https://evil.example/', 'javascript:alert(1)', '//evil.example/x', 'not a url']) {
      const res = await t.http
        .post(`${SUPPORT}/OAuth/authorizationLoginRequest`)
        .send({ product: 12, thirdType: 5, redirectUrl });
      expect(res.body.code).toBe(40000004);
    }
    const allowed = await authorize(5, 'http://app.boxify.test/welcome');
    expect(allowed.state).toBeTruthy();
  });

  it('lists the providers as enabled in Extension/config', async () => {
    const res = await t.http.get(`${SUPPORT}/Extension/config`).expect(200);
    expect(res.body.data.providers).toEqual([
      { thirdType: 1, name: 'figma', label: 'Figma', enabled: true },
      { thirdType: 5, name: 'google', label: 'Google', enabled: true },
      { thirdType: 7, name: 'github', label: 'GitHub', enabled: true },
      { thirdType: 8, name: 'x', label: 'X', enabled: true },
    ]);
  });
});

describe('third-party sign-in without credentials', () => {
  it('reports the providers disabled and refuses their authorization requests', async () => {
    const t = await createTestApp(accountsEnv());
    try {
      const config = await t.http.get(`${SUPPORT}/Extension/config`).expect(200);
      expect(config.body.data.providers.every((p: { enabled: boolean }) => !p.enabled)).toBe(true);
      const res = await t.http
        .post(`${SUPPORT}/OAuth/authorizationLoginRequest`)
        .send({ product: 12, thirdType: 7, redirectUrl: RETURN_TO })
        .expect(403);
      expect(res.body).toEqual({
        code: 40300003,
        data: null,
        msg: 'Sign-in with GitHub is not enabled on this server',
      });
    } finally {
      await t.close();
    }
  });
});
