import request from 'supertest';

import { createTestApp, type TestApp } from '../support/app';
import { accountsEnv } from '../support/designer';

const DRAFT = '/api/uxa-center/draft/Draft';

// The seeded page templates the start-design screen remixes.
describe('page templates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(accountsEnv({}));
  });
  afterAll(() => t.close());

  const post = (path: string, body: object, language = 'en-US') =>
    request(t.app.getHttpServer()).post(`${DRAFT}/${path}`).set('prefer-language', language).send(body);

  it('lists the templates in the caller language and opens one as a panel document', async () => {
    const en = (await post('pageMaterial', { pageSize: 50 }).expect(200)).body.data;
    expect(en.total).toBeGreaterThanOrEqual(8);
    expect(en.items[0]).toMatchObject({ component: { bgTheme: 'light' }, personal: { collected: false } });
    const zh = (await post('pageMaterial', { pageSize: 50 }, 'zh-CN').expect(200)).body.data;
    expect(zh.items.map((i: { encryptedId: string }) => i.encryptedId)).toEqual(
      en.items.map((i: { encryptedId: string }) => i.encryptedId),
    );
    expect(zh.items.some((i: { title: string }) => /[\u4e00-\u9fff]/.test(i.title))).toBe(true);
    const pricing = (await post('pageMaterial', { query: 'pricing' }).expect(200)).body.data;
    expect(pricing.items.length).toBeGreaterThan(0);

    const detail = (await post('fetchMaterialById', { encryptedId: en.items[0].encryptedId }).expect(200)).body.data;
    expect(detail.content.children.length).toBeGreaterThan(0);
    expect(detail.content.width).toBe(detail.component.width);
  });

  it('a template that does not exist says so', async () => {
    const res = await post('fetchMaterialById', { encryptedId: 'nope' }).expect(404);
    expect(res.body).toMatchObject({ code: 40400001, msg: 'Page template not found' });
    const zh = await post('fetchMaterialById', { encryptedId: 'nope' }, 'zh-CN').expect(404);
    expect(zh.body.msg).toBe('页面模板不存在');
    expect((await post('pageMaterial', { pageSize: 500 }).expect(422)).body.data.field).toBe('pageSize');
  });
});
