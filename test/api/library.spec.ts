import { materialId } from '@server/materials/catalogue/material-id';
import { MaterialRepository } from '@server/materials/material.repository';

import { createTestApp, type TestApp } from '../support/app';
import { call, type Designer, DRAFT, newDesigner, PROJECT, upgradeToPro } from '../support/designer';
import { LIBRARY_TEST_SECRET, libraryEnv, seedLibrary } from '../support/library';

const SEARCH = '/api/uxa-center/draft/DraftSearch';
const LIST = '/api/uxa-center/draft/MaterialList';

type Item = {
  encryptedId: string;
  title: string;
  tagValues: string[];
  endCode: number | null;
  personal: { collected: boolean };
};
type List = { encryptedId: string; title: string; encryptedData: string[]; materials: Item[]; collected: boolean };

// The library's operations (spec §7 DraftSearch, MaterialList, Draft material operations) through the API.
describe('the template, page and product library', () => {
  let t: TestApp;
  let env: Record<string, string>;
  let a: Designer;
  let b: Designer;
  const search = (who: Designer | undefined, body: object, language = 'en-US') =>
    call(t, who, `${SEARCH}/searchMaterial`, body, language);
  const templateId = async (title: string) => {
    const found = (await search(undefined, { type: 3, query: title, pageSize: 50 }).expect(200)).body.data;
    const item = (found.items as Item[]).find((i) => i.title === title);
    if (!item) throw new Error(`No template ${title}`);
    return item.encryptedId;
  };

  beforeAll(async () => {
    env = libraryEnv({ MATERIAL_FEEDBACK_MAX_PER_HOUR: '3' });
    t = await createTestApp(env);
    await seedLibrary(t);
    [a, b] = await Promise.all([newDesigner(t, env.DATA_DIR, 'lib-a'), newDesigner(t, env.DATA_DIR, 'lib-b')]);
    await upgradeToPro(t, a);
  });
  afterAll(() => t?.close());

  it('holds the content the designer composed: templates, products, components, icons, libraries', async () => {
    const total = async (type: number) => (await search(undefined, { type, pageSize: 1 }).expect(200)).body.data.total;
    expect(await total(3)).toBeGreaterThanOrEqual(400);
    expect(await total(4)).toBeGreaterThanOrEqual(40);
    expect(await total(2)).toBeGreaterThanOrEqual(200);
    expect(await total(1)).toBeGreaterThanOrEqual(9000);
    expect(await total(5)).toBe(3);
    const products = (await search(undefined, { type: 4, pageSize: 200 }).expect(200)).body.data.items as List[];
    for (const product of products) {
      expect(product.encryptedData.length).toBeGreaterThanOrEqual(6);
      expect(product.encryptedData.length).toBeLessThanOrEqual(12);
      expect(product.materials.map((m) => m.encryptedId)).toEqual(product.encryptedData);
    }
    const pages = (await search(undefined, { type: 3, pageSize: 200 }).expect(200)).body.data.items as Item[];
    expect(new Set(pages.map((p) => p.endCode))).toEqual(new Set([1, 2, 3]));
    // The id is an HMAC of the material's key with the server's secret: the same on every seed.
    expect(await templateId('Crumb · Cart')).toBe(materialId(LIBRARY_TEST_SECRET, 'page:crumb:cart'));
    const zh = (await search(undefined, { type: 3, query: '面包店 购物车', pageSize: 5 }, 'zh-CN').expect(200)).body
      .data;
    expect(zh.items[0].title).toBe('Crumb · 购物车');
  });

  it('filters by tags and ids, and refuses bad input', async () => {
    const pricing = (await search(undefined, { type: 3, andTags: ['FUNCTION:pricing'], pageSize: 200 }).expect(200))
      .body.data;
    expect(pricing.total).toBeGreaterThan(10);
    expect((pricing.items as Item[]).every((i) => i.tagValues.includes('FUNCTION:pricing'))).toBe(true);
    const ids = (pricing.items as Item[]).slice(0, 2).map((i) => i.encryptedId);
    const some = (await search(undefined, { type: 3, encryptedIds: ids }).expect(200)).body.data;
    expect((some.items as Item[]).map((i) => i.encryptedId).sort()).toEqual([...ids].sort());
    expect((await search(undefined, { type: 3, pageSize: 500 }).expect(422)).body.data.field).toBe('pageSize');
    expect((await search(undefined, { type: 9 }).expect(422)).body.code).toBe(42200001);
    expect((await search(undefined, { andTags: ["x'; drop"] }).expect(422)).body.code).toBe(42200001);
    const none = (await search(undefined, { type: 3, query: 'zzqxj' }).expect(200)).body.data;
    expect(none).toEqual({ items: [], total: 0 });
    // Past the last page of a search: no items, the total still counted.
    const past = (await search(undefined, { type: 3, query: 'pricing', page: 50, pageSize: 20 }).expect(200)).body.data;
    expect(past.items).toEqual([]);
    expect(past.total).toBeGreaterThan(10);
  });

  it('aggregates tags with their counts, and lists tag values flat and nested', async () => {
    const body = { type: 3, aggregateTags: ['PRODUCT_TYPE', 'FUNCTION'] };
    const { expandedOptions } = (await call(t, undefined, `${SEARCH}/aggregateTagForSearchMaterial`, body).expect(200))
      .body.data as { expandedOptions: { value: string; children: { label: string; count: number }[] }[] };
    expect(expandedOptions.map((o) => o.value)).toEqual(['PRODUCT_TYPE', 'FUNCTION']);
    const functions = expandedOptions[1].children.map((c) => c.label);
    for (const tab of ['Home', 'Chat Bot', 'Pricing', 'Payment Method', 'Charts']) expect(functions).toContain(tab);
    expect(expandedOptions[1].children.every((c) => c.count > 0)).toBe(true);
    const zh = (await call(t, undefined, `${SEARCH}/aggregateTagForSearchMaterial`, body, 'zh-CN').expect(200)).body
      .data;
    expect(zh.expandedOptions[1].children.map((c: { label: string }) => c.label)).toContain('聊天机器人');
    const narrowed = (
      await call(t, undefined, `${SEARCH}/aggregateTagForSearchMaterial`, {
        type: 4,
        query: 'bank',
        aggregateTags: ['PRODUCT_TYPE'],
      }).expect(200)
    ).body.data;
    expect(narrowed.expandedOptions[0].children[0].value).toBe('PRODUCT_TYPE:fintech');

    const flat = (await call(t, undefined, `${SEARCH}/queryTagValue`, { tag: 'FUNCTION' }).expect(200)).body.data;
    expect(flat.options.map((o: { value: string }) => o.value)).toContain('FUNCTION:payment-method');
    const nested = (await call(t, undefined, `${SEARCH}/queryNestedTagValue`, {}).expect(200)).body.data;
    const shop = nested.expandedOptions.find((o: { value: string }) => o.value === 'PRODUCT_TYPE:shop');
    expect(shop.children.map((c: { value: string }) => c.value)).toContain('FUNCTION:cart');
    expect((await call(t, undefined, `${SEARCH}/queryTagValue`, { tag: 'COLOUR' }).expect(422)).body.code).toBe(
      42200001,
    );
  });

  it('stars: a truthy reply, shown only to the one who starred, listed and counted, 401 without a session', async () => {
    const cart = await templateId('Pawpal · Cart');
    const product = (await search(undefined, { type: 4, query: 'Pawpal' }).expect(200)).body.data.items[0] as List;
    expect(
      (await call(t, a, `${DRAFT}/collectMaterial`, { encryptedId: cart, collected: true }).expect(200)).body,
    ).toMatchObject({ code: 0, data: true });
    await call(t, a, `${DRAFT}/collectMaterial`, { encryptedId: cart, collected: true }).expect(200);
    await call(t, a, `${DRAFT}/collectMaterial`, { encryptedId: product.encryptedId, collected: true }).expect(200);
    const seenByA = (await search(a, { type: 3, encryptedIds: [cart] }).expect(200)).body.data.items[0] as Item;
    const seenByB = (await search(b, { type: 3, encryptedIds: [cart] }).expect(200)).body.data.items[0] as Item;
    expect([seenByA.personal.collected, seenByB.personal.collected]).toEqual([true, false]);
    const mine = (await call(t, a, `${SEARCH}/searchMaterialForPersonal`, { type: 3 }).expect(200)).body.data;
    expect(mine.items.map((i: Item) => i.encryptedId)).toEqual([cart]);
    const theirs = (await call(t, b, `${SEARCH}/searchMaterialForPersonal`, { type: 3 }).expect(200)).body.data;
    expect(theirs.total).toBe(0);
    const types = (await call(t, a, `${SEARCH}/aggregateTypeForSearchMaterialPersonal`, {}).expect(200)).body.data;
    expect(types.expandedOptions).toEqual([
      { label: 'Page templates', value: '3', count: 1 },
      { label: 'Products', value: '4', count: 1 },
    ]);
    const anonymous = await call(t, undefined, `${DRAFT}/collectMaterial`, { encryptedId: cart, collected: true });
    expect(anonymous.body.code).toBe(40100001);
    expect((await call(t, undefined, `${SEARCH}/searchMaterialForPersonal`, {})).body.code).toBe(40100001);
    const unknown = await call(t, a, `${DRAFT}/collectMaterial`, { encryptedId: 'nope', collected: true }).expect(404);
    expect(unknown.body.msg).toBe('Material not found');
    await call(t, a, `${DRAFT}/collectMaterial`, { encryptedId: cart, collected: false }).expect(200);
    expect((await call(t, a, `${SEARCH}/searchMaterialForPersonal`, { type: 3 })).body.data.total).toBe(0);
  });

  it('20 parallel star toggles end in one consistent state', async () => {
    const encryptedId = await templateId('Glowup · Feed');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t, b, `${DRAFT}/collectMaterial`, { encryptedId, collected: i % 2 === 0 }),
      ),
    );
    expect(answers.map((r) => [r.status, r.body.data])).toEqual(Array.from({ length: 20 }, () => [200, true]));
    const repository = t.app.get(MaterialRepository);
    const row = (await repository.byEncryptedId(encryptedId))!;
    const stars = await repository.starCount(row.id);
    expect([0, 1]).toContain(stars);
    const shown = (await search(b, { type: 3, encryptedIds: [encryptedId] })).body.data.items[0] as Item;
    const listed = (await call(t, b, `${SEARCH}/searchMaterialForPersonal`, { type: 3 })).body.data.total;
    expect([shown.personal.collected, listed]).toEqual(stars === 1 ? [true, 1] : [false, 0]);
    // All at once the same way: exactly one star.
    await Promise.all(
      Array.from({ length: 20 }, () => call(t, b, `${DRAFT}/collectMaterial`, { encryptedId, collected: true })),
    );
    expect(await repository.starCount(row.id)).toBe(1);
    await call(t, b, `${DRAFT}/collectMaterial`, { encryptedId, collected: false }).expect(200);
  });

  it('uses a material by id (its document in the caller language), lists it as recent, deletes it from the lists', async () => {
    const id = await templateId('Beanery · Receipt');
    const used = (await call(t, b, `${DRAFT}/useMaterialById`, { encryptedId: id }, 'zh-CN').expect(200)).body.data;
    expect(used).toMatchObject({ encryptedId: id, type: 3, title: 'Beanery · 收据' });
    expect(used.content.children.length).toBeGreaterThan(0);
    const recent = (await call(t, b, `${SEARCH}/searchMaterialForRecently`, { type: 3 }).expect(200)).body.data;
    expect(recent.items[0].encryptedId).toBe(id);
    expect((await call(t, a, `${SEARCH}/searchMaterialForRecently`, { type: 3 })).body.data.items).not.toContainEqual(
      expect.objectContaining({ encryptedId: id }),
    );
    await call(t, b, `${DRAFT}/collectMaterial`, { encryptedId: id, collected: true }).expect(200);
    await call(t, a, `${DRAFT}/collectMaterial`, { encryptedId: id, collected: true }).expect(200);
    expect((await call(t, b, `${DRAFT}/deleteMaterial`, { encryptedId: id }).expect(200)).body.data).toBe(true);
    expect((await call(t, b, `${SEARCH}/searchMaterialForRecently`, { type: 3 })).body.data.total).toBe(0);
    expect((await call(t, b, `${SEARCH}/searchMaterialForPersonal`, { type: 3 })).body.data.total).toBe(0);
    // Another user's star is theirs: deleting from b's lists leaves a's.
    expect((await call(t, a, `${SEARCH}/searchMaterialForPersonal`, { type: 3 })).body.data.items[0].encryptedId).toBe(
      id,
    );
    await call(t, a, `${DRAFT}/collectMaterial`, { encryptedId: id, collected: false }).expect(200);
    expect((await call(t, b, `${DRAFT}/deleteMaterial`, { encryptedId: 'nope' }).expect(404)).body.code).toBe(40400001);
    expect((await call(t, undefined, `${DRAFT}/useMaterialById`, { encryptedId: id })).body.code).toBe(40100001);
  });

  it('uses a template on a panel: replaces the canvas or adds a new page; only on your own panels', async () => {
    const { projectId } = (await call(t, a, `${PROJECT}/addProject`, { name: 'Shop' }).expect(200)).body.data;
    const detail = (await call(t, a, `${PROJECT}/queryProject`, { projectId }).expect(200)).body.data;
    const flowId = detail.flows[0].flowId as string;
    const panel = { flowId, name: 'Mine', width: 390, height: 844 };
    const { panelId } = (await call(t, a, `${DRAFT}/createPanel`, panel).expect(200)).body.data;
    const id = await templateId('Freshcart · Checkout');

    const replaced = (
      await call(t, a, `${DRAFT}/useMaterial`, { encryptedId: id, panelId, mode: 'replace' }).expect(200)
    ).body.data;
    expect(replaced).toMatchObject({ panelId, mode: 'replace', version: 2 });
    const content = (await call(t, a, `${DRAFT}/queryPanelContent`, { panelId }).expect(200)).body.data;
    expect(content.name).toBe('Mine');
    expect(content.content.children.length).toBeGreaterThan(0);
    const stale = await call(t, a, `${DRAFT}/useMaterial`, { encryptedId: id, panelId, mode: 'replace', version: 1 });
    expect(stale.body.code).toBe(40900002);

    const added = (
      await call(t, a, `${DRAFT}/useMaterial`, { encryptedId: id, panelId, mode: 'new-page' }, 'zh-CN').expect(200)
    ).body.data;
    expect(added.panelId).not.toBe(panelId);
    const newPage = (await call(t, a, `${DRAFT}/queryPanelContent`, { panelId: added.panelId }).expect(200)).body.data;
    expect(newPage).toMatchObject({ flowId, name: 'Freshcart · 结算' });

    const theirs = await call(t, b, `${DRAFT}/useMaterial`, { encryptedId: id, panelId, mode: 'replace' });
    expect(theirs.body.code).toBe(40400001);
    const product = (await search(undefined, { type: 4, query: 'Freshcart' })).body.data.items[0] as List;
    const notPage = await call(t, a, `${DRAFT}/useMaterial`, {
      encryptedId: product.encryptedId,
      panelId,
      mode: 'replace',
    });
    expect([notPage.status, notPage.body.code]).toEqual([400, 40000001]);
    expect((await call(t, a, `${DRAFT}/useMaterial`, { encryptedId: id, panelId, mode: 'merge' })).status).toBe(422);
  });

  it('previews products and opens one with its pages and tabs', async () => {
    const [first, second] = (await search(undefined, { type: 4, pageSize: 2 }).expect(200)).body.data.items as List[];
    const ids = [second.encryptedId, 'unknown', first.encryptedId];
    const preview = (
      await call(t, undefined, `${LIST}/previewMaterialList`, {
        encryptedMaterialListIds: ids,
        withDetail: true,
      }).expect(200)
    ).body.data as List[];
    expect(preview.map((p) => p.encryptedId)).toEqual([second.encryptedId, first.encryptedId]);
    expect(preview[0].materials.length).toBe(preview[0].encryptedData.length);
    const detail = (
      await call(
        t,
        undefined,
        `${LIST}/queryMaterialListDetail`,
        { encryptedMaterialListId: first.encryptedId },
        'zh-CN',
      ).expect(200)
    ).body.data;
    expect(detail.tagSelect.options.length).toBeGreaterThan(1);
    expect(detail.industry).toMatch(/[\u4e00-\u9fff]/);
    expect(detail.description).toContain(' - ');
    const missing = await call(t, undefined, `${LIST}/queryMaterialListDetail`, { encryptedMaterialListId: 'nope' });
    expect([missing.status, missing.body.msg]).toEqual([404, 'Product not found']);
    const pages = (
      await call(t, undefined, `${DRAFT}/pageMaterialV3`, {
        type: 3,
        encryptedMaterialListId: first.encryptedId,
        pageSize: 50,
      }).expect(200)
    ).body.data;
    expect(pages.items.map((i: Item) => i.encryptedId).sort()).toEqual([...first.encryptedData].sort());
    const opened = (
      await call(t, undefined, `${DRAFT}/fetchMaterialById`, { encryptedId: first.encryptedData[0] }).expect(200)
    ).body.data;
    expect(opened.content.children.length).toBeGreaterThan(0);
  });

  it('suggests titles as a search is typed, typos too', async () => {
    const typed = (await call(t, undefined, `${DRAFT}/materialSearchSuggestion`, { query: 'meditaion' }).expect(200))
      .body.data.suggestions as string[];
    expect(typed.some((s) => s.startsWith('Calmly'))).toBe(true);
    const zh = (await call(t, undefined, `${DRAFT}/materialSearchSuggestion`, { query: '面包' }, 'zh-CN').expect(200))
      .body.data.suggestions as string[];
    expect(zh.some((s) => s.startsWith('Crumb'))).toBe(true);
    expect((await call(t, undefined, `${DRAFT}/materialSearchSuggestion`, { query: ' ' })).status).toBe(422);
  });

  it('takes feedback from a signed-in user, limited per hour', async () => {
    const id = await templateId('Skyway · FAQ');
    const sent = await call(t, a, `${DRAFT}/feedback`, { content: 'The FAQ needs more rows', encryptedId: id });
    expect(sent.body.data.id).toEqual(expect.any(String));
    await call(t, a, `${DRAFT}/feedback`, { content: 'No results', query: 'kanban for vets' }).expect(200);
    expect((await call(t, undefined, `${DRAFT}/feedback`, { content: 'x' })).body.code).toBe(40100001);
    expect((await call(t, a, `${DRAFT}/feedback`, { content: 'x'.repeat(2001) })).status).toBe(422);
    expect((await call(t, a, `${DRAFT}/feedback`, { content: 'x', encryptedId: 'nope' })).status).toBe(404);
    const limited = await call(t, a, `${DRAFT}/feedback`, { content: 'one more' });
    expect(limited.body.code).toBe(42900001);
  });
});
