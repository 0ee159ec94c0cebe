import { createTestApp, type TestApp } from '../support/app';

// The envelope and its codes, as a client or a plugin sees them.
describe('answers are always the envelope', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ BODY_LIMIT: '1kb' });
  });
  afterAll(() => t.close());

  it('wraps a successful answer with code 0 and a message in the caller language', async () => {
    const en = await t.http.get('/api/system/System/info').expect(200);
    expect(en.body).toEqual({ code: 0, data: expect.objectContaining({ name: 'Boxify' }), msg: 'success' });
    const zh = await t.http.get('/api/system/System/info').set('prefer-language', 'zh-CN').expect(200);
    expect(zh.body.msg).toBe('成功');
  });

  it('answers liveness and readiness', async () => {
    const live = await t.http.get('/health').expect(200);
    expect(live.body.data.status).toBe('ok');
    const ready = await t.http.get('/health/ready').expect(200);
    expect(ready.body.data).toMatchObject({ database: 'up', jobs: { status: 'up' } });
  });

  it('answers an unknown API path with a JSON 404, not the client page', async () => {
    const res = await t.http.post('/api/uxa-center/nothing/Here/never').send({}).expect(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.body).toEqual({
      code: 40400002,
      data: null,
      msg: 'No such operation: /api/uxa-center/nothing/Here/never',
    });
  });

  it('sends security headers and a request id', async () => {
    const res = await t.http.get('/health').expect(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
  });

  it('allows the configured web origin and the Figma plugin (origin null), not others', async () => {
    const plugin = await t.http
      .options('/api/system/System/info')
      .set('origin', 'null')
      .set('access-control-request-method', 'POST');
    expect(plugin.headers['access-control-allow-origin']).toBe('null');
    const web = await t.http.get('/health').set('origin', 'http://localhost:3000');
    expect(web.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const other = await t.http.get('/health').set('origin', 'https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
