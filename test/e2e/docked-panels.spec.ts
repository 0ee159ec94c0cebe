import { expect, type Locator, type Page, test } from '@playwright/test';

import { DESIGNER_TEXTS } from './support/designer-texts';
import { postAs } from './support/sample-panel';
import { captureViewports } from './support/screenshots';
import { LANGUAGES, TEXTS } from './support/texts';
import { signUpByApi, storeSession, uniqueEmail } from './support/workbench';

// Issue 14, point 5: the Boxify designer and the search panel dock beside the canvas at 1440 × 900 — the canvas
// narrows, nothing of it lies under a panel, and the design stays whole in view. A phone keeps its sheets.
const DOCK_TEXTS = {
  en: {
    canvas: 'Design canvas',
    insert: 'Insert',
    search: 'Search',
    layers: 'Layers',
    closeDesigner: 'Close the Boxify designer',
  },
  zh: { canvas: '设计画布', insert: '插入', search: '搜索', layers: '图层', closeDesigner: '关闭 Boxify 设计助手' },
} as const;

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

for (const language of LANGUAGES) {
  const lng = TEXTS[language].lng;
  const text = DOCK_TEXTS[language];
  const designer = DESIGNER_TEXTS[language];

  test(`the designer and search panels dock beside the canvas (${language})`, async ({ page, request }) => {
    const session = await signUpByApi(request, uniqueEmail(`dock-${language}`));
    const { projectId } = await postAs<{ projectId: string }>(
      request,
      '/Project/addProject',
      { name: 'Dock' },
      session.token,
    );
    // A desktop frame: the width a panel laid over the canvas would hide first.
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
}
