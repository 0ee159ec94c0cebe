import { createTestApp, type TestApp } from '../support/app';
import { ProbeModule } from '../support/probe.module';

// A bad request gets its own documented code and a message naming the field: never a 500.
describe('request bodies are validated', () => {
  let t: TestApp;
  const echo = () => t.http.post('/api/probe/Probe/echo');

  beforeAll(async () => {
    t = await createTestApp({ BODY_LIMIT: '2kb' }, [ProbeModule]);
  });
  afterAll(() => t.close());

  it('accepts a valid body', async () => {
    const res = await echo().send({ name: 'Home', width: 390 }).expect(200);
    expect(res.body).toEqual({ code: 0, data: { name: 'Home', width: 390 }, msg: 'success' });
  });

  it('answers malformed JSON with 40000002', async () => {
    const res = await echo().set('content-type', 'application/json').send('{"name": "Home",').expect(400);
    expect(res.body).toEqual({ code: 40000002, data: null, msg: 'The request body is not valid JSON' });
  });

  it('rejects an unknown field and names it', async () => {
    const res = await echo().send({ name: 'Home', width: 390, colour: 'red' }).expect(422);
    expect(res.body.code).toBe(42200001);
    expect(res.body.msg).toMatch(/^Invalid colour: /);
  });

  it('rejects a wrong type and names the field, in Chinese when asked', async () => {
    const en = await echo().send({ name: 'Home', width: '390' }).expect(422);
    expect(en.body.msg).toMatch(/^Invalid width: .*number/);
    const zh = await echo().set('prefer-language', 'zh-CN').send({ name: 'Home', width: '390' }).expect(422);
    expect(zh.body.msg).toMatch(/^width 无效：/);
  });

  it('rejects a missing field and names it', async () => {
    const res = await echo().send({ width: 390 }).expect(422);
    expect(res.body).toMatchObject({ code: 42200001, data: { field: 'name' } });
    expect(res.body.msg).toMatch(/^Invalid name: /);
  });

  it('answers with the product text when a rule has one, in the caller language', async () => {
    const long = { name: 'A project name that is far too long', width: 390 };
    const en = await echo().send(long).expect(422);
    expect(en.body).toMatchObject({
      code: 42200001,
      msg: 'project name cannot exceed 20 characters',
      data: { field: 'name' },
    });
    const zh = await echo().set('prefer-language', 'zh-CN').send(long).expect(422);
    expect(zh.body.msg).toBe('项目名称不能超过 20 个字符');
  });

  it('names the path of a nested bad field', async () => {
    const res = await echo()
      .send({ name: 'Home', width: 390, tags: ['ok', 3] })
      .expect(422);
    expect(res.body.data.field).toBe('tags.1');
  });

  it('answers an oversized body with 41300001', async () => {
    const res = await echo()
      .send({ name: 'x'.repeat(4000), width: 390 })
      .expect(413);
    expect(res.body).toEqual({ code: 41300001, data: null, msg: 'The request body is larger than 2 KB' });
  });

  it('answers a compressed body that does not decompress with 40000002 (found by the fuzzer)', async () => {
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const res = await echo().set('content-type', 'application/json').set('content-encoding', encoding).send('{}');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 40000002, data: null, msg: 'The request body is not valid JSON' });
    }
  });

  it('answers a wrong content type with 41500001', async () => {
    const res = await echo().set('content-type', 'text/plain').send('name=Home').expect(415);
    expect(res.body.code).toBe(41500001);
    expect(res.body.msg).toContain('text/plain');
  });

  it('answers an empty body with the missing field, not a crash', async () => {
    const res = await echo().expect(422);
    expect(res.body.code).toBe(42200001);
  });
});
