import { expect, type APIRequestContext, type Page, test } from '@playwright/test';

import type { E2eSession } from './workbench';

const ORDER = '/api/ecommerce-cn/order/OrderCommand';

export const PRO_ANNUAL = { skuId: 'pro-200-annual', itemId: 'pro' } as const;

// A plan bought through the local checkout, as a payment would: the order by the API, then "Complete payment".
export async function buyPlan(
  page: Page,
  request: APIRequestContext,
  session: E2eSession,
  texts: { header: string; complete: string },
  plan: { skuId: string; itemId: string } = PRO_ANNUAL,
): Promise<void> {
  const ordered = await request.post(`${ORDER}/oneClick`, {
    headers: { 'access-token': session.token, 'prefer-language': texts.header },
    data: {
      ...plan,
      payMethod: 6,
      num: 1,
      ext: { stripeSuccessRedirectUrl: new URL('/web/personal', test.info().project.use.baseURL).href },
    },
  });
  const body = (await ordered.json()) as { data: { payment: { deeplink: { checkoutUrl: string } } } };
  const checkout = new URL(body.data.payment.deeplink.checkoutUrl);
  await page.setExtraHTTPHeaders({ 'prefer-language': texts.header });
  await page.goto(`${checkout.pathname}${checkout.search}`);
  await page.getByRole('button', { name: texts.complete }).click();
  await expect(page).toHaveURL(/\/web\/personal$/);
}
