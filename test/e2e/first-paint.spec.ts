import { expect, test } from '@playwright/test';

import { AUTH_TEXTS } from './support/auth-texts';
import { watchPageErrors } from './support/page-errors';
import { TEXTS } from './support/texts';

const START = { en: 'Start Design', zh: '开始设计' } as const;
const CHINESE_TEXTS = '**/assets/zh-*.json';

for (const language of ['en', 'zh'] as const) {
  const lng = language === 'zh' ? 'cn' : 'en';

  test(`the landing shows, styled, before any script runs (${language})`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`/?lng=${lng}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS[language].homeHeadline);
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : 'en');
    await expect(page).toHaveTitle(/Boxify - /);
    // Styled by the home page's own stylesheet: the hero's start button is the primary one, the FAQ a skeleton.
    const start = page.locator('#hero').getByRole('button', { name: START[language] });
    await expect(start).toBeVisible();
    expect(await start.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await expect(page.getByTestId('faq-skeleton').locator('li')).toHaveCount(5);
    await context.close();
  });

  test(`the app takes the drawn landing over, and a click made meanwhile still counts (${language})`, async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    // The Chinese texts are held, so the app waits for them with the drawn page on screen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(CHINESE_TEXTS, async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { drawnTitle: Element | null }).drawnTitle = document.querySelector('h1');
      }),
    );
    await page.goto(`/?lng=${lng}`);
    if (language === 'zh') await page.locator('#hero').getByRole('button', { name: START.zh }).click();
    release();
    if (language === 'en') await page.locator('#hero').getByRole('button', { name: START.en }).click();
    await expect(page.getByRole('dialog', { name: AUTH_TEXTS[language].signInToDesign })).toBeVisible();
    // The heading the server drew is the one the app runs: taken over, not drawn again.
    expect(
      await page.evaluate(
        () => document.querySelector('h1') === (window as unknown as { drawnTitle: Element | null }).drawnTitle,
      ),
    ).toBe(true);
    expect(errors).toEqual([]);
  });
}
