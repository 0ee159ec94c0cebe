import { createTestApp, type TestApp } from '../support/app';
import { accountsEnv, call, type Designer, DRAFT, newDesigner, PROJECT, upgradeToPro } from '../support/designer';

const rect = (id: string, color = '#4f46e5') => ({
  type: 'rect',
  id,
  name: `Box ${id}`,
  x: 16,
  y: 24,
  width: 120,
  height: 48,
  fills: [{ type: 'solid', color }],
});

// Panels and their design documents: saved, read back, guarded by version.
describe('panels', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    const env = accountsEnv();
    dataDir = env.DATA_DIR;
    t = await createTestApp(env);
  });
  afterAll(() => t.close());

  async function designerWithProject(pro = false): Promise<{ d: Designer; projectId: string; flowId: string }> {
    const d = await newDesigner(t, dataDir);
    if (pro) await upgradeToPro(t, d);
    const { projectId } = (await call(t, d, `${PROJECT}/addProject`, { name: 'App' }).expect(200)).body.data;
    const detail = (await call(t, d, `${PROJECT}/queryProject`, { projectId })).body.data;
    return { d, projectId, flowId: detail.flows[0].flowId };
  }

  const createPanel = (d: Designer, body: object, language?: string) =>
    call(t, d, `${DRAFT}/createPanel`, body, language);

  it('checks the panel name and size with clear messages', async () => {
    const { d, flowId } = await designerWithProject();
    const noName = await createPanel(d, { flowId, name: ' ', width: 390, height: 844 }).expect(422);
    expect(noName.body.msg).toBe('Please enter the panel name');
    const narrow = await createPanel(d, { flowId, name: 'Home', width: 320, height: 844 }).expect(422);
    expect(narrow.body).toMatchObject({ msg: 'Width must be at least 375', data: { field: 'width' } });
    const low = await createPanel(d, { flowId, name: 'Home', width: 390, height: 80 }, 'zh-CN').expect(422);
    expect(low.body.msg).toBe('高度不能小于 100');
  });

  // Found by the fuzzer (test/fuzz/): these reached the database's integer and varchar columns and answered 500.
  it('refuses a version, size or name past what a panel row stores with the validation code', async () => {
    const { d, projectId } = await designerWithProject();
    const { panelId } = (await createPanel(d, { projectId, name: 'Home', width: 390, height: 844 }).expect(200)).body
      .data;
    const { content } = (await call(t, d, `${DRAFT}/queryPanelContent`, { panelId }).expect(200)).body.data;
    const save = (version: number, changes: object) =>
      call(t, d, `${DRAFT}/modifyPanelContent`, { panelId, version, content: { ...content, ...changes } });
    expect((await save(2 ** 31, {}).expect(422)).body.data).toMatchObject({ field: 'version' });
    expect((await save(1, { width: 348390572265 }).expect(422)).body.data).toMatchObject({ field: 'content.width' });
    expect((await save(1, { name: 'n'.repeat(101) }).expect(422)).body.data).toMatchObject({ field: 'content.name' });
    const move = { panelId, version: 2 ** 31, operations: [{ type: 'delete', ids: ['x'] }] };
    expect((await call(t, d, `${DRAFT}/modifyPanelStructure`, move).expect(422)).body.code).toBe(42200001);
    expect((await call(t, d, `${DRAFT}/updatePanel`, { panelId, sort: 2 ** 31 }).expect(422)).body.code).toBe(42200001);
    // Nothing was written: the panel is still at version 1.
    expect((await save(1, {}).expect(200)).body.data.version).toBe(2);
  });

  it('puts the project of a saved panel first in the project list', async () => {
    const { d, projectId } = await designerWithProject(true);
    const panel = (await createPanel(d, { projectId, name: 'Home', width: 390, height: 844 }).expect(200)).body.data;
    await call(t, d, `${PROJECT}/addProject`, { name: 'Newer' }).expect(200);
    const names = async () =>
      (await call(t, d, `${PROJECT}/pageProject`, { page: 1, pageSize: 10 })).body.data.items.map(
        (p: { name: string }) => p.name,
      );
    expect(await names()).toEqual(['Newer', 'App']);
    const { content } = (await call(t, d, `${DRAFT}/queryPanelContent`, { panelId: panel.panelId })).body.data;
    await call(t, d, `${DRAFT}/modifyPanelContent`, { panelId: panel.panelId, version: 1, content }).expect(200);
    expect(await names()).toEqual(['App', 'Newer']);
  });

  it('saves a document and reads back the same document', async () => {
    const { d, projectId } = await designerWithProject();
    const panel = (await createPanel(d, { projectId, name: 'Home', width: 390, height: 844 }).expect(200)).body.data;
    expect(panel).toMatchObject({ name: 'Home', width: 390, height: 844, background: '#ffffff', version: 1 });
    const read = (await call(t, d, `${DRAFT}/queryPanelContent`, { panelId: panel.panelId }).expect(200)).body.data;
    const content = { ...read.content, background: '#f8fafc', children: [rect('a'), rect('b', '#16a34a')] };
    const saved = await call(t, d, `${DRAFT}/modifyPanelContent`, { panelId: panel.panelId, version: 1, content });
    expect(saved.body).toMatchObject({ code: 0, data: { version: 2 } });
    const again = (await call(t, d, `${DRAFT}/queryPanelContent`, { panelId: panel.panelId })).body.data;
    expect(again.version).toBe(2);
    expect(again.content.children.map((n: { id: string }) => n.id)).toEqual(['a', 'b']);
    expect(again.content.children[1]).toMatchObject(rect('b', '#16a34a'));
    // What was read is saved back unchanged: a second save of it changes nothing but the version.
    await call(t, d, `${DRAFT}/modifyPanelContent`, {
      panelId: panel.panelId,
      version: 2,
      content: again.content,
    }).expect(200);
    const third = (await call(t, d, `${DRAFT}/queryPanelContent`, { panelId: panel.panelId })).body.data;
    expect(third.content).toEqual(again.content);
  });

  it('names the first bad field of a bad document and keeps the stored one', async () => {
    const { d, projectId } = await designerWithProject();
    const panel = (await createPanel(d, { projectId, name: 'Home', width: 390, height: 844 })).body.data;
    const { content } = (await call(t, d, `${DRAFT}/queryPanelContent`, { panelId: panel.panelId })).body.data;
    const bad = { ...content, children: [rect('a'), { ...rect('b'), fills: [{ type: 'solid', color: 'green' }] }] };
    const res = await call(t, d, `${DRAFT}/modifyPanelContent`, {
      panelId: panel.panelId,
      version: 1,
      content: bad,
    }).expect(422);
    expect(res.body.code).toBe(42200001);
    expect(res.body.data.field).toBe('content.children.1.fills.0.color');
    expect((await call(t, d, `${DRAFT}/queryPanelContent`, { panelId: panel.panelId })).body.data.version).toBe(1);
  });

  it('lets exactly one of 50 concurrent saves of the same version win; the others get the conflict code', async () => {
    const { d, projectId } = await designerWithProject();
    const panel = (await createPanel(d, { projectId, name: 'Race', width: 390, height: 844 })).body.data;
    const { content } = (await call(t, d, `${DRAFT}/queryPanelContent`, { panelId: panel.panelId })).body.data;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        call(t, d, `${DRAFT}/modifyPanelContent`, {
          panelId: panel.panelId,
          version: 1,
          content: { ...content, children: [rect(`writer-${n}`)] },
        }),
      ),
    );
    const winners = answers.filter((res) => res.body.code === 0);
    expect(winners).toHaveLength(1);
    for (const loser of answers.filter((res) => res.body.code !== 0)) {
      expect(loser.status).toBe(409);
      expect(loser.body).toMatchObject({ code: 40900002, data: { currentVersion: 2 } });
    }
    // Nothing is lost: the stored document is the winner's, whole.
    const stored = (await call(t, d, `${DRAFT}/queryPanelContent`, { panelId: panel.panelId })).body.data;
    const winner = answers.indexOf(winners[0]);
    expect(stored).toMatchObject({
      version: 2,
      content: { children: [expect.objectContaining({ id: `writer-${winner}` })] },
    });
  });

  it('applies node operations on the server and refuses an impossible one', async () => {
    const { d, projectId } = await designerWithProject();
    const panel = (
      await createPanel(d, { projectId, name: 'Ops', width: 390, height: 844, children: [rect('a'), rect('b')] })
    ).body.data;
    const grouped = await call(t, d, `${DRAFT}/modifyPanelStructure`, {
      panelId: panel.panelId,
      version: 1,
      operations: [
        { type: 'group', ids: ['a', 'b'], groupId: 'g', name: 'Pair' },
        { type: 'insert', parentId: null, node: rect('c', '#dc2626') },
      ],
    });
    expect(grouped.body).toMatchObject({ code: 0, data: { version: 2 } });
    expect(grouped.body.data.content.children.map((n: { id: string }) => n.id)).toEqual(['g', 'c']);
    const refused = await call(t, d, `${DRAFT}/modifyPanelStructure`, {
      panelId: panel.panelId,
      version: 2,
      operations: [{ type: 'ungroup', id: 'nope' }],
    }).expect(422);
    expect(refused.body.code).toBe(42200002);
    const stale = await call(t, d, `${DRAFT}/modifyPanelStructure`, {
      panelId: panel.panelId,
      version: 1,
      operations: [{ type: 'delete', ids: ['c'] }],
    }).expect(409);
    expect(stale.body.code).toBe(40900002);
  });

  it('renames, resizes, copies, moves, pages and deletes panels', async () => {
    const { d, projectId, flowId } = await designerWithProject(true);
    const home = (await createPanel(d, { flowId, name: 'Home', width: 1440, height: 900 })).body.data;
    const updated = await call(t, d, `${DRAFT}/updatePanel`, { panelId: home.panelId, name: 'Landing', width: 1280 });
    expect(updated.body.data).toMatchObject({ name: 'Landing', width: 1280, version: 2 });
    const read = (await call(t, d, `${DRAFT}/queryPanelContent`, { panelId: home.panelId })).body.data;
    expect(read.content).toMatchObject({ name: 'Landing', width: 1280 });
    const copy = (await call(t, d, `${DRAFT}/copyPanel`, { panelId: home.panelId }, 'zh-CN').expect(200)).body.data;
    expect(copy.name).toBe('Landing 副本');
    const second = (await call(t, d, `${PROJECT}/saveFlow`, { projectId })).body.data;
    await call(t, d, `${DRAFT}/updatePanel`, { panelId: copy.panelId, flowId: second.flowId }).expect(200);
    const page = (await call(t, d, `${DRAFT}/pagePanel`, { projectId }).expect(200)).body.data;
    expect(page.total).toBe(2);
    const where = (await call(t, d, `${DRAFT}/queryProjectsByPanelId`, { panelId: copy.panelId })).body.data;
    expect(where).toMatchObject({
      project: { projectId, name: 'App' },
      flow: { flowId: second.flowId, name: 'Folder 2' },
    });
    await call(t, d, `${DRAFT}/deletePanel`, { panelId: home.panelId }).expect(200);
    expect((await call(t, d, `${DRAFT}/pagePanel`, { flowId })).body.data.total).toBe(0);
  });

  it('allows five panels on the basic plan', async () => {
    const { d, projectId } = await designerWithProject();
    const batch = await call(t, d, `${DRAFT}/batchAddWireframe`, {
      projectId,
      panels: [1, 2, 3, 4].map((n) => ({ name: `Page ${n}`, width: 390, height: 844 })),
    }).expect(200);
    expect(batch.body.data).toHaveLength(4);
    await createPanel(d, { projectId, name: 'Fifth', width: 390, height: 844 }).expect(200);
    const sixth = await createPanel(d, { projectId, name: 'Sixth', width: 390, height: 844 }).expect(403);
    expect(sixth.body).toMatchObject({ code: 44002001, msg: 'The basic plan allows 5 panels. Upgrade to add more.' });
  });

  it('imports UI objects from a .json file and explains a bad one', async () => {
    const { d, projectId } = await designerWithProject();
    const file = JSON.stringify({ name: 'Imported', width: 390, height: 844, children: [rect('a'), rect('b')] });
    const created = await call(t, d, `${DRAFT}/importPanel`, { projectId, fileName: 'home.json', json: file }).expect(
      200,
    );
    expect(created.body.data).toEqual([expect.objectContaining({ name: 'Imported', width: 390 })]);
    const read = (await call(t, d, `${DRAFT}/queryPanelContent`, { panelId: created.body.data[0].panelId })).body.data;
    expect(read.content.children.map((n: { id: string }) => n.id)).toEqual(['a', 'b']);

    const notJson = await call(t, d, `${DRAFT}/importPanel`, { projectId, fileName: 'home.txt', json: file }).expect(
      422,
    );
    expect(notJson.body).toMatchObject({ code: 42200003, msg: 'Only .json files are supported' });
    const broken = { projectId, fileName: 'home.json', json: '{"name": "Home",' };
    expect((await call(t, d, `${DRAFT}/importPanel`, broken).expect(422)).body.msg).toBe(
      'JSON file parse failed, please check the format',
    );
    expect((await call(t, d, `${DRAFT}/importPanel`, broken, 'zh-CN')).body.msg).toBe('JSON 文件解析失败，请检查格式');
    const badField = JSON.stringify([rect('a'), { ...rect('b'), fills: [{ type: 'solid', color: 'green' }] }]);
    const invalid = await call(t, d, `${DRAFT}/importPanel`, {
      projectId,
      fileName: 'nodes.json',
      json: badField,
    }).expect(422);
    expect(invalid.body.data.path).toContain('fills.0.color');
  });

  it('shares a read-only link that works without signing in', async () => {
    const { d, projectId } = await designerWithProject();
    const panel = (await createPanel(d, { projectId, name: 'Shared', width: 390, height: 844, children: [rect('a')] }))
      .body.data;
    const share = (await call(t, d, `${DRAFT}/sharePanel`, { panelId: panel.panelId }).expect(200)).body.data;
    expect(share.shareUrl).toBe(`http://boxify.test/web/share/${share.token}`);
    const again = (await call(t, d, `${DRAFT}/sharePanel`, { panelId: panel.panelId })).body.data;
    expect(again.token).toBe(share.token);
    const view = await t.http.get(`${DRAFT}/querySharedPanel`).query({ token: share.token }).expect(200);
    expect(view.body.data).toMatchObject({
      name: 'Shared',
      content: { children: [expect.objectContaining({ id: 'a' })] },
    });
    const missing = await t.http
      .get(`${DRAFT}/querySharedPanel`)
      .query({ token: 'x'.repeat(32) })
      .expect(404);
    expect(missing.body.msg).toBe('This shared design is not available');
  });

  it('stops sharing: the old link and its image are gone, a new share makes a different link', async () => {
    const { d, projectId } = await designerWithProject();
    const panel = (await createPanel(d, { projectId, name: 'Private', width: 390, height: 844 })).body.data;
    const first = (await call(t, d, `${DRAFT}/sharePanel`, { panelId: panel.panelId }).expect(200)).body.data;
    await t.http.get(`${DRAFT}/querySharedPanelImage`).query({ token: first.token }).expect(200);
    const stopped = await call(t, d, `${DRAFT}/stopSharingPanel`, { panelId: panel.panelId }).expect(200);
    expect(stopped.body.data).toEqual({ stopped: true });
    const gone = await t.http.get(`${DRAFT}/querySharedPanel`).query({ token: first.token }).expect(404);
    expect(gone.body.msg).toBe('This shared design is not available');
    await t.http.get(`${DRAFT}/querySharedPanelImage`).query({ token: first.token }).expect(404);
    const second = (await call(t, d, `${DRAFT}/sharePanel`, { panelId: panel.panelId }).expect(200)).body.data;
    expect(second.token).not.toBe(first.token);
    await t.http.get(`${DRAFT}/querySharedPanel`).query({ token: second.token }).expect(200);
  });
});
