import { expect, type APIRequestContext, type Page, test } from '@playwright/test';

import { watchPageErrors } from './support/page-errors';
import { captureViewports, WORKBENCH_VIEWPORTS } from './support/screenshots';
import { signUpByApi, storeSession, uniqueEmail } from './support/workbench';

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
    failed: 'The generation failed: nothing was charged.',
    pending: 'Pending result',
    accept: 'Accept',
    accepted: 'Accepted: the canvas shows the result.',
    optimise: 'Optimise',
    emptyCanvas: 'The canvas is empty: add or generate a design first',
    required: 'Please enter a prompt',
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
    failed: '生成失败：未扣除任何积分。',
    pending: '待处理结果',
    accept: '接受',
    accepted: '已接受：画布已显示结果。',
    optimise: '优化',
    emptyCanvas: '画布为空：请先添加或生成设计',
    required: '请输入提示词',
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
  test(`start design, the Boxify panel, its cost, a generation and optimise on an empty canvas (${lng})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const errors = watchPageErrors(page);
    const session = await openNewDesign(page, request, lng);
    const chances = await freeChances(request, session.token);
    expect(chances).toBeGreaterThan(0);

    // The start-design choices over the empty new panel.
    const start = page.getByRole('dialog', { name: t.start });
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

    // The designer's steps stream in; the generation ends with a pending result or a clear failure.
    const outcome = panel.getByText(t.pending).or(panel.getByText(t.failed));
    await expect(outcome).toBeVisible({ timeout: 30_000 });
    await captureViewports(page, `designer-outcome-${lng}`, { fullPage: false, viewports: WORKBENCH_VIEWPORTS });
    if (await panel.getByText(t.failed).isVisible()) {
      // Failed: nothing was charged, the free chance is back, and Retry is offered.
      await expect(panel.getByRole('button', { name: lng === 'en' ? 'Retry' : '重试' })).toBeVisible();
      await expect.poll(() => freeChances(request, session.token)).toBe(chances);
      await expect(panel.getByText(t.free)).toBeVisible();
    } else {
      // A pending result: accepted, the canvas shows it, and Optimise is open again.
      await expect(panel.getByRole('figure')).toBeVisible();
      await panel.getByRole('button', { name: t.accept, exact: true }).click();
      await expect(panel.getByText(t.accepted)).toBeVisible();
      const nodes = await page.evaluate(
        () =>
          (window as unknown as { boxifyEditor: { document: { children: unknown[] } } }).boxifyEditor.document.children
            .length,
      );
      expect(nodes).toBeGreaterThan(0);
      await expect(optimise).not.toHaveAttribute('aria-disabled', 'true');
    }
    expect(errors).toEqual([]);
  });
}
