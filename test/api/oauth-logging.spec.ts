import { accountsEnv, SUPPORT, uniqueEmail } from '../support/accounts';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { pollUntil } from '../support/wait';
import { FakeOAuthProvider } from '../fakes/oauth-provider';

// The one-time codes of a third-party sign-in never reach the log: not in the callback's query,
// not in the redirect's Location.
describe('third-party sign-in logs no one-time code', () => {
  let fake: FakeOAuthProvider;
  let server: ServerProcess;

  beforeAll(async () => {
    fake = await new FakeOAuthProvider().start();
    server = await startServerProcess(accountsEnv({ ...fake.env('google'), LOG_LEVEL: 'info' }));
  });
  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.exit;
    await fake.close();
  });

  it('logs the callback and its redirect without the codes', async () => {
    const email = uniqueEmail('logged');
    fake.nextUser = { id: `google-${email}`, email, name: 'Logged' };
    const start = await fetch(`${server.url}${SUPPORT}/OAuth/authorizationLoginRequest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ product: 12, thirdType: 5, redirectUrl: 'http://boxify.test/?from=login' }),
    });
    const { authorizationUrl } = ((await start.json()) as { data: { authorizationUrl: string } }).data;
    const atProvider = new URL((await fetch(authorizationUrl, { redirect: 'manual' })).headers.get('location')!);
    const providerCode = atProvider.searchParams.get('code')!;
    const back = await fetch(`${server.url}${atProvider.pathname}${atProvider.search}`, { redirect: 'manual' });
    expect(back.status).toBe(302);
    const authCode = new URL(back.headers.get('location')!).searchParams.get('authCode')!;
    expect(authCode).toBeTruthy();
    // The line is written when the response ends: wait until the child's output shows it.
    await pollUntil(
      () => (server.output().includes('"statusCode":302') ? true : undefined),
      () => 'the log line of the callback',
    );
    const log = server.output();
    expect(log).toContain(`${SUPPORT}/OAuth/callback/google`);
    expect(log).toContain('"location":"http://boxify.test/"');
    expect(log).not.toContain(authCode);
    expect(log).not.toContain(providerCode);
  });
});
