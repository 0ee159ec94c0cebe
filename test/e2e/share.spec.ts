import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, type Page, test } from '@playwright/test';

import { readVerificationCode } from './support/outbox';
import { watchPageErrors } from './support/page-errors';
import { repoRoot } from './support/repo-root';
import { captureViewports } from './support/screenshots';
import { SHARE_TEXTS } from './support/share-texts';
import { LANGUAGES, TEXTS } from './support/texts';
import { hangGuardMs } from '../support/wait';

type Envelope<T> = { code: number; data: T; msg: string };

type Shared = { token: string; shareUrl: string; name: string; accessToken: string; email: string };

// Calls the API directly, as a script would: `{code, data, msg}` with code 0 or the test fails.
async function api<T>(path: string, body: unknown, accessToken?: string): Promise<T> {
  const baseURL = test.info().project.use.baseURL ?? 'http://localhost:3100';
  const response = await fetch(new URL(`/api/uxa-center${path}`, baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(accessToken ? { 'access-token': accessToken } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  expect(envelope, `${path} answered ${JSON.stringify(envelope)}`).toMatchObject({ code: 0 });
  return envelope.data;
}

// Signs up with an e-mailed code, creates a project and a 390 × 844 panel from a fixture, shares it.
async function sharedPanel(): Promise<Shared> {
  const email = `e2e-share-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await api('/support/VerificationCode/sendEmailVerifyCode', { email });
  const session = await api<{ token: string }>('/support/Support/emailVerifyLoginOrRegistry', {
    email,
    verifyCode: Number(await readVerificationCode(email)),
    product: 12,
  });
  const accessToken = session.token;
  const fixture = JSON.parse(readFileSync(join(repoRoot(), 'test/fixtures/designs/sign-in-mobile.json'), 'utf8')) as {
    name: string;
    background: string;
    children: unknown[];
  };
  const project = await api<{ projectId: string }>('/draft/Project/addProject', { name: 'Share e2e' }, accessToken);
  const panel = await api<{ panelId: string }>(
    '/draft/Draft/createPanel',
    {
      projectId: project.projectId,
      name: fixture.name,
      width: 390,
      height: 844,
      background: fixture.background,
      children: fixture.children,
    },
    accessToken,
  );
  const share = await api<{ shareUrl: string; token: string }>(
    '/draft/Draft/sharePanel',
    { panelId: panel.panelId },
    accessToken,
  );
  expect(share.shareUrl).toMatch(new RegExp(`/web/share/${share.token}$`));
  return { ...share, name: fixture.name, accessToken, email };
}

// A token shaped like the server's (24 random bytes, base64url) that no panel has.
const unknownToken = () => randomBytes(24).toString('base64url');

async function waitForToasts(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: hangGuardMs() });
}

const SHARED_PANEL_CALL = /\/Draft\/querySharedPanel\?token=/;

let shared: Shared;

test.beforeAll(async () => {
  shared = await sharedPanel();
});

for (const language of LANGUAGES) {
  const text = SHARE_TEXTS[language];
  const lng = TEXTS[language].lng;

  test(`an anonymous visitor sees a shared design and copies its link (${language})`, async ({ page, context }) => {
    const errors = watchPageErrors(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/web/share/${shared.token}?lng=${lng}`);

    await expect(page.getByRole('heading', { level: 1, name: shared.name })).toBeVisible();
    await expect(page).toHaveTitle(`${shared.name} - Boxify`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByTestId('share-size')).toHaveText('390 × 844');
    await expect(page.getByTestId('share-updated')).toHaveText(text.updated);

    // The server-drawn SVG, at most its natural width, never wider than the canvas.
    const image = page.getByRole('img', { name: shared.name });
    await expect(image).toHaveAttribute(
      'src',
      `/api/uxa-center/draft/Draft/querySharedPanelImage?token=${shared.token}`,
    );
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByTestId('share-skeleton')).toHaveCount(0);
    const box = await image.boundingBox();
    expect(box?.width).toBeCloseTo(390, 0);
    expect(box?.height).toBeCloseTo(844, 0);

    await page.getByRole('button', { name: text.copyLink }).click();
    await expect(page.getByText(text.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await waitForToasts(page);

    // On a phone the design is scaled down to the canvas, aspect ratio kept.
    await page.setViewportSize({ width: 390, height: 844 });
    const phoneBox = await image.boundingBox();
    expect(phoneBox?.width).toBeLessThan(390);
    expect((phoneBox?.height ?? 0) / (phoneBox?.width ?? 1)).toBeCloseTo(844 / 390, 1);
    await page.setViewportSize({ width: 1440, height: 900 });

    await captureViewports(page, `share-view-${language}`);
    expect(errors).toEqual([]);
  });

  test(`an unknown link shows the error state with its three actions (${language})`, async ({ page }) => {
    const errors = watchPageErrors(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (SHARED_PANEL_CALL.test(request.url())) calls.push(request.url());
    });
    await page.goto(`/web/share/${unknownToken()}?lng=${lng}`);

    const error = page.getByTestId('share-error');
    await expect(error.getByRole('heading', { level: 1, name: text.unavailableTitle })).toBeVisible();
    await expect(page).toHaveTitle(text.defaultDocumentTitle);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // The page says it itself: no toast on top.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    const retry = error.getByRole('button', { name: text.retry, exact: true });
    const myDesigns = error.getByRole('button', { name: text.myDesigns });
    const home = error.getByRole('link', { name: text.backHome });
    await expect(retry).toBeVisible();
    await expect(myDesigns).toBeVisible();
    await expect(home).toHaveAttribute('href', '/');
    // The route's loader asked once; the page shows that answer without asking again.
    expect(calls).toHaveLength(1);
    await captureViewports(page, `share-error-${language}`);

    // Retry asks the server again.
    const refetched = page.waitForResponse(SHARED_PANEL_CALL);
    await retry.click();
    expect((await refetched).status()).toBe(404);
    await expect(error.getByRole('heading', { level: 1, name: text.unavailableTitle })).toBeVisible();
    await expect(retry).toBeEnabled();
    expect(calls).toHaveLength(2);

    // An anonymous visitor is asked to sign in first.
    await myDesigns.click();
    await expect(page.getByRole('dialog', { name: text.signInTitle })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await home.click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByTestId('tagline')).toHaveText(TEXTS[language].tagline);
    expect(errors).toEqual([]);
  });
}

test('a failed load offers a retry that shows the design', async ({ page }) => {
  const text = SHARE_TEXTS.en;
  await page.route(SHARED_PANEL_CALL, (route) => route.abort('internetdisconnected'));
  await page.goto(`/web/share/${shared.token}?lng=en`);
  await expect(page.getByRole('heading', { level: 1, name: text.networkTitle })).toBeVisible();
  await captureViewports(page, 'share-network-error-en', { fullPage: false });

  await page.unroute(SHARED_PANEL_CALL);
  await page.getByRole('button', { name: text.retry, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: shared.name })).toBeVisible();
  await expect(page).toHaveTitle(`${shared.name} - Boxify`);
  const image = page.getByRole('img', { name: shared.name });
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
});

// Issue 21 point 5: the designs are the workbench's projects (the personal centre lists none).
for (const language of ['en', 'zh'] as const) {
  test(`View my designs takes a signed-in visitor to their designs in the workbench (${language})`, async ({
    page,
  }) => {
    const lng = language === 'zh' ? 'cn' : 'en';
    await page.goto(`/?lng=${lng}`);
    await page.evaluate(
      ({ token, email }) =>
        window.localStorage.setItem(
          'user',
          JSON.stringify({ isLogin: true, token, user: { name: '', email, userCode: '' } }),
        ),
      { token: shared.accessToken, email: shared.email },
    );
    await page.goto(`/web/share/${unknownToken()}?lng=${lng}`);
    await page.getByRole('button', { name: SHARE_TEXTS[language].myDesigns }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/web/workbench');
    // The shared design's own panel is among them.
    await expect(page.getByTestId('top-panel-name')).toHaveText(shared.name);
  });
}

test('a skeleton of the design’s aspect ratio shows until the image loads', async ({ page }) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/querySharedPanelImage/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`/web/share/${shared.token}?lng=en`);
  const skeleton = page.getByTestId('share-skeleton');
  await expect(skeleton).toBeVisible();
  const box = await skeleton.boundingBox();
  expect(box?.width).toBeCloseTo(390, 0);
  expect(box?.height).toBeCloseTo(844, 0);
  await captureViewports(page, 'share-loading-en', { fullPage: false });

  release();
  await expect(skeleton).toHaveCount(0);
  const image = page.getByRole('img', { name: shared.name });
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
});
