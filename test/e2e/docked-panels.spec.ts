import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';

import { DESIGNER_TEXTS } from './support/designer-texts';
import { postAs } from './support/sample-panel';
import { captureViewports } from './support/screenshots';
import { LANGUAGES, TEXTS } from './support/texts';
import { signUpByApi, storeSession, uniqueEmail } from './support/workbench';

// Issue 14, point 5: the Boxify designer and the search panel dock beside the canvas at 1440 × 900 and at tablet
// widths (1024 × 768, 800 × 1000) — the canvas narrows, nothing of it lies under a panel, and the design stays whole
// in view. Below 1280 px the designer takes the properties' column while it is open. A phone keeps its sheets.
const DOCK_TEXTS = {
  en: {
    canvas: 'Design canvas',
    insert: 'Insert',
    search: 'Search',
    layers: 'Layers',
    closeDesigner: 'Close the Boxify designer',
    properties: 'Properties',
    projectPanels: 'Projects and panels',
  },
  zh: {
    canvas: '设计画布',
    insert: '插入',
    search: '搜索',
    layers: '图层',
    closeDesigner: '关闭 Boxify 设计助手',
    properties: '属性',
    projectPanels: '项目与画板',
  },
} as const;

const TABLET_VIEWPORTS = [
  { label: 'tablet', width: 1024, height: 768 },
  { label: 'tablet-portrait', width: 800, height: 1000 },
] as const;

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

/** The panel lies beside the canvas, and the design (the panel's frame) is whole inside what is left of it. */
async function expectDocked(page: Page, panel: Locator, canvasLabel: string) {
  const canvas = page.getByRole('application', { name: canvasLabel });
  const frame = canvas.locator('.boxify-panel');
  await expect
    .poll(async () => {
      const [panelBox, canvasBox, frameBox] = await Promise.all([boxOf(panel), boxOf(canvas), boxOf(frame)]);
      return { overlaps: intersects(panelBox, canvasBox), designInView: inside(frameBox, canvasBox) };
    })
    .toEqual({ overlaps: false, designInView: true });
}

/** Nothing of the page lies outside the window: no sideways scroll, the panel and the canvas whole inside it. */
async function expectInViewport(page: Page, locators: Locator[]) {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  const screen: Box = { x: 0, y: 0, width: viewport.width, height: viewport.height };
  for (const locator of locators) expect(inside(await boxOf(locator), screen)).toBe(true);
  const overflow = await page.evaluate(() => ({
    x: document.documentElement.scrollWidth - window.innerWidth,
    y: document.documentElement.scrollHeight - window.innerHeight,
  }));
  expect(overflow).toEqual({ x: 0, y: 0 });
}

/** A project with one desktop frame (the width a panel laid over the canvas would hide first), its text far right. */
async function openDesktopPanel(page: Page, request: APIRequestContext, language: string, lng: string) {
  const session = await signUpByApi(request, uniqueEmail(`dock-${language}`));
  const { projectId } = await postAs<{ projectId: string }>(
    request,
    '/Project/addProject',
    { name: 'Dock' },
    session.token,
  );
  const { panelId } = await postAs<{ panelId: string }>(
    request,
    '/Draft/createPanel',
    {
      projectId,
      name: 'Landing',
      width: 1440,
      height: 900,
      background: '#ffffff',
      children: [
        { type: 'text', id: 'title', name: 'Title', x: 1100, y: 80, characters: 'Pricing', style: { fontSize: 48 } },
      ],
    },
    session.token,
  );
  await storeSession(page, session, { skipWelcome: true });
  await page.goto(`/web/workbench?projectId=${projectId}&panelId=${panelId}&lng=${lng}`);
}

for (const language of LANGUAGES) {
  const lng = TEXTS[language].lng;
  const text = DOCK_TEXTS[language];
  const designer = DESIGNER_TEXTS[language];

  test(`the designer and search panels dock beside the canvas (${language})`, async ({ page, request }) => {
    await openDesktopPanel(page, request, language, lng);
    const canvas = page.getByRole('application', { name: text.canvas });
    await expect(canvas.locator('[data-node-id="title"]')).toBeVisible();
    const wide = await boxOf(canvas);

    // The Boxify designer: the canvas narrows by the panel's width and re-fits the design.
    await page.getByRole('button', { name: 'Boxify', exact: true }).click();
    const boxify = page.getByRole('complementary', { name: designer.panel });
    await expect(boxify).toBeVisible();
    await expectDocked(page, boxify, text.canvas);
    expect((await boxOf(canvas)).width).toBeLessThan(wide.width - 300);
    await boxify.getByRole('button', { name: text.closeDesigner }).click();
    await expect(boxify).toBeHidden();
    await expect.poll(async () => (await boxOf(canvas)).width).toBeCloseTo(wide.width, 0);

    // The search panel docks on the canvas's left, in the layers' place.
    const searchButton = page
      .getByRole('toolbar', { name: text.insert })
      .getByRole('button', { name: text.search, exact: true });
    await searchButton.click();
    const search = page.getByRole('region', { name: text.search });
    await expect(search).toBeVisible();
    await expectDocked(page, search, text.canvas);
    await expect(page.getByRole('navigation', { name: text.layers })).toHaveCount(0);
    await captureViewports(page, `docked-search-${language}`, { fullPage: false });

    // Both at once: still beside the canvas, the design still whole.
    await page.setViewportSize({ width: 1440, height: 900 });
    if (!(await search.isVisible())) await searchButton.click();
    await page.getByRole('button', { name: 'Boxify', exact: true }).click();
    await expectDocked(page, boxify, text.canvas);
    await expectDocked(page, search, text.canvas);
    await captureViewports(page, `docked-both-${language}`, { fullPage: false });

    // The designer alone (a phone shows it over the workbench, as before).
    await page.setViewportSize({ width: 1440, height: 900 });
    await searchButton.click();
    await expect(search).toBeHidden();
    await expectDocked(page, boxify, text.canvas);
    await captureViewports(page, `docked-designer-${language}`, { fullPage: false });
  });

  test(`at tablet widths the designer docks in the properties' place, the canvas beside it (${language})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await openDesktopPanel(page, request, language, lng);
    const canvas = page.getByRole('application', { name: text.canvas });
    await expect(canvas.locator('[data-node-id="title"]')).toBeVisible();
    const properties = page.getByRole('complementary', { name: text.properties, exact: true });
    await expect(properties).toBeVisible();
    const before = await boxOf(canvas);

    // The designer docks on the canvas's right; the properties give it their column, so the canvas keeps room.
    await page.getByRole('button', { name: 'Boxify', exact: true }).click();
    const boxify = page.getByRole('complementary', { name: designer.panel });
    await expect(boxify).toBeVisible();
    await expect(boxify).toHaveAttribute('data-dock', 'end');
    await expect(properties).toBeHidden();
    await expectDocked(page, boxify, text.canvas);
    const docked = await boxOf(canvas);
    expect(docked.width).toBeGreaterThan(400);
    // The canvas lies left of the panel and the panel reaches the window's right edge, where the properties were.
    const panelBox = await boxOf(boxify);
    expect(docked.x + docked.width).toBeLessThanOrEqual(panelBox.x + 0.5);
    expect(panelBox.x + panelBox.width).toBeCloseTo(1024, 0);
    await expectInViewport(page, [boxify, canvas]);
    // The canvas is usable beside it: a click on the design selects it.
    await canvas.locator('[data-node-id="title"]').click();
    await expect(canvas.locator('[data-node-id="title"]')).toBeVisible();
    await captureViewports(page, `docked-tablet-designer-${language}`, {
      fullPage: false,
      viewports: TABLET_VIEWPORTS,
    });
    // A portrait tablet (800 px, no properties column at all): still docked, the canvas still beside it.
    await page.setViewportSize({ width: 800, height: 1000 });
    await expectDocked(page, boxify, text.canvas);
    expect((await boxOf(canvas)).width).toBeGreaterThan(250);
    await expectInViewport(page, [boxify, canvas]);
    await page.setViewportSize({ width: 1024, height: 768 });
    await expectDocked(page, boxify, text.canvas);

    // With the search docked on the left too, the project's panels give it their column and the canvas still lies
    // between the two, the design whole.
    const sidebar = page.getByRole('complementary', { name: text.projectPanels });
    await expect(sidebar).toBeVisible();
    const searchButton = page
      .getByRole('toolbar', { name: text.insert })
      .getByRole('button', { name: text.search, exact: true });
    await searchButton.click();
    const search = page.getByRole('region', { name: text.search });
    await expect(search).toBeVisible();
    await expect(sidebar).toBeHidden();
    for (const size of TABLET_VIEWPORTS) {
      await page.setViewportSize(size);
      await expectDocked(page, search, text.canvas);
      await expectDocked(page, boxify, text.canvas);
      expect((await boxOf(canvas)).width).toBeGreaterThan(200);
      await expectInViewport(page, [boxify, search, canvas]);
    }
    await page.setViewportSize({ width: 1024, height: 768 });
    await captureViewports(page, `docked-tablet-both-${language}`, { fullPage: false, viewports: TABLET_VIEWPORTS });
    await searchButton.click();
    await expect(search).toBeHidden();
    await expect(sidebar).toBeVisible();

    // Closing the designer brings the properties back and the canvas to its width.
    await boxify.getByRole('button', { name: text.closeDesigner }).click();
    await expect(boxify).toBeHidden();
    await expect(properties).toBeVisible();
    await expect.poll(async () => (await boxOf(canvas)).width).toBeCloseTo(before.width, 0);
    await expectInViewport(page, [canvas, properties]);
  });
}
