import { expect, type Page, test } from '@playwright/test';

import { watchPageErrors } from './support/page-errors';
import { captureViewports } from './support/screenshots';
import { LANGUAGES, TEXTS, type TextLanguage } from './support/texts';

// Spec §2, §4 and §9: the landing home as a visitor meets it. Timings run on Playwright's fake clock.
const LANDING = {
  en: {
    banner: 'Plus for $14.9/month — save 40% for a limited time',
    nav: ['Home', 'Features', 'Pricing', 'FAQ'],
    cases: 'Cases',
    faq: ['What is Boxify?', 'How do credits work?', 'Is Boxify free?'],
    faqError: 'Failed to load FAQ data. Please try again later.',
    tryAgain: 'Try Again',
    play: 'Play the product tour',
    start: 'Start Design',
    next: 'Next cases',
    previous: 'Previous cases',
    pages: (page: number) => `${page} / 3`,
    beta: 'Boxify is in public beta — free to try.',
    terms: 'Terms of Service',
    makePlugin: 'Make plugin for Figma',
  },
  zh: {
    banner: 'Plus 套餐仅 $14.9/月，限时立省 40%',
    nav: ['首页', '功能', '价格', '常见问题'],
    cases: '案例',
    faq: ['Boxify 是什么？', '积分如何计算？', 'Boxify 免费吗？'],
    faqError: 'FAQ 数据加载失败，请稍后重试。',
    tryAgain: '重试',
    play: '播放产品演示',
    start: '开始设计',
    next: '下一组案例',
    previous: '上一组案例',
    pages: (page: number) => `${page} / 3`,
    beta: 'Boxify 正在公测，欢迎免费试用。',
    terms: '服务条款',
    makePlugin: 'Figma 生成插件',
  },
} as const;

const CMS = '**/api/uxa-center/cms/Resource/queryResourceContent';
const PRODUCTS = '**/api/uxa-center/draft/MaterialList/previewMaterialList';

const home = (language: TextLanguage, query = '') => `/?lng=${TEXTS[language].lng}${query ? `&${query}` : ''}`;
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
const topOf = (page: Page, id: string) =>
  page.evaluate((section) => document.getElementById(section)?.getBoundingClientRect().top ?? NaN, id);

// The pricing section is built on another branch: a stand-in until it is on the page.
// The pricing section with its plans loaded, so the sections below it no longer move.
async function ensurePricing(page: Page): Promise<void> {
  await expect(page.locator('#pricing')).toBeAttached();
  await expect(page.getByTestId('pricing-skeleton')).toHaveCount(0);
  await expect(page.locator('#pricing').getByRole('heading', { level: 3 }).first()).toBeVisible();
}

// A fake clock that stands still until the test moves it.
// The landing comes drawn by the server; the tests start once the app has taken it over (its timers set).
async function openHome(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'running');
}

async function pauseClock(page: Page): Promise<void> {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-03-02T09:00:01Z'));
}

// The library holds none of the products the showcase names (a database other tests seeded may hold some).
async function noShowcase(page: Page): Promise<void> {
  await page.route(PRODUCTS, (route) => route.fulfill({ json: { code: 0, msg: 'success', data: [] } }));
}

// The library is not seeded in browser tests: the showcase names seven products the library answers (once `answered`
// settles, when given).
async function fakeShowcase(page: Page, answered?: Promise<void>): Promise<void> {
  const ids = Array.from({ length: 7 }, (_, i) => `product-${i + 1}`);
  await page.route(CMS, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { contents: unknown[] } };
    body.data.contents.unshift({
      positionKey: 'showcase',
      contentType: 'case',
      content: JSON.stringify({ title: 'Showcase', children: ids }),
    });
    await route.fulfill({ response, json: body });
  });
  await page.route(PRODUCTS, async (route) => {
    await answered;
    await route.fulfill({
      json: {
        code: 0,
        msg: 'success',
        data: ids.map((id, i) => ({
          encryptedId: id,
          title: `Product ${i + 1}`,
          description: '',
          image: null,
          industry: '',
          productType: 'app',
          tags: [],
          endCode: 1,
          encryptedData: ['a', 'b', 'c', 'd', 'e'].map((page) => `${id}-${page}`),
          encryptedMaterialId: `${id}-a`,
          materials: ['a', 'b', 'c', 'd', 'e'].map((page) => ({
            encryptedId: `${id}-${page}`,
            type: 1,
            title: `Page ${page.toUpperCase()} of product ${i + 1}`,
            description: '',
            component: { preview: null, width: 390, height: 844, bgTheme: 'light' },
            personal: { collected: false },
            tags: [],
            tagValues: [],
            endCode: 1,
            encryptedMaterialListId: id,
            encryptedData: [],
          })),
          collected: false,
          tagSelect: { options: [] },
        })),
      },
    });
  });
}

for (const language of LANGUAGES) {
  const text = LANDING[language];

  test(`the hero word changes after 1.5 s, then every 2 s (${language})`, async ({ page }) => {
    const errors = watchPageErrors(page);
    await pauseClock(page);
    await openHome(page, home(language));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS[language].homeHeadline);
    const word = page.getByTestId('hero-word');
    const first = await word.textContent();
    await page.clock.runFor(1499);
    await expect(word).toHaveText(first ?? '');
    await page.clock.runFor(1);
    await expect(word).not.toHaveText(first ?? '');
    const second = await word.textContent();
    await page.clock.runFor(1999);
    await expect(word).toHaveText(second ?? '');
    await page.clock.runFor(1);
    await expect(word).not.toHaveText(second ?? '');
    expect(errors).toEqual([]);
  });

  test(`the banner, the hero video and the scroll hint (${language})`, async ({ page }) => {
    await openHome(page, home(language));
    const banner = page.getByTestId('top-banner');
    await expect(banner).toContainText(text.banner);
    // The play button waits for the player, then the cover gives way to the playing video.
    const play = page.getByRole('button', { name: text.play });
    await expect(play).toBeEnabled();
    await play.click();
    await expect(page.getByTestId('hero-video')).toHaveAttribute('data-state', 'playing');
    await expect(play).toBeHidden();
    // The hint goes once the page has moved more than 24 px.
    const hint = page.getByTestId('scroll-hint');
    await scrollTo(page, 24);
    await expect(hint).toBeVisible();
    await scrollTo(page, 25);
    await expect(hint).toBeHidden();
    // The banner takes the visitor to pricing (a stand-in section until the pricing section is on the page).
    await scrollTo(page, 0);
    await ensurePricing(page);
    await banner.click();
    await expect.poll(() => topOf(page, 'pricing')).toBeCloseTo(80, -1);
  });

  test(`the sticky header's nav follows the sections (${language})`, async ({ page }) => {
    await noShowcase(page);
    await openHome(page, home(language));
    const nav = page.getByRole('navigation', { name: language === 'en' ? 'Sections' : '页面板块' });
    await expect(nav).toBeHidden();
    await ensurePricing(page);
    await scrollTo(page, 1);
    await expect(nav).toBeVisible();
    // No showcase: no Cases item.
    await expect(nav.getByRole('link')).toHaveText([...text.nav]);
    await expect(nav.getByRole('link', { name: text.nav[0] })).toHaveAttribute('aria-current', 'location');
    await nav.getByRole('link', { name: text.nav[1] }).click();
    await expect.poll(() => topOf(page, 'product-highlights')).toBeCloseTo(80, -1);
    await expect(nav.getByRole('link', { name: text.nav[1] })).toHaveAttribute('aria-current', 'location');
    // The active item is the section at 100 px from the top (95 px: reached; 110 px: not yet). Fonts and images
    // first, so nothing above moves the sections after they are measured.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const pricingAt = (offset: number) =>
      page.evaluate((y) => {
        const pricing = document.getElementById('pricing');
        if (pricing)
          window.scrollTo({ top: pricing.getBoundingClientRect().top + window.scrollY - y, behavior: 'instant' });
      }, offset);
    await pricingAt(95);
    await expect(nav.getByRole('link', { name: text.nav[2] })).toHaveAttribute('aria-current', 'location');
    await pricingAt(110);
    await expect(nav.getByRole('link', { name: text.nav[1] })).toHaveAttribute('aria-current', 'location');
    // At the page's end the last section is active, however short it is.
    await scrollTo(page, 100_000);
    await expect(nav.getByRole('link', { name: text.nav[3] })).toHaveAttribute('aria-current', 'location');
  });

  test(`the sticky Start Design button (${language})`, async ({ page }) => {
    await openHome(page, home(language));
    const sticky = page.getByTestId('sticky-start');
    await expect(page.getByRole('button', { name: text.start }).first()).toBeVisible();
    await expect(sticky).toBeHidden();
    // Just past the hero's button, far from the footer.
    await page.evaluate(() => {
      const highlights = document.getElementById('product-highlights');
      if (highlights)
        window.scrollTo({ top: highlights.getBoundingClientRect().top + window.scrollY, behavior: 'instant' });
    });
    await expect(sticky).toBeVisible();
    await expect(sticky).toHaveText(text.start);
    await scrollTo(page, 100_000);
    await expect(page.getByTestId('landing-footer')).toBeInViewport();
    await expect(sticky).toBeHidden();
    await scrollTo(page, 0);
    await expect(sticky).toBeHidden();
  });

  test(`?section= scrolls after 500 ms, retrying at 200 ms and 500 ms (${language})`, async ({ page }) => {
    // A section that arrives late: inserted by the test at a chosen time.
    const later = async (id: string) =>
      page.evaluate((section) => {
        const element = Object.assign(document.createElement('div'), { id: section });
        element.style.height = '400px';
        document.getElementById('faq')?.after(element);
      }, id);
    await pauseClock(page);
    await openHome(page, home(language, 'section=faq'));
    await expect(page.locator('#faq')).toBeAttached();
    await page.clock.runFor(499);
    expect(await scrollY(page)).toBe(0);
    await page.clock.runFor(1);
    await expect.poll(() => topOf(page, 'faq')).toBeCloseTo(80, -1);

    // Absent at 500 ms: tried again 200 ms later.
    await openHome(page, home(language, 'section=late-one'));
    await expect(page.locator('#faq')).toBeAttached();
    await page.clock.runFor(500);
    await later('late-one');
    await page.clock.runFor(199);
    expect(await scrollY(page)).toBe(0);
    await page.clock.runFor(1);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);

    // Absent at 700 ms too: once more 500 ms later.
    await openHome(page, home(language, 'section=late-two'));
    await expect(page.locator('#faq')).toBeAttached();
    await page.clock.runFor(700);
    await later('late-two');
    await page.clock.runFor(499);
    expect(await scrollY(page)).toBe(0);
    await page.clock.runFor(1);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);

    // After the last try it gives up.
    await openHome(page, home(language, 'section=too-late'));
    await expect(page.locator('#faq')).toBeAttached();
    await page.clock.runFor(1200);
    await later('too-late');
    await page.clock.runFor(5000);
    expect(await scrollY(page)).toBe(0);
  });

  test(`?section=pricing keeps the pricing in view while the showcase above it loads (${language})`, async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    let answer = () => {};
    await fakeShowcase(page, new Promise<void>((resolve) => (answer = resolve)));
    await openHome(page, home(language, 'section=pricing'));
    await expect(page.locator('#pricing')).toBeAttached();
    await expect.poll(() => topOf(page, 'pricing')).toBeCloseTo(80, -1);
    const before = await scrollY(page);
    answer();
    await expect(page.getByRole('heading', { name: text.cases })).toBeAttached();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(before);
    await expect.poll(() => topOf(page, 'pricing')).toBeCloseTo(80, -1);
    expect(errors).toEqual([]);
  });

  test(`faq=credit fires jumpToCreditFaq after 500 ms and opens the credit item (${language})`, async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { creditJumps: number }).creditJumps = 0;
      window.addEventListener('jumpToCreditFaq', () => (window as unknown as { creditJumps: number }).creditJumps++);
    });
    await pauseClock(page);
    const answer = page.waitForResponse(CMS);
    await openHome(page, home(language, 'section=faq&faq=credit'));
    await answer;
    // The page reads the answer's body and draws it on a later tick: step the paused clock a millisecond at a time
    // until the accordion is there (on a slow machine the body may come after the first step).
    const credit = page.getByRole('button', { name: text.faq[1] });
    let elapsed = 0;
    while ((await credit.count()) === 0 && elapsed < 400) {
      await page.clock.runFor(1);
      elapsed++;
    }
    await expect(credit).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(499 - elapsed);
    expect(await page.evaluate(() => (window as unknown as { creditJumps: number }).creditJumps)).toBe(0);
    await page.clock.runFor(1);
    expect(await page.evaluate(() => (window as unknown as { creditJumps: number }).creditJumps)).toBe(1);
    await page.clock.runFor(1);
    await expect(credit).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: text.faq[0] })).toHaveAttribute('aria-expanded', 'false');
    await expect(credit).toBeInViewport();
  });

  test(`the FAQ: skeleton, one item open at a time, error with Try Again (${language})`, async ({ page }) => {
    // Held answer: the 5-row skeleton shows meanwhile.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(CMS, async (route) => {
      await held;
      await route.continue();
    });
    await openHome(page, home(language));
    await expect(page.getByTestId('faq-skeleton').locator('li')).toHaveCount(5);
    release();
    // The accordion loads when the visitor scrolls to the FAQ.
    await page.locator('#faq').scrollIntoViewIfNeeded();
    const questions = text.faq.map((name) => page.getByRole('button', { name }));
    await expect(questions[0]).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('faq-skeleton')).toBeHidden();
    await questions[1].click();
    await expect(questions[1]).toHaveAttribute('aria-expanded', 'true');
    await expect(questions[0]).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#faq [data-state="open"].faq__item')).toHaveCount(1);
    await questions[1].click();
    await expect(questions[1]).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#faq [data-state="open"].faq__item')).toHaveCount(0);

    await page.unroute(CMS);
    await page.route(CMS, (route) => route.fulfill({ status: 500, json: { code: 50000001, msg: 'down', data: null } }));
    await page.reload();
    const alert = page.locator('#faq').getByRole('alert');
    await expect(alert).toContainText(text.faqError);
    await page.unroute(CMS);
    await alert.getByRole('button', { name: text.tryAgain }).click();
    await page.locator('#faq').scrollIntoViewIfNeeded();
    await expect(questions[0]).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#faq').getByRole('alert')).toBeHidden();
  });

  test(`the showcase pages three cases at a time (${language})`, async ({ page }) => {
    await fakeShowcase(page);
    await openHome(page, home(language));
    const products = page.getByTestId('case-products');
    const cards = products.getByRole('link');
    await expect(cards).toHaveCount(3);
    await expect(cards.first()).toHaveAttribute('href', '/landing/product?id=product-1');
    await expect(cards.first()).toHaveAttribute('target', '_blank');
    const previous = products.getByRole('button', { name: text.previous });
    const next = products.getByRole('button', { name: text.next });
    await expect(previous).toBeDisabled();
    await expect(products).toContainText(text.pages(1));
    await next.click();
    await expect(cards).toHaveText([/Product 4/, /Product 5/, /Product 6/]);
    await next.click();
    await expect(cards).toHaveText([/Product 7/]);
    await expect(next).toBeDisabled();
    await previous.click();
    await expect(products).toContainText(text.pages(2));
    // The cloned pages open the page preview.
    await expect(page.getByTestId('case-pages').getByRole('link').first()).toHaveAttribute(
      'href',
      '/landing/page?id=product-1-a',
    );
    await scrollTo(page, 1);
    await expect(page.getByRole('link', { name: text.cases })).toBeVisible();
    // Every section, desktop and phone (a full-page shot draws the sticky header where the page is scrolled).
    await scrollTo(page, 0);
    await captureViewports(page, `landing-${language}`);
  });

  test(`the landing footer (${language})`, async ({ page }) => {
    await openHome(page, home(language));
    const footer = page.getByTestId('landing-footer');
    await expect(footer).toContainText(text.beta);
    await expect(footer).toContainText(text.makePlugin);
    await expect(footer.getByRole('link', { name: text.terms })).toHaveAttribute(
      'href',
      `/web/agreement/service-agreement-${language === 'zh' ? 'cn' : 'en'}.html`,
    );
    // No store URL and no parent company configured on the test server: neither line shows.
    await expect(footer.getByRole('link', { name: /Chrome|Edge/ })).toHaveCount(0);
    await expect(page.getByTestId('parent-company')).toHaveCount(0);
  });
}
