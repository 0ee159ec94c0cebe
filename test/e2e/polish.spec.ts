import { expect, test } from '@playwright/test';

import { AUTH_TEXTS } from './support/auth-texts';
import { openNewPanel } from './support/editor-page';
import { TEXTS } from './support/texts';

// Issue 14 §5: shortcuts as the platform writes them, a sign-in that says why, the sign-up password's length,
// toasts that cover no control.
const POLISH = {
  en: {
    undo: 'Undo (Ctrl+Z)',
    redo: 'Redo (Ctrl+Shift+Z)',
    startDesign: 'Start Design',
    why: 'Sign in to start designing',
    tooShort: 'Password must be at least 8 characters',
    network: 'Network error, please try again later',
  },
  zh: {
    undo: '撤销 (Ctrl+Z)',
    redo: '重做 (Ctrl+Shift+Z)',
    startDesign: '开始设计',
    why: '登录后开始设计',
    tooShort: '密码至少 8 位',
    network: '网络异常，请稍后重试',
  },
} as const;

for (const lng of ['en', 'zh'] as const) {
  const t = POLISH[lng];
  const auth = AUTH_TEXTS[lng];

  test(`tooltips write shortcuts as the platform does (${lng})`, async ({ page, request }) => {
    await openNewPanel(page, request, lng);
    const toolbar = page.locator('.editor-quick-toolbar');
    await expect(toolbar.locator(`button[title="${t.undo}"]`)).toHaveCount(1);
    await expect(toolbar.locator(`button[title="${t.redo}"]`)).toHaveCount(1);
    await expect(page.locator('button[title*="mod+"]')).toHaveCount(0);
  });

  test(`Start Design asks to sign in and says why; only sign-up checks the password's length (${lng})`, async ({
    page,
  }) => {
    await page.goto(`/?lng=${TEXTS[lng].lng}`);
    await page.getByRole('button', { name: t.startDesign }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: t.why })).toBeVisible();

    // Sign-in keeps the spec's rules: a short password is sent as it is.
    await dialog.getByLabel(auth.password, { exact: true }).fill('abc');
    await dialog.getByRole('button', { name: auth.signInSubmit, exact: true }).click();
    await expect(dialog.getByText(auth.validation.emailRequired)).toBeVisible();
    await expect(dialog.getByText(t.tooShort)).toHaveCount(0);

    await dialog.getByRole('button', { name: auth.toSignUp, exact: true }).click();
    const password = dialog.getByLabel(auth.password, { exact: true });
    await password.fill('abc');
    await dialog.getByRole('button', { name: auth.signUpSubmit, exact: true }).click();
    await expect(dialog.getByText(t.tooShort)).toBeVisible();
    await password.fill('abcdefgh');
    await expect(dialog.getByText(t.tooShort)).toHaveCount(0);
  });

  test(`a toast sits in a corner over no control (${lng})`, async ({ page }) => {
    await page.route(/\/api\/system\//, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 50300001, data: null, msg: 'Service unavailable' }),
      }),
    );
    await page.goto(`/?lng=${TEXTS[lng].lng}`);
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: t.network });
    await expect(toast).toBeVisible();
    const covered = await toast.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const controls = [...document.querySelectorAll('button, a, input, select, textarea')].filter(
        (c) => !el.contains(c) && !c.closest('[data-sonner-toaster]'),
      );
      return controls
        .map((c) => ({ c, r: c.getBoundingClientRect() }))
        .filter(({ r }) => r.width > 0 && r.height > 0)
        .filter(({ r }) => r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top)
        .map(({ c }) => c.textContent?.trim() || c.getAttribute('aria-label'));
    });
    expect(covered).toEqual([]);
  });
}
