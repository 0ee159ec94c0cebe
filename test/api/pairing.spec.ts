import { randomInt } from 'node:crypto';

import { createTestApp, type TestApp } from '../support/app';
import { accountsEnv, call, type Designer, newDesigner } from '../support/designer';
import { pollUntil } from '../support/wait';

const PAIRING = '/api/uxa-center/support/PluginPairing';
const USER_INFO = '/api/uxa-center/support/Support/getUserInfoByToken';

// Each test pairs from an address of its own (the server trusts a proxy on this machine): start limits are per
// address, and counters outlive a run.
const someAddress = () => `198.51.${randomInt(256)}.${randomInt(1, 255)}`;

type Started = { deviceCode: string; userCode: string; verificationPath: string; expiresIn: number; interval: number };

// Plugins sign in by pairing (issue 20): the plugin shows a code, the user confirms it on the signed-in site,
// the plugin's poll receives a token of its own, once.
describe('plugin pairing', () => {
  let t: TestApp;
  let owner: Designer;

  beforeAll(async () => {
    const env = accountsEnv();
    t = await createTestApp(env);
    owner = await newDesigner(t, env.DATA_DIR, 'pairing');
  });
  afterAll(() => t.close());

  const start = async (app = t, address = someAddress()): Promise<Started> =>
    (await app.http.post(`${PAIRING}/startPairing`).set('x-forwarded-for', address).send({}).expect(200)).body.data;
  const poll = (deviceCode: string, language = 'en-US', app = t) =>
    app.http.post(`${PAIRING}/pollPairing`).set('prefer-language', language).send({ deviceCode });

  it('shows a code, waits until it is confirmed, then issues a working token once', async () => {
    const started = await start();
    expect(started.userCode).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(started).toMatchObject({ verificationPath: '/web/pair', expiresIn: 600, interval: 5 });

    expect((await poll(started.deviceCode).expect(200)).body.data).toEqual({
      status: 'waiting',
      token: null,
      expiresAt: null,
    });
    // Typed by a person: lower case, without the dash.
    const typed = started.userCode.replace('-', '').toLowerCase();
    expect((await call(t, owner, `${PAIRING}/confirmPairing`, { userCode: typed }).expect(200)).body.data).toEqual({
      confirmed: true,
    });

    const paired = (await poll(started.deviceCode).expect(200)).body.data;
    expect(paired).toMatchObject({ status: 'paired', token: expect.any(String) });
    expect(paired.token).not.toBe(owner.token);
    const me = await t.http.get(USER_INFO).set('access-token', paired.token).expect(200);
    expect(me.body.data.email).toBe(owner.email);

    // Once: the next poll, and a second confirmation, find nothing.
    const again = await poll(started.deviceCode).expect(410);
    const againZh = await poll(started.deviceCode, 'zh-CN').expect(410);
    expect([again.body.code, againZh.body.msg]).toEqual([41000002, '配对码无效、已过期或已被使用，请在插件中重新配对']);
    expect(
      (await call(t, owner, `${PAIRING}/confirmPairing`, { userCode: started.userCode }).expect(410)).body.msg,
    ).toBe('This pairing code is unknown, has expired or was already used; start pairing again in the plugin');
  });

  it('confirms only for a signed-in user and only a well-formed, known code', async () => {
    const { userCode } = await start();
    expect((await call(t, undefined, `${PAIRING}/confirmPairing`, { userCode }).expect(401)).body.code).toBe(40100001);
    expect((await call(t, owner, `${PAIRING}/confirmPairing`, { userCode: 'ABCD-EFGH' }).expect(410)).body.code).toBe(
      41000002,
    );
    const bad = await call(t, owner, `${PAIRING}/confirmPairing`, { userCode: '12' }, 'zh-CN').expect(422);
    expect(bad.body).toMatchObject({ code: 42200001, data: { field: 'userCode' } });
    expect((await poll('not-a-device-code-of-anyone-here').expect(410)).body.code).toBe(41000002);
  });

  it('refuses expired codes, both to the user and to the plugin', async () => {
    const brief = await createTestApp(accountsEnv({ PAIRING_TTL_SECONDS: '1' }));
    try {
      const started = await start(brief);
      await pollUntil(
        async () => ((await poll(started.deviceCode, 'en-US', brief)).status === 410 ? true : undefined),
        () => 'the pairing to expire',
      );
      const late = await call(brief, owner, `${PAIRING}/confirmPairing`, { userCode: started.userCode }).expect(410);
      expect(late.body.code).toBe(41000002);
    } finally {
      await brief.close();
    }
  });

  it('rate-limits starting from one address', async () => {
    const address = someAddress();
    for (let i = 0; i < 10; i++) await start(t, address);
    const refused = await t.http.post(`${PAIRING}/startPairing`).set('x-forwarded-for', address).send({}).expect(429);
    expect(refused.body.code).toBe(42900001);
  });
});
