import { join } from 'node:path';

import { expect, type Page, test } from '@playwright/test';

import { documentOf, dragScreen, onPanel, openNewPanel } from './support/editor-page';
import { watchPageErrors } from './support/page-errors';
import { repoRoot } from './support/repo-root';
import { hangGuardMs } from '../support/wait';

// Issue 14 §2: editing like Figma.
const TEXTS = {
  en: {
    frame: 'Frame',
    text: 'Text',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    layers: 'Layers',
    start: 'Start your design',
    upload: /Upload JSON/,
    scratch: /Start from scratch/,
    saved: /^Saved$/,
  },
  zh: {
    frame: '画框',
    text: '文本',
    zoomIn: '放大',
    zoomOut: '缩小',
    layers: '图层',
    start: '开始设计',
    upload: /上传 JSON/,
    scratch: /从空白开始/,
    saved: /^已保存$/,
  },
} as const;

const LADDER = [0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 4];

type Node = { id: string; name: string; type: string; x: number; y: number; width: number; height: number };
type Tree = Node & { children?: Tree[] };
type Doc = { width: number; children: Tree[] };

const canvas = (page: Page) => page.locator('.editor-canvas');
const zoom = async (page: Page) => Number(await canvas(page).getAttribute('data-zoom'));
const selection = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { boxifyEditor: { selection: string[] } }).boxifyEditor.selection]);
const childIds = (tree: Tree | undefined) => (tree?.children ?? []).map((c) => c.id);
const find = (nodes: Tree[], id: string): Tree | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = find(node.children ?? [], id);
    if (inner) return inner;
  }
  return undefined;
};
const whole = (n: Node) => [n.x, n.y, n.width, n.height].every(Number.isInteger);

/** The centre of a layer on screen. */
async function centreOf(page: Page, id: string) {
  const box = (await page.locator(`[data-node-id="${id}"]`).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

for (const lng of ['en', 'zh'] as const) {
  const t = TEXTS[lng];

  test(`a frame beside the panel stays visible, on whole pixels; zoom climbs the ladder; text names follow (${lng})`, async ({
    page,
    request,
  }) => {
    const errors = watchPageErrors(page);
    await openNewPanel(page, request, lng);
    await page.getByRole('region', { name: t.start }).getByRole('button', { name: t.scratch }).click();

    // The toolbar's zoom and the wheel's notches go one rung of the ladder at a time.
    await page.getByRole('button', { name: t.zoomOut, exact: true }).click();
    const out = await zoom(page);
    expect(LADDER).toContain(out);
    const wheelAt = await onPanel(page, [0.5, 0.5]);
    await page.mouse.move(wheelAt.x, wheelAt.y);
    await page.keyboard.down('Control');
    const seen: number[] = [];
    for (let i = 0; i < 3; i++) {
      await page.mouse.wheel(0, -100);
      await expect.poll(() => zoom(page)).toBe(LADDER[LADDER.indexOf(out) + i + 1]);
      seen.push(await zoom(page));
    }
    await page.keyboard.up('Control');
    await page.getByRole('button', { name: t.zoomOut, exact: true }).click();
    await page.getByRole('button', { name: t.zoomOut, exact: true }).click();
    await page.getByRole('button', { name: t.zoomOut, exact: true }).click();
    await expect.poll(() => zoom(page)).toBe(out);

    // A frame drawn beside the panel: top-level, on whole pixels, and seen (the point at its centre is it).
    const panel = (await page.locator('.boxify-panel').boundingBox())!;
    await page.getByRole('button', { name: t.frame, exact: true }).click();
    await dragScreen(
      page,
      { x: panel.x + panel.width + 23.3, y: panel.y + 31.7 },
      { x: panel.x + panel.width + 97.9, y: panel.y + 120.2 },
    );
    let doc = await documentOf<Doc>(page);
    expect(doc.children).toHaveLength(1);
    const frame = doc.children[0];
    expect(frame.x).toBeGreaterThanOrEqual(doc.width);
    expect(whole(frame)).toBe(true);
    const centre = await centreOf(page, frame.id);
    expect(
      await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-node-id]')?.getAttribute('data-node-id'),
        centre,
      ),
    ).toBe(frame.id);

    // Dragged by a fraction of a panel pixel: it lands on whole pixels again.
    await dragScreen(page, centre, { x: centre.x + 13.37, y: centre.y + 7.71 });
    doc = await documentOf<Doc>(page);
    expect(doc.children[0].x).not.toBe(frame.x);
    expect(whole(doc.children[0])).toBe(true);

    // A text layer's name follows what is typed into it.
    await page.getByRole('button', { name: t.text, exact: true }).click();
    const at = await onPanel(page, [0.3, 0.3]);
    await page.mouse.click(at.x, at.y);
    await page.keyboard.type(lng === 'en' ? 'Book your trip' : '预订你的旅程');
    await page.keyboard.press('Escape');
    const layers = page.getByRole('navigation', { name: t.layers });
    await expect(
      layers.getByRole('treeitem', { name: lng === 'en' ? 'Book your trip' : '预订你的旅程' }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test(`reordering in auto layout shows the line and stays out of a neighbour unless it rests there; Enter, double- and Ctrl-click (${lng})`, async ({
    page,
    request,
  }) => {
    const errors = watchPageErrors(page);
    await openNewPanel(page, request, lng);
    const start = page.getByRole('region', { name: t.start });
    await start.getByLabel(t.upload).setInputFiles(join(repoRoot(), 'test', 'fixtures', 'cards-list.json'));
    await expect(start).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible({ timeout: hangGuardMs() });
    // The upload gives the layers fresh ids: find them by name.
    const uploaded = await documentOf<Doc>(page);
    const id: Record<string, string> = {};
    const visit = (nodes: Tree[]) =>
      nodes.forEach((n) => {
        id[n.name.replace(/^(card|image|Title) /, (_, kind: string) => `${kind.toLowerCase()}-`)] = n.id;
        visit(n.children ?? []);
      });
    visit(uploaded.children);

    // A click selects the list; Enter selects its children; Escape goes back up.
    await page.mouse.click(...(Object.values(await centreOf(page, id['title-B'])) as [number, number]));
    expect(await selection(page)).toEqual([id['list']]);
    await page.keyboard.press('Enter');
    expect(await selection(page)).toEqual([id['card-A'], id['card-B'], id['card-C']]);
    // Ctrl-click: the deepest layer at once.
    const imageA = await centreOf(page, id['image-A']);
    await page.keyboard.down('Control');
    await page.mouse.click(imageA.x, imageA.y);
    await page.keyboard.up('Control');
    expect(await selection(page)).toEqual([id['image-A']]);
    // Double-click goes one level in: from the list to the card under the pointer.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    const titleC = await centreOf(page, id['title-C']);
    await page.mouse.click(titleC.x, titleC.y);
    expect(await selection(page)).toEqual([id['list']]);
    await page.mouse.dblclick(titleC.x, titleC.y);
    expect(await selection(page)).toEqual([id['card-C']]);

    // Drag card C over card A's image: the insertion line shows, and a quick drop reorders C into the list.
    await page.mouse.move(titleC.x, titleC.y);
    await page.mouse.down();
    await page.mouse.move(titleC.x, titleC.y - 40, { steps: 4 });
    // In the list's own padding beside card A: the list takes it, and the line shows where.
    const cardA = (await page.locator(`[data-node-id="${id['card-A']}"]`).boundingBox())!;
    const listBox = (await page.locator(`[data-node-id="${id['list']}"]`).boundingBox())!;
    await page.mouse.move((listBox.x + cardA.x) / 2, cardA.y + cardA.height / 3, { steps: 6 });
    await expect(page.getByTestId('insertion-line')).toHaveCount(1);
    await expect(page.getByTestId('drop-indicator')).toHaveAttribute('data-drop-frame', id['list']);
    // Passing over card A's image and let go at once: a reorder, not a drop into the image.
    await page.mouse.move(imageA.x, imageA.y, { steps: 2 });
    await page.mouse.up();
    let doc = await documentOf<Doc>(page);
    const list = find(doc.children, id['list']);
    expect(childIds(list)).toContain(id['card-C']);
    expect(childIds(list).indexOf(id['card-C'])).toBeLessThan(childIds(list).indexOf(id['card-B']));
    expect(childIds(find(doc.children, id['image-A']))).toEqual([]);

    // Resting inside the neighbour's image frame drops into it.
    const titleB = await centreOf(page, id['title-B']);
    await page.mouse.click(titleB.x, titleB.y);
    expect(await selection(page)).toEqual([id['card-B']]);
    const imageC = await centreOf(page, id['image-C']);
    await page.mouse.move(titleB.x, titleB.y);
    await page.mouse.down();
    await page.mouse.move(titleB.x, titleB.y - 30, { steps: 4 });
    await page.mouse.move(imageC.x, imageC.y, { steps: 6 });
    await page.waitForTimeout(900);
    await expect(page.getByTestId('drop-indicator')).toHaveAttribute('data-drop-frame', id['image-C']);
    await page.mouse.up();
    doc = await documentOf<Doc>(page);
    expect(childIds(find(doc.children, id['image-C']))).toEqual([id['card-B']]);
    expect(errors).toEqual([]);
  });
}
