import { unzipSync } from 'fflate';
import sharp from 'sharp';

import { createTestApp, type TestApp } from '../support/app';
import { binary } from '../support/binary';
import { accountsEnv, call, type Designer, DRAFT, finishedTask, newDesigner, PROJECT } from '../support/designer';

const KNOWLEDGE = '/api/uxa-center/knowledge/Knowledge';
const COMMAND = '/api/uxa-center/design-system/DesignSystemCommand';

type Icon = { library: string; name: string; style: string; svg: string; keywords: string[]; category: string };
const keyOf = (icon: Icon) => `${icon.library}:${icon.style}:${icon.name}`;

// The icon tab of the workbench search panel: Tabler and Phosphor, in English and Chinese.
describe('icon library', () => {
  let t: TestApp;
  let designer: Designer;
  let other: Designer;

  beforeAll(async () => {
    const env = accountsEnv();
    t = await createTestApp(env);
    designer = await newDesigner(t, env.DATA_DIR, 'icons');
    other = await newDesigner(t, env.DATA_DIR, 'icons-other');
  });
  afterAll(() => t.close());

  const search = async (body: object, who?: Designer, method = 'searchIconV2') =>
    (await call(t, who, `${KNOWLEDGE}/${method}`, body).expect(200)).body.data as { items: Icon[]; total: number };

  it("finds Tabler's home in both styles first and Phosphor's house, anonymously", async () => {
    const { items, total } = await search({ query: 'home', pageSize: 200 }, undefined, 'searchIcon');
    expect(items.slice(0, 2).map(keyOf)).toEqual(['tabler:outline:home', 'tabler:filled:home']);
    expect(items.map(keyOf)).toContain('phosphor:outline:house');
    expect(total).toBe(items.length);
    const home = items[0];
    expect(home.svg).toMatch(/^<svg[^>]*viewBox="0 0 24 24"[^>]*stroke="currentColor"/);
    expect(home.keywords).toEqual(expect.arrayContaining(['home', 'house', 'buildings']));
    expect(home.category).toBe('Buildings');
  });

  it('finds the same icons in Chinese', async () => {
    const english = await search({ query: 'home', pageSize: 200 });
    const chinese = await search({ query: '首页', pageSize: 200 });
    expect(chinese.items.map(keyOf)).toEqual(english.items.map(keyOf));
    const cart = await search({ query: '购物车', pageSize: 10 });
    expect(cart.items.slice(0, 4).map(keyOf)).toEqual([
      'tabler:outline:shopping-cart',
      'tabler:filled:shopping-cart',
      'phosphor:outline:shopping-cart',
      'phosphor:filled:shopping-cart',
    ]);
    expect(cart.items.every((icon) => icon.name.includes('cart') || icon.keywords.includes('cart'))).toBe(true);
  });

  it('filters by library and style (filled, outlined)', async () => {
    const phosphor = await search({ query: 'home', library: 'phosphor', pageSize: 200 });
    expect(phosphor.items.length).toBeGreaterThan(0);
    expect(phosphor.items.every((icon) => icon.library === 'phosphor')).toBe(true);
    expect(phosphor.items[0].name).toBe('house');
    const filled = await search({ query: 'home', style: 'filled', pageSize: 200 });
    expect(filled.items.every((icon) => icon.style === 'filled')).toBe(true);
    expect(filled.items[0]).toMatchObject({ library: 'tabler', name: 'home', style: 'filled' });
    const outline = await search({ query: 'home', style: 'outline', library: 'tabler' });
    expect(outline.items.every((icon) => icon.style === 'outline' && icon.library === 'tabler')).toBe(true);
  });

  it('pages with a stable total', async () => {
    const first = await search({ query: 'arrow', page: 1, pageSize: 30 });
    const second = await search({ query: 'arrow', page: 2, pageSize: 30 });
    expect(first.total).toBeGreaterThan(60);
    expect(second.total).toBe(first.total);
    expect(first.items).toHaveLength(30);
    expect(second.items.map(keyOf).some((key) => first.items.map(keyOf).includes(key))).toBe(false);
    const last = await search({ query: 'arrow', page: Math.ceil(first.total / 30), pageSize: 30 });
    expect(last.items).toHaveLength(first.total - 30 * (Math.ceil(first.total / 30) - 1));
    expect((await search({ query: 'arrow', page: 999, pageSize: 30 })).items).toEqual([]);
  });

  it('groups results per library', async () => {
    const res = await call(t, undefined, `${KNOWLEDGE}/searchIconWrap`, { query: 'house', pageSize: 5 }).expect(200);
    const groups = res.body.data.groups as {
      library: string;
      label: { en: string; zh: string };
      items: Icon[];
      total: number;
    }[];
    expect(groups.map((group) => group.library)).toEqual(['tabler', 'phosphor']);
    expect(groups[1].label).toEqual({ en: 'Phosphor Icons', zh: 'Phosphor 图标' });
    for (const group of groups) {
      expect(group.items.length).toBeLessThanOrEqual(5);
      expect(group.items.every((icon) => icon.library === group.library)).toBe(true);
    }
    expect(groups[1].items[0].name).toBe('house');
  });

  it('lists the recently used icons newest first, for the signed-in user only', async () => {
    const use = (who: Designer | undefined, key: string) =>
      call(t, who, `${COMMAND}/updateMaterialLastUsedTimestamp`, { type: 1, key });
    await use(designer, 'tabler:outline:home').expect(200);
    await use(designer, 'phosphor:filled:house').expect(200);
    await use(other, 'tabler:outline:trash').expect(200);
    let recent = await search({ recentlyUsed: true }, designer);
    expect(recent.items.map(keyOf)).toEqual(['phosphor:filled:house', 'tabler:outline:home']);
    await use(designer, 'tabler:outline:home').expect(200);
    recent = await search({ recentlyUsed: true }, designer);
    expect(recent.items.map(keyOf)).toEqual(['tabler:outline:home', 'phosphor:filled:house']);
    expect((await search({ recentlyUsed: true, style: 'filled' }, designer)).items.map(keyOf)).toEqual([
      'phosphor:filled:house',
    ]);
    expect((await search({ recentlyUsed: true, query: '首页' }, designer)).items.map(keyOf)).toEqual([
      'tabler:outline:home',
      'phosphor:filled:house',
    ]);
    expect((await search({ recentlyUsed: true, query: '购物车' }, designer)).total).toBe(0);

    expect((await call(t, undefined, `${KNOWLEDGE}/searchIconV2`, { recentlyUsed: true }).expect(401)).body.code).toBe(
      40100001,
    );
    expect((await use(undefined, 'tabler:outline:home').expect(401)).body.code).toBe(40100001);
    const missing = await use(designer, 'tabler:outline:no-such-icon').expect(404);
    expect(missing.body.code).toBe(40400001);
    expect(missing.body.msg).toContain('tabler:outline:no-such-icon');
  });

  it('keeps the newest 50 recently used icons', async () => {
    const page = await search({ query: 'arrow', library: 'tabler', style: 'outline', pageSize: 55 });
    for (const icon of page.items) {
      await call(t, other, `${COMMAND}/updateMaterialLastUsedTimestamp`, { type: 1, key: keyOf(icon) }).expect(200);
    }
    const recent = await search({ recentlyUsed: true, pageSize: 200 }, other);
    expect(recent.total).toBe(50);
    expect(recent.items[0].name).toBe(page.items[54].name);
  });

  it('tells which icons exist', async () => {
    const res = await call(t, undefined, `${KNOWLEDGE}/existIcon`, {
      icons: [
        { library: 'tabler', name: 'home' },
        { library: 'phosphor', name: 'house', style: 'filled' },
        { library: 'tabler', name: 'a-b', style: 'filled' },
        { library: 'tabler', name: 'no-such-icon' },
        { library: 'material', name: 'home' },
      ],
    }).expect(200);
    expect(res.body.data.icons.map((icon: { exists: boolean }) => icon.exists)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(res.body.data.icons[0]).toMatchObject({ style: null, styles: ['outline', 'filled'] });
  });

  it('lists the icon libraries', async () => {
    const res = await call(t, undefined, `${DRAFT}/listIconLibrary`, {}).expect(200);
    const libraries = res.body.data as {
      id: string;
      count: number;
      license: string;
      styles: string[];
      version: string;
    }[];
    expect(libraries.map((library) => library.id)).toEqual(['tabler', 'phosphor']);
    expect(libraries[0]).toMatchObject({ license: 'MIT', styles: ['outline', 'filled'], name: { en: 'Tabler Icons' } });
    expect(libraries[0].count).toBeGreaterThan(6000);
    expect(libraries.map((library) => library.version)).toEqual(['3.51.0', '2.1.1']);
  });

  it('refuses bad input naming the field', async () => {
    const cases: [object, string][] = [
      [{ query: 'x'.repeat(101) }, 'query'],
      [{ library: 'material' }, 'library'],
      [{ style: 'duotone' }, 'style'],
      [{ pageSize: 201 }, 'pageSize'],
      [{ page: 0 }, 'page'],
      [{ color: 'red' }, 'color'],
    ];
    for (const [body, field] of cases) {
      const res = await call(t, undefined, `${KNOWLEDGE}/searchIconV2`, body).expect(422);
      expect(res.body).toMatchObject({ code: 42200001, data: { field } });
    }
    const zh = await call(t, designer, `${COMMAND}/updateMaterialLastUsedTimestamp`, { type: 3, key: 'x' }, 'zh-CN');
    expect(zh.status).toBe(422);
    expect(zh.body.data.field).toBe('type');
    expect(zh.body.msg).toMatch(/type/);
    const plain = await call(t, undefined, `${KNOWLEDGE}/searchIcon`, { style: 'filled' }).expect(422);
    expect(plain.body.data.field).toBe('style');
  });

  const finished = (taskId: string) => finishedTask(t, designer, taskId);

  it('draws a library icon saved without its drawing in an HTML export, the shared image and the preview', async () => {
    const { projectId } = (await call(t, designer, `${PROJECT}/addProject`, { name: 'Icons' })).body.data;
    const panel = {
      projectId,
      name: 'Icon',
      width: 375,
      height: 200,
      children: [
        {
          id: 'home',
          type: 'icon',
          name: 'Home',
          x: 10,
          y: 10,
          width: 24,
          height: 24,
          library: 'tabler',
          icon: 'home',
        },
      ],
    };
    const { panelId } = (await call(t, designer, `${DRAFT}/createPanel`, panel).expect(200)).body.data;
    const started = await call(t, designer, `${COMMAND}/exportCode`, { panelId, framework: 'html' }).expect(200);
    const view = await finished(started.body.data.taskId);
    expect(view.status).toBe('completed');
    const zip = await t.http.get(view.download!.url).buffer(true).parse(binary).expect(200);
    const html = new TextDecoder().decode(unzipSync(new Uint8Array(zip.body as Buffer))['index.html']);
    expect(html).toContain('M5 12l-2 0l9 -9l9 9l-2 0');

    // The shared image (satori embeds each icon as an SVG data URI) draws it too.
    const { token } = (await call(t, designer, `${DRAFT}/sharePanel`, { panelId }).expect(200)).body.data;
    const image = await t.http.get(`${DRAFT}/querySharedPanelImage`).query({ token }).buffer(true).parse(binary);
    const embedded = [
      ...(image.body as Buffer).toString('utf8').matchAll(/data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)/g),
    ]
      .map((match) => Buffer.from(match[1], 'base64').toString('utf8'))
      .join('\n');
    expect(embedded).toContain('M5 12l-2 0l9 -9l9 9l-2 0');

    // The preview: dark pixels where the icon is, on the white panel.
    const preview = await call(t, designer, `${DRAFT}/modifyPanelPreview`, { panelId }).expect(200);
    expect((await finished(preview.body.data.taskId)).status).toBe('completed');
    const list = (await call(t, designer, `${DRAFT}/pagePanel`, { projectId }).expect(200)).body.data;
    const webp = await t.http.get(list.items[0].previewUrl).buffer(true).parse(binary).expect(200);
    const { data, info } = await sharp(webp.body as Buffer)
      .extract({ left: 10, top: 10, width: 24, height: 24 })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const dark = [...data].filter((value, index) => index % info.channels === 0 && value < 128).length;
    expect(dark).toBeGreaterThan(30);
  });
});

describe('icon search rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(accountsEnv({ ICON_SEARCH_MAX_PER_MINUTE: '3' }));
  });
  afterAll(() => t.close());

  it('limits anonymous searches per IP', async () => {
    for (let i = 0; i < 3; i++) await call(t, undefined, `${KNOWLEDGE}/searchIcon`, { query: 'home' }).expect(200);
    const res = await call(t, undefined, `${KNOWLEDGE}/searchIcon`, { query: 'home' }).expect(429);
    expect(res.body.code).toBe(42900001);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
