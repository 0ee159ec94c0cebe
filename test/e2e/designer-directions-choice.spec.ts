import { expect, test } from '@playwright/test';

import { violations } from './support/axe';
import { DESIGNER_TEXTS } from './support/designer-texts';
import { watchPageErrors } from './support/page-errors';
import { openDesignerOnPro } from './support/pro-designer';
import { captureViewports, VIEWPORTS } from './support/screenshots';
import { signUpByApi, storeSession, uniqueEmail } from './support/workbench';
import { hangGuardMs } from '../support/wait';

// Issue 19: the Boxify panel asks how many directions to design (3 for an empty page by default, at most the
// plan's); two chosen are two previews, and two directions compare side by side with the differing nodes outlined.
const CASES = {
  en: {
    ...DESIGNER_TEXTS.en,
    lng: 'en',
    header: 'en-US',
    complete: 'Complete payment',
    choose: 'Directions to design',
    locked: 'Your plan allows 1 direction per prompt.',
    upgrade: 'Upgrade for more',
    directions: 'Directions',
    preview: (n: number) => `Preview of direction ${n}`,
    accept: (n: number) => `Accept direction ${n}`,
    compare: 'Compare',
    compareTitle: 'Compare directions',
    back: 'Back to directions',
    text: 'A mobile booking page for Pawstep, a pet grooming salon, with a date picker and 6 time slots',
  },
  zh: {
    ...DESIGNER_TEXTS.zh,
    lng: 'cn',
    header: 'zh-CN',
    complete: '完成支付',
    choose: '设计几个方向',
    locked: '你的套餐每次最多可请求 1 个方向。',
    upgrade: '升级以获得更多',
    directions: '设计方向',
    preview: (n: number) => `方向 ${n} 预览`,
    accept: (n: number) => `接受方向 ${n}`,
    compare: '对比',
    compareTitle: '对比设计方向',
    back: '返回设计方向',
    text: '「暖爪」宠物美容手机预约页：日期选择、6 个时间段',
  },
} as const;

for (const [language, t] of Object.entries(CASES)) {
  test(`choose two directions, see two previews, compare them (${language})`, async ({ page, request }) => {
    const errors = watchPageErrors(page);
    const { panel } = await openDesignerOnPro(page, request, t, `choose-${language}`);
    const choice = panel.getByRole('group', { name: t.choose });
    // An empty page: three by default, all three open to the pro plan.
    await expect(choice.getByRole('radio', { name: '3' })).toBeChecked();
    for (const n of ['1', '2', '3']) await expect(choice.getByRole('radio', { name: n })).toBeEnabled();
    await choice.getByText('2', { exact: true }).click();
    await expect(choice.getByRole('radio', { name: '2' })).toBeChecked();
    await captureViewports(page, `designer-directions-choice-${language}`, { fullPage: false, viewports: VIEWPORTS });

    await panel.getByRole('textbox', { name: t.prompt }).fill(t.text);
    const [sent] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/boxifyChat') && !(r.postDataJSON() as { dryRun?: boolean }).dryRun),
      panel.getByRole('button', { name: t.send }).click(),
    ]);
    expect((sent.postDataJSON() as { directions: number }).directions).toBe(2);

    const directions = panel.getByRole('region', { name: t.directions });
    await expect(directions).toBeVisible({ timeout: hangGuardMs() });
    await expect(directions.getByRole('listitem')).toHaveCount(2);
    for (const n of [1, 2]) await expect(directions.getByRole('figure', { name: t.preview(n) })).toBeVisible();
    expect.soft(await violations(page), 'directions').toEqual([]);

    // Compare: the two side by side, read-only, with a legend of what differs and an accept under each.
    await directions.getByRole('button', { name: t.compare, exact: true }).click();
    const compare = panel.getByRole('region', { name: t.compareTitle });
    await expect(compare.getByTestId('compare-before')).toBeVisible();
    await expect(compare.getByTestId('compare-after')).toBeVisible();
    const legend = compare.getByTestId('compare-legend');
    await expect(legend).toBeVisible();
    expect(Number(await legend.getAttribute('data-changed'))).toBeGreaterThan(0);
    // The nodes that differ carry the compare outline.
    const outlined = await compare.getByTestId('compare-after').evaluate((side) => {
      const nodes = [...side.querySelectorAll('[data-node-id]')];
      return nodes.filter((node) => getComputedStyle(node).outlineStyle === 'solid').length;
    });
    expect(outlined).toBeGreaterThan(0);
    await expect(compare.getByRole('button', { name: t.accept(1) })).toBeEnabled();
    await expect(compare.getByRole('button', { name: t.accept(2) })).toBeEnabled();
    // The compare view passes axe's WCAG 2 A and AA rules (issue 14), as do the directions before it.
    expect(await violations(page), 'directions compare').toEqual([]);
    await captureViewports(page, `designer-directions-compare-${language}`, { fullPage: false, viewports: VIEWPORTS });
    await compare.getByRole('button', { name: t.back }).click();
    await expect(directions.getByRole('listitem')).toHaveCount(2);
    expect(errors).toEqual([]);
  });

  test(`a free plan designs one direction; more are offered with a way to upgrade (${language})`, async ({
    page,
    request,
  }) => {
    const session = await signUpByApi(request, uniqueEmail(`choose-free-${language}`));
    await storeSession(page, session, { skipWelcome: true });
    await page.setExtraHTTPHeaders({ 'prefer-language': t.header });
    await page.goto(`/web/workbench?mode=new&lng=${t.lng}`);
    await expect(page).toHaveURL((url) => url.searchParams.has('panelId'));
    await page.getByRole('region', { name: t.start }).getByRole('button', { name: t.describe }).click();
    const choice = page.getByRole('complementary', { name: t.panel }).getByRole('group', { name: t.choose });
    await expect(choice.getByRole('radio', { name: '1' })).toBeChecked();
    await expect(choice.getByRole('radio', { name: '2' })).toBeDisabled();
    await expect(choice.getByRole('radio', { name: '3' })).toBeDisabled();
    await expect(choice.getByText(t.locked)).toBeVisible();
    await expect(choice.getByRole('button', { name: t.upgrade })).toBeVisible();
  });
}

test('on a phone the directions are reachable and in view', async ({ page, request }) => {
  const t = CASES.en;
  const errors = watchPageErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const { panel } = await openDesignerOnPro(page, request, t, 'choose-phone');
  await panel.getByRole('textbox', { name: t.prompt }).fill(t.text);
  await panel.getByRole('button', { name: t.send }).click();
  const directions = panel.getByRole('region', { name: t.directions });
  await expect(directions).toBeVisible({ timeout: hangGuardMs() });
  const first = directions.getByRole('button', { name: t.accept(1) });
  await first.scrollIntoViewIfNeeded();
  await expect(directions.getByRole('figure', { name: t.preview(1) })).toBeInViewport();
  await expect(first).toBeInViewport();
  // Nothing lies over the panel: the accept button is the element at its own centre.
  const box = (await first.boundingBox())!;
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label') ?? null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(hit).toBe(t.accept(1));
  await page.screenshot({ path: test.info().outputPath('phone.png') });
  await captureViewports(page, 'designer-directions-phone-en', { fullPage: false, viewports: [VIEWPORTS[1]] });
  expect(errors).toEqual([]);
});
