import { expect, type APIRequestContext, type Page, test } from '@playwright/test';

import { watchPageErrors } from './support/page-errors';
import { captureViewports, VIEWPORTS } from './support/screenshots';
import { signUpByApi, storeSession, uniqueEmail } from './support/workbench';

// Issue 19 §2–3: the history panel lists a panel's versions newest first, opens one read-only beside the current
// one with exactly the changed layers outlined, restores it as a new version and names a version.
const DRAFT = '/api/uxa-center/draft';
const [DESKTOP, PHONE] = VIEWPORTS;

const TEXTS = {
  en: {
    lng: 'en',
    history: 'History',
    title: 'Version history',
    current: 'Current',
    created: 'Created',
    edited: 'Edited: 3 changes',
    restore: 'Restore this version',
    restored: 'Restored “First layout”',
    name: 'Name this version',
    nameLabel: 'Version name',
    saveName: 'Save name',
    legend: ['1 layer changed', '1 added', '1 removed'],
    more: (shown: number, total: number) => `Load more (${shown} of ${total})`,
  },
  zh: {
    lng: 'cn',
    history: '历史版本',
    title: '历史版本',
    current: '当前',
    created: '新建',
    edited: '编辑：3 处改动',
    restore: '恢复此版本',
    restored: '恢复到 “First layout”',
    name: '命名此版本',
    nameLabel: '版本名称',
    saveName: '保存名称',
    legend: ['1 个图层有改动', '新增 1 个', '删除 1 个'],
    more: (shown: number, total: number) => `加载更多（已显示 ${shown} / 共 ${total} 个）`,
  },
} as const;

const rect = (id: string, y: number, color: string, height = 80) => ({
  type: 'rect',
  id,
  name: id,
  x: 24,
  y,
  width: 342,
  height,
  radius: 12,
  fills: [{ type: 'solid', color }],
});
const title = {
  type: 'text',
  id: 'title',
  name: 'Title',
  x: 40,
  y: 44,
  characters: 'Pricing',
  style: { fontSize: 28 },
};

async function postAs<T>(request: APIRequestContext, path: string, data: unknown, token: string): Promise<T> {
  const answer = await request.post(`${DRAFT}${path}`, { data, headers: { 'access-token': token } });
  const body = (await answer.json()) as { code: number; data: T };
  if (body.code !== 0) throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.data;
}

// A panel with three versions: as created, "First layout" (named), and the current one — the header recoloured,
// the button removed and a note added since the named one.
async function panelWithHistory(page: Page, request: APIRequestContext, lng: keyof typeof TEXTS) {
  await page.addInitScript(() => window.localStorage.setItem('boxify:debug', '1'));
  const session = await signUpByApi(request, uniqueEmail(`history-${lng}`));
  await storeSession(page, session, { skipWelcome: true });
  const as = <T>(path: string, data: unknown) => postAs<T>(request, path, data, session.token);
  const { projectId } = await as<{ projectId: string }>('/Project/addProject', { name: 'History' });
  const { panelId } = await as<{ panelId: string }>('/Draft/createPanel', {
    projectId,
    name: 'Pricing',
    width: 390,
    height: 640,
    children: [rect('header', 24, '#c7d2fe', 100)],
  });
  const save = async (children: object[]) => {
    const { version, content } = await as<{ version: number; content: object }>('/Draft/queryPanelContent', {
      panelId,
    });
    await as('/Draft/modifyPanelContent', { panelId, version, content: { ...content, children } });
  };
  await save([
    rect('header', 24, '#4f46e5', 100),
    title,
    rect('card', 150, '#e2e8f0', 240),
    rect('button', 420, '#16a34a'),
  ]);
  const { items } = await as<{ items: { versionId: string }[] }>('/Draft/pagePanelVersion', { panelId });
  await as('/Draft/namePanelVersion', { panelId, versionId: items[0].versionId, name: 'First layout' });
  await save([
    rect('header', 24, '#dc2626', 100),
    title,
    rect('card', 150, '#e2e8f0', 240),
    rect('note', 520, '#f59e0b', 60),
  ]);
  await page.goto(`/web/workbench?projectId=${projectId}&panelId=${panelId}&lng=${TEXTS[lng].lng}`);
  await expect(page.locator('.editor-canvas-host [data-node-id="note"]')).toBeVisible();
  return { panelId };
}

/** The ids of a side's nodes drawn with an outline. */
const outlined = (page: Page, side: 'before' | 'after') =>
  page.locator(`[data-compare="${side}"] [data-node-id]`).evaluateAll((nodes) =>
    nodes
      .filter((node) => getComputedStyle(node).outlineStyle !== 'none')
      .map((node) => node.getAttribute('data-node-id'))
      .sort(),
  );

type Doc = { children: { id: string; fills?: { color: string }[] }[] };
const editorDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { boxifyEditor: { document: Doc } }).boxifyEditor.document);

for (const lng of ['en', 'zh'] as const) {
  const t = TEXTS[lng];
  test(`version history: compare, restore as a new version, name a version (${lng})`, async ({ page, request }) => {
    const errors = watchPageErrors(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await panelWithHistory(page, request, lng);

    await page.getByRole('button', { name: t.history, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.title });
    await expect(dialog).toBeVisible();
    const items = dialog.getByTestId('version-item');
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText(t.edited);
    await expect(items.nth(0)).toContainText(t.current);
    await expect(items.nth(1)).toContainText('First layout');
    await expect(items.nth(2)).toContainText(t.created);

    // The named version opens beside the current one: exactly the three layers that differ are outlined.
    await expect(items.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByTestId('compare-legend')).toHaveAttribute('data-changed', '3');
    for (const text of t.legend) await expect(dialog.getByTestId('compare-legend')).toContainText(text);
    await expect(dialog.getByTestId('compare-before').locator('[data-node-id="button"]')).toBeVisible();
    expect(await outlined(page, 'before')).toEqual(['button', 'header']);
    expect(await outlined(page, 'after')).toEqual(['header', 'note']);
    await captureViewports(page, `version-history-compare-${lng}`, { fullPage: false, viewports: [DESKTOP] });

    // Restore: the canvas shows the named version, as a new (current) version on top; nothing else is gone.
    await dialog.getByRole('button', { name: t.restore }).click();
    await expect(items).toHaveCount(4);
    await expect(items.nth(0)).toContainText(t.restored);
    await expect(items.nth(0)).toContainText(t.current);
    await expect
      .poll(async () => (await editorDocument(page)).children.map((node) => node.id))
      .toEqual(['header', 'title', 'card', 'button']);
    expect((await editorDocument(page)).children[0].fills?.[0].color).toBe('#4f46e5');

    // Name this version: the oldest one gets a name, shown in the list.
    await items.nth(3).click();
    await dialog.getByRole('button', { name: t.name }).click();
    await dialog.getByLabel(t.nameLabel).fill('Blank start');
    await dialog.getByRole('button', { name: t.saveName }).click();
    await expect(items.nth(3)).toContainText('Blank start');
    await captureViewports(page, `version-history-restored-${lng}`, { fullPage: false, viewports: [DESKTOP] });

    // A phone opens the history from the bar under the canvas; the comparison comes first, the list below it.
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('navigation').getByRole('button', { name: t.history, exact: true }).click();
    await expect(dialog.getByTestId('compare-legend')).toBeVisible();
    await captureViewports(page, `version-history-compare-${lng}`, { fullPage: false, viewports: [PHONE] });
    await dialog.getByTestId('version-item').nth(0).scrollIntoViewIfNeeded();
    await captureViewports(page, `version-history-list-${lng}`, { fullPage: false, viewports: [PHONE] });
    expect(errors).toEqual([]);
  });
}

type Listed = { items: { versionId: string; kind: string; previewUrl: string | null }[]; total: number };

for (const lng of ['en', 'zh'] as const) {
  const t = TEXTS[lng];
  test(`version history: Load more past the first hundred; Created has its thumbnail (${lng})`, async ({
    page,
    request,
  }) => {
    const errors = watchPageErrors(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    const session = await signUpByApi(request, uniqueEmail(`history-more-${lng}`));
    await storeSession(page, session, { skipWelcome: true });
    const as = <T>(path: string, data: unknown) => postAs<T>(request, path, data, session.token);
    const { projectId } = await as<{ projectId: string }>('/Project/addProject', { name: 'History' });
    const { panelId } = await as<{ panelId: string }>('/Draft/createPanel', {
      projectId,
      name: 'Pricing',
      width: 390,
      height: 640,
      children: [rect('header', 24, '#c7d2fe', 100)],
    });
    // 105 restores of the panel as created: each one is a version of its own (edits within a minute are one).
    let { version } = await as<{ version: number }>('/Draft/queryPanelContent', { panelId });
    const { content } = await as<{ content: object }>('/Draft/queryPanelContent', { panelId });
    await as('/Draft/modifyPanelContent', {
      panelId,
      version,
      content: { ...content, children: [rect('header', 24, '#4f46e5', 100)] },
    });
    const first = await as<Listed>('/Draft/pagePanelVersion', { panelId, page: 1, pageSize: 10 });
    const created = first.items.find((item) => item.kind === 'created')!;
    for (let i = 0; i < 105; i++) {
      ({ version } = await as<{ version: number }>('/Draft/queryPanelContent', { panelId }));
      await as('/Draft/restorePanelVersion', { panelId, versionId: created.versionId, version });
    }
    const listed = await as<Listed>('/Draft/pagePanelVersion', { panelId, page: 1, pageSize: 1 });
    const total = listed.total;
    expect(total).toBeGreaterThan(100);
    // The first version gets a thumbnail like the others (the preview job renders it from its own document).
    await expect
      .poll(async () => {
        const all = await as<Listed>('/Draft/pagePanelVersion', { panelId, page: 2, pageSize: 100 });
        return all.items.find((item) => item.kind === 'created')?.previewUrl ?? null;
      })
      .not.toBeNull();

    await page.goto(`/web/workbench?projectId=${projectId}&panelId=${panelId}&lng=${t.lng}`);
    await page.getByRole('button', { name: t.history, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.title });
    const items = dialog.getByTestId('version-item');
    await expect(items).toHaveCount(100);
    const more = dialog.getByRole('button', { name: t.more(100, total) });
    await more.scrollIntoViewIfNeeded();
    await captureViewports(page, `version-history-more-${lng}`, { fullPage: false, viewports: [DESKTOP] });
    // A phone: the list under the comparison, Load more at its end.
    await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
    await more.scrollIntoViewIfNeeded();
    await captureViewports(page, `version-history-more-${lng}`, { fullPage: false, viewports: [PHONE] });
    await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
    await more.click();
    await expect(items).toHaveCount(total);
    await expect(more).toHaveCount(0);
    // The oldest, "Created", is last, with its picture.
    const oldest = items.last();
    await expect(oldest).toContainText(t.created);
    await expect(oldest.locator('img.history__thumb')).toHaveAttribute('src', /panelPreview/);
    expect(errors).toEqual([]);
  });
}
