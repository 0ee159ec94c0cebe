import { runAdmin as admin } from '../support/admin';
import type { TestApp } from '../support/app';
import { call, newDesigner, PROJECT } from '../support/designer';
import {
  accountOf,
  appWithoutStripe,
  ITEM_QUERY,
  ORDER,
  ORDER_QUERY,
  oneClick,
  PRO_200_ANNUAL,
} from '../support/payments';

// Without a Stripe key the product still sells: the local checkout page completes or cancels an order
// through the same fulfilment as Stripe's webhook; the operator edits the plans table and grants plans.
describe('payments without Stripe', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    ({ app: t, dataDir } = await appWithoutStripe());
  });
  afterAll(() => t.close());

  const pathOf = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  };

  it('completes an order on the clearly marked local checkout page', async () => {
    const designer = await newDesigner(t, dataDir, 'local');
    const opened = await oneClick(t, designer, PRO_200_ANNUAL);
    expect(opened.code).toBe(0);
    const page = await t.http.get(pathOf(opened.data.payment.deeplink.checkoutUrl)).set('prefer-language', 'zh-CN');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('本地结账 — 不会实际扣款');
    expect(page.text).toContain('478.80 USD');

    const { orderId } = opened.data;
    const signature = new URL(opened.data.payment.deeplink.checkoutUrl).searchParams.get('signature')!;
    const forged = await t.http
      .post('/api/ecommerce-cn/order/LocalCheckout/complete')
      .type('form')
      .send({ orderId, signature: signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')), action: 'pay' });
    expect(forged.body.code).toBe(40400001);

    const paid = await t.http
      .post('/api/ecommerce-cn/order/LocalCheckout/complete')
      .type('form')
      .send({ orderId, signature, action: 'pay' });
    expect(paid.status).toBe(303);
    expect(paid.headers.location).toBe('http://boxify.test/?payment=success');
    // A second press changes nothing.
    await t.http
      .post('/api/ecommerce-cn/order/LocalCheckout/complete')
      .type('form')
      .send({ orderId, signature, action: 'pay' });

    const account = await accountOf(t, designer);
    expect(account).toMatchObject({ aiVersion: 31, aiCredits: '2400' });
    const orders = await call(t, designer, `${ORDER_QUERY}/pageOrders`, {});
    expect(orders.body.data).toMatchObject({
      total: 1,
      items: [{ orderId, state: 'paid', provider: 'local', subscriptionState: 'active' }],
    });
    const again = await t.http.get(pathOf(opened.data.payment.deeplink.checkoutUrl));
    expect(again.text).toContain('This order is already paid.');

    const cancelled = await call(t, designer, `${ORDER}/cancelSubscription`, { orderId });
    expect(cancelled.body.data).toMatchObject({ subscriptionState: 'cancelling' });
    expect((await accountOf(t, designer)).aiVersion).toBe(31);
  });

  it('cancels an order back to the page that started it', async () => {
    const designer = await newDesigner(t, dataDir, 'local-cancel');
    const opened = await oneClick(t, designer, PRO_200_ANNUAL);
    const signature = new URL(opened.data.payment.deeplink.checkoutUrl).searchParams.get('signature')!;
    const cancelled = await t.http
      .post('/api/ecommerce-cn/order/LocalCheckout/complete')
      .type('form')
      .send({ orderId: opened.data.orderId, signature, action: 'cancel' });
    expect(cancelled.headers.location).toBe('http://boxify.test/?section=pricing');
    const result = await call(t, designer, `${ORDER}/processOrderPayResult`, { orderId: opened.data.orderId });
    expect(result.body.data.state).toBe('cancelled');
    expect(await accountOf(t, designer)).toMatchObject({ aiVersion: 1, aiCredits: '0' });
  });

  it("lets the operator change a tier's limits and prices, which the product then applies", async () => {
    const designer = await newDesigner(t, dataDir, 'operator');
    expect((await admin('set-plan', designer.email, 'enterprise', 'never')).code).toBe(0);
    const changed = await admin('plan-set', 'enterprise', JSON.stringify({ maxProjects: 2 }));
    try {
      expect(changed).toMatchObject({ code: 0 });
      for (const name of ['One', 'Two']) {
        expect((await call(t, designer, `${PROJECT}/addProject`, { name })).body.code).toBe(0);
      }
      const third = await call(t, designer, `${PROJECT}/addProject`, { name: 'Three' });
      expect(third.body).toMatchObject({ code: 44002001, msg: 'Your plan allows 2 projects. Upgrade to add more.' });
      const items = await call(t, designer, `${ITEM_QUERY}/querySubscriptionItems`, { product: 12 });
      const enterprise = items.body.data.items[3];
      expect(enterprise.entitlements[1]).toEqual({ key: 'limit:projects', title: '2 projects' });
      expect(enterprise.prices.every((p: { checked: boolean }) => p.checked)).toBe(true);
    } finally {
      expect((await admin('plan-set', 'enterprise', JSON.stringify({ maxProjects: null }))).code).toBe(0);
    }
    const refused = await admin('plan-set', 'enterprise', JSON.stringify({ maxProjects: -1 }));
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('maxProjects');
    const listed = await admin('plans');
    expect(listed.output).toContain('"skuId": "plus-100-monthly"');
  });
});
