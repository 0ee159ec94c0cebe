// The Figma plugin signs in by pairing (issue 20), from its own side against a real server: it shows the code
// and the link, polls until a signed-in user confirms, receives its token once; an expired code ends it.
import { randomInt } from 'node:crypto';

import { BoxifyApi, type PluginFetch } from '../../plugins/figma-make/src/boxify-api';
import { pair } from '../../plugins/figma-make/src/pairing';
import { createTestApp, type TestApp } from '../support/app';
import { accountsEnv, call, type Designer, newDesigner } from '../support/designer';

// Each pairing starts from an address of its own: start limits are per address.
function pluginFetch(): PluginFetch {
  const address = `203.0.${randomInt(256)}.${randomInt(1, 255)}`;
  return async (url, init) => fetch(url, { ...init, headers: { ...init.headers, 'x-forwarded-for': address } });
}

async function listening(t: TestApp): Promise<string> {
  await t.app.listen(0, '127.0.0.1');
  return (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
}

describe('Figma plugin: pairing', () => {
  let t: TestApp;
  let server: string;
  let owner: Designer;

  beforeAll(async () => {
    const env = accountsEnv();
    t = await createTestApp(env);
    server = await listening(t);
    owner = await newDesigner(t, env.DATA_DIR, 'figma-plugin');
  });
  afterAll(() => t.close());

  it('shows the code and its link, is confirmed by the signed-in user, and gets a working token once', async () => {
    const api = new BoxifyApi(server, pluginFetch());
    const shown: { code: string; url: string }[] = [];
    let polls = 0;
    const result = await pair(api, {
      show: (code, url) => shown.push({ code, url }),
      wait: async (seconds) => {
        expect(seconds).toBe(5);
        polls++;
        // The user confirms on the site after the plugin has polled once in vain.
        if (polls === 2)
          await call(t, owner, '/api/uxa-center/support/PluginPairing/confirmPairing', {
            userCode: shown[0]!.code,
          }).expect(200);
      },
    });
    expect(shown).toHaveLength(1);
    expect(shown[0]!.code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(shown[0]!.url).toBe(`${server}/web/pair?code=${shown[0]!.code}`);
    expect(polls).toBe(2);
    if (result.status !== 'paired') throw new Error(`not paired: ${JSON.stringify(result)}`);

    const signedIn = api.withToken(result.token);
    expect((await signedIn.me()).email).toBe(owner.email);
    expect(Array.isArray(await signedIn.projects())).toBe(true);
    // Once: the code is spent, a second confirmation finds nothing.
    const again = await call(t, owner, '/api/uxa-center/support/PluginPairing/confirmPairing', {
      userCode: shown[0]!.code,
    }).expect(410);
    expect(again.body.code).toBe(41000002);
    // Revocable: signing out of the plugin ends its token, not the user's own session.
    await signedIn.signOut();
    await expect(signedIn.me()).rejects.toMatchObject({ status: 401 });
    await t.http.get('/api/uxa-center/support/Support/getUserInfoByToken').set('access-token', owner.token).expect(200);
  });

  it('ends with the server’s message when the code expires before anyone confirms it', async () => {
    const brief = await createTestApp(accountsEnv({ PAIRING_TTL_SECONDS: '1' }));
    try {
      const briefServer = await listening(brief);
      const api = new BoxifyApi(briefServer, pluginFetch(), undefined, 'zh-CN');
      let code = '';
      const result = await pair(api, {
        show: (shown) => (code = shown),
        wait: () => new Promise((resolve) => setTimeout(resolve, 1100)),
      });
      expect(result).toEqual({ status: 'expired', message: '配对码无效、已过期或已被使用，请在插件中重新配对' });
      const late = await call(brief, owner, '/api/uxa-center/support/PluginPairing/confirmPairing', { userCode: code });
      expect(late.status).toBe(410);
    } finally {
      await brief.close();
    }
  });
});
