import { DataSource } from 'typeorm';

import { createTestApp, type TestApp } from '../support/app';
import { binary } from '../support/binary';
import {
  accountsEnv,
  call,
  type Designer,
  DRAFT,
  finishedTask,
  newDesigner,
  PROJECT,
  upgradeToPro,
} from '../support/designer';

const COMMAND = '/api/uxa-center/design-system/DesignSystemCommand';

type RawNode = { id: string; type: string; [key: string]: unknown };

/** `depth` frames nested one in another, a rect in the innermost. */
function nested(depth: number): RawNode {
  let node: RawNode = { id: 'leaf', type: 'rect', width: 10, height: 10 };
  for (let i = 0; i < depth; i++) node = { id: `f${i}`, type: 'frame', width: 300, height: 300, children: [node] };
  return node;
}

// The document limits at every entry, and a design that cannot be drawn breaking nothing for anyone else.
describe('document limits and isolated rendering', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    const env = accountsEnv();
    dataDir = env.DATA_DIR;
    t = await createTestApp(env);
  });
  afterAll(() => t.close());

  async function designerWithPanel(children: unknown[] = []) {
    const d = await newDesigner(t, dataDir);
    await upgradeToPro(t, d);
    const { projectId } = (await call(t, d, `${PROJECT}/addProject`, { name: 'Limits' }).expect(200)).body.data;
    const panel = (
      await call(t, d, `${DRAFT}/createPanel`, { projectId, name: 'Home', width: 390, height: 844, children }).expect(
        200,
      )
    ).body.data;
    return { d, projectId, panelId: panel.panelId as string };
  }

  const sharedImage = async (d: Designer, panelId: string) => {
    const { token } = (await call(t, d, `${DRAFT}/sharePanel`, { panelId }).expect(200)).body.data;
    return t.http.get(`${DRAFT}/querySharedPanelImage`).query({ token }).buffer(true).parse(binary);
  };

  const finished = (d: Designer, taskId: string) => finishedTask(t, d, taskId);

  it('answers a save of 1,500 nested frames with the depth limit, not a 500', async () => {
    const { d, panelId } = await designerWithPanel();
    const { content } = (await call(t, d, `${DRAFT}/queryPanelContent`, { panelId })).body.data;
    const res = await call(t, d, `${DRAFT}/modifyPanelContent`, {
      panelId,
      version: 1,
      content: { ...content, children: [nested(1500)] },
    }).expect(422);
    expect(res.body).toMatchObject({
      code: 42200006,
      msg: 'Layers can be nested at most 64 deep',
      data: { limit: 'depth', max: 64 },
    });
    expect(res.body.data.path).toMatch(/^content\.children\.0\.children\.0/);
    const zh = await call(
      t,
      d,
      `${DRAFT}/createPanel`,
      {
        projectId: (await call(t, d, `${DRAFT}/queryProjectsByPanelId`, { panelId })).body.data.project.projectId,
        name: 'Deep',
        width: 390,
        height: 844,
        children: [nested(200)],
      },
      'zh-CN',
    ).expect(422);
    expect(zh.body).toMatchObject({ code: 42200006, msg: '图层最多只能嵌套 64 层' });
  });

  it('answers an import nested 500 deep with the depth limit', async () => {
    const { d, projectId } = await designerWithPanel();
    const json = JSON.stringify({ name: 'Deep', width: 390, height: 844, children: [nested(500)] });
    const res = await call(t, d, `${DRAFT}/importPanel`, { projectId, fileName: 'deep.json', json }).expect(422);
    expect(res.body).toMatchObject({
      code: 42200006,
      data: { limit: 'depth', path: expect.stringMatching(/^children/) },
    });
  });

  it('answers each limit with its own code: layers, text, image, operations', async () => {
    const { d, panelId } = await designerWithPanel();
    const { content } = (await call(t, d, `${DRAFT}/queryPanelContent`, { panelId })).body.data;
    const save = (children: unknown[]) =>
      call(t, d, `${DRAFT}/modifyPanelContent`, { panelId, version: 1, content: { ...content, children } });
    const rects = Array.from({ length: 20_001 }, (_, i) => ({ id: `r${i}`, type: 'rect' }));
    const many = await save([{ id: 'list', type: 'frame', children: rects }]).expect(422);
    expect(many.body).toMatchObject({ code: 42200007, msg: 'A panel can hold at most 20,000 layers' });
    const long = await save([{ id: 't', type: 'text', characters: 'a'.repeat(10_001) }]).expect(422);
    expect(long.body).toMatchObject({ code: 42200008, data: { path: 'content.children.0.characters' } });
    const big = `data:image/png;base64,${'A'.repeat(7_000_000)}`;
    const image = await save([{ id: 'i', type: 'image', src: big }]).expect(413);
    expect(image.body).toMatchObject({ code: 41300003, msg: 'Each image must be at most 5 MB' });
    const inserted = await call(t, d, `${DRAFT}/modifyPanelStructure`, {
      panelId,
      version: 1,
      operations: [{ type: 'insert', parentId: null, node: nested(1500) }],
    }).expect(422);
    expect(inserted.body).toMatchObject({
      code: 42200006,
      data: { path: expect.stringMatching(/^operations\.0\.node\.children\.0/) },
    });
  });

  it("a panel nested 450 deep, saved before the limits, breaks no one's share image, export or preview", async () => {
    const deep = await designerWithPanel();
    // Stored as it was before the limits: straight into the table.
    const { content } = (await call(t, deep.d, `${DRAFT}/queryPanelContent`, { panelId: deep.panelId })).body.data;
    await t.app
      .get(DataSource)
      .query('UPDATE panel SET content = $2 WHERE id = $1', [deep.panelId, { ...content, children: [nested(450)] }]);
    const refused = await sharedImage(deep.d, deep.panelId);
    expect(refused.status).toBe(422);
    expect(JSON.parse((refused.body as Buffer).toString('utf8'))).toMatchObject({ code: 42200006 });

    const other = await designerWithPanel([{ id: 'card', type: 'rect', width: 200, height: 80 }]);
    const image = await sharedImage(other.d, other.panelId);
    expect(image.status).toBe(200);
    expect((image.body as Buffer).toString('utf8')).toMatch(/^<svg/);
    const exported = await call(t, other.d, `${COMMAND}/exportAssets`, {
      panelId: other.panelId,
      format: 'png',
      scales: [1],
    }).expect(200);
    expect((await finished(other.d, exported.body.data.taskId)).status).toBe('completed');
    const preview = await call(t, other.d, `${DRAFT}/modifyPanelPreview`, { panelId: other.panelId }).expect(200);
    expect((await finished(other.d, preview.body.data.taskId)).status).toBe('completed');
    // The deep panel's own export fails at once with the limit's text.
    const own = await call(t, deep.d, `${COMMAND}/exportCode`, { panelId: deep.panelId, framework: 'html' });
    expect(await finished(deep.d, own.body.data.taskId)).toMatchObject({
      status: 'failed',
      error: 'Layers can be nested at most 64 deep',
    });
  });

  // Defect 6: an image the renderer cannot draw is a placeholder in the public share image, never a 500.
  describe('share image with images it cannot draw', () => {
    it.each([
      ['a relative address', '/uploads/photo.png'],
      ['a javascript: address', 'javascript:alert(1)'],
      ['a blocked address', 'http://169.254.169.254/latest/meta-data'],
      ['a loopback address', 'http://127.0.0.1:1/photo.png'],
      ['a broken data URL', 'data:image/png;base64,AAAA'],
    ])('draws %s as a placeholder', async (_, src) => {
      const d = await newDesigner(t, dataDir);
      const { projectId } = (await call(t, d, `${PROJECT}/addProject`, { name: 'Images' }).expect(200)).body.data;
      const children = [
        { id: 'photo', type: 'image', src, width: 120, height: 90 },
        { id: 'cover', type: 'rect', y: 100, width: 120, height: 90, fills: [{ type: 'image', src }] },
      ];
      const { panelId } = (
        await call(t, d, `${DRAFT}/createPanel`, {
          projectId,
          name: 'Photo',
          width: 390,
          height: 844,
          children,
        }).expect(200)
      ).body.data;
      const { token } = (await call(t, d, `${DRAFT}/sharePanel`, { panelId }).expect(200)).body.data;
      const image = await t.http.get(`${DRAFT}/querySharedPanelImage`).query({ token }).buffer(true).parse(binary);
      expect(image.status).toBe(200);
      const svg = (image.body as Buffer).toString('utf8');
      expect(svg).toMatch(/^<svg/);
      expect(svg).not.toContain(src);
      // The placeholder's grey, embedded by satori as the picture of both images.
      const pictures = [...svg.matchAll(/data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)/g)].map((m) =>
        Buffer.from(m[1], 'base64').toString('utf8'),
      );
      expect(pictures.filter((p) => p.includes('#e5e7eb'))).toHaveLength(2);
    });
  });
});
