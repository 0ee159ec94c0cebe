import { expect, type APIRequestContext, test } from '@playwright/test';

import { AUTH_TEXTS } from './support/auth-texts';
import { violations } from './support/axe';
import { LANGUAGES, TEXTS } from './support/texts';
import { accountWithSamplePanel, postAs, type SamplePanel } from './support/sample-panel';
import { storeSession } from './support/workbench';
import { hangGuardMs } from '../support/wait';

// Issue 14: every main screen passes axe's WCAG 2 A and AA rules, in English and Chinese.
type Account = SamplePanel & { shareToken: string };

/** A new account with a project, a panel holding a heading and a button, shared. */
async function accountWithPanel(request: APIRequestContext, label: string): Promise<Account> {
  const account = await accountWithSamplePanel(request, label, 'Audit');
  const { token } = await postAs<{ token: string }>(
    request,
    '/Draft/sharePanel',
    { panelId: account.panelId },
    account.session.token,
  );
  return { ...account, shareToken: token };
}

const SIGNED_IN_TEXTS = {
  en: {
    quickToolbar: 'Quick toolbar',
    share: 'Share',
    shareTitle: 'Share this design',
    link: 'Link',
    done: 'Done',
    panels: 'Panels',
    export: 'Export',
    exportStatus: 'Completed',
    shortcuts: 'Keyboard shortcuts',
    shortcutsOpen: 'Keyboard shortcuts (?)',
    history: 'History',
    historyTitle: 'Version history',
    close: 'Close',
    closeHistory: 'Close version history',
  },
  zh: {
    quickToolbar: '快捷工具栏',
    share: '分享',
    shareTitle: '分享此设计',
    link: '链接',
    done: '完成',
    panels: '画板',
    export: '导出',
    exportStatus: '已完成',
    shortcuts: '键盘快捷键',
    shortcutsOpen: '键盘快捷键（?）',
    history: '历史版本',
    historyTitle: '历史版本',
    close: '关闭',
    closeHistory: '关闭历史版本',
  },
} as const;

for (const language of LANGUAGES) {
  const lng = TEXTS[language].lng;
  const auth = AUTH_TEXTS[language];

  test(`the public screens pass axe's WCAG 2 A and AA rules (${language})`, async ({ page, request }) => {
    const account = await accountWithPanel(request, `a11y-public-${language}`);

    await page.goto(`/?lng=${lng}`);
    await expect(page.getByRole('heading', { level: 1, name: TEXTS[language].homeHeadline })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect.soft(await violations(page), 'landing home').toEqual([]);

    await page.getByRole('banner').getByRole('button', { name: auth.signInButton, exact: true }).click();
    await expect(page.getByRole('dialog', { name: auth.signInTitle })).toBeVisible();
    expect.soft(await violations(page), 'sign-in').toEqual([]);

    await page.goto(`/?lng=${lng}&section=pricing`);
    await expect(page.locator('section#pricing').getByRole('article')).toHaveCount(4);
    expect.soft(await violations(page), 'pricing').toEqual([]);

    await page.goto(`/web/share/${account.shareToken}?lng=${lng}`);
    const image = page.getByRole('img', { name: 'Sign-in screen' });
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    expect.soft(await violations(page), 'share view').toEqual([]);

    await page.goto(`/no-such-page?lng=${lng}`);
    await expect(page.getByRole('heading', { level: 1, name: TEXTS[language].notFoundTitle })).toBeVisible();
    expect.soft(await violations(page), '404').toEqual([]);
  });

  test(`the signed-in screens pass axe's WCAG 2 A and AA rules (${language})`, async ({ page, request }) => {
    const text = SIGNED_IN_TEXTS[language];
    const account = await accountWithPanel(request, `a11y-signed-in-${language}`);
    await storeSession(page, account.session, { skipWelcome: true });

    await page.goto(`/web/personal?lng=${lng}`);
    await expect(page.getByTestId('profile-email')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect.soft(await violations(page), 'personal centre').toEqual([]);
    await page.getByRole('button', { name: /^Account menu for |的账号菜单$/ }).click();
    await expect(page.getByRole('menu').getByTestId('menu-plan')).toBeVisible();
    expect.soft(await violations(page), 'user menu').toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto(`/web/workbench?projectId=${account.projectId}&panelId=${account.panelId}&lng=${lng}`);
    await expect(page.locator('[data-node-id="title"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect.soft(await violations(page), 'workbench').toEqual([]);

    await page
      .getByRole('toolbar', { name: text.quickToolbar })
      .getByRole('button', { name: text.share, exact: true })
      .click();
    const share = page.getByRole('dialog', { name: text.shareTitle });
    await expect(share.getByRole('textbox', { name: text.link })).toHaveValue(/\/web\/share\//);
    expect.soft(await violations(page), 'share dialog').toEqual([]);
    await share.getByRole('button', { name: text.done }).click();

    // On a phone: the compact bar, the once-notice and the panels sheet.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('phone-notice')).toBeVisible();
    expect.soft(await violations(page), 'workbench on a phone').toEqual([]);
    await page.getByTestId('phone-notice').getByRole('button').click();
    await page.getByRole('button', { name: text.panels, exact: true }).click();
    await expect(page.getByTestId('panels-sheet')).toBeVisible();
    expect.soft(await violations(page), 'panels sheet').toEqual([]);
  });
}

for (const language of LANGUAGES) {
  const lng = TEXTS[language].lng;
  const text = SIGNED_IN_TEXTS[language];

  test(`the workbench's dialogs pass axe's WCAG 2 A and AA rules (${language})`, async ({ page, request }) => {
    const account = await accountWithSamplePanel(request, `a11y-dialogs-${language}`, 'Audit');
    // A second version, so the history opens the first one beside the current (its Compare view).
    const { version, content } = await postAs<{ version: number; content: { children: object[] } }>(
      request,
      '/Draft/queryPanelContent',
      { panelId: account.panelId },
      account.session.token,
    );
    await postAs(
      request,
      '/Draft/modifyPanelContent',
      { panelId: account.panelId, version, content: { ...content, children: content.children.slice(0, 1) } },
      account.session.token,
    );
    await storeSession(page, account.session, { skipWelcome: true });
    await page.goto(`/web/workbench?projectId=${account.projectId}&panelId=${account.panelId}&lng=${lng}`);
    await expect(page.locator('[data-node-id="title"]')).toBeVisible();
    await page.waitForLoadState('networkidle');

    // Export: the choices (PNG with its scales), then a finished export with its download link.
    await page.getByRole('button', { name: text.export, exact: true }).click();
    const exporting = page.getByRole('dialog', { name: text.export });
    await exporting.getByRole('radio', { name: 'PNG' }).check();
    await expect(exporting.getByRole('checkbox', { name: '2×' })).toBeVisible();
    expect.soft(await violations(page), 'export dialog').toEqual([]);
    await exporting.getByRole('button', { name: text.export, exact: true }).click();
    await expect(exporting.getByTestId('export-status')).toHaveText(text.exportStatus, { timeout: hangGuardMs() });
    await expect(exporting.getByRole('link', { name: /\.zip$|\.png$/ })).toBeVisible();
    expect.soft(await violations(page), 'export dialog, finished').toEqual([]);
    await exporting.getByRole('button', { name: text.close, exact: true }).click();
    await expect(exporting).toHaveCount(0);

    // The keyboard shortcuts.
    await page.getByRole('button', { name: text.shortcutsOpen }).click();
    const shortcuts = page.getByRole('dialog', { name: text.shortcuts });
    await expect(shortcuts).toBeVisible();
    expect.soft(await violations(page), 'keyboard shortcuts dialog').toEqual([]);
    await shortcuts.getByRole('button', { name: text.close, exact: true }).click();
    await expect(shortcuts).toHaveCount(0);

    // The version history, comparing the first version with the current one.
    await page.getByRole('button', { name: text.history, exact: true }).click();
    const history = page.getByRole('dialog', { name: text.historyTitle });
    await expect(history.getByTestId('version-item')).toHaveCount(2);
    await expect(history.getByTestId('compare-legend')).toBeVisible();
    await expect(history.getByTestId('compare-before').locator('[data-node-id="cta"]')).toBeVisible();
    expect.soft(await violations(page), 'version history, compare').toEqual([]);
    await history.getByRole('button', { name: text.closeHistory }).click();
    await expect(history).toHaveCount(0);
  });
}
