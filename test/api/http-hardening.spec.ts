import { loadConfig } from '@server/common/config/config.schema';

import { createTestApp, type TestApp } from '../support/app';
import { accountsEnv, passwordHash, signUp, SUPPORT, uniqueEmail } from '../support/accounts';

const INFO = '/api/system/System/info';

// Headers and edge answers a browser, a proxy or a curious client meets: each one the envelope or the
// header a hardened site sends.
describe('HTTP hardening', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    const env = accountsEnv();
    dataDir = env.DATA_DIR;
    t = await createTestApp(env);
  });
  afterAll(() => t.close());

  it('answers a URL over 16 KB with the enveloped 431', async () => {
    const res = await t.http.get(`${INFO}?q=${'a'.repeat(17 * 1024)}`);
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.body).toEqual({ code: 43100001, data: null, msg: 'The URL and headers are larger than 16 KB' });
  });

  it('answers API paths in any case with JSON, never the client page', async () => {
    const upper = await t.http.get('/API/system/System/info').expect(200);
    expect(upper.body.code).toBe(0);
    const unknown = await t.http.get('/Api/nothing/here').expect(404);
    expect(unknown.headers['content-type']).toMatch(/json/);
    expect(unknown.body.code).toBe(40400002);
  });

  it('names an unknown content-encoding', async () => {
    const res = await t.http
      .post(`${SUPPORT}/Support/login`)
      .set('content-type', 'application/json')
      .set('content-encoding', 'zstd-ish')
      .send('{}')
      .expect(415);
    expect(res.body).toEqual({
      code: 41500003,
      data: null,
      msg: 'Unsupported Content-Encoding zstd-ish; send the body as is, or gzip, deflate or br',
    });
  });

  it('keeps answers to a signed-in caller out of caches', async () => {
    const token = await signUp(t, dataDir, uniqueEmail('cache'));
    const mine = await t.http.get(`${SUPPORT}/Support/getUserInfoByToken`).set('access-token', token).expect(200);
    expect(mine.headers['cache-control']).toBe('no-store');
  });

  it('sends a Permissions-Policy, DENY framing to match the CSP, and no HSTS over plain HTTP', async () => {
    const res = await t.http.get(INFO).expect(200);
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // Behind a trusted proxy that terminated HTTPS, the promise holds.
    const https = await t.http.get(INFO).set('x-forwarded-proto', 'https').expect(200);
    expect(https.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

describe('TRUST_PROXY', () => {
  const fail = (t: TestApp, forwardedFor: string) =>
    t.http
      .post(`${SUPPORT}/Support/login`)
      .set('x-forwarded-for', forwardedFor)
      .send({ email: uniqueEmail('proxy'), password: passwordHash('bad'), product: 12 });

  it('by default trusts a proxy on this machine: each forwarded caller has its own failure budget', async () => {
    const t = await createTestApp(accountsEnv({ LOGIN_MAX_FAILURES_PER_IP: '1' }));
    try {
      expect((await fail(t, '203.0.113.1')).body.code).toBe(40100002);
      expect((await fail(t, '203.0.113.2')).body.code).toBe(40100002);
      expect((await fail(t, '203.0.113.1')).body.code).toBe(42900001);
    } finally {
      await t.close();
    }
  });

  it('with a proxy elsewhere configured, ignores X-Forwarded-For from anyone else', async () => {
    const t = await createTestApp(accountsEnv({ LOGIN_MAX_FAILURES_PER_IP: '1', TRUST_PROXY: '10.0.0.0/8' }));
    try {
      expect((await fail(t, '203.0.113.1')).body.code).toBe(40100002);
      // Another forwarded address from the same (untrusted) socket is the same caller.
      expect((await fail(t, '203.0.113.2')).body.code).toBe(42900001);
    } finally {
      await t.close();
    }
  });

  it('refuses a value it cannot read', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'my proxy' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).TRUST_PROXY).toEqual(['10.0.0.1', '192.168.0.0/16']);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });
});
