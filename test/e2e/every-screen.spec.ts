import { join } from 'node:path';

import { expect, type APIRequestContext, type Page, test } from '@playwright/test';

import { watchPageErrors } from './support/page-errors';
import { repoRoot } from './support/repo-root';
import { accountWithSamplePanel, postAs, type SamplePanel } from './support/sample-panel';
import { storeSession } from './support/workbench';

// Issue 14: a shell for every screen. On a 390 × 844 phone nothing lies beyond the window's sides, the workbench
// is a viewer with light editing (sheets, a compact bar, a once-notice), and the chrome is set in the product's
// fonts from the first paint.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const PHONE_TEXTS = {
  en: {
    lng: 'en',
    notice: 'Full editing is best on a larger screen. Here you can view your panels and make light edits.',
    dismiss: 'Got it',
    panels: 'Panels',
    properties: 'Properties',
    layers: 'Layers',
    logout: 'Log out',
    signIn: 'Sign in',
  },
  zh: {
    lng: 'cn',
    notice: '完整的编辑功能在更大的屏幕上体验最佳。在这里可以查看画板并做简单修改。',
    dismiss: '知道了',
    panels: '画板',
    properties: '属性',
    layers: '图层',
    logout: '退出登录',
    signIn: '登录',
  },
} as const;
type Lng = keyof typeof PHONE_TEXTS;
const LNGS: readonly Lng[] = ['en', 'zh'];

// A new account with a project and a panel holding a heading and a button.
const panelOf = (request: APIRequestContext, label: string) => accountWithSamplePanel(request, label, 'Phone');

async function openWorkbench(page: Page, opened: SamplePanel, lng: Lng) {
  await storeSession(page, opened.session, { skipWelcome: true });
  await page.goto(`/web/workbench?projectId=${opened.projectId}&panelId=${opened.panelId}&lng=${PHONE_TEXTS[lng].lng}`);
  await expect(page.locator('[data-node-id="title"]')).toBeVisible();
}

/**
 * The visible elements whose box reaches beyond the window's left or right side. A box is cut to the scrolling
 * ancestors it sits in first: what a sideways-scrolling toolbar holds is reachable, so it does not count; a box
 * cut off by an `overflow: hidden` ancestor does. The canvas's own content (the design, zoomed) is not chrome.
 */
function elementsOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const offending = new Set<Element>();
    if (document.documentElement.scrollWidth > width + 1) {
      found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${width})`);
    }
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('.editor-canvas-host')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const box = element.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) continue;
      let left = box.left;
      let right = box.right;
      // Up to the first fixed box: the ancestors above it do not clip it.
      for (let node = element; node.parentElement && node.parentElement !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).position === 'fixed') break;
        const overflow = getComputedStyle(node.parentElement).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') {
          const clip = node.parentElement.getBoundingClientRect();
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
        }
      }
      if (right - left < 1) continue;
      if (left < -1 || right > width + 1) {
        offending.add(element);
        // The outermost box names the problem; its children go with it.
        if (element.parentElement && offending.has(element.parentElement)) continue;
        const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
        const text = (element.textContent ?? '').trim().slice(0, 30);
        found.push(`${name} "${text}" spans ${Math.round(left)}–${Math.round(right)}`);
      }
    }
    return found;
  });
}

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: join(repoRoot(), 'test-results', 'screenshots', `${name}.png`), animations: 'disabled' });

test.describe('at 390 × 844', () => {
  test.use({ viewport: PHONE });

  for (const lng of LNGS) {
    const text = PHONE_TEXTS[lng];

    test(`no screen reaches beyond the window's sides (${lng})`, async ({ page, request, browser }) => {
      const errors = watchPageErrors(page);
      const opened = await panelOf(request, `every-screen-${lng}`);
      const share = await postAs<{ token: string }>(
        request,
        '/Draft/sharePanel',
        { panelId: opened.panelId },
        opened.session.token,
      );
      const agreement = lng === 'zh' ? 'cn' : 'en';
      const visitor = await browser.newPage({ viewport: PHONE });
      for (const path of [
        `/?lng=${text.lng}`,
        `/web/share/${share.token}?lng=${text.lng}`,
        `/no-such-page?lng=${text.lng}`,
        `/web/agreement/privacy-${agreement}.html`,
        `/web/agreement/service-agreement-${agreement}.html`,
      ]) {
        await visitor.goto(path);
        await visitor.waitForLoadState('networkidle');
        expect(await elementsOffScreen(visitor), path).toEqual([]);
      }
      await visitor.close();

      await openWorkbench(page, opened, lng);
      expect(await elementsOffScreen(page), 'the workbench').toEqual([]);
      await page.getByRole('button', { name: text.panels, exact: true }).click();
      await expect(page.getByTestId('panels-sheet')).toBeVisible();
      expect(await elementsOffScreen(page), 'the panels sheet').toEqual([]);
      await shoot(page, `every-screen-panels-${lng}-390x844`);
      await page.keyboard.press('Escape');
      await page.goto(`/web/personal?lng=${text.lng}`);
      await page.waitForLoadState('networkidle');
      expect(await elementsOffScreen(page), 'the personal centre').toEqual([]);
      await shoot(page, `every-screen-personal-${lng}-390x844`);
      expect(errors).toEqual([]);
    });

    test(`the workbench opens its layers and properties as sheets, and the menu signs out (${lng})`, async ({
      page,
      request,
    }) => {
      const errors = watchPageErrors(page);
      await openWorkbench(page, await panelOf(request, `phone-sheets-${lng}`), lng);
      await page.getByTestId('phone-notice').getByRole('button', { name: text.dismiss }).click();
      // The sidebar is no column here: the canvas has the whole width.
      await expect(page.locator('.wb__sidebar')).toHaveCount(0);
      expect((await page.locator('.wb__centre').boundingBox())!.width).toBe(PHONE.width);

      await page.getByRole('toolbar').first().getByRole('button', { name: text.layers }).click();
      const layers = page.getByTestId('layers-sheet');
      await expect(layers.getByRole('heading', { name: text.layers })).toBeVisible();
      await layers.getByRole('treeitem', { name: 'Title' }).click();
      await expect(layers.getByRole('treeitem', { name: 'Title' })).toHaveAttribute('aria-selected', 'true');
      await shoot(page, `every-screen-layers-${lng}-390x844`);
      await page.keyboard.press('Escape');
      await expect(layers).toHaveCount(0);

      await page.getByRole('button', { name: text.properties, exact: true }).click();
      const properties = page.getByTestId('properties-sheet');
      await expect(properties.getByRole('heading', { name: text.properties })).toBeVisible();
      // The selected heading's own properties, within the window.
      await expect(properties.locator('.editor-properties')).toBeVisible();
      const sheet = (await properties.boundingBox())!;
      expect(sheet.x).toBeGreaterThanOrEqual(0);
      expect(sheet.x + sheet.width).toBeLessThanOrEqual(PHONE.width);
      await shoot(page, `every-screen-properties-${lng}-390x844`);
      await page.keyboard.press('Escape');

      await page.locator('.wb-top .user-menu__trigger').click();
      const logout = page.getByRole('menuitem', { name: text.logout });
      await expect(logout).toBeInViewport({ ratio: 1 });
      await shoot(page, `every-screen-menu-${lng}-390x844`);
      await logout.click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page.getByRole('button', { name: text.signIn, exact: true })).toBeVisible();
      expect(errors).toEqual([]);
    });

    test(`the larger-screen notice shows once (${lng})`, async ({ page, request }) => {
      await openWorkbench(page, await panelOf(request, `phone-notice-${lng}`), lng);
      const notice = page.getByTestId('phone-notice');
      await expect(notice).toHaveText(`${text.notice}${text.dismiss}`);
      await expect(notice).toBeInViewport({ ratio: 1 });
      await shoot(page, `every-screen-workbench-${lng}-390x844`);
      await notice.getByRole('button', { name: text.dismiss }).click();
      await expect(notice).toHaveCount(0);
      await page.reload();
      await expect(page.locator('[data-node-id="title"]')).toBeVisible();
      await expect(page.getByRole('button', { name: text.panels, exact: true })).toBeVisible();
      await expect(notice).toHaveCount(0);
    });
  }
});

test.describe('at 1440 × 900', () => {
  test.use({ viewport: DESKTOP });

  test('the workbench keeps its columns and shows no phone notice', async ({ page, request }) => {
    await openWorkbench(page, await panelOf(request, 'desktop-shell'), 'en');
    await expect(page.locator('.wb__sidebar')).toBeVisible();
    await expect(page.locator('.wb__inspector')).toBeVisible();
    await expect(page.getByTestId('phone-notice')).toHaveCount(0);
    const family = await page.locator('.wb-top').evaluate((element) => getComputedStyle(element).fontFamily);
    expect(family).toMatch(/^Inter\b/);
    for (const lng of LNGS) {
      await page.goto(
        `/web/workbench?projectId=${new URL(page.url()).searchParams.get('projectId')}&lng=${PHONE_TEXTS[lng].lng}`,
      );
      await expect(page.locator('[data-node-id="title"]')).toBeVisible();
      await shoot(page, `every-screen-workbench-${lng}-1440x900`);
    }
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`a first visit to the home page draws its chrome in Inter (${viewport.width} px)`, async ({ browser }) => {
    // A fresh context: nothing cached, no other screen opened before.
    const context = await browser.newContext({ viewport, locale: 'en-US' });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/?lng=en');
    const signIn = page.locator('.site-header').getByRole('button', { name: 'Sign in', exact: true });
    await expect(signIn).toBeVisible();
    const look = await signIn.evaluate((element) => {
      const style = getComputedStyle(element);
      return { family: style.fontFamily, border: style.borderTopStyle, size: style.fontSize };
    });
    expect(look.family).toMatch(/^Inter\b/);
    expect(look.border).not.toBe('outset');
    expect(look.size).not.toBe('13.3333px');
    const chrome = await page
      .locator('.site-header, main, .site-footer')
      .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).fontFamily));
    for (const family of chrome) expect(family).toMatch(/^Inter\b/);
    // The face is the product's own, loaded, not a system font under that name.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const loaded = await page.evaluate(() =>
      [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, '')),
    );
    expect(loaded).toContain('Inter');
    for (const lng of LNGS) {
      await page.goto(`/?lng=${PHONE_TEXTS[lng].lng}`);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await shoot(page, `every-screen-home-${lng}-${viewport.width}x${viewport.height}`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
}
