import { expect, type Page, test } from '@playwright/test';

import { readVerificationCode } from './support/outbox';
import { watchPageErrors } from './support/page-errors';
import { captureViewports, WORKBENCH_VIEWPORTS } from './support/screenshots';
import { signUpByApi, storeSession, uniqueEmail } from './support/workbench';
import { hangGuardMs } from '../support/wait';

async function waitForToasts(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: hangGuardMs() });
}

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Projects and panels' });
const panelRows = (page: Page) => sidebar(page).getByTestId('sidebar-panel');

async function panelAction(page: Page, panel: string, action: string) {
  await sidebar(page)
    .getByRole('button', { name: `More actions for ${panel}`, exact: true })
    .click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

async function openedIds(page: Page) {
  await expect(page).toHaveURL((url) => url.searchParams.has('panelId') && url.searchParams.has('projectId'));
  const url = new URL(page.url());
  return { projectId: url.searchParams.get('projectId')!, panelId: url.searchParams.get('panelId')! };
}

test('mode=new, the sidebar operations, the current panel rule and the basic plan prompt (en)', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  await storeSession(page, await signUpByApi(request, uniqueEmail('wb')), { skipWelcome: true });
  await page.goto('/web/workbench?mode=new&lng=en');

  // mode=new with no project: a project with the default name and a first 1440 × 900 panel.
  const first = await openedIds(page);
  await expect(page).toHaveURL((url) => !url.searchParams.has('mode'));
  await expect(page.getByTestId('top-project-name')).toHaveText('My project');
  await expect(page.getByRole('heading', { level: 1, name: 'Page 1' })).toBeVisible();
  await expect(panelRows(page)).toHaveCount(1);
  // The canvas draws the panel at its size.
  await expect(page.locator('.boxify-panel')).toHaveCSS('width', '1440px');
  await expect(page.locator('.boxify-panel')).toHaveCSS('height', '900px');
  // A second visit with mode=new opens the same panel instead of creating another project.
  await page.goto('/web/workbench?mode=new');
  expect(await openedIds(page)).toEqual(first);

  // Create: the new panel opens.
  await sidebar(page).getByRole('button', { name: 'New panel in Folder 1' }).click();
  await expect(page.getByText('Create successful')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Page 2' })).toBeVisible();
  expect((await openedIds(page)).panelId).not.toBe(first.panelId);

  // Rename inline: an empty name is refused, Enter saves.
  await panelAction(page, 'Page 2', 'Rename');
  const field = sidebar(page).getByRole('textbox', { name: 'New name for Page 2' });
  await field.fill('');
  await field.press('Enter');
  await expect(sidebar(page).getByRole('alert')).toHaveText('Please enter the panel name');
  await field.fill('Checkout');
  await field.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  // Copy: the copy sits next to it and opens.
  await panelAction(page, 'Checkout', 'Copy');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout copy' })).toBeVisible();
  await expect(panelRows(page)).toHaveText([/Page 1/, /Checkout/, /Checkout copy/]);

  // Reorder: move the copy up.
  await panelAction(page, 'Checkout copy', 'Move up');
  await expect(panelRows(page)).toHaveText([/Page 1/, /Checkout copy/, /Checkout1440/]);
  // Or by dragging a row onto another.
  await panelRows(page)
    .filter({ hasText: /^Checkout1440/ })
    .dragTo(panelRows(page).first());
  await expect(panelRows(page)).toHaveText([/Checkout1440/, /Page 1/, /Checkout copy/]);

  // Spec §5: the current panel cannot be deleted.
  await panelAction(page, 'Checkout copy', 'Delete');
  await expect(page.getByText('The current panel cannot be deleted')).toBeVisible();
  await expect(panelRows(page)).toHaveCount(3);

  // Another panel is deleted after a confirmation.
  await panelAction(page, 'Page 1', 'Delete');
  const confirm = page.getByRole('alertdialog', { name: 'Delete the panel “Page 1”?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(panelRows(page)).toHaveCount(2);
  await expect(sidebar(page).getByText('Page 1')).toHaveCount(0);

  // Panel properties: the spec's rules, then a save through Draft/updatePanel.
  const properties = page.getByRole('form', { name: 'Panel properties' });
  await properties.getByLabel('Width', { exact: true }).fill('300');
  await properties.getByLabel('Height', { exact: true }).fill('50');
  await properties.getByLabel('Panel name', { exact: true }).fill('');
  await properties.getByRole('button', { name: 'Save' }).click();
  await expect(properties.getByText('Width must be at least 375')).toBeVisible();
  await expect(properties.getByText('Height must be at least 100')).toBeVisible();
  await expect(properties.getByText('Please enter the panel name')).toBeVisible();
  await properties.getByLabel('Panel name', { exact: true }).fill('Checkout mobile');
  await properties.getByLabel('Width', { exact: true }).fill('390');
  await properties.getByLabel('Height', { exact: true }).fill('844');
  await properties.getByLabel('Background colour', { exact: true }).fill('#FDE68A');
  await properties.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Save successful')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout mobile' })).toBeVisible();
  await expect(page.locator('.boxify-panel')).toHaveCSS('width', '390px');
  await expect(page.locator('.boxify-panel')).toHaveCSS('height', '844px');
  await expect(page.locator('.boxify-panel__page')).toHaveCSS('background-color', 'rgb(253, 230, 138)');

  // A link to a project that is not the user's: the failure, and the way back to the last design.
  await page.goto('/web/workbench?projectId=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('The workbench could not open this design.');
  await page.getByRole('button', { name: 'Open my last design' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout mobile' })).toBeVisible();

  // Folders: create one and rename it.
  await sidebar(page).getByRole('button', { name: 'New folder' }).click();
  await expect(sidebar(page).getByRole('heading', { name: /^Folder 2/ })).toBeVisible();
  await panelAction(page, 'Folder 2', 'Rename');
  const folderName = sidebar(page).getByRole('textbox', { name: 'New name for Folder 2' });
  await folderName.fill('Onboarding');
  await folderName.press('Enter');
  await panelAction(page, 'Onboarding', 'Move up');
  await expect(sidebar(page).getByRole('heading', { level: 3 })).toHaveText([/^Onboarding/, /^Folder 1/]);

  await waitForToasts(page);
  await captureViewports(page, 'workbench-en', { fullPage: false, viewports: WORKBENCH_VIEWPORTS });

  // Basic plan: 5 panels. Three more fit, the sixth brings the upgrade prompt, not a toast.
  for (let count = 3; count <= 5; count += 1) {
    await sidebar(page).getByRole('button', { name: 'New panel in Onboarding' }).click();
    await expect(panelRows(page)).toHaveCount(count);
  }
  await sidebar(page).getByRole('button', { name: 'New panel in Onboarding' }).click();
  const prompt = page.getByRole('alertdialog', { name: 'Upgrade to keep creating' });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('The basic plan allows 5 panels');
  // The dialog hides the rest of the page from the accessibility tree: count the rows directly.
  await expect(page.getByTestId('sidebar-panel')).toHaveCount(5);
  await captureViewports(page, 'workbench-upgrade-prompt-en', { fullPage: false, viewports: WORKBENCH_VIEWPORTS });
  await prompt.getByRole('button', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('section') === 'pricing');
  expect(errors).toEqual([]);
});

test('export HTML and .fig reach a download link, share copies the link, the welcome guide shows once', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = watchPageErrors(page);
  const session = await signUpByApi(request, uniqueEmail('wb-export'));
  await storeSession(page, session);
  await page.goto('/web/workbench?mode=new&lng=en');

  // The welcome guide: Boxify, then Templates.
  const guide = page.getByRole('dialog', { name: 'Boxify' });
  await expect(guide).toBeVisible();
  await expect(guide).toContainText('Enter a prompt and AI generates a design');
  await captureViewports(page, 'workbench-welcome-en', { fullPage: false, viewports: WORKBENCH_VIEWPORTS });
  await guide.getByRole('button', { name: 'Next' }).click();
  const templates = page.getByRole('dialog', { name: 'Templates' });
  await templates.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const { panelId } = await openedIds(page);

  // Export: HTML through an export task to its temporary link.
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export' });
  await expect(dialog.getByRole('radio', { name: 'HTML/CSS' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(dialog.getByTestId('export-status')).toHaveText('Completed', { timeout: hangGuardMs() });
  await expect(dialog.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('aria-valuenow', '100');
  const download = dialog.getByRole('link', { name: /^Download / });
  await expect(download).toBeVisible();
  await expect(dialog.getByText(/The download link is temporary/)).toBeVisible();
  const file = await request.get((await download.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  // A zip ('PK') holding the page.
  const bytes = await file.body();
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.toString('latin1')).toContain('index.html');
  // A .fig for Figma: the file itself, a ZIP holding canvas.fig.
  await dialog.getByRole('radio', { name: 'Figma (.fig)' }).check();
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const figLink = dialog.getByRole('link', { name: /^Download .*\.fig$/ });
  await expect(figLink).toBeVisible({ timeout: hangGuardMs() });
  const fig = await (await request.get((await figLink.getAttribute('href'))!)).body();
  expect(fig.subarray(0, 2).toString()).toBe('PK');
  expect(fig.toString('latin1')).toContain('canvas.fig');
  // PNG offers the scales.
  await dialog.getByRole('radio', { name: 'PNG' }).check();
  await expect(dialog.getByRole('checkbox', { name: '3×' })).toBeVisible();
  await captureViewports(page, 'workbench-export-en', { fullPage: false, viewports: WORKBENCH_VIEWPORTS });
  await page.keyboard.press('Escape');

  // Share: the link is made (view only at first) and goes to the clipboard; the owner may let it grant edit.
  await page.getByRole('banner').getByRole('button', { name: 'Share', exact: true }).click();
  const shareDialog = page.getByRole('dialog', { name: 'Share this design' });
  await expect(shareDialog.getByRole('radio', { name: /^View/ })).toBeChecked();
  await expect(page.getByText('Share link copied to clipboard')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^http:\/\/localhost:\d+\/web\/share\/[\w-]+$/);
  await expect(shareDialog.getByRole('textbox', { name: 'Link' })).toHaveValue(copied);
  const sharedView = (link: string) =>
    request.get(`/api/uxa-center/draft/Draft/querySharedPanel?token=${link.split('/').pop()}`);
  expect((await sharedView(copied)).status()).toBe(200);
  await captureViewports(page, 'workbench-share-en', { fullPage: false, viewports: WORKBENCH_VIEWPORTS });
  // Stop sharing: the old link stops working; sharing again makes a new one.
  await shareDialog.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(shareDialog.getByText('Sharing is off: only you can see this design', { exact: false })).toBeVisible();
  expect((await sharedView(copied)).status()).toBe(404);
  await shareDialog.getByRole('button', { name: 'Share again' }).click();
  await expect(shareDialog.getByRole('textbox', { name: 'Link' })).not.toHaveValue(copied);
  await expect(shareDialog.getByRole('textbox', { name: 'Link' })).toHaveValue(/\/web\/share\//);
  await shareDialog.getByRole('button', { name: 'Done' }).click();
  await expect(shareDialog).toHaveCount(0);

  // '?' opens the shortcuts dialog.
  await page.locator('body').press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Once per user: a reload shows no guide.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get('panelId')).toBe(panelId);

  // The user menu: Keyboard shortcuts, and Log out leads home.
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Keyboard shortcuts' }).click();
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('Logout successful')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the workbench in Chinese: texts, the current panel rule and screenshots (zh)', async ({ page, request }) => {
  await storeSession(page, await signUpByApi(request, uniqueEmail('wb-zh')), { skipWelcome: true });
  await page.goto('/web/workbench?mode=new&lng=cn');
  await openedIds(page);
  await expect(page.getByTestId('top-project-name')).toHaveText('我的项目');
  await expect(page.getByRole('heading', { level: 1, name: '页面 1' })).toBeVisible();
  await page
    .getByRole('complementary', { name: '项目与画板' })
    .getByRole('button', { name: '页面 1 的更多操作' })
    .click();
  await page.getByRole('menuitem', { name: '删除' }).click();
  await expect(page.getByText('当前画板不能删除')).toBeVisible();
  await expect(page.getByRole('form', { name: '画板属性' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('隐私政策');
  await waitForToasts(page);
  await captureViewports(page, 'workbench-zh', { fullPage: false, viewports: WORKBENCH_VIEWPORTS });
  await page.getByRole('button', { name: '导出', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '导出' })).toBeVisible();
  await captureViewports(page, 'workbench-export-zh', { fullPage: false, viewports: WORKBENCH_VIEWPORTS });
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('button', { name: '分享', exact: true }).click();
  const share = page.getByRole('dialog', { name: '分享此设计' });
  await expect(share.getByRole('radio', { name: /^查看/ })).toBeChecked();
  await expect(share.getByRole('textbox', { name: '链接' })).toHaveValue(/\/web\/share\//);
  await captureViewports(page, 'workbench-share-zh', { fullPage: false, viewports: WORKBENCH_VIEWPORTS });
  await share.getByRole('button', { name: '停止分享' }).click();
  await expect(share).toContainText('已停止分享');
  await page.keyboard.press('Escape');

  // The project name rules of spec §5 (inline rename), then the basic plan's single project.
  const zhSidebar = page.getByRole('complementary', { name: '项目与画板' });
  await zhSidebar.getByRole('button', { name: '我的项目 的更多操作' }).click();
  await page.getByRole('menuitem', { name: '重命名' }).click();
  const rename = zhSidebar.getByRole('textbox', { name: '我的项目 的新名称' });
  await rename.fill('');
  await rename.press('Enter');
  await expect(zhSidebar.getByRole('alert')).toHaveText('请输入项目名称');
  await rename.fill('一二三四五六七八九十一二三四五六七八九十一');
  await expect(zhSidebar.getByRole('alert')).toHaveText('项目名称不能超过 20 个字符');
  await rename.fill('落地页改版');
  await rename.press('Enter');
  await expect(page.getByTestId('top-project-name')).toHaveText('落地页改版');
  await zhSidebar.getByRole('button', { name: '落地页改版 的更多操作' }).click();
  await page.getByRole('menuitem', { name: '新建项目' }).click();
  const prompt = page.getByRole('alertdialog', { name: '升级以继续创建' });
  await expect(prompt).toContainText('基础版最多可创建 1 个项目');
  await expect(prompt.getByRole('button', { name: '升级' })).toBeVisible();
});

test('Start Design: an anonymous visitor signs in and lands in the workbench', async ({ page }) => {
  // A new address: the e-mailed code signs it up on the way.
  const email = uniqueEmail('wb-start');
  await page.goto('/?lng=en');
  await captureViewports(page, 'home-start-design-en', { fullPage: false });
  await page.getByRole('main').getByRole('button', { name: 'Start Design' }).click();
  // The dialog says why it opened.
  const dialog = page.getByRole('dialog', { name: 'Sign in to start designing' });
  await expect(dialog).toBeVisible();

  // Sign in with an e-mailed code; 500 ms later the workbench opens with a project and a panel.
  await dialog.getByRole('button', { name: 'Sign in with an e-mailed code' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Sign in with an e-mailed code' });
  await codeDialog.getByLabel('Email', { exact: true }).fill(email);
  await codeDialog.getByRole('button', { name: 'Send code' }).click();
  await codeDialog.getByLabel('Verification code', { exact: true }).fill(await readVerificationCode(email));
  await codeDialog.locator('form').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/web/workbench' && url.searchParams.has('panelId'), {
    timeout: hangGuardMs(),
  });
  await expect(page.getByTestId('top-project-name')).toHaveText('My project');
});

test('an anonymous visitor of the workbench is asked to sign in; Upgrade asks too (zh)', async ({ page }) => {
  await page.goto('/web/workbench?mode=new&lng=cn');
  await expect(page.getByRole('dialog', { name: '登录后开始设计' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: '登录后开始设计' })).toBeVisible();
  await captureViewports(page, 'workbench-anonymous-zh', { fullPage: false });

  await page.goto('/?lng=cn');
  await page.getByRole('banner').getByRole('button', { name: '升级' }).click();
  await expect(page.getByRole('dialog', { name: '登录后升级套餐' })).toBeVisible();
});

const QUICK_SHARE_TEXTS = {
  en: {
    lng: 'en',
    toolbar: 'Quick toolbar',
    share: 'Share',
    dialog: 'Share this design',
    anyone: /^View/,
    copied: 'Share link copied to clipboard',
    link: 'Link',
    stop: 'Stop sharing',
    stopped: 'Sharing is off: only you can see this design, and the old link no longer works.',
    done: 'Done',
    dismiss: 'Got it',
    closeStart: 'Close the start screen',
  },
  zh: {
    lng: 'cn',
    toolbar: '快捷工具栏',
    share: '分享',
    dialog: '分享此设计',
    anyone: /^查看/,
    copied: '分享链接已复制到剪贴板',
    link: '链接',
    stop: '停止分享',
    stopped: '已停止分享：只有你能看到此设计，旧链接已失效。',
    done: '完成',
    dismiss: '知道了',
    closeStart: '关闭开始界面',
  },
} as const;

for (const language of ['en', 'zh'] as const) {
  const text = QUICK_SHARE_TEXTS[language];

  test(`the quick toolbar's Share opens the share dialog on a desktop and on a phone (${language})`, async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const errors = watchPageErrors(page);
    await storeSession(page, await signUpByApi(request, uniqueEmail(`wb-quick-share-${language}`)), {
      skipWelcome: true,
    });
    await page.goto(`/web/workbench?mode=new&lng=${text.lng}`);
    await openedIds(page);
    // A new panel is empty: the start screen lies over the canvas and its toolbar until it is closed.
    await page.getByRole('button', { name: text.closeStart }).click();
    const sharedView = (link: string) =>
      request.get(`/api/uxa-center/draft/Draft/querySharedPanel?token=${link.split('/').pop()}`);

    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      const phone = viewport.width < 768;
      if (phone) {
        // On a phone the top bar has no Share: the quick toolbar's is the only one.
        await page.getByTestId('phone-notice').getByRole('button', { name: text.dismiss }).click();
        await expect(page.getByRole('banner').getByRole('button', { name: text.share, exact: true })).toBeHidden();
      }
      await page
        .getByRole('toolbar', { name: text.toolbar })
        .getByRole('button', { name: text.share, exact: true })
        .click();
      const dialog = page.getByRole('dialog', { name: text.dialog });
      await expect(dialog.getByRole('radio', { name: text.anyone })).toBeChecked();
      await expect(dialog).toBeInViewport({ ratio: 1 });
      // Opening it makes the read-only link and copies it.
      await expect(page.getByText(text.copied)).toBeVisible();
      const link = dialog.getByRole('textbox', { name: text.link });
      await expect(link).toHaveValue(/^http:\/\/localhost:\d+\/web\/share\/[\w-]+$/);
      const shared = await link.inputValue();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shared);
      expect((await sharedView(shared)).status()).toBe(200);
      await waitForToasts(page);
      await captureViewports(page, `workbench-quick-share-${language}`, {
        fullPage: false,
        viewports: [{ label: phone ? 'phone' : 'desktop', ...viewport }],
      });

      // Stop sharing: the link stops working.
      await dialog.getByRole('button', { name: text.stop }).click();
      await expect(dialog.getByText(text.stopped)).toBeVisible();
      expect((await sharedView(shared)).status()).toBe(404);
      await dialog.getByRole('button', { name: text.done }).click();
      await expect(dialog).toHaveCount(0);
      await waitForToasts(page);
    }
    expect(errors).toEqual([]);
  });
}
