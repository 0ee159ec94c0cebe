import { randomUUID } from 'node:crypto';

import passport from 'passport';
import { DataSource } from 'typeorm';

import { createTestApp, type TestApp } from '../support/app';
import { accountsEnv, SUPPORT, uniqueEmail } from '../support/accounts';
import { FakeOAuthProvider } from '../fakes/oauth-provider';

const RETURN_TO = 'http://boxify.test/?from=login';

// Third-party sign-in goes through passport: a strategy per enabled provider behind AuthGuard('<provider>').
describe('third-party sign-in through passport', () => {
  let fake: FakeOAuthProvider;
  let t: TestApp;

  beforeAll(async () => {
    fake = await new FakeOAuthProvider().start();
    t = await createTestApp(accountsEnv({ ...fake.env('google'), ...fake.env('github') }));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const authorize = async (thirdType: number) =>
    (
      await t.http
        .post(`${SUPPORT}/OAuth/authorizationLoginRequest`)
        .send({ product: 12, thirdType, redirectUrl: RETURN_TO })
        .expect(200)
    ).body.data as { authorizationUrl: string; state: string };

  const callback = async (path: string) => new URL((await t.http.get(path).expect(302)).headers.location as string);

  it('registers a passport strategy under the name of each enabled provider, and none for the others', () => {
    const registered = (name: string) => (passport as unknown as { _strategy(n: string): unknown })._strategy(name);
    expect(registered('google')).toMatchObject({ name: 'google', _pkceMethod: 'S256' });
    expect(registered('github')).toMatchObject({ name: 'github', _pkceMethod: 'S256' });
    expect(registered('figma')).toBeUndefined();
    expect(registered('x')).toBeUndefined();
  });

  it('sends a declined sign-in back to its redirect URL with authError, and forgets the state', async () => {
    fake.nextUser = { id: 'declined', email: uniqueEmail('declined'), name: 'D' };
    const { state } = await authorize(5);
    const declined = await callback(`${SUPPORT}/OAuth/callback/google?error=access_denied&state=${state}`);
    expect(declined.toString()).toBe(`${RETURN_TO}&authError=third_party_login_failed`);
    // The state was single use: the same answer again no longer knows where to go back.
    const again = await callback(`${SUPPORT}/OAuth/callback/google?error=access_denied&state=${state}`);
    expect(again.origin + again.pathname).toBe('http://boxify.test/');
    expect(again.searchParams.get('from')).toBeNull();
    expect(again.searchParams.get('authError')).toBe('third_party_login_failed');
  });

  it('stores no state for a start request that validation refuses', async () => {
    // Other spec files share the database: count only this test's rows, by their redirect URL.
    const redirectUrl = `http://boxify.test/?run=${randomUUID()}`;
    const states = async () =>
      Number(
        (
          await t.app
            .get(DataSource)
            .query('SELECT count(*)::int AS n FROM oauth_state WHERE redirect_url = $1', [redirectUrl])
        )[0].n,
      );
    for (const body of [
      { thirdType: 5, redirectUrl },
      { product: 12, thirdType: 5, redirectUrl, extra: true },
      { product: 12, thirdType: 1, redirectUrl },
    ]) {
      const res = await t.http.post(`${SUPPORT}/OAuth/authorizationLoginRequest`).send(body);
      expect(res.body.code).not.toBe(0);
    }
    expect(await states()).toBe(0);
    await t.http
      .post(`${SUPPORT}/OAuth/authorizationLoginRequest`)
      .send({ product: 12, thirdType: 5, redirectUrl })
      .expect(200);
    expect(await states()).toBe(1);
  });

  it('sends the callbacks of unknown and disabled providers to PUBLIC_URL with authError', async () => {
    for (const provider of ['nope', 'figma']) {
      const back = await callback(`${SUPPORT}/OAuth/callback/${provider}?code=c&state=s`);
      expect(back.toString()).toBe('http://boxify.test/?authError=third_party_login_failed');
    }
  });
});
