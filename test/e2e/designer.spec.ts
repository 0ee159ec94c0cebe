import { join } from 'node:path';

import { expect, type APIRequestContext, type Page, test } from '@playwright/test';

import { watchPageErrors } from './support/page-errors';
import { repoRoot } from './support/repo-root';
import { captureViewports, WORKBENCH_VIEWPORTS } from './support/screenshots';
import { signUpByApi, storeSession, uniqueEmail } from './support/workbench';
import { hangGuardMs } from '../support/wait';

const TEXTS = {
  en: {
    start: 'Start your design',
    describe: /Describe it/,
    scratch: /Start from scratch/,
    boxify: 'Boxify',
    panel: 'Boxify designer',
    prompt: 'Describe your design',
    free: 'This will use a free generation chance',
    send: 'Send',
    pending: 'Pending result',
    accept: 'Accept',
    accepted: 'Accepted: the canvas shows the result.',
    discarded: 'Discarded: the canvas keeps your design.',
    discard: 'Discard',
    steps: 'Designer steps',
    preview: 'Preview of the result',
    feedback: 'Send feedback',
    report: 'Optimisation report',
    creditShort: 'Credit is not enough!',
    upgrade: 'Upgrade',
    none: 'No problems found',
    upload: /Upload JSON/,
    check: 'Check',
    contrast: 'Colour contrast',
    before: 'Before',
    optimisationPending: 'Accept or discard the pending optimisation result first',
    optimise: 'Optimise',
    emptyCanvas: 'The canvas is empty: add or generate a design first',
    required: 'Please enter a prompt',
    feedbackRequired: 'please enter feedback content',
    unsupported: 'movie.mp4: only PNG, JPG, JPEG, WEBP images or JSON, TXT, MD files can be attached',
    attachments: 'Attachments',
  },
  zh: {
    start: '开始设计',
    describe: /描述设计/,
    scratch: /从空白开始/,
    boxify: 'Boxify',
    panel: 'Boxify 设计助手',
    prompt: '描述你的设计',
    free: '本次将使用一次免费生成机会',
    send: '发送',
    pending: '待处理结果',
    accept: '接受',
    accepted: '已接受：画布已显示结果。',
    discarded: '已放弃：画布保留你的设计。',
    discard: '放弃',
    steps: '设计步骤',
    preview: '结果预览',
    feedback: '发送反馈',
    report: '优化报告',
    creditShort: '积分不足！',
    upgrade: '升级',
    none: '未发现问题',
    upload: /上传 JSON/,
    check: '检查项',
    contrast: '颜色对比度',
    before: '优化前',
    optimisationPending: '请先接受或放弃待处理的优化结果',
    optimise: '优化',
    emptyCanvas: '画布为空：请先添加或生成设计',
    required: '请输入提示词',
    feedbackRequired: '请输入反馈内容',
    unsupported: 'movie.mp4：只能添加 PNG、JPG、JPEG、WEBP 图片或 JSON、TXT、MD 文件',
    attachments: '附件',
  },
} as const;

async function freeChances(request: APIRequestContext, token: string): Promise<number> {
  const info = await request.get('/api/uxa-center/support/Support/getUserInfoByToken', {
    headers: { 'access-token': token },
  });
  return ((await info.json()) as { data: { aiFreeChance: number } }).data.aiFreeChance;
}

const documentNodes = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { boxifyEditor: { document: { children: unknown[] } } }).boxifyEditor.document.children
        .length,
  );

async function openNewDesign(page: Page, request: APIRequestContext, lng: 'en' | 'zh') {
  await page.addInitScript(() => window.localStorage.setItem('boxify:debug', '1'));
  const session = await signUpByApi(request, uniqueEmail(`designer-${lng}`));
  await storeSession(page, session, { skipWelcome: true });
  await page.goto(`/web/workbench?mode=new&lng=${lng === 'zh' ? 'cn' : 'en'}`);
  await expect(page).toHaveURL((url) => url.searchParams.has('panelId'));
  return session;
}

for (const lng of ['en', 'zh'] as const) {
  const t = TEXTS[lng];
  test(`start design, the Boxify panel, its cost, a generation accepted, optimise blocked then reported (${lng})`, async ({
    page,
    request,
  }) => {
    const errors = watchPageErrors(page);
    const session = await openNewDesign(page, request, lng);
    const chances = await freeChances(request, session.token);
    expect(chances).toBeGreaterThan(0);

    // The start-design choices over the empty new panel.
    const start = page.getByRole('region', { name: t.start });
    await expect(start).toBeVisible();
    await expect(start.getByRole('button', { name: t.scratch })).toBeVisible();
    await captureViewports(page, `designer-start-${lng}`, { fullPage: false, viewports: WORKBENCH_VIEWPORTS });

    // Optimise on an empty canvas is blocked, with the reason.
    const optimise = page.getByRole('button', { name: t.optimise, exact: true });
    await expect(optimise).toHaveAttribute('aria-disabled', 'true');
    await expect(optimise).toHaveAttribute('title', t.emptyCanvas);

    // Describe it: the Boxify panel opens with the prompt focused, and says what sending costs.
    await start.getByRole('button', { name: t.describe }).click();
    await expect(start).toBeHidden();
    const panel = page.getByRole('complementary', { name: t.panel });
    const prompt = panel.getByRole('textbox', { name: t.prompt });
    await expect(prompt).toBeFocused();
    await expect(panel.getByText(t.free)).toBeVisible();

    // The client checks attachments before uploading anything.
    await panel.getByLabel(t.attachments, { exact: true }).setInputFiles({
      name: 'movie.mp4',
      mimeType: 'video/mp4',
      buffer: Buffer.from('not a design'),
    });
    await expect(page.getByText(t.unsupported)).toBeVisible();

    // An empty prompt is refused in the panel.
    await panel.getByRole('button', { name: t.send }).click();
    await expect(page.getByText(t.required)).toBeVisible();

    await prompt.fill(lng === 'en' ? 'A login page for a travel app' : '一个旅行应用的登录页');
    await captureViewports(page, `designer-panel-${lng}`, { fullPage: false, viewports: WORKBENCH_VIEWPORTS });
    await panel.getByRole('button', { name: t.send }).click();

    // The designer's steps stream in, then the pending result is previewed before anything changes.
    await expect(panel.getByRole('list', { name: t.steps }).getByRole('listitem').first()).toBeVisible();
    await expect(panel.getByText(t.pending)).toBeVisible({ timeout: hangGuardMs() });
    await expect(panel.getByRole('figure', { name: t.preview })).toBeVisible();
    expect(await documentNodes(page)).toBe(0);
    await captureViewports(page, `designer-pending-${lng}`, { fullPage: false, viewports: WORKBENCH_VIEWPORTS });

    // Feedback needs text.
    await panel.getByRole('button', { name: t.feedback }).click();
    await expect(panel.getByText(t.feedbackRequired)).toBeVisible();

    // Accept: the canvas shows the result, and one free chance was used.
    await panel.getByRole('button', { name: t.accept, exact: true }).click();
    await expect(panel.getByText(t.accepted)).toBeVisible();
    await expect.poll(() => documentNodes(page)).toBeGreaterThan(0);
    expect(await freeChances(request, session.token)).toBe(chances - 1);

    // One-click optimisation: progress, then the report by check, with Accept / Discard; pending blocks another.
    await expect(optimise).not.toHaveAttribute('aria-disabled', 'true');
    await optimise.click();
    await expect(panel.getByRole('heading', { name: t.report })).toBeVisible({ timeout: hangGuardMs() });
    // The designer's own result already passes every check.
    await expect(panel.getByText(t.none)).toBeVisible();
    await expect(optimise).toHaveAttribute('title', t.optimisationPending);
    await captureViewports(page, `designer-report-${lng}`, { fullPage: false, viewports: WORKBENCH_VIEWPORTS });
    const before = await documentNodes(page);
    await panel.getByRole('button', { name: t.discard, exact: true }).click();
    await expect(panel.getByText(t.discarded)).toBeVisible();
    expect(await documentNodes(page)).toBe(before);
    await expect(optimise).not.toHaveAttribute('aria-disabled', 'true');
    expect(errors).toEqual([]);
  });
}

for (const lng of ['en', 'zh'] as const) {
  const t = TEXTS[lng];
  test(`upload JSON from the start screen, then optimise reports the findings by check and accepts (${lng})`, async ({
    page,
    request,
  }) => {
    const errors = watchPageErrors(page);
    await openNewDesign(page, request, lng);
    const start = page.getByRole('region', { name: t.start });
    await start.getByLabel(t.upload).setInputFiles(join(repoRoot(), 'test', 'fixtures', 'messy', 'sign-in.json'));
    await expect(start).toBeHidden();
    await expect.poll(() => documentNodes(page)).toBeGreaterThan(0);

    await page.getByRole('button', { name: t.optimise, exact: true }).click();
    const panel = page.getByRole('complementary', { name: t.panel });
    await expect(panel.getByRole('heading', { name: t.report })).toBeVisible({ timeout: hangGuardMs() });
    const report = panel.getByRole('table');
    await expect(report.getByRole('columnheader', { name: t.check })).toBeVisible();
    await expect(report.getByRole('columnheader', { name: t.before })).toBeVisible();
    await expect(report.getByRole('rowheader').first()).toBeVisible();
    await captureViewports(page, `designer-report-${lng}`, { fullPage: false, viewports: WORKBENCH_VIEWPORTS });
    const before = JSON.stringify(
      await page.evaluate(() => (window as unknown as { boxifyEditor: { document: unknown } }).boxifyEditor.document),
    );
    await panel.getByRole('button', { name: t.accept, exact: true }).click();
    await expect(panel.getByText(t.accepted)).toBeVisible();
    await expect
      .poll(async () =>
        JSON.stringify(
          await page.evaluate(
            () => (window as unknown as { boxifyEditor: { document: unknown } }).boxifyEditor.document,
          ),
        ),
      )
      .not.toBe(before);
    expect(errors).toEqual([]);
  });
}

for (const lng of ['en', 'zh'] as const) {
  const t = TEXTS[lng];
  test(`credit is not enough: said in the panel with Upgrade to the pricing (${lng})`, async ({ page, request }) => {
    const errors = watchPageErrors(page);
    await openNewDesign(page, request, lng);
    // The server's answer for an account without chances or credits (a new account has free chances).
    await page.route('**/AgentCommand/boxifyChat', (route) =>
      route.fulfill({
        status: 402,
        json: { code: 40200001, data: { action: 'upgrade' }, msg: t.creditShort },
      }),
    );
    await page.getByRole('region', { name: t.start }).getByRole('button', { name: t.describe }).click();
    const panel = page.getByRole('complementary', { name: t.panel });
    await panel.getByRole('textbox', { name: t.prompt }).fill('A pricing page');
    await panel.getByRole('button', { name: t.send }).click();
    const alert = panel.getByRole('alert');
    await expect(alert).toContainText(t.creditShort);
    await alert.getByRole('button', { name: t.upgrade }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('section') === 'pricing');
    expect(errors).toEqual([]);
  });
}

test('remix a template: the chosen page becomes the new panel (en)', async ({ page, request }) => {
  await page.addInitScript(() => window.localStorage.setItem('boxify:debug', '1'));
  await storeSession(page, await signUpByApi(request, uniqueEmail('remix')), { skipWelcome: true });
  await page.goto('/web/workbench?mode=new&lng=en');
  await page.getByRole('button', { name: /^Remix a template/ }).click();
  await page
    .getByRole('button', { name: /^Use .*Pricing/i })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Start your design' })).toHaveCount(0);
  const doc = await page.evaluate(
    () => (window as unknown as { boxifyEditor: { document: { children: unknown[] } } }).boxifyEditor.document,
  );
  expect(doc.children.length).toBeGreaterThan(0);
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: hangGuardMs() });
  // The template's size reaches the sidebar and the panel form once saved.
  const height = String(
    Math.round(
      await page.evaluate(
        () => (window as unknown as { boxifyEditor: { document: { height: number } } }).boxifyEditor.document.height,
      ),
    ),
  );
  await expect(page.getByRole('form', { name: 'Panel properties' }).getByLabel('Height', { exact: true })).toHaveValue(
    height,
  );
  await page.screenshot({ path: 'test-results/screenshots/designer-remix-en-1440x900.png' });
});
