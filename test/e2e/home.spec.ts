import { expect, test } from '@playwright/test';

import { watchPageErrors } from './support/page-errors';
import { captureViewports } from './support/screenshots';
import { LANGUAGES, TEXTS } from './support/texts';

// Spec §2: the product highlights' cards, as a visitor reads them.
const HIGHLIGHTS = {
  en: {
    section: 'Features',
    cards: ['Fair Pricing', 'Fully Editable', 'Figma Integration'],
    images: ['The designer panel showing the cost of a request', 'The tool keys F, R, O, T and L'],
    notYet: 'Not built yet: export to a .fig file and the Figma plugins.',
  },
  zh: {
    section: '功能特性',
    cards: ['公平定价', '完全可编辑', 'Figma 集成'],
    images: ['设计助手面板：发送前显示本次将消耗 0.5 积分', '工具快捷键 F、R、O、T、L'],
    notYet: '尚未支持：导出 .fig 文件和 Figma 插件。',
  },
} as const;

const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

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

    await expect(page.getByRole('heading', { level: 1, name: text.homeHeadline })).toBeVisible();
    await expect(page.getByTestId('tagline')).toHaveText(text.tagline);
    await expect(page.getByRole('combobox', { name: text.languageLabel })).toHaveValue(text.htmlLang);

    // The product highlights follow the hero; a click on a card shows its image.
    const highlights = HIGHLIGHTS[language];
    const section = page.locator('#product-highlights');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(highlights.section);
    await expect(section.getByRole('tab')).toHaveCount(3);
    for (const name of highlights.cards) await expect(section.getByRole('tab', { name })).toBeVisible();
    const image = section.getByRole('tabpanel').getByRole('img');
    await expect(image).toHaveAttribute('aria-label', startsWith(highlights.images[0]));
    const figma = section.getByRole('tab', { name: highlights.cards[2] });
    await expect(figma).toContainText(highlights.notYet);
    await figma.click();
    await expect(figma).toHaveAttribute('aria-selected', 'true');
    await expect(image).toHaveAttribute('aria-label', startsWith(highlights.images[1]));
    await section.getByRole('tab', { name: highlights.cards[0] }).click();
    await expect(image).toHaveAttribute('aria-label', startsWith(highlights.images[0]));

    // A full-page shot draws the sticky header where the page is scrolled: shoot from the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await captureViewports(page, `home-${language}`);
    expect(errors).toEqual([]);
  });
}
