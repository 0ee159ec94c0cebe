import { expect, type Locator, type Page, test } from '@playwright/test';

import { watchPageErrors } from './support/page-errors';
import { captureViewports, VIEWPORTS } from './support/screenshots';
import { signUpByApi, storeSession, uniqueEmail } from './support/workbench';
import { hangGuardMs } from '../support/wait';

// The brief the designer read, as chips the user corrects, then "Regenerate from this brief".
const CASES = {
  en: {
    lng: 'en',
    describe: /Describe it/,
    start: 'Start your design',
    panel: 'Boxify designer',
    prompt: 'Describe your design',
    send: 'Send',
    pending: 'Pending result',
    preview: 'Preview of the result',
    accept: 'Accept',
    accepted: 'Accepted: the canvas shows the result.',
    understood: 'Understood',
    name: 'Product name',
    mobile: 'Mobile',
    element: /^Element \d+$/,
    regenerate: 'Regenerate from this brief',
    text: 'A booking page for Pawstep, a pet grooming salon, with a date picker and 6 time slots',
    read: { name: 'Pawstep', element: 'Date picker' },
    corrected: { name: 'Furlong', element: 'Visit day' },
  },
  zh: {
    lng: 'cn',
    describe: /描述设计/,
    start: '开始设计',
    panel: 'Boxify 设计助手',
    prompt: '描述你的设计',
    send: '发送',
    pending: '待处理结果',
    preview: '结果预览',
    accept: '接受',
    accepted: '已接受：画布已显示结果。',
    understood: '我理解的是',
    name: '产品名称',
    mobile: '移动端',
    element: /^元素 \d+$/,
    regenerate: '按此需求重新生成',
    text: '「暖爪」宠物美容预约页：日期选择、6 个时间段',
    read: { name: '暖爪', element: '日期选择' },
    corrected: { name: '福隆', element: '到店日期' },
  },
} as const;

type Editor = { boxifyEditor: { document: { width: number; children: unknown[] } } };
const editorDocument = (page: Page) => page.evaluate(() => (window as unknown as Editor).boxifyEditor.document);

// The element chip whose label is `label` (elements have no names of their own, only places).
async function elementChip(chips: Locator, name: RegExp, label: string): Promise<Locator> {
  const boxes = chips.getByRole('textbox', { name });
  for (let index = 0; index < (await boxes.count()); index++) {
    if ((await boxes.nth(index).inputValue()) === label) return boxes.nth(index);
  }
  throw new Error(`No element chip reads ${label}`);
}

for (const [language, t] of Object.entries(CASES)) {
  test(`the brief as chips: correct the name, platform and an element, regenerate, the design follows (${language})`, async ({
    page,
    request,
  }) => {
    const errors = watchPageErrors(page);
    await page.addInitScript(() => window.localStorage.setItem('boxify:debug', '1'));
    await storeSession(page, await signUpByApi(request, uniqueEmail(`brief-${language}`)), { skipWelcome: true });
    await page.goto(`/web/workbench?mode=new&lng=${t.lng}`);
    await expect(page).toHaveURL((url) => url.searchParams.has('panelId'));

    await page.getByRole('region', { name: t.start }).getByRole('button', { name: t.describe }).click();
    const panel = page.getByRole('complementary', { name: t.panel });
    await panel.getByRole('textbox', { name: t.prompt }).fill(t.text);
    await panel.getByRole('button', { name: t.send }).click();
    await expect(panel.getByText(t.pending)).toBeVisible({ timeout: hangGuardMs() });

    // What the designer understood, editable.
    const chips = panel.getByRole('region', { name: t.understood });
    await expect(chips.getByRole('textbox', { name: t.name })).toHaveValue(t.read.name);
    await chips.getByRole('textbox', { name: t.name }).fill(t.corrected.name);
    await chips.getByRole('radio', { name: t.mobile }).click();
    await (await elementChip(chips, t.element, t.read.element)).fill(t.corrected.element);
    await expect(chips.getByRole('radio', { name: t.mobile })).toHaveAttribute('aria-checked', 'true');
    await chips.scrollIntoViewIfNeeded();
    await captureViewports(page, `designer-brief-${language}`, { fullPage: false, viewports: VIEWPORTS });

    await chips.getByRole('button', { name: t.regenerate }).click();
    // The regenerated result: made from the corrected brief, which its chips show back.
    const preview = panel.getByRole('figure', { name: t.preview });
    await expect(preview).toContainText(t.corrected.name, { timeout: hangGuardMs() });
    await expect(preview).toContainText(t.corrected.element);
    await expect(preview).not.toContainText(t.read.name);
    const again = panel.getByRole('region', { name: t.understood });
    await expect(again.getByRole('textbox', { name: t.name })).toHaveValue(t.corrected.name);
    await expect(again.getByRole('radio', { name: t.mobile })).toHaveAttribute('aria-checked', 'true');

    // Accepted: the canvas holds a phone-wide design with the corrected name and element.
    await panel.getByRole('button', { name: t.accept, exact: true }).click();
    await expect(panel.getByText(t.accepted)).toBeVisible();
    await expect.poll(async () => (await editorDocument(page)).width).toBe(390);
    const canvas = JSON.stringify(await editorDocument(page));
    expect(canvas).toContain(t.corrected.name);
    expect(canvas).toContain(t.corrected.element);
    expect(errors).toEqual([]);
  });
}
