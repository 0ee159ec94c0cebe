import { expect, type Page, test } from '@playwright/test';

import { documentOf, openNewPanel } from './support/editor-page';
import { DESIGNER_TEXTS } from './support/designer-texts';
import { watchPageErrors } from './support/page-errors';
import { hangGuardMs } from '../support/wait';

// Issue 14 §4: an accepted result shows everywhere at once; the Boxify chat reopens after a reload.
const TEXTS = {
  en: {
    ...DESIGNER_TEXTS.en,
    steps: 'Designer steps',
    properties: 'Panel properties',
    name: 'Panel name',
    width: 'Width',
    brief: 'A mobile login page for a travel app',
  },
  zh: {
    ...DESIGNER_TEXTS.zh,
    steps: '设计步骤',
    properties: '画板属性',
    name: '画板名称',
    width: '宽度',
    brief: '一个旅行应用的手机登录页',
  },
} as const;

type Doc = { name: string; width: number; height: number };

async function expectPanelShown(page: Page, lng: 'en' | 'zh', doc: Doc) {
  const t = TEXTS[lng];
  const size = `${doc.width}×${Math.round(doc.height)}`;
  // The sidebar's row, the header and the panel form: all within the page's own reaction time.
  await expect(page.getByRole('button', { name: doc.name }).filter({ hasText: size })).toBeVisible();
  await expect(page.locator('header').getByText(doc.name, { exact: true }).first()).toBeVisible();
  const form = page.getByRole('form', { name: t.properties });
  await expect(form.getByLabel(t.name, { exact: true })).toHaveValue(doc.name);
  await expect(form.getByLabel(t.width, { exact: true })).toHaveValue(String(doc.width));
}

for (const lng of ['en', 'zh'] as const) {
  const t = TEXTS[lng];
  test(`an accepted generation renames and resizes the panel everywhere; the chat survives a reload (${lng})`, async ({
    page,
    request,
  }) => {
    const errors = watchPageErrors(page);
    await openNewPanel(page, request, lng);
    await page.getByRole('region', { name: t.start }).getByRole('button', { name: t.describe }).click();
    const panel = page.getByRole('complementary', { name: t.panel });
    await panel.getByRole('textbox', { name: t.prompt }).fill(t.brief);
    await panel.getByRole('button', { name: t.send }).click();
    await expect(panel.getByText(t.pending)).toBeVisible({ timeout: hangGuardMs() });
    await panel.getByRole('button', { name: t.accept, exact: true }).click();
    await expect(panel.getByText(t.accepted)).toBeVisible({ timeout: hangGuardMs() });

    const doc = await documentOf<Doc>(page);
    expect(doc.width).not.toBe(1440);
    await expectPanelShown(page, lng, doc);

    // A reload: the chat is open again with the generation's steps and its outcome.
    const again = new URL(page.url());
    again.searchParams.set('lng', lng === 'zh' ? 'cn' : 'en');
    await page.goto(again.toString());
    const reopened = page.getByRole('complementary', { name: t.panel });
    await expect(reopened.getByText(t.accepted)).toBeVisible();
    await expect(reopened.getByRole('list', { name: t.steps }).getByRole('listitem').first()).toBeVisible();
    await expectPanelShown(page, lng, doc);
    expect(errors).toEqual([]);
  });
}
