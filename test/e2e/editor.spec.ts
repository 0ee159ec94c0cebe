import { expect, type Locator, type Page, test } from '@playwright/test';

import { watchPageErrors } from './support/page-errors';
import { captureViewports, WORKBENCH_VIEWPORTS } from './support/screenshots';
import { signUpByApi, storeSession, uniqueEmail } from './support/workbench';
import { hangGuardMs } from '../support/wait';

type Doc = { children: { id: string; type: string; children?: Doc['children'] }[] };

const canvas = (page: Page) => page.getByRole('application', { name: 'Design canvas' });
const props = (page: Page) => page.getByRole('complementary', { name: 'Design' });
const documentJson = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify((window as unknown as { boxifyEditor: { document: unknown } }).boxifyEditor.document),
  );

const panelArea = (page: Page) => page.locator('.boxify-panel');

/** Where a point given as fractions of the panel (0–1) is on screen. */
async function onPanel(page: Page, at: [number, number]) {
  const box = (await panelArea(page).boundingBox())!;
  return { x: box.x + box.width * at[0], y: box.y + box.height * at[1] };
}

/** Drags between two points given as fractions of the panel. */
async function dragOn(page: Page, from: [number, number], to: [number, number]) {
  const a = await onPanel(page, from);
  const b = await onPanel(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

async function clickOn(page: Page, at: [number, number]) {
  const p = await onPanel(page, at);
  await page.mouse.click(p.x, p.y);
}

async function setField(scope: Locator, name: string, value: string) {
  const field = scope.getByLabel(name, { exact: true });
  await field.fill(value);
  await field.press('Enter');
}

async function openNewDesign(page: Page, request: Parameters<typeof signUpByApi>[0], lng: 'en' | 'zh') {
  await page.addInitScript(() => window.localStorage.setItem('boxify:debug', '1'));
  await storeSession(page, await signUpByApi(request, uniqueEmail(`editor-${lng}`)), { skipWelcome: true });
  await page.goto(`/web/workbench?mode=new&lng=${lng}`);
  await expect(page).toHaveURL((url) => url.searchParams.has('panelId'));
}

test('draw, lay out, group, undo and redo, and find it all again after a reload (en)', async ({ page, request }) => {
  const errors = watchPageErrors(page);
  await openNewDesign(page, request, 'en');
  const c = canvas(page);
  await expect(c).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();

  // A frame, drawn with the Frame tool.
  await page.getByRole('button', { name: 'Frame', exact: true }).click();
  await dragOn(page, [0.1, 0.1], [0.45, 0.85]);
  await expect(props(page).getByLabel('Width', { exact: true })).not.toHaveValue('');

  // Vertical auto layout with 16 px spacing.
  await props(page).getByRole('button', { name: 'Add auto layout' }).click();
  await setField(props(page), 'Spacing', '16');
  await setField(props(page), 'Padding', '16');

  // Text inside the frame.
  await page.getByRole('button', { name: 'Text', exact: true }).click();
  await clickOn(page, [0.15, 0.15]);
  // A new text layer is typed into on the canvas at once.
  await page.keyboard.type('Welcome to Boxify');
  await page.keyboard.press('Escape');
  await expect(props(page).getByLabel('Text content')).toHaveValue('Welcome to Boxify');

  // Two rectangles that fill the frame's width.
  for (const at of [
    [0.15, 0.4],
    [0.15, 0.6],
  ] as [number, number][]) {
    await page.getByRole('button', { name: 'Rectangle', exact: true }).click();
    await clickOn(page, at);
    await props(page).getByLabel('Width sizing').selectOption({ label: 'Fill container' });
  }
  // An icon found by keyword goes into the selected frame, and takes a new colour.
  const layers = page.getByRole('navigation', { name: 'Layers' });
  await layers.getByRole('treeitem', { name: 'Frame' }).locator('.editor-layer').first().click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const icons = page.getByRole('region', { name: 'Search' });
  await icons.getByRole('searchbox', { name: 'Search icons' }).fill('home');
  await icons.getByRole('button', { name: 'Insert icon home (tabler, Outlined)' }).click();
  await props(page).getByLabel('Hex colour').fill('#2563eb');
  await props(page).getByLabel('Hex colour').press('Enter');
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  const doc = JSON.parse(await documentJson(page)) as Doc;
  const frame = doc.children[0];
  expect(frame.type).toBe('frame');
  expect(frame.children!.map((n) => n.type)).toEqual(['text', 'rect', 'rect', 'icon']);
  const iconNode = frame.children![3] as unknown as { icon: string; fills: { color: string }[] };
  expect(iconNode).toMatchObject({ icon: 'home', fills: [{ color: '#2563eb' }] });
  await expect(page.locator(`svg[data-node-id="${frame.children![3].id}"]`)).toHaveCSS('color', 'rgb(37, 99, 235)');
  // The rectangles fill the frame's width inside its padding, as the browser lays them out.
  const frameBox = (await page.locator(`[data-node-id="${frame.id}"]`).boundingBox())!;
  const rectBox = (await page.locator(`[data-node-id="${frame.children![1].id}"]`).boundingBox())!;
  const zoom = Number(await c.getAttribute('data-zoom'));
  expect(Math.abs(rectBox.width - (frameBox.width - 32 * zoom))).toBeLessThan(1);

  // Group the two rectangles from the layers panel, then ungroup them.
  const rects = layers.getByRole('treeitem', { name: 'Rectangle' });
  await rects.nth(0).locator('.editor-layer').click();
  await rects
    .nth(1)
    .locator('.editor-layer')
    .click({ modifiers: ['Shift'] });
  await c.focus();
  await page.keyboard.press('Control+g');
  await expect(layers.getByRole('treeitem', { name: 'Group' })).toBeVisible();
  await page.keyboard.press('Control+Shift+g');
  await expect(layers.getByRole('treeitem', { name: 'Group' })).toHaveCount(0);

  // Five undos and five redos give back exactly the documents before and after.
  const after = await documentJson(page);
  const history = [after];
  for (let i = 0; i < 5; i++) {
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    history.push(await documentJson(page));
  }
  expect(new Set(history).size).toBe(6);
  for (let i = 4; i >= 0; i--) {
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    expect(await documentJson(page)).toBe(history[i]);
  }

  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: hangGuardMs() });
  for (const viewport of WORKBENCH_VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `test-results/screenshots/editor-en-${viewport.label}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  await expect(canvas(page)).toBeVisible();
  // The server's JSON keeps every value; its key order is its own.
  await expect.poll(async () => JSON.parse(await documentJson(page)) as unknown).toEqual(JSON.parse(after));
  expect(errors).toEqual([]);
});

test('the editor in Chinese: names of the tools and panels, screenshots (zh)', async ({ page, request }) => {
  await openNewDesign(page, request, 'zh');
  const c = page.getByRole('application', { name: '设计画布' });
  await expect(c).toBeVisible();
  await page.getByRole('button', { name: '矩形', exact: true }).click();
  await dragOn(page, [0.2, 0.2], [0.5, 0.5]);
  const zoom = Number(await c.getAttribute('data-zoom'));
  const width = Number(
    await page.getByRole('complementary', { name: '设计' }).getByLabel('宽度', { exact: true }).inputValue(),
  );
  const drawn = ((await panelArea(page).boundingBox())!.width * 0.3) / zoom;
  expect(Math.abs(width - drawn)).toBeLessThan(2);
  for (const name of [
    '撤销',
    '重做',
    '放大',
    '缩小',
    '适应屏幕',
    '适应画板',
    '实际大小',
    '选择模式',
    '拖动模式',
    '分享',
    '优化',
    '创建',
    '复制',
  ]) {
    await expect(
      page.getByRole('toolbar', { name: '快捷工具栏' }).getByRole('button', { name, exact: true }),
    ).toBeVisible();
  }
  await captureViewports(page, 'editor-zh', { viewports: WORKBENCH_VIEWPORTS, fullPage: false });
  // A resize keeps the same editor: the change is still saved.
  await expect(page.getByRole('status').filter({ hasText: /^已保存$/ })).toBeVisible({ timeout: hangGuardMs() });
});

test('upload JSON and an image, the context menu, layers and the advanced editor (en)', async ({ page, request }) => {
  await openNewDesign(page, request, 'en');
  const c = canvas(page);
  await expect(c).toBeVisible();

  // JSON upload: a bad file gets the spec's message, a node tree is added.
  await page
    .getByTestId('json-upload')
    .setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{ nope') });
  await expect(page.getByText('JSON file parse failed, please check the format')).toBeVisible();
  const tree = [
    {
      type: 'rect',
      id: 'card',
      name: 'Card',
      x: 100,
      y: 100,
      width: 300,
      height: 200,
      fills: [{ type: 'solid', color: '#e0e7ff' }],
    },
    { type: 'text', id: 'title', name: 'Title', x: 120, y: 120, characters: 'Imported title' },
  ];
  await page
    .getByTestId('json-upload')
    .setInputFiles({ name: 'ui.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(tree)) });
  await expect(page.getByText('2 layers added')).toBeVisible();
  const layers = page.getByRole('navigation', { name: 'Layers' });
  await expect(layers.getByRole('treeitem', { name: 'Card' })).toBeVisible();

  // Image upload: a 1×1 PNG becomes an image layer.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.getByTestId('image-upload').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: png });
  await expect(layers.getByRole('treeitem', { name: 'dot.png' })).toBeVisible();

  // Rename a layer inline, hide and lock it.
  await layers.getByRole('treeitem', { name: 'Card' }).locator('.editor-layer').dblclick();
  await layers.getByRole('textbox', { name: 'Rename layer' }).fill('Hero card');
  await layers.getByRole('textbox', { name: 'Rename layer' }).press('Enter');
  const card = layers.getByRole('treeitem', { name: 'Hero card' });
  await card.hover();
  await card.getByRole('button', { name: 'Hide Hero card' }).click();
  await expect(page.locator('[data-node-id="card"]')).toHaveCount(0);
  await card.getByRole('button', { name: 'Show Hero card' }).click();
  await expect(page.locator('[data-node-id="card"]')).toBeVisible();

  // Context menu on the canvas: select the title, bring it to the back, group it.
  await layers.getByRole('treeitem', { name: 'Title' }).locator('.editor-layer').click();
  const title = (await page.locator('[data-node-id="title"]').boundingBox())!;
  await page.mouse.click(title.x + 4, title.y + 4, { button: 'right' });
  await page.getByRole('menuitem', { name: 'Layer order' }).click();
  await page.getByRole('menuitem', { name: /^Send to back/ }).click();
  const order = async () => (JSON.parse(await documentJson(page)) as Doc).children.map((n) => n.id);
  expect((await order())[0]).toBe('title');
  // The title is now under the card: a right-click there would pick the card, so open the menu on empty canvas.
  const empty = await onPanel(page, [0.9, 0.9]);
  await page.mouse.click(empty.x, empty.y, { button: 'right' });
  await page.getByRole('menuitem', { name: /^Group/ }).click();
  await expect(layers.getByRole('treeitem', { name: 'Group' })).toBeVisible();
  expect((JSON.parse(await documentJson(page)) as Doc).children[0].children!.map((n) => n.id)).toEqual(['title']);

  // The advanced editor refuses a document the schema does not accept, and applies a good one.
  await layers.getByRole('treeitem', { name: 'Hero card' }).locator('.editor-layer').click();
  await props(page).getByRole('button', { name: 'Advanced editor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Advanced editor' });
  const json = dialog.getByRole('textbox', { name: 'Advanced editor' });
  const node = JSON.parse(await json.inputValue()) as Record<string, unknown>;
  await json.fill(JSON.stringify({ ...node, opacity: 3 }));
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByRole('alert')).toContainText('opacity');
  await json.fill(JSON.stringify({ ...node, radius: 24 }));
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('[data-node-id="card"]')).toHaveCSS('border-radius', '24px');
});

test('the search panel: components of the library in use, switching libraries (en)', async ({ page, request }) => {
  await openNewDesign(page, request, 'en');
  await expect(canvas(page)).toBeVisible();
  await page.getByRole('button', { name: /^Start from scratch/ }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const search = page.getByRole('region', { name: 'Search' });
  await search.getByRole('tab', { name: 'Component library' }).click();
  const playful = search.getByRole('listitem', { name: 'Playful Rounded' });
  await playful.getByRole('button', { name: 'Use' }).click();
  await expect(page.getByText('Switched to Playful Rounded')).toBeVisible();
  await expect(playful.getByText('In use')).toBeVisible();

  await search.getByRole('tab', { name: 'Component', exact: true }).click();
  await search.getByRole('searchbox').fill('pricing');
  // The thumbnail fills its card across (or down) and sits in its middle, not in a corner.
  const tile = await search.getByRole('button', { name: /^Insert pricing/ }).boundingBox();
  const drawn = await search.locator('.editor-component-thumb__fit').first().boundingBox();
  const frame = await search.locator('.editor-component-thumb').first().boundingBox();
  expect(tile && drawn && frame).toBeTruthy();
  expect(Math.max(drawn!.width / frame!.width, drawn!.height / frame!.height)).toBeGreaterThan(0.95);
  expect(Math.abs(drawn!.x + drawn!.width / 2 - (frame!.x + frame!.width / 2))).toBeLessThan(2);
  expect(Math.abs(drawn!.y + drawn!.height / 2 - (frame!.y + frame!.height / 2))).toBeLessThan(2);
  await search.getByRole('button', { name: /^Insert pricing/ }).click();
  const doc = JSON.parse(await documentJson(page)) as Doc;
  expect(doc.children).toHaveLength(1);
  await expect(page.locator(`[data-node-id="${doc.children[0].id}"]`)).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/editor-search-en-desktop.png' });
});
