import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

import { buyPlan } from './plans';
import { type E2eSession, signUpByApi, storeSession, uniqueEmail } from './workbench';

type Texts = { header: string; complete: string; lng: string; start: string; describe: RegExp; panel: string };

// A new user on the pro plan (bought through the local checkout) in a new workbench page, the Boxify panel open at
// "Describe it" (and the session, for calls of its own): where the directions tests start.
export async function openDesignerOnPro(
  page: Page,
  request: APIRequestContext,
  texts: Texts,
  label: string,
): Promise<{ panel: Locator; session: E2eSession }> {
  const session = await signUpByApi(request, uniqueEmail(label));
  await storeSession(page, session, { skipWelcome: true });
  await buyPlan(page, request, session, texts);
  await page.goto(`/web/workbench?mode=new&lng=${texts.lng}`);
  await expect(page).toHaveURL((url) => url.searchParams.has('panelId'));
  await page.getByRole('region', { name: texts.start }).getByRole('button', { name: texts.describe }).click();
  return { panel: page.getByRole('complementary', { name: texts.panel }), session };
}
