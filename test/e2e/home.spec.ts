import { expect, test } from '@playwright/test';

import { watchPageErrors } from './support/page-errors';
import { captureViewports } from './support/screenshots';
import { LANGUAGES, TEXTS } from './support/texts';

for (const language of LANGUAGES) {
  const text = TEXTS[language];

  test(`home renders in ${language} (/?lng=${text.lng})`, async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto(`/?lng=${text.lng}`);

    await expect(page.locator('html')).toHaveAttribute('lang', text.htmlLang);
    await expect(page).toHaveTitle(text.title);
    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveCount(1);
    await expect(description).toHaveAttribute('content', text.description);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', text.title);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /Boxify/);

    const origin = new URL(page.url()).origin;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/?lng=${text.lng}`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${origin}/?lng=en`);
    await expect(page.locator('link[rel="alternate"][hreflang="zh"]')).toHaveAttribute('href', `${origin}/?lng=cn`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${origin}/`);

    await expect(page.getByRole('heading', { level: 1, name: 'Boxify' })).toBeVisible();
    await expect(page.getByTestId('tagline')).toHaveText(text.tagline);
    await expect(page.getByRole('combobox', { name: text.languageLabel })).toHaveValue(text.htmlLang);

    await captureViewports(page, `home-${language}`);
    expect(errors).toEqual([]);
  });
}
