import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

import { watchPageErrors } from './support/page-errors';
import { postAs } from './support/sample-panel';
import { captureViewports } from './support/screenshots';
import {
  newAccountPanel,
  type OpenedPanel,
  retryAfter,
  serverError,
  toastWith,
  URL_LNG,
} from './support/failure-toasts';
import { hangGuardMs } from '../support/wait';

// Issue 21 point 3 (spec §8 "Other messages"), the failures shown where they happen: adding a picture, an image
// export, moving a panel into a folder, sending feedback, asking the designer before the canvas is saved, an edit
// whose layer is gone, and unsaved changes that no longer read back. Each is driven for real or refused with
// `page.route`, and read in the user's language.
const TEXTS = {
  en: {
    retry: 'Retry',
    addNode: 'Add node failed',
    imageDownload: 'Image download failed',
    addToFolder: 'Add pages to folder failed',
    submit: 'Submit failed, please retry',
    notReady: 'Canvas data not ready, retry later',
    placeholder: 'Placeholder not found',
    cannotRestore: 'Cannot restore previous state',
    canvas: 'Design canvas',
    exportButton: 'Export',
    completed: 'Completed',
    designer: 'Boxify',
    panel: 'Boxify designer',
    prompt: 'Describe your design',
    send: 'Send',
    pending: 'Pending result',
    feedbackBox: 'Feedback on this result',
    feedback: 'Send feedback',
    thanks: 'Thank you for your feedback',
    regenerate: 'Regenerate',
    optimise: 'Optimise',
    report: 'Optimisation report',
    edit: 'Make it red',
  },
  zh: {
    retry: '重试',
    addNode: '添加节点失败',
    imageDownload: '图片下载失败',
    addToFolder: '添加页面到文件夹失败',
    submit: '提交失败，请重试',
    notReady: '画布数据未就绪，请稍后重试',
    placeholder: '未找到占位符',
    cannotRestore: '无法恢复之前的状态',
    canvas: '设计画布',
    exportButton: '导出',
    completed: '已完成',
    designer: 'Boxify',
    panel: 'Boxify 设计助手',
    prompt: '描述你的设计',
    send: '发送',
    pending: '待处理结果',
    feedbackBox: '对此结果的反馈',
    feedback: '发送反馈',
    thanks: '感谢你的反馈',
    regenerate: '重新生成',
    optimise: '优化',
    report: '优化报告',
    edit: '改成红色',
  },
} as const;

const CARD = {
  type: 'frame',
  id: 'card',
  name: 'Card',
  x: 24,
  y: 24,
  width: 342,
  height: 300,
  fills: [{ type: 'solid', color: '#e2e8f0' }],
  children: [
    {
      type: 'text',
      id: 'title',
      name: 'Title',
      x: 24,
      y: 24,
      width: 200,
      height: 32,
      characters: 'Pricing',
      style: { fontSize: 24 },
      fills: [{ type: 'solid', color: '#0f172a' }],
    },
  ],
};

type Opened = OpenedPanel;

/** A new account with a project whose panel holds one card. */
const openCardPanel = (page: Page, request: APIRequestContext, lng: 'en' | 'zh', label: string) =>
  newAccountPanel(page, request, `${label}-${lng}`, [CARD]);

async function gotoPanel(page: Page, { projectId, panelId }: Opened, lng: 'en' | 'zh') {
  await page.goto(`/web/workbench?projectId=${projectId}&panelId=${panelId}&lng=${URL_LNG[lng]}`);
  await expect(page.locator('.editor-canvas-host [data-node-id="card"]')).toBeVisible();
}

const documentIds = (page: Page) =>
  page.evaluate(() =>
    (
      window as unknown as { boxifyEditor: { document: { children: { id: string }[] } } }
    ).boxifyEditor.document.children.map((child) => child.id),
  );

/** Opens the designer on the card and sends an edit of it: the result waits, pending. */
async function pendingEdit(page: Page, lng: 'en' | 'zh') {
  const t = TEXTS[lng];
  await page.locator('.editor-canvas-host [data-node-id="card"]').click({ position: { x: 300, y: 200 } });
  await page.getByRole('button', { name: t.designer, exact: true }).click();
  const panel = page.getByRole('complementary', { name: t.panel });
  await panel.getByRole('textbox', { name: t.prompt }).fill(t.edit);
  await panel.getByRole('button', { name: t.send }).click();
  await expect(panel.getByText(t.pending)).toBeVisible({ timeout: hangGuardMs() });
  return panel;
}

for (const lng of ['en', 'zh'] as const) {
  const t = TEXTS[lng];

  test(`a picture that does not open: Add node failed, Retry picks another (${lng})`, async ({ page, request }) => {
    const errors = watchPageErrors(page);
    const opened = await openCardPanel(page, request, lng, 'failure-image');
    await gotoPanel(page, opened, lng);
    // A file that says it is a PNG but is not one.
    await page.getByTestId('image-upload').setInputFiles({
      name: 'broken.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture at all'),
    });
    const failed = toastWith(page, t.addNode);
    await expect(failed).toBeVisible();
    await captureViewports(page, `failure-toast-add-node-${lng}`, { fullPage: false });
    expect(await documentIds(page)).toEqual(['card']);
    // Retry opens the picture picker again.
    const chooser = page.waitForEvent('filechooser');
    await failed.getByRole('button', { name: t.retry }).click();
    await chooser;
    expect(errors).toEqual([]);
  });

  test(`image export refused: Image download failed, Retry exports (${lng})`, async ({ page, request }) => {
    const errors = watchPageErrors(page);
    const opened = await openCardPanel(page, request, lng, 'failure-export');
    await gotoPanel(page, opened, lng);
    await page.getByRole('button', { name: t.exportButton, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.exportButton });
    await dialog.getByRole('radio', { name: 'PNG' }).check();
    await page.route('**/DesignSystemCommand/exportAssets', serverError);
    await dialog.getByRole('button', { name: t.exportButton, exact: true }).click();
    await retryAfter(page, '**/DesignSystemCommand/exportAssets', t.imageDownload, t.retry);
    await expect(dialog.getByTestId('export-status')).toHaveText(t.completed, { timeout: hangGuardMs() });
    expect(errors).toEqual([]);
  });

  test(`a panel dragged into another folder, refused: Add pages to folder failed, Retry moves it (${lng})`, async ({
    page,
    request,
  }) => {
    const errors = watchPageErrors(page);
    const opened = await openCardPanel(page, request, lng, 'failure-folder');
    await postAs(request, '/Project/saveFlow', { projectId: opened.projectId, name: 'Archive' }, opened.session.token);
    await gotoPanel(page, opened, lng);
    const archive = page.locator('.wb-flow').filter({ has: page.getByRole('heading', { name: /^Archive/ }) });
    await expect(archive.getByTestId('sidebar-panel')).toHaveCount(0);
    await page.route('**/Draft/updatePanel', serverError);
    await page.getByTestId('sidebar-panel').first().dragTo(archive.locator('.wb-flow__panels'));
    await retryAfter(page, '**/Draft/updatePanel', t.addToFolder, t.retry);
    await expect(archive.getByTestId('sidebar-panel')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test(`feedback refused: Submit failed, please retry, Retry sends it (${lng})`, async ({ page, request }) => {
    const errors = watchPageErrors(page);
    const opened = await openCardPanel(page, request, lng, 'failure-feedback');
    await gotoPanel(page, opened, lng);
    const panel = await pendingEdit(page, lng);
    await panel.getByRole('textbox', { name: t.feedbackBox }).fill(lng === 'en' ? 'Redder, please' : '再红一点');
    await page.route('**/AgentCommand/feedback', serverError);
    await panel.getByRole('button', { name: t.feedback }).click();
    await retryAfter(page, '**/AgentCommand/feedback', t.submit, t.retry);
    await expect(page.getByText(t.thanks)).toBeVisible();
    await expect(panel.getByRole('textbox', { name: t.feedbackBox })).toHaveValue('');
    expect(errors).toEqual([]);
  });

  test(`an edit regenerated after its layer was deleted: Placeholder not found (${lng})`, async ({ page, request }) => {
    const errors = watchPageErrors(page);
    const opened = await openCardPanel(page, request, lng, 'failure-placeholder');
    await gotoPanel(page, opened, lng);
    const panel = await pendingEdit(page, lng);
    // The layer the edit was made for (still selected) is deleted; the regenerated edit has nowhere to go.
    await page.getByRole('application', { name: t.canvas }).focus();
    await page.keyboard.press('Delete');
    await expect.poll(() => documentIds(page)).toEqual([]);
    await panel.getByRole('button', { name: t.regenerate, exact: true }).click();
    const missing = toastWith(page, t.placeholder);
    await expect(missing).toBeVisible();
    // Nothing to repeat: the layer is gone.
    await expect(missing.getByRole('button')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test(`optimise while the canvas cannot be saved: Canvas data not ready, Retry saves and optimises (${lng})`, async ({
    page,
    request,
  }) => {
    const errors = watchPageErrors(page);
    const opened = await openCardPanel(page, request, lng, 'failure-not-ready');
    await gotoPanel(page, opened, lng);
    // A change the save cannot send.
    await page.route('**/Draft/modifyPanelContent', serverError);
    await page.locator('.editor-canvas-host [data-node-id="card"]').click({ position: { x: 300, y: 200 } });
    await page.getByRole('application', { name: t.canvas }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('button', { name: t.optimise, exact: true }).click();
    await retryAfter(page, '**/Draft/modifyPanelContent', t.notReady, t.retry);
    const panel = page.getByRole('complementary', { name: TEXTS[lng].panel });
    await expect(panel.getByRole('heading', { name: t.report })).toBeVisible({ timeout: hangGuardMs() });
    expect(errors).toEqual([]);
  });

  test(`unsaved changes that no longer read back: Cannot restore previous state (${lng})`, async ({
    page,
    request,
  }) => {
    const errors = watchPageErrors(page);
    const opened = await openCardPanel(page, request, lng, 'failure-backup');
    // This browser kept unsaved changes of the panel that are damaged.
    await page.addInitScript(
      (key) => window.localStorage.setItem(key, '{"baseVersion":1,"content":{"children":"damaged"}}'),
      `boxify.unsaved.${opened.panelId}`,
    );
    await gotoPanel(page, opened, lng);
    const lost = toastWith(page, t.cannotRestore);
    await expect(lost).toBeVisible();
    await expect(lost.getByRole('button')).toHaveCount(0);
    // The saved panel is open.
    expect(await documentIds(page)).toEqual(['card']);
    expect(errors).toEqual([]);
  });
}
