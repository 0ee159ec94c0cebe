import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { unzipSync } from 'fflate';

import { readFig } from '../fig/fig-reader';
import { createTestApp, type TestApp } from '../support/app';
import { binary } from '../support/binary';
import { accountsEnv, call, type Designer, DRAFT, finishedTask, newDesigner, PROJECT } from '../support/designer';

const COMMAND = '/api/uxa-center/design-system/DesignSystemCommand';
const FIGMA = `${COMMAND}/exportUiObject2FigmaTask`;
const signIn = JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'designs', 'sign-in-mobile.json'), 'utf8'));

type TaskView = { taskId: string; status: string; error: string | null; download: { url: string } | null };

// Code and asset exports: a task, then a zip behind a temporary link; the .fig export, the file itself.
describe('exports', () => {
  let t: TestApp;
  let owner: Designer;
  let other: Designer;
  let panelId: string;

  beforeAll(async () => {
    const env = accountsEnv();
    t = await createTestApp(env);
    owner = await newDesigner(t, env.DATA_DIR, 'owner');
    other = await newDesigner(t, env.DATA_DIR, 'other');
    const { projectId } = (await call(t, owner, `${PROJECT}/addProject`, { name: 'Exports' })).body.data;
    const { name, width, height, background, children } = signIn;
    panelId = (await call(t, owner, `${DRAFT}/createPanel`, { projectId, name, width, height, background, children }))
      .body.data.panelId;
  });
  afterAll(() => t.close());

  const finished = (started: { body: { data: TaskView } }) => finishedTask(t, owner, started.body.data.taskId);

  async function unzip(url: string): Promise<Record<string, Uint8Array>> {
    const res = await t.http.get(url).buffer(true).parse(binary).expect(200);
    return unzipSync(new Uint8Array(res.body as Buffer));
  }

  it('exports HTML/CSS with its fonts', async () => {
    const view = await finished(
      await call(t, owner, `${COMMAND}/exportCode`, { panelId, framework: 'html' }).expect(200),
    );
    expect(view.status).toBe('completed');
    const files = await unzip(view.download!.url);
    const html = new TextDecoder().decode(files['index.html']);
    expect(html.toLowerCase()).toContain('<!doctype html>');
    expect(html).toContain('@font-face');
    expect(Object.keys(files).some((path) => path.startsWith('fonts/'))).toBe(true);
  });

  it('exports React and Vue components', async () => {
    const react = await finished(await call(t, owner, `${COMMAND}/exportCode`, { panelId, framework: 'react' }));
    expect(Object.keys(await unzip(react.download!.url)).some((path) => path.endsWith('.tsx'))).toBe(true);
    const vue = await finished(await call(t, owner, `${COMMAND}/exportCode`, { panelId, framework: 'vue' }));
    expect(Object.keys(await unzip(vue.download!.url)).some((path) => path.endsWith('.vue'))).toBe(true);
  });

  it('exports PNG assets at the scales asked for', async () => {
    const view = await finished(
      await call(t, owner, `${COMMAND}/exportAssets`, { panelId, format: 'png', scales: [1, 2] }),
    );
    const files = await unzip(view.download!.url);
    const sizes = Object.entries(files)
      .map(([path, bytes]) => [path, Buffer.from(bytes).readUInt32BE(16), Buffer.from(bytes).readUInt32BE(20)])
      .sort();
    expect(sizes).toEqual([
      ['sign-in-mobile.png', signIn.width, signIn.height],
      ['sign-in-mobile@2x.png', signIn.width * 2, signIn.height * 2],
    ]);
  });

  it('fails an export of a layer that is not in the panel, with its reason', async () => {
    const view = await finished(
      await call(t, owner, `${COMMAND}/exportAssets`, { panelId, format: 'svg', nodeIds: ['nope'] }),
    );
    expect(view).toMatchObject({ status: 'failed', download: null });
    expect(view.error).toContain('nope');
  });

  it('renders a preview that panel lists link to', async () => {
    const started = await call(t, owner, `${DRAFT}/modifyPanelPreview`, { panelId }).expect(200);
    const again = await call(t, owner, `${DRAFT}/modifyPanelPreview`, { panelId }).expect(200);
    expect(again.body.data.taskId).toBe(started.body.data.taskId); // one task per saved version
    expect((await finished(started)).status).toBe('completed');
    const detail = (await call(t, owner, `${DRAFT}/queryProjectsByPanelId`, { panelId })).body.data;
    const list = (await call(t, owner, `${DRAFT}/pagePanel`, { projectId: detail.project.projectId })).body.data;
    const url = list.items[0].previewUrl as string;
    expect(url).toMatch(/^\/api\/uxa-center\/draft\/Draft\/panelPreview\?key=/);
    const image = await t.http.get(url).buffer(true).expect(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('immutable');
    const guessed = url.replace(/key=.*$/, `key=${panelId}-${'A'.repeat(22)}`);
    expect((await t.http.get(guessed).expect(404)).body.code).toBe(40400001);
    expect((await call(t, other, `${DRAFT}/modifyPanelPreview`, { panelId }).expect(404)).body.code).toBe(40400001);
  });

  it("refuses to export another user's panel", async () => {
    const res = await call(t, other, `${COMMAND}/exportCode`, { panelId, framework: 'html' }).expect(404);
    expect(res.body.code).toBe(40400001);
    expect(
      (await call(t, undefined, `${COMMAND}/exportCode`, { panelId, framework: 'html' }).expect(401)).body.code,
    ).toBe(40100001);
  });

  it('exports a .fig Figma opens, behind a temporary link', async () => {
    const view = await finished(await call(t, owner, FIGMA, { panelId }).expect(200));
    expect(view).toMatchObject({ status: 'completed', error: null });
    expect(view.download!.url).toMatch(/expires=|X-Amz-Expires=/);
    const res = await t.http.get(view.download!.url).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-disposition']).toContain('sign-in-mobile.fig');
    const read = readFig(new Uint8Array(res.body as Buffer));
    expect(read.prelude).toBe('fig-kiwi');
    const frame = read.nodes.find((n) => n.type === 'FRAME' && n.name === signIn.name)!;
    expect(frame.size).toEqual({ x: signIn.width, y: signIn.height });
    const texts = read.nodes.filter((n) => n.type === 'TEXT').map((n) => n.textData!.characters);
    expect(texts.length).toBeGreaterThan(3);
    expect(read.nodes.filter((n) => n.type === 'VECTOR').length).toBeGreaterThan(0);
  });

  it("refuses a .fig of another user's panel, without a session, or of a body that names no panel", async () => {
    const theirs = await call(t, other, FIGMA, { panelId }).expect(404);
    const theirsZh = await call(t, other, FIGMA, { panelId }, 'zh-CN').expect(404);
    expect([theirs.body.code, theirs.body.msg, theirsZh.body.msg]).toEqual([40400001, 'Panel not found', '未找到画板']);
    expect((await call(t, undefined, FIGMA, { panelId }).expect(401)).body.code).toBe(40100001);
    const en = await call(t, owner, FIGMA, { panelId: 'not-a-panel' }).expect(422);
    const zh = await call(t, owner, FIGMA, { panelId: 'not-a-panel' }, 'zh-CN').expect(422);
    expect(en.body).toMatchObject({ code: 42200001, data: { field: 'panelId' } });
    expect([en.body.msg, zh.body.msg]).toEqual(['Invalid panelId: Invalid UUID', 'panelId 无效：无效UUID']);
    expect((await call(t, owner, FIGMA, { panelId, format: 'png' }).expect(422)).body.code).toBe(42200001);
  });
});
