import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import { createTestApp, type TestApp } from '../support/app';
import { LIBRARY_TEST_SECRET, libraryEnv, seedLibrary } from '../support/library';
import { ROOT } from '../support/server-process';

const CMS = '/api/uxa-center/cms/Resource/queryResourceContent';

function admin(...args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['-r', join(ROOT, 'test', 'support', 'register.js'), join(ROOT, 'server', 'admin.ts'), ...args],
      {
        cwd: ROOT,
        env: { ...process.env, LOG_LEVEL: 'silent', APP_SECRET: LIBRARY_TEST_SECRET },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

type Entry = { positionKey: string; contentType: string; content: string };

// The site's CMS (spec §7): the home page's rankings and showcase, changed by operators with the admin command.
describe('CMS content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(libraryEnv());
    await seedLibrary(t);
  });
  afterAll(() => t?.close());

  const read = async () =>
    (await t.http.post(CMS).send({ pagePath: 'home', product: 12 }).expect(200)).body.data.contents as Entry[];

  it('answers the rank entries (top10, source6) and the showcase, whose ids open as products', async () => {
    const contents = await read();
    const byKey = new Map(contents.map((entry) => [entry.positionKey, entry]));
    const top10 = JSON.parse(byKey.get('rank-top10')!.content);
    expect(top10).toMatchObject({ id: 'top10', key: 'top10', title: 'Top10 Product Rank' });
    expect(top10.children).toHaveLength(10);
    expect(top10.history.length).toBeGreaterThanOrEqual(1);
    const source6 = JSON.parse(byKey.get('rank-source6')!.content);
    expect(source6).toMatchObject({ key: 'source6', title: 'AI Product Rank' });
    const showcase = JSON.parse(byKey.get('showcase')!.content);
    expect(byKey.get('showcase')!.contentType).toBe('case');
    const preview = await t.http
      .post('/api/uxa-center/draft/MaterialList/previewMaterialList')
      .send({ encryptedMaterialListIds: [...top10.children, ...showcase.children], withDetail: true })
      .expect(200);
    expect(preview.body.data).toHaveLength(top10.children.length + showcase.children.length);
    expect(preview.body.data[0].materials.length).toBeGreaterThanOrEqual(6);
    // Another page or product has no entries; a bad page path is refused.
    const other = await t.http.post(CMS).send({ pagePath: 'pricing', product: 12 }).expect(200);
    expect(other.body.data.contents).toEqual([]);
    expect((await t.http.post(CMS).send({ pagePath: '../x', product: 12 })).status).toBe(422);
  });

  it('an operator changes an entry with the admin command and the next read shows it', async () => {
    const key = `banner-${randomUUID().slice(0, 8)}`;
    const set = await admin('cms-set', 'home', key, 'banner', '{"title":"Autumn templates"}');
    expect(set).toMatchObject({ code: 0 });
    let entry = (await read()).find((e) => e.positionKey === key);
    expect(entry).toEqual({ positionKey: key, contentType: 'banner', content: '{"title":"Autumn templates"}' });
    await admin('cms-set', 'home', key, 'banner', '{"title":"Winter templates"}');
    entry = (await read()).find((e) => e.positionKey === key);
    expect(JSON.parse(entry!.content)).toEqual({ title: 'Winter templates' });
    const bad = await admin('cms-set', 'home', key, 'banner', '{not json');
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('not valid JSON');
  });
});
