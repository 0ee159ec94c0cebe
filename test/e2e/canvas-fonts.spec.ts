import { expect, type APIRequestContext, type Page, test } from '@playwright/test';

import { watchPageErrors } from './support/page-errors';
import { captureViewports } from './support/screenshots';
import { signUpByApi, storeSession, uniqueEmail } from './support/workbench';

// The canvas's fonts are @fontsource's WOFF2 slices: a page fetches the slices its text uses, never a whole .ttf.
const DRAFT = '/api/uxa-center/draft';

const PAGES = {
  zh: { title: '悦动健身：每周三次，轻松塑形', body: '会员价格方案、私教课程与常见问题，一次看清。' },
  en: { title: 'FitPulse: three workouts a week', body: 'Membership plans, personal training and answers →' },
} as const;

async function postAs<T>(request: APIRequestContext, path: string, data: unknown, token: string): Promise<T> {
  const answer = await request.post(`${DRAFT}${path}`, { data, headers: { 'access-token': token } });
  const body = (await answer.json()) as { code: number; data: T };
  if (body.code !== 0) throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.data;
}

/** Opens the workbench on a panel with a heading (700) and a paragraph (400) in `lng`; returns the font URLs asked. */
async function openTextPanel(
  page: Page,
  request: APIRequestContext,
  lng: keyof typeof PAGES,
  text: { title: string; body: string } = PAGES[lng],
): Promise<string[]> {
  const session = await signUpByApi(request, uniqueEmail(`fonts-${lng}`));
  await storeSession(page, session, { skipWelcome: true });
  const { projectId } = await postAs<{ projectId: string }>(
    request,
    '/Project/addProject',
    { name: 'Fonts' },
    session.token,
  );
  const { panelId } = await postAs<{ panelId: string }>(
    request,
    '/Draft/createPanel',
    {
      projectId,
      name: 'Fonts',
      width: 720,
      height: 320,
      children: [
        {
          type: 'text',
          id: 'title',
          name: 'Title',
          x: 40,
          y: 40,
          characters: text.title,
          style: { fontSize: 40, fontWeight: 700 },
        },
        { type: 'text', id: 'body', name: 'Body', x: 40, y: 120, characters: text.body, style: { fontSize: 18 } },
      ],
    },
    session.token,
  );
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font' || /\.(woff2?|ttf|otf)(\?|$)/.test(r.url())) fonts.push(r.url());
  });
  await page.goto(`/web/workbench?projectId=${projectId}&panelId=${panelId}&lng=${lng}`);
  await expect(page.locator('[data-node-id="title"]')).toContainText(text.title);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return fonts;
}

const fileOf = (url: string) => new URL(url).pathname.split('/').pop()!;

/** The fonts Chromium drew a canvas node's text with (family names, as the browser resolved them). */
async function fontsDrawing(page: Page, nodeId: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId: node } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: `[data-node-id="${nodeId}"]`,
  });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: node });
  await cdp.detach();
  return [...new Set(fonts.map((f) => f.familyName))].sort();
}

/** The shipped faces the page has loaded, as `family weight`. */
const loadedFaces = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts]
      .filter((f) => f.status === 'loaded')
      .map((f) => `${f.family.replace(/"/g, '')} ${f.weight}`)
      .sort(),
  );

test('a Chinese page loads a few WOFF2 slices of Noto Sans SC and Inter, never a full .ttf', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  const fonts = await openTextPanel(page, request, 'zh');

  expect(fonts.filter((url) => !url.endsWith('.woff2'))).toEqual([]);
  const noto = new Set(fonts.map(fileOf).filter((f) => f.startsWith('noto-sans-sc-')));
  expect(noto.size).toBeGreaterThan(0);
  // Of Noto Sans SC's 101 slices, only those holding this page's characters (and the interface's) are fetched.
  expect(noto.size).toBeLessThan(20);
  // The heading's and the paragraph's Chinese are drawn in Noto Sans SC at both weights, not a fallback.
  const faces = await loadedFaces(page);
  expect(faces).toContain('Noto Sans SC 400');
  expect(faces).toContain('Noto Sans SC 700');
  // The variable slices name themselves by their default instance ('Noto Sans SC Thin').
  expect(await fontsDrawing(page, 'title')).toEqual([expect.stringMatching(/^Noto Sans SC\b/)]);
  expect(await fontsDrawing(page, 'body')).toEqual([expect.stringMatching(/^Noto Sans SC\b/)]);

  await captureViewports(page, 'canvas-fonts-zh');
  expect(errors).toEqual([]);
});

test('an English page loads Inter slices as WOFF2, and its .ttf only for a character beyond them (→)', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  const fonts = await openTextPanel(page, request, 'en');

  const files = fonts.map(fileOf);
  expect(files.some((f) => f.startsWith('inter-latin-700-'))).toBe(true);
  expect(files.some((f) => f.startsWith('inter-latin-400-'))).toBe(true);
  // The paragraph's arrow is in no slice: it comes from Inter's complete .ttf at that weight, as the kernel
  // measured it, not from the next family.
  expect(files.filter((f) => !f.endsWith('.woff2')).map((f) => f.replace(/-[\w-]+(?=\.ttf$)/, ''))).toEqual([
    'Inter_400Regular.ttf',
  ]);
  expect(await fontsDrawing(page, 'title')).toEqual(['Inter']);
  expect(await fontsDrawing(page, 'body')).toEqual(['Inter']);
  const faces = await loadedFaces(page);
  expect(faces).toContain('Inter 400');
  expect(faces).toContain('Inter 700');

  await captureViewports(page, 'canvas-fonts-en');
  expect(errors).toEqual([]);
});

test('a rare Han character no slice holds is drawn from the complete Noto Sans SC, not a fallback', async ({
  page,
  request,
}) => {
  // 䶮 (Extension A) is outside Google's slices: the .ttf at that weight, as the kernel measures it.
  const fonts = await openTextPanel(page, request, 'zh', { title: '刘䶮', body: '会员价格方案' });
  const files = fonts.map(fileOf).filter((f) => !f.endsWith('.woff2'));
  expect(files.map((f) => f.replace(/-[\w-]+(?=\.ttf$)/, ''))).toEqual(['NotoSansSC_700Bold.ttf']);
  // 刘 from its slice ('Noto Sans SC Thin', the variable font's name), 䶮 from the .ttf: no other font.
  expect(await fontsDrawing(page, 'title')).toEqual(['Noto Sans SC', 'Noto Sans SC Thin']);
});
