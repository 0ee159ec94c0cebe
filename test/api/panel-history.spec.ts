import { Clock } from '@server/common/clock';
import { VersionRetention } from '@server/panels/version-retention.service';

import { createTestApp, type TestApp } from '../support/app';
import { pollUntil } from '../support/wait';
import { accountsEnv, call, type Designer, DRAFT, newDesigner, PROJECT, upgradeToPro } from '../support/designer';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const rect = (id: string, color: string) => ({
  type: 'rect',
  id,
  name: `Box ${id}`,
  x: 16,
  y: 24,
  width: 120,
  height: 48,
  fills: [{ type: 'solid', color }],
});
const colour = (n: number) => `#${(n % 0xffffff).toString(16).padStart(6, '0')}`;

type Version = {
  versionId: string;
  seq: number;
  kind: string;
  summary: string;
  name: string | null;
  createdAt: string;
  savedAt: string;
  current: boolean;
  previewUrl: string | null;
};

// Version history: every save makes or extends a version (one per minute of editing), restores are new
// versions, a stale restore or save gets the conflict code, retention prunes only unnamed old versions.
describe('panel version history', () => {
  let t: TestApp;
  let dataDir: string;
  let now: number;

  beforeAll(async () => {
    const env = accountsEnv();
    dataDir = env.DATA_DIR;
    t = await createTestApp(env);
    now = Date.now();
    jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => new Date(now));
  });
  afterAll(() => t.close());

  async function panelOf(pro = false) {
    const d = await newDesigner(t, dataDir);
    if (pro) await upgradeToPro(t, d);
    const { projectId } = (await call(t, d, `${PROJECT}/addProject`, { name: 'App' }).expect(200)).body.data;
    const body = {
      projectId,
      name: 'Home',
      width: 390,
      height: 844,
      children: [rect('a', '#000000'), rect('b', '#111111')],
    };
    const { panelId } = (await call(t, d, `${DRAFT}/createPanel`, body).expect(200)).body.data;
    return { d, panelId };
  }

  const flowOf = async (d: Designer, panelId: string) =>
    (await call(t, d, `${DRAFT}/queryPanelContent`, { panelId }).expect(200)).body.data.flowId as string;

  const content = async (d: Designer, panelId: string) =>
    (await call(t, d, `${DRAFT}/queryPanelContent`, { panelId }).expect(200)).body.data as {
      version: number;
      content: { children: Record<string, unknown>[] } & Record<string, unknown>;
    };

  // Saves the panel with box `a` painted `color` (and `extra` boxes after it).
  async function edit(d: Designer, panelId: string, color: string, extra: object[] = []) {
    const { version, content: doc } = await content(d, panelId);
    const children = [rect('a', color), ...doc.children.slice(1).filter((c) => c.id === 'b'), ...extra];
    return call(t, d, `${DRAFT}/modifyPanelContent`, { panelId, version, content: { ...doc, children } }).expect(200);
  }

  // Every version, newest first (page after page).
  async function versions(d: Designer, panelId: string, language = 'en-US') {
    const items: Version[] = [];
    for (let page = 1; ; page++) {
      const body = { panelId, page, pageSize: 100 };
      const data = (await call(t, d, `${DRAFT}/pagePanelVersion`, body, language).expect(200)).body.data as {
        items: Version[];
        total: number;
      };
      items.push(...data.items);
      if (items.length >= data.total || data.items.length === 0) return { items, total: data.total };
    }
  }

  const versionContent = async (d: Designer, panelId: string, versionId: string) =>
    (await call(t, d, `${DRAFT}/queryPanelVersion`, { panelId, versionId }).expect(200)).body.data.content as object;

  it('makes at most one version per minute of editing over 1,000 edits', async () => {
    const { d, panelId } = await panelOf();
    const minutes = new Set<number>();
    let { version, content: doc } = await content(d, panelId);
    for (let i = 0; i < 1000; i++) {
      // An edit every 7 seconds, with a coffee break of 20 minutes halfway.
      now += i === 500 ? 20 * MINUTE : 7_000;
      minutes.add(Math.floor(now / MINUTE));
      doc = { ...doc, children: [rect('a', colour(i + 1)), doc.children[1]] };
      const saved = await call(t, d, `${DRAFT}/modifyPanelContent`, { panelId, version, content: doc }).expect(200);
      version = saved.body.data.version;
    }
    const { items } = await versions(d, panelId);
    const edits = items.filter((v) => v.kind === 'edit');
    expect(edits.length).toBeLessThanOrEqual(minutes.size);
    expect(edits.length).toBeGreaterThanOrEqual(Math.floor(minutes.size / 2));
    for (const v of edits) expect(Date.parse(v.savedAt) - Date.parse(v.createdAt)).toBeLessThan(MINUTE);
    // Newest first, the first one being the panel as created; the newest holds the current document.
    expect(items.map((v) => v.seq)).toEqual([...items.map((v) => v.seq)].sort((a, b) => b - a));
    expect(items.at(-1)).toMatchObject({ kind: 'created', summary: 'Created' });
    expect(items[0]).toMatchObject({ current: true, summary: expect.stringMatching(/^Edited: \d+ changes$/) });
    expect(await versionContent(d, panelId, items[0].versionId)).toEqual((await content(d, panelId)).content);
    const zh = (await versions(d, panelId, 'zh-CN')).items[0].summary;
    expect(zh).toMatch(/^编辑：\d+ 处改动$/);
  });

  it('restores any version as a new version whose document equals it, keeping every other', async () => {
    const { d, panelId } = await panelOf();
    const documents = new Map<string, object>();
    for (let i = 0; i < 4; i++) {
      now += 2 * MINUTE;
      await edit(d, panelId, colour(40 + i), i % 2 ? [rect(`x${i}`, '#abcdef')] : []);
    }
    const before = (await versions(d, panelId)).items;
    expect(before).toHaveLength(5);
    for (const v of before) documents.set(v.versionId, await versionContent(d, panelId, v.versionId));
    for (const [index, v] of [...before].reverse().entries()) {
      now += 2 * MINUTE;
      const { version } = await content(d, panelId);
      const restored = await call(t, d, `${DRAFT}/restorePanelVersion`, { panelId, versionId: v.versionId, version });
      expect(restored.status).toBe(200);
      expect(restored.body.data.version).toBe(version + 1);
      expect((await content(d, panelId)).content).toEqual(documents.get(v.versionId));
      const after = (await versions(d, panelId)).items;
      expect(after).toHaveLength(before.length + index + 1);
      expect(after[0]).toMatchObject({ kind: 'restore', summary: `Restored version ${v.seq}`, current: true });
      expect(await versionContent(d, panelId, after[0].versionId)).toEqual(documents.get(v.versionId));
    }
    // The versions restored from are unchanged.
    for (const v of before) expect(await versionContent(d, panelId, v.versionId)).toEqual(documents.get(v.versionId));
  });

  it('lets one of a concurrent restore and autosave win; the other gets the version conflict code', async () => {
    const { d, panelId } = await panelOf();
    now += 2 * MINUTE;
    await edit(d, panelId, '#ff0000');
    const [first] = (await versions(d, panelId)).items.slice(-1);
    now += 2 * MINUTE;
    const { version, content: doc } = await content(d, panelId);
    const autosaved = { ...doc, children: [rect('a', '#00ff00')] };
    const [restore, save] = await Promise.all([
      call(t, d, `${DRAFT}/restorePanelVersion`, { panelId, versionId: first.versionId, version }),
      call(t, d, `${DRAFT}/modifyPanelContent`, { panelId, version, content: autosaved }),
    ]);
    expect([restore.status, save.status].sort()).toEqual([200, 409]);
    const loser = restore.status === 409 ? restore : save;
    expect(loser.body).toMatchObject({ code: 40900002, data: { currentVersion: version + 1 } });
    const current = await content(d, panelId);
    expect(current.version).toBe(version + 1);
    const winner = await versionContent(d, panelId, (await versions(d, panelId)).items[0].versionId);
    expect(current.content).toEqual(winner);
    if (restore.status === 200) expect(winner).toEqual(await versionContent(d, panelId, first.versionId));
    else expect(current.content.children).toMatchObject([{ id: 'a', fills: [{ color: '#00ff00' }] }]);
    // Nothing lost: every earlier version is there, the winner's on top; the loser can save again.
    const { items } = await versions(d, panelId);
    expect(items.map((v) => v.kind)).toEqual([restore.status === 200 ? 'restore' : 'edit', 'edit', 'created']);
    const retried = loser === save ? { ...current.content, children: [rect('a', '#00ff00')] } : null;
    if (retried) {
      await call(t, d, `${DRAFT}/modifyPanelContent`, { panelId, version: current.version, content: retried }).expect(
        200,
      );
    } else {
      await call(t, d, `${DRAFT}/restorePanelVersion`, {
        panelId,
        versionId: first.versionId,
        version: current.version,
      }).expect(200);
    }
    expect((await versions(d, panelId)).total).toBe(4);
  });

  it("prunes only unnamed versions older than the plan's window, and keeps what the rest need", async () => {
    const start = now;
    const free = await panelOf();
    const pro = await panelOf(true);
    for (const { d, panelId } of [free, pro]) {
      for (let i = 0; i < 6; i++) {
        now = start + i * 2 * DAY + MINUTE;
        await edit(d, panelId, colour(70 + i));
      }
    }
    const all = (await versions(free.d, free.panelId)).items;
    expect(all).toHaveLength(7);
    const documents = new Map<string, object>();
    for (const v of all) documents.set(v.versionId, await versionContent(free.d, free.panelId, v.versionId));
    const oldest = all.at(-1)!;
    const named = await call(t, free.d, `${DRAFT}/namePanelVersion`, {
      panelId: free.panelId,
      versionId: oldest.versionId,
      name: ' First draft ',
    });
    expect(named.body.data).toMatchObject({ name: 'First draft', pinned: true });
    // Ten days after the first edits: the free plan keeps 7 days, the paid ones keep everything.
    now = start + 10 * DAY + MINUTE;
    const cutoff = now - 7 * DAY;
    await t.app.get(VersionRetention).sweep(new Date(now));
    const kept = (await versions(free.d, free.panelId)).items;
    const expected = all.filter((v) => v.versionId === oldest.versionId || Date.parse(v.savedAt) >= cutoff);
    expect(kept.map((v) => v.versionId)).toEqual(expected.map((v) => v.versionId));
    expect(kept.length).toBeLessThan(all.length);
    expect(kept.at(-1)).toMatchObject({ name: 'First draft' });
    for (const v of kept)
      expect(await versionContent(free.d, free.panelId, v.versionId)).toEqual(documents.get(v.versionId));
    expect((await versions(pro.d, pro.panelId)).total).toBe(7);
  });

  it("keeps a rename or resize from the panel's properties as an edit, holding the current document", async () => {
    const { d, panelId } = await panelOf();
    now += 2 * MINUTE;
    await call(t, d, `${DRAFT}/updatePanel`, { panelId, name: 'Checkout', width: 414 }).expect(200);
    const { items } = await versions(d, panelId);
    expect(items.map((v) => [v.kind, v.summary, v.current])).toEqual([
      ['edit', 'Edited: 1 change', true],
      ['created', 'Created', false],
    ]);
    const current = await content(d, panelId);
    expect(await versionContent(d, panelId, items[0].versionId)).toEqual(current.content);
    expect(current.content).toMatchObject({ name: 'Checkout', width: 414 });
  });

  it('gives a new version, and the one as created, the thumbnail the preview job renders of it', async () => {
    const { d, panelId } = await panelOf();
    now += 2 * MINUTE;
    await edit(d, panelId, '#ff8800');
    const thumbnail = await pollUntil(
      async () => (await versions(d, panelId)).items[0].previewUrl ?? undefined,
      () => 'the thumbnail of the new version',
    );
    const image = await t.http.get(thumbnail).expect(200);
    expect(image.headers['content-type']).toBe('image/webp');
    // The panel's lists show the same picture.
    const { items } = (await call(t, d, `${DRAFT}/pagePanel`, { flowId: await flowOf(d, panelId) }).expect(200)).body
      .data;
    expect(items[0].previewUrl).toBe(thumbnail);
    // The first version, the panel as created, has its own picture too.
    const created = await pollUntil(
      async () => (await versions(d, panelId)).items.find((v) => v.kind === 'created')?.previewUrl ?? undefined,
      () => 'the thumbnail of the version as created',
    );
    expect(created).not.toBe(thumbnail);
    await t.http.get(created).expect(200);
  });

  it("answers another person's panel as a missing one, an unknown version and a blank name with clear messages", async () => {
    const mine = await panelOf();
    const other = await newDesigner(t, dataDir, 'other');
    now += 2 * MINUTE;
    await edit(mine.d, mine.panelId, '#123456');
    const [v] = (await versions(mine.d, mine.panelId)).items;
    const stranger = await call(t, other, `${DRAFT}/pagePanelVersion`, { panelId: mine.panelId });
    expect(stranger.body.code).toBe(40400001);
    const peek = await call(t, other, `${DRAFT}/queryPanelVersion`, { panelId: mine.panelId, versionId: v.versionId });
    expect(peek.body.code).toBe(40400001);
    const body = { panelId: mine.panelId, versionId: v.versionId, version: 1 };
    expect((await call(t, other, `${DRAFT}/restorePanelVersion`, body)).body.code).toBe(40400001);
    const unknown = { panelId: mine.panelId, versionId: '00000000-0000-4000-8000-000000000000' };
    const missing = await call(t, mine.d, `${DRAFT}/queryPanelVersion`, unknown, 'zh-CN').expect(404);
    expect(missing.body.msg).toContain('版本');
    const blank = await call(t, mine.d, `${DRAFT}/namePanelVersion`, { ...unknown, versionId: v.versionId, name: ' ' });
    expect(blank.status).toBe(422);
    expect(blank.body.msg).toBe('Please enter a name for this version');
    const blankZh = await call(
      t,
      mine.d,
      `${DRAFT}/namePanelVersion`,
      { ...unknown, versionId: v.versionId, name: '' },
      'zh-CN',
    );
    expect(blankZh.body.msg).toBe('请输入版本名称');
    const nul = await call(t, mine.d, `${DRAFT}/namePanelVersion`, {
      ...unknown,
      versionId: v.versionId,
      name: 'a\u0000b',
    });
    expect(nul.body).toMatchObject({ code: 42200001, data: { field: 'name' } });
  });
});
