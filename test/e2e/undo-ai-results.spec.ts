import { join } from 'node:path';

import { expect, type APIRequestContext, type Page, test } from '@playwright/test';

import { documentJson, openNewPanel, panelIdOf, savedContent, type Lng } from './support/editor-page';
import { DESIGNER_TEXTS } from './support/designer-texts';
import { watchPageErrors } from './support/page-errors';
import { repoRoot } from './support/repo-root';
import { hangGuardMs } from '../support/wait';

// Issue 14 §1: an accepted AI result is one step of the editor's history, undone like any edit.
const TEXTS = {
  en: {
    ...DESIGNER_TEXTS.en,
    optimise: 'Optimise',
    report: 'Optimisation report',
    upload: /Upload JSON/,
    saved: /^Saved$/,
    undo: 'Undo',
  },
  zh: {
    ...DESIGNER_TEXTS.zh,
    optimise: '优化',
    report: '优化报告',
    upload: /上传 JSON/,
    saved: /^已保存$/,
    undo: '撤销',
  },
} as const;

async function chances(request: APIRequestContext, token: string): Promise<number> {
  const info = await request.get('/api/uxa-center/support/Support/getUserInfoByToken', {
    headers: { 'access-token': token },
  });
  return ((await info.json()) as { data: { aiFreeChance: number } }).data.aiFreeChance;
}

async function sendAndAccept(page: Page, lng: Lng, prompt: string) {
  const t = TEXTS[lng];
  const panel = page.getByRole('complementary', { name: t.panel });
  await panel.getByRole('textbox', { name: t.prompt }).fill(prompt);
  await panel.getByRole('button', { name: t.send }).click();
  await expect(panel.getByText(t.pending)).toBeVisible({ timeout: hangGuardMs() });
  await panel.getByRole('button', { name: t.accept, exact: true }).click();
  await expect(panel.getByText(t.accepted)).toBeVisible({ timeout: hangGuardMs() });
}

for (const lng of ['en', 'zh'] as const) {
  const t = TEXTS[lng];

  test(`an accepted generation and an accepted edit are each one undo step, saved, not refunded (${lng})`, async ({
    page,
    request,
  }) => {
    const errors = watchPageErrors(page);
    const session = await openNewPanel(page, request, lng);
    const panelId = panelIdOf(page);
    await page.getByRole('region', { name: t.start }).getByRole('button', { name: t.describe }).click();
    const empty = await documentJson(page);

    await sendAndAccept(page, lng, lng === 'en' ? 'A login page for a travel app' : '一个旅行应用的登录页');
    await expect.poll(() => documentJson(page)).not.toBe(empty);
    const generated = await documentJson(page);
    const left = await chances(request, session.token);

    // Focus stays on the designer's button: Ctrl+Z still undoes the whole result, and nothing else.
    const undo = page.getByRole('button', { name: t.undo, exact: true }).first();
    await expect(undo).toBeEnabled();
    await page.keyboard.press('Control+z');
    await expect.poll(() => documentJson(page)).toBe(empty);
    // An ordinary edit: autosaved, the chance not given back, the generation still accepted.
    await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible({ timeout: hangGuardMs() });
    await expect.poll(() => savedContent(request, session.token, panelId)).toBe(empty);
    expect(await chances(request, session.token)).toBe(left);
    await expect(page.getByRole('complementary', { name: t.panel }).getByText(t.accepted)).toBeVisible();

    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => documentJson(page)).toBe(generated);

    // An edit of the selection: select the page's frame on the canvas, ask for a change, accept, undo.
    const box = (await page.locator('.boxify-panel').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + 8);
    // (The designer once floated over this point, so the click missed the canvas and the edit went to the panel.)
    await sendAndAccept(page, lng, lng === 'en' ? 'Make the corners rounder' : '加大圆角');
    await expect.poll(() => documentJson(page)).not.toBe(generated);
    await page.keyboard.press('Control+z');
    await expect.poll(() => documentJson(page)).toBe(generated);
    expect(errors).toEqual([]);
  });

  test(`an accepted optimisation is one undo step (${lng})`, async ({ page, request }) => {
    const errors = watchPageErrors(page);
    await openNewPanel(page, request, lng);
    const start = page.getByRole('region', { name: t.start });
    await start.getByLabel(t.upload).setInputFiles(join(repoRoot(), 'test', 'fixtures', 'messy', 'sign-in.json'));
    await expect(start).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible({ timeout: hangGuardMs() });
    const uploaded = await documentJson(page);

    await page.getByRole('button', { name: t.optimise, exact: true }).click();
    const panel = page.getByRole('complementary', { name: t.panel });
    await expect(panel.getByRole('heading', { name: t.report })).toBeVisible({ timeout: hangGuardMs() });
    await panel.getByRole('button', { name: t.accept, exact: true }).click();
    await expect(panel.getByText(t.accepted)).toBeVisible();
    await expect.poll(() => documentJson(page)).not.toBe(uploaded);

    await page.keyboard.press('Control+z');
    await expect.poll(() => documentJson(page)).toBe(uploaded);
    expect(errors).toEqual([]);
  });
}
