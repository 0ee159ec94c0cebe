import { builtInLibrary } from '@boxify/designer/libraries';
import { LibraryService } from '@server/libraries/library.service';

import { createTestApp, type TestApp } from '../support/app';
import { accountsEnv, call, type Designer, DRAFT, newDesigner, PROJECT, upgradeToPro } from '../support/designer';

const DESIGN_SYSTEM = '/api/uxa-center/design-system';
const NEUTRAL = builtInLibrary('neutral')!;

type LibraryView = { libraryId: string; builtIn: boolean; mine: boolean; added: boolean; selected: boolean };

// Component libraries: built-in ones, a user's custom ones (basic plan: 1), and the one their generations use.
describe('design-system libraries', () => {
  let t: TestApp;
  let owner: Designer;
  let other: Designer;
  let libraryId: string;

  beforeAll(async () => {
    const env = accountsEnv();
    t = await createTestApp(env);
    owner = await newDesigner(t, env.DATA_DIR, 'library-owner');
    other = await newDesigner(t, env.DATA_DIR, 'library-other');
  });
  afterAll(() => t.close());

  const ok = async (who: Designer | undefined, path: string, body: object) =>
    (await call(t, who, path, body).expect(200)).body.data;

  it('lists the built-in libraries with the default one selected', async () => {
    const list = await ok(owner, `${DRAFT}/listLibrary`, {});
    expect(list.selectedLibraryId).toBe('neutral');
    const neutral = list.items.find((item: LibraryView) => item.libraryId === 'neutral');
    expect(neutral).toMatchObject({ builtIn: true, mine: false, added: true, selected: true });
    expect(neutral.cover.primary).toBe(NEUTRAL.light.color.primary);
    expect((await ok(owner, `${DRAFT}/queryLibraryPersonal`, {})).items).toEqual([]);
  });

  it('creates a custom library from a built-in one, with its own themes', async () => {
    const light = { ...NEUTRAL.light, color: { ...NEUTRAL.light.color, primary: '#e11d48' } };
    const created = await ok(owner, `${DRAFT}/addLibrary`, { name: ' Brand ', description: 'Our brand', light });
    libraryId = created.libraryId;
    expect(created).toMatchObject({
      name: { en: 'Brand', zh: 'Brand' },
      builtIn: false,
      mine: true,
      added: true,
      selected: false,
      basedOn: 'neutral',
    });
    expect(created.light.color.primary).toBe('#e11d48');
    expect(created.dark).toEqual(NEUTRAL.dark);
    const personal = await ok(owner, `${DRAFT}/queryLibraryPersonal`, {});
    expect(personal.items.map((item: LibraryView) => item.libraryId)).toEqual([libraryId]);
    const list = await ok(owner, `${DRAFT}/listLibrary`, {});
    expect(list.items.map((item: LibraryView) => item.libraryId)).toContain(libraryId);
    expect(
      (await ok(other, `${DRAFT}/listLibrary`, {})).items.map((item: LibraryView) => item.libraryId),
    ).not.toContain(libraryId);
  });

  it('requires a library name, in the spec words, and valid themes', async () => {
    for (const body of [{}, { name: '   ' }]) {
      const en = await call(t, owner, `${DRAFT}/addLibrary`, body).expect(422);
      expect(en.body).toMatchObject({ code: 42200001, msg: 'Library name required', data: { field: 'name' } });
    }
    const zh = await call(t, owner, `${DRAFT}/addLibrary`, {}, 'zh-CN').expect(422);
    expect(zh.body.msg).toBe('组件库名称不能为空');
    const badColor = { ...NEUTRAL.light, color: { ...NEUTRAL.light.color, primary: 'red' } };
    const theme = await call(t, owner, `${DRAFT}/addLibrary`, { name: 'X', light: badColor }).expect(422);
    expect(theme.body.data.field).toBe('light.color.primary');
    const extra = await call(t, owner, `${DRAFT}/updateLibrary`, { libraryId, colour: 'x' }).expect(422);
    expect(extra.body.data.field).toBe('colour');
    const long = await call(t, owner, `${DRAFT}/addLibrary`, { name: 'x'.repeat(41) }).expect(422);
    expect(long.body.data.field).toBe('name');
  });

  it('allows 1 custom library on the basic plan, even to concurrent adds, and more on pro', async () => {
    const again = await call(t, owner, `${DRAFT}/addLibrary`, { name: 'Second' }).expect(403);
    expect(again.body).toMatchObject({ code: 44002001, data: { limit: 1, used: 1, upgrade: true } });
    expect(again.body.msg).toBe('The basic plan allows 1 custom library. Upgrade to add more.');

    const results = await Promise.all(
      [1, 2, 3].map((n) => call(t, other, `${DRAFT}/addLibrary`, { name: `Race ${n}` })),
    );
    expect(results.map((res) => res.status).sort()).toEqual([200, 403, 403]);
    expect((await ok(other, `${DRAFT}/queryLibraryPersonal`, {})).total).toBe(1);

    await upgradeToPro(t, other);
    await ok(other, `${DRAFT}/addLibrary`, { name: 'Pro one' });
    await ok(other, `${DRAFT}/addLibrary`, { name: 'Pro two' });
    expect((await ok(other, `${DRAFT}/queryLibraryPersonal`, {})).total).toBe(3);
  });

  it("answers a library's detail to its owner only", async () => {
    const detail = await ok(owner, `${DRAFT}/libraryDetail`, { libraryId });
    expect(detail.light.color.primary).toBe('#e11d48');
    const byId = await ok(owner, `${DESIGN_SYSTEM}/BackendOperate/queryDraftLibraryDetail`, { libraryId });
    expect(byId).toEqual(detail);
    expect((await ok(other, `${DRAFT}/libraryDetail`, { libraryId: 'neutral' })).builtIn).toBe(true);
    for (const path of [`${DRAFT}/libraryDetail`, `${DESIGN_SYSTEM}/BackendOperate/queryDraftLibraryDetail`]) {
      expect((await call(t, other, path, { libraryId }).expect(404)).body.code).toBe(40400001);
      expect((await call(t, undefined, path, { libraryId }).expect(401)).body.code).toBe(40100001);
    }
    const missing = await call(t, owner, `${DRAFT}/libraryDetail`, { libraryId: 'no-such-library' }).expect(404);
    expect(missing.body).toMatchObject({ code: 40400001, msg: 'Library not found' });
  });

  it('updates only its own custom libraries', async () => {
    const dark = { ...NEUTRAL.dark, color: { ...NEUTRAL.dark.color, primary: '#fb7185' } };
    const updated = await ok(owner, `${DRAFT}/updateLibrary`, { libraryId, name: 'Brand 2', dark });
    expect(updated).toMatchObject({ name: { en: 'Brand 2' }, description: { en: 'Our brand' } });
    expect(updated.dark.color.primary).toBe('#fb7185');
    expect(updated.light.color.primary).toBe('#e11d48');
    const otherRes = await call(t, other, `${DRAFT}/updateLibrary`, { libraryId, name: 'Mine now' }).expect(404);
    expect(otherRes.body.code).toBe(40400001);
    const builtIn = await call(t, owner, `${DRAFT}/updateLibrary`, { libraryId: 'neutral', name: 'Mine' }).expect(403);
    expect(builtIn.body.code).toBe(44002001);
    expect((await call(t, undefined, `${DRAFT}/updateLibrary`, { libraryId, name: 'x' }).expect(401)).body.code).toBe(
      40100001,
    );
    const blank = await call(t, owner, `${DRAFT}/updateLibrary`, { libraryId, name: '' }).expect(422);
    expect(blank.body.msg).toBe('Library name required');
  });

  it("selects the library a user's generations use, per account and per project", async () => {
    const { projectId } = await ok(owner, `${PROJECT}/addProject`, { name: 'Libraries' });
    expect(await ok(owner, `${DRAFT}/selectLibrary`, { libraryId })).toEqual({ libraryId, projectId: null });
    let style = await ok(owner, `${DRAFT}/queryLibraryGlobalStyle`, {});
    expect(style).toMatchObject({
      libraryId,
      light: { 'color.primary': '#e11d48' },
      dark: { 'color.primary': '#fb7185' },
    });
    expect(style.light['type.body.size']).toBe(NEUTRAL.light.typography.body.size);

    await ok(owner, `${DRAFT}/selectLibrary`, { libraryId: 'neutral', projectId });
    style = await ok(owner, `${DRAFT}/queryLibraryGlobalStyle`, { projectId });
    expect(style.libraryId).toBe('neutral');
    expect((await ok(owner, `${DRAFT}/listLibrary`, { projectId })).selectedLibraryId).toBe('neutral');
    expect((await ok(owner, `${DRAFT}/listLibrary`, {})).selectedLibraryId).toBe(libraryId);
    // What the owner's generations hand to the designer.
    const generation = await t.app.get(LibraryService).generationTokens(owner.userId, undefined, 'dark');
    expect(generation).toMatchObject({ libraryId, theme: 'dark', tokens: { 'color.primary': '#fb7185' } });
    expect((await t.app.get(LibraryService).generationTokens(owner.userId, projectId)).libraryId).toBe('neutral');

    // Someone else's library or project cannot be selected.
    expect((await call(t, other, `${DRAFT}/selectLibrary`, { libraryId }).expect(404)).body.code).toBe(40400001);
    const foreignProject = await call(t, other, `${DRAFT}/selectLibrary`, { libraryId: 'neutral', projectId });
    expect(foreignProject.body.code).toBe(40400001);
    expect((await call(t, undefined, `${DRAFT}/selectLibrary`, { libraryId }).expect(401)).body.code).toBe(40100001);
    expect((await call(t, owner, `${DRAFT}/selectLibrary`, { libraryId: 'nope' }).expect(404)).body.code).toBe(
      40400001,
    );
  });

  it('answers the design rules and the flat token table of the selected library', async () => {
    const rules = await ok(owner, `${DRAFT}/queryDesignRule`, {});
    expect(rules.libraryId).toBe(libraryId);
    const byId = Object.fromEntries(rules.rules.map((rule: { id: string }) => [rule.id, rule]));
    expect(byId.grid.value).toMatchObject({ base: 4, layout: 8 });
    expect(byId['touch-target'].value.minSize).toBe(44);
    expect(byId.contrast.value.normal).toBe(4.5);
    expect(byId['type-scale'].value.roles.body.size).toBe(16);

    const tokens = await ok(owner, `${DESIGN_SYSTEM}/DesignSystemDraft/queryAllToken`, { theme: 'dark' });
    expect(tokens).toMatchObject({ libraryId, theme: 'dark' });
    expect(tokens.items).toContainEqual({ name: 'color.primary', group: 'color', value: '#fb7185' });
    expect(tokens.total).toBe(tokens.items.length);
    const neutral = await ok(other, `${DESIGN_SYSTEM}/DesignSystemDraft/queryAllToken`, { libraryId: 'neutral' });
    expect(neutral.items).toContainEqual({ name: 'color.primary', group: 'color', value: NEUTRAL.light.color.primary });
    const foreign = await call(t, other, `${DESIGN_SYSTEM}/DesignSystemDraft/queryAllToken`, { libraryId });
    expect(foreign.status).toBe(404);
    const badTheme = await call(t, owner, `${DESIGN_SYSTEM}/DesignSystemDraft/queryAllToken`, { theme: 'sepia' });
    expect(badTheme.body).toMatchObject({ code: 42200001, data: { field: 'theme' } });
    expect((await call(t, other, `${DRAFT}/queryDesignRule`, { libraryId }).expect(404)).body.code).toBe(40400001);
  });

  it("pages the library's token-based components", async () => {
    const path = `${DESIGN_SYSTEM}/DesignSystemQuery/pageQueryMaterial`;
    const first = await ok(owner, path, { page: 1, pageSize: 10 });
    const second = await ok(owner, path, { page: 2, pageSize: 10 });
    expect(first.total).toBe(second.total);
    expect(first.items).toHaveLength(10);
    // The kit's sections come first, drawn with this library's colours.
    expect(first.items[0]).toMatchObject({ kind: 'section', materialId: 'section:navigation' });
    expect(JSON.stringify(first.items.map((i: { node: unknown }) => i.node))).toContain('#e11d48');
    const colors = await ok(owner, path, { kind: 'color', page: 1, pageSize: 10 });
    expect(colors.items[0]).toMatchObject({ kind: 'color', materialId: 'color.primary' });
    expect(colors.items[0].node.fills[0].color).toBe('#e11d48');
    const buttons = await ok(owner, path, { kind: 'button', theme: 'dark' });
    expect(buttons.items.map((item: { materialId: string }) => item.materialId)).toEqual([
      'button.primary',
      'button.secondary',
      'button.danger',
    ]);
    expect(buttons.items[0].node.fills[0].color).toBe('#fb7185');
    expect(buttons.items[0].tokens['fills.0.color']).toBe('color.primary');
    expect((await call(t, other, path, { libraryId }).expect(404)).body.code).toBe(40400001);
    expect((await call(t, undefined, path, {}).expect(401)).body.code).toBe(40100001);
    expect((await call(t, owner, path, { pageSize: 101 }).expect(422)).body.data.field).toBe('pageSize');
  });

  it("needs a login for every library operation, and answers another user's library as missing on each", async () => {
    const routes: [string, object][] = [
      [`${DRAFT}/addLibrary`, { name: 'Anon' }],
      [`${DRAFT}/listLibrary`, {}],
      [`${DRAFT}/selectLibrary`, { libraryId }],
      [`${DRAFT}/libraryDetail`, { libraryId }],
      [`${DRAFT}/updateLibrary`, { libraryId, name: 'x' }],
      [`${DRAFT}/removeLibrary`, { libraryId }],
      [`${DRAFT}/queryLibraryPersonal`, {}],
      [`${DRAFT}/queryLibraryGlobalStyle`, { libraryId }],
      [`${DRAFT}/queryDesignRule`, { libraryId }],
      [`${DESIGN_SYSTEM}/DesignSystemDraft/queryAllToken`, { libraryId }],
      [`${DESIGN_SYSTEM}/BackendOperate/queryDraftLibraryDetail`, { libraryId }],
      [`${DESIGN_SYSTEM}/DesignSystemQuery/pageQueryMaterial`, { libraryId }],
    ];
    for (const [path, body] of routes) {
      const anonymous = await call(t, undefined, path, body);
      expect([path, anonymous.status, anonymous.body.code]).toEqual([path, 401, 40100001]);
      if (!('libraryId' in body)) continue;
      const foreign = await call(t, other, path, body);
      expect([path, foreign.status, foreign.body.code]).toEqual([path, 404, 40400001]);
    }
  });

  it('removes only its own custom library, and a removed selection falls back to the default', async () => {
    expect((await call(t, other, `${DRAFT}/removeLibrary`, { libraryId }).expect(404)).body.code).toBe(40400001);
    expect((await call(t, owner, `${DRAFT}/removeLibrary`, { libraryId: 'neutral' }).expect(403)).body.code).toBe(
      44002001,
    );
    expect((await call(t, undefined, `${DRAFT}/removeLibrary`, { libraryId }).expect(401)).body.code).toBe(40100001);
    expect(await ok(owner, `${DRAFT}/removeLibrary`, { libraryId })).toEqual({
      deleted: true,
      selectedLibraryId: 'neutral',
    });
    expect((await ok(owner, `${DRAFT}/queryLibraryGlobalStyle`, {})).libraryId).toBe('neutral');
    expect((await call(t, owner, `${DRAFT}/libraryDetail`, { libraryId }).expect(404)).body.code).toBe(40400001);
    // The basic plan's one custom library is free again.
    await ok(owner, `${DRAFT}/addLibrary`, { name: 'Brand again' });
  });
});
