import { expect, test } from '@playwright/test';

import { captureViewports } from './support/screenshots';
import { LANGUAGES, TEXTS } from './support/texts';

for (const language of LANGUAGES) {
  const text = TEXTS[language];

  test(`an unknown route shows the 404 screen in ${language}`, async ({ page }) => {
    await page.goto(`/no-such-page/at-all?lng=${text.lng}`);

    await expect(page.getByRole('heading', { level: 1, name: text.notFoundTitle })).toBeVisible();
    await expect(page).toHaveTitle(text.notFoundDocumentTitle);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('html')).toHaveAttribute('lang', text.htmlLang);
    await captureViewports(page, `not-found-${language}`);

    await page.getByRole('link', { name: text.backHome }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1, name: text.homeHeadline })).toBeVisible();
    await expect(page).toHaveTitle(text.title);
  });
}
