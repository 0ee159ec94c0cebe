import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { signUpByApi, storeSession, uniqueEmail, type E2eSession } from './workbench';

export type Lng = 'en' | 'zh';

/** The open document, as the editor holds it (`boxify:debug` exposes it). */
export const documentJson = (page: Page): Promise<string> =>
  page.evaluate(() =>
    JSON.stringify((window as unknown as { boxifyEditor: { document: unknown } }).boxifyEditor.document),
  );

export const documentOf = async <T>(page: Page): Promise<T> => JSON.parse(await documentJson(page)) as T;

/** A new account on a new, empty panel of the workbench, in the given language. */
export async function openNewPanel(page: Page, request: APIRequestContext, lng: Lng): Promise<E2eSession> {
  await page.addInitScript(() => window.localStorage.setItem('boxify:debug', '1'));
  const session = await signUpByApi(request, uniqueEmail(`wb-${lng}`));
  await storeSession(page, session, { skipWelcome: true });
  await page.goto(`/web/workbench?mode=new&lng=${lng === 'zh' ? 'cn' : 'en'}`);
  await expect(page).toHaveURL((url) => url.searchParams.has('panelId'));
  await expect(page.locator('.boxify-panel')).toBeVisible();
  return session;
}

/** The panel's content as the server keeps it. */
export async function savedContent(request: APIRequestContext, token: string, panelId: string): Promise<string> {
  const answer = await request.post('/api/uxa-center/draft/Draft/queryPanelContent', {
    headers: { 'access-token': token },
    data: { panelId },
  });
  return JSON.stringify(((await answer.json()) as { data: { content: unknown } }).data.content);
}

export const panelIdOf = (page: Page): string => new URL(page.url()).searchParams.get('panelId')!;

/** Where a point given as fractions of the panel (0–1) is on screen. */
export async function onPanel(page: Page, at: [number, number]) {
  const box = (await page.locator('.boxify-panel').boundingBox())!;
  return { x: box.x + box.width * at[0], y: box.y + box.height * at[1] };
}

/** Drags between two screen points in small steps, as a hand would. */
export async function dragScreen(page: Page, a: { x: number; y: number }, b: { x: number; y: number }) {
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}
