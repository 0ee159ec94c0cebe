import { expect, test } from '@playwright/test';

import { DESIGNER_TEXTS } from './support/designer-texts';
import { openNewPanel } from './support/editor-page';
import { watchPageErrors } from './support/page-errors';
import { postAs } from './support/sample-panel';
import { captureViewports } from './support/screenshots';
import { signUpByApi, storeSession, uniqueEmail } from './support/workbench';
import {
  newAccountPanel,
  refusedEnvelope,
  retryAfter,
  serverError,
  toastWith,
  URL_LNG,
} from './support/failure-toasts';
import { hangGuardMs } from '../support/wait';

// Issue 21 point 3 (spec §8 "Other messages"): each failure says what failed, in the user's language, with Retry
// where the action can be repeated — and Retry does it. Each call is refused with `page.route`.
const TEXTS = {
  en: {
    retry: 'Retry',
    copyPanelFailed: 'Copy panel failed',
    createPanelFailed: 'Create panel failed',
    createSuccessful: 'Create successful',
    copySuccessful: 'Copy successful',
    restoreFailed: 'Restore failed',
    acceptFailed: 'Accept change failed',
    ungroupFailed: 'Ungroup failed',
    noSelection: 'No component selected',
    nodeIncomplete: 'Node data incomplete, refresh and retry',
    sidebar: 'Projects and panels',
    newPanel: /^New panel in /,
    moreActions: /^More actions for /,
    copy: 'Copy',
    canvas: 'Design canvas',
    search: 'Search',
    component: 'Component',
    insertBroken: 'Insert Broken card',
    history: 'History',
    historyTitle: 'Version history',
    restore: 'Restore this version',
    remix: /^Remix a template/,
    useTemplate: /^Use /,
    templateFailed: 'Get template data failed',
  },
  zh: {
    retry: '重试',
    copyPanelFailed: '复制面板失败',
    createPanelFailed: '创建面板失败',
    createSuccessful: '创建成功',
    copySuccessful: '复制成功',
    restoreFailed: '恢复失败',
    acceptFailed: '接受修改失败',
    ungroupFailed: '取消编组失败',
    noSelection: '未选择组件',
    nodeIncomplete: '节点数据不完整，请刷新后重试',
    sidebar: '项目与画板',
    newPanel: /^在 .* 中新建画板$/,
    moreActions: /的更多操作$/,
    copy: '复制',
    canvas: '设计画布',
    search: '搜索',
    component: '组件',
    insertBroken: '插入损坏的卡片',
    history: '历史版本',
    historyTitle: '历史版本',
    restore: '恢复此版本',
    remix: /^改编模板/,
    useTemplate: /^使用/,
    templateFailed: '获取模板数据失败',
  },
} as const;

for (const lng of ['en', 'zh'] as const) {
  const t = TEXTS[lng];

  test(`copy panel and create panel failures, each with Retry (${lng})`, async ({ page, request }) => {
    const errors = watchPageErrors(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openNewPanel(page, request, lng);
    const sidebar = page.getByRole('complementary', { name: t.sidebar });
    const rows = sidebar.getByTestId('sidebar-panel');
    await expect(rows).toHaveCount(1);

    // Copy panel: the service is down; the message names the failure (not the generic network error).
    await page.route('**/Draft/copyPanel', serverError);
    await rows.first().getByRole('button', { name: t.moreActions }).click();
    await page.getByRole('menuitem', { name: t.copy, exact: true }).click();
    const copyFailed = toastWith(page, t.copyPanelFailed);
    await expect(copyFailed).toBeVisible();
    await expect(copyFailed.getByRole('button', { name: t.retry })).toBeVisible();
    await captureViewports(page, `failure-toast-${lng}`, { fullPage: false });
    await retryAfter(page, '**/Draft/copyPanel', t.copyPanelFailed, t.retry);
    await expect(page.getByText(t.copySuccessful)).toBeVisible();
    await expect(rows).toHaveCount(2);

    // Create panel: refused with an error envelope; our message, not the server's.
    await page.route('**/Draft/createPanel', refusedEnvelope);
    await sidebar.getByRole('button', { name: t.newPanel }).first().click();
    await expect(toastWith(page, t.createPanelFailed)).toBeVisible();
    await expect(page.getByText('The server refused it')).toHaveCount(0);
    await retryAfter(page, '**/Draft/createPanel', t.createPanelFailed, t.retry);
    await expect(page.getByText(t.createSuccessful)).toBeVisible();
    await expect(rows).toHaveCount(3);
    expect(errors).toEqual([]);
  });

  test(`editing failures: no component selected, ungroup, node data incomplete (${lng})`, async ({ page, request }) => {
    const errors = watchPageErrors(page);
    const { projectId, panelId } = await newAccountPanel(page, request, `failure-edit-${lng}`, [
      {
        type: 'frame',
        id: 'card',
        name: 'Card',
        x: 24,
        y: 24,
        width: 342,
        height: 300,
        fills: [{ type: 'solid', color: '#e2e8f0' }],
        children: [],
      },
    ]);
    // The component list answers one material whose stored layer is broken (no id, no name).
    await page.route('**/DesignSystemQuery/pageQueryMaterial', (route) =>
      route.fulfill({
        json: {
          code: 0,
          msg: '',
          data: {
            total: 1,
            items: [
              {
                materialId: 'broken',
                kind: 'card',
                name: { en: 'Broken card', zh: '损坏的卡片' },
                node: { type: 'rect', x: 0, y: 0, width: 120, height: 40 },
              },
            ],
          },
        },
      }),
    );
    await page.goto(`/web/workbench?projectId=${projectId}&panelId=${panelId}&lng=${URL_LNG[lng]}`);
    const canvas = page.getByRole('application', { name: t.canvas });
    await expect(page.locator('.editor-canvas-host [data-node-id="card"]')).toBeVisible();

    // Group with nothing selected: said, without Retry (there is nothing to repeat).
    await canvas.focus();
    await page.keyboard.press('Control+g');
    const nothing = toastWith(page, t.noSelection);
    await expect(nothing).toBeVisible();
    await expect(nothing.getByRole('button')).toHaveCount(0);

    // Ungroup a frame: the kernel refuses it (only a group ungroups); the message names it.
    await page.locator('.editor-canvas-host [data-node-id="card"]').click({ position: { x: 100, y: 100 } });
    await canvas.focus();
    await page.keyboard.press('Control+Shift+g');
    await expect(toastWith(page, t.ungroupFailed)).toBeVisible();
    await expect(page.getByText(/^(failed|失败)/)).toHaveCount(0);

    // A component whose layer is incomplete cannot be placed.
    await page.getByRole('button', { name: t.search, exact: true }).click();
    await page.getByRole('tab', { name: t.component, exact: true }).click();
    await page.getByRole('button', { name: t.insertBroken }).first().click();
    await expect(toastWith(page, t.nodeIncomplete)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test(`restore failure, with Retry that restores (${lng})`, async ({ page, request }) => {
    const errors = watchPageErrors(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.addInitScript(() => window.localStorage.setItem('boxify:debug', '1'));
    const session = await signUpByApi(request, uniqueEmail(`failure-restore-${lng}`));
    await storeSession(page, session, { skipWelcome: true });
    const as = <T>(path: string, data: unknown) => postAs<T>(request, path, data, session.token);
    const { projectId } = await as<{ projectId: string }>('/Project/addProject', { name: 'Failures' });
    const rect = (color: string) => ({
      type: 'rect',
      id: 'header',
      name: 'Header',
      x: 24,
      y: 24,
      width: 342,
      height: 100,
      fills: [{ type: 'solid', color }],
    });
    const { panelId } = await as<{ panelId: string }>('/Draft/createPanel', {
      projectId,
      name: 'Pricing',
      width: 390,
      height: 640,
      children: [rect('#c7d2fe')],
    });
    const { version, content } = await as<{ version: number; content: object }>('/Draft/queryPanelContent', {
      panelId,
    });
    await as('/Draft/modifyPanelContent', { panelId, version, content: { ...content, children: [rect('#dc2626')] } });
    await page.goto(`/web/workbench?projectId=${projectId}&panelId=${panelId}&lng=${URL_LNG[lng]}`);
    await expect(page.locator('.editor-canvas-host [data-node-id="header"]')).toBeVisible();

    await page.getByRole('button', { name: t.history, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.historyTitle });
    const items = dialog.getByTestId('version-item');
    await expect(items).toHaveCount(2);
    await page.route('**/Draft/restorePanelVersion', serverError);
    await dialog.getByRole('button', { name: t.restore }).click();
    await retryAfter(page, '**/Draft/restorePanelVersion', t.restoreFailed, t.retry);
    // The toast's Retry is not a click outside the history: it stays open, and the canvas shows the restored version.
    await expect(dialog).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (window as unknown as { boxifyEditor: { document: { children: { fills: { color: string }[] }[] } } })
              .boxifyEditor.document.children[0].fills[0].color,
        ),
      )
      .toBe('#c7d2fe');
    await expect(dialog).toBeVisible();
    await expect(items).toHaveCount(3);
    expect(errors).toEqual([]);
  });

  test(`get template data failure, with Retry that uses the template (${lng})`, async ({ page, request }) => {
    const errors = watchPageErrors(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openNewPanel(page, request, lng);
    await page.getByRole('button', { name: t.remix }).click();
    await page.route('**/Draft/fetchMaterialById', serverError);
    await page.getByRole('button', { name: t.useTemplate }).first().click();
    await retryAfter(page, '**/Draft/fetchMaterialById', t.templateFailed, t.retry);
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (window as unknown as { boxifyEditor: { document: { children: unknown[] } } }).boxifyEditor.document
              .children.length,
        ),
      )
      .toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test(`accept change failure, with Retry that accepts (${lng})`, async ({ page, request }) => {
    const errors = watchPageErrors(page);
    const d = DESIGNER_TEXTS[lng];
    await page.setViewportSize({ width: 1440, height: 900 });
    await openNewPanel(page, request, lng);
    await page
      .getByRole('region', { name: lng === 'en' ? 'Start your design' : '开始设计' })
      .getByRole('button', { name: d.describe })
      .click();
    const panel = page.getByRole('complementary', { name: d.panel });
    await panel.getByRole('textbox', { name: d.prompt }).fill(lng === 'en' ? 'A login page' : '一个登录页');
    await panel.getByRole('button', { name: d.send }).click();
    await expect(panel.getByText(d.pending)).toBeVisible({ timeout: hangGuardMs() });

    await page.route('**/AgentCommand/acceptBoxifyGeneration', refusedEnvelope);
    await panel.getByRole('button', { name: d.accept, exact: true }).click();
    await retryAfter(page, '**/AgentCommand/acceptBoxifyGeneration', t.acceptFailed, t.retry);
    await expect(panel.getByText(d.accepted)).toBeVisible();
    expect(errors).toEqual([]);
  });
}
