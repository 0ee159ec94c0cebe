import { type APIRequestContext, expect, type Page, type Route } from '@playwright/test';

import { postAs } from './sample-panel';
import { type E2eSession, signUpByApi, storeSession, uniqueEmail } from './workbench';

export const URL_LNG = { en: 'en', zh: 'cn' } as const;

// The ways a call is refused: the service failed (500), or it answered with an error envelope.
export const serverError = (route: Route) => route.fulfill({ status: 500, body: 'down' });
export const refusedEnvelope = (route: Route) =>
  route.fulfill({ status: 200, json: { code: 50000099, data: null, msg: 'The server refused it' } });

export const toastWith = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** The failure toast is shown with Retry; the call is let through again and Retry is clicked. */
export async function retryAfter(page: Page, pattern: string, text: string, retry: string) {
  const shown = toastWith(page, text);
  await expect(shown).toBeVisible();
  await page.unroute(pattern);
  await shown.getByRole('button', { name: retry }).click();
}

export type OpenedPanel = { session: E2eSession; projectId: string; panelId: string };

/** A new account (editor debug hooks on, no welcome) with a project whose 390 × 640 panel holds `children`. */
export async function newAccountPanel(
  page: Page,
  request: APIRequestContext,
  email: string,
  children: unknown[],
): Promise<OpenedPanel> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.addInitScript(() => window.localStorage.setItem('boxify:debug', '1'));
  const session = await signUpByApi(request, uniqueEmail(email));
  await storeSession(page, session, { skipWelcome: true });
  const { projectId } = await postAs<{ projectId: string }>(
    request,
    '/Project/addProject',
    { name: 'Failures' },
    session.token,
  );
  const { panelId } = await postAs<{ panelId: string }>(
    request,
    '/Draft/createPanel',
    { projectId, name: 'Card', width: 390, height: 640, children },
    session.token,
  );
  return { session, projectId, panelId };
}
