import { DataSource } from 'typeorm';

import { createTestApp, type TestApp } from '../support/app';
import { accountsEnv, call, type Designer, newDesigner } from '../support/designer';
import { startFakeStripe, stripeSignature, type FakeStripe } from '../fakes/stripe';
import {
  accountOf,
  ITEM_QUERY,
  ORDER,
  ORDER_QUERY,
  oneClick,
  PLUS_100_MONTHLY,
  PRO_200_ANNUAL,
  WEBHOOK_PATH,
} from '../support/payments';
import { pollUntil } from '../support/wait';

const SECRET_KEY = 'sk_test_boxify';
const WEBHOOK_SECRET = 'whsec_boxify';

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

// Pricing, orders and Stripe Checkout against the fake Stripe on loopback; webhooks arrive over real HTTP.
describe('payments with Stripe', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let dataDir: string;

  beforeAll(async () => {
    stripe = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    const env = accountsEnv({
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      WEB_ORIGINS: 'http://shop.boxify.test',
    });
    dataDir = env.DATA_DIR;
    t = await createTestApp(env);
    await t.app.listen(0, '127.0.0.1');
    stripe.state.webhookUrl = `${await t.app.getUrl()}${WEBHOOK_PATH}`.replace('[::1]', '127.0.0.1');
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const sessionIdOf = async (orderId: string) =>
    (
      (await t.app.get(DataSource).query('SELECT checkout_session_id FROM payment_order WHERE id = $1', [orderId])) as {
        checkout_session_id: string;
      }[]
    )[0].checkout_session_id;

  async function paidOrder(designer: Designer, body: object = PLUS_100_MONTHLY) {
    const opened = await oneClick(t, designer, body);
    const sessionId = await sessionIdOf(opened.data.orderId);
    const completed = stripe.pay(sessionId);
    expect(await stripe.deliver(completed)).toBe(200);
    const subscriptionId = stripe.sessions.get(sessionId)!.subscription as string;
    return { orderId: opened.data.orderId, sessionId, subscriptionId, completed };
  }

  it('lists free, plus, pro and enterprise with prices in cents and the special entitlement keys', async () => {
    const answer = await call(t, undefined, `${ITEM_QUERY}/querySubscriptionItems`, { product: 12 });
    expect(answer.body.code).toBe(0);
    const items = answer.body.data.items as {
      itemId: string;
      free: boolean;
      custom: boolean;
      tags: string[];
      entitlements: { key: string; title: string }[];
      prices: {
        skuId: string;
        price: string;
        unit: string;
        cycleType: number;
        checked: boolean;
        originPrice: number;
        tags: string[];
      }[];
    }[];
    expect(items.map((item) => [item.itemId, item.free, item.custom])).toEqual([
      ['free', true, false],
      ['plus', false, false],
      ['pro', false, false],
      ['enterprise', false, true],
    ]);
    const plus = items[1];
    expect(plus.prices.find((p) => p.skuId === 'plus-100-monthly')).toEqual(
      expect.objectContaining({
        price: '$14.9',
        unit: '100 credits/month',
        cycleType: 1,
        originPrice: 2490,
        tags: ['Early bird'],
        checked: false,
      }),
    );
    expect(new Set(plus.prices.map((p) => p.cycleType))).toEqual(new Set([1, 2]));
    const keys = items.flatMap((item) => item.entitlements.map((e) => e.key));
    expect(keys).toEqual(expect.arrayContaining(['anchor#faq-credit', 'link:figma-make', 'link:figma-s2d']));
    expect(items[0].entitlements.find((e) => e.key === 'limit:panels')?.title).toBe('5 panels');
    expect(items[2].tags).toEqual(['Most Popular']);

    const zh = await call(t, undefined, `${ITEM_QUERY}/querySubscriptionItems`, { product: 12 }, 'zh-CN');
    expect(zh.body.data.items[0].title).toBe('免费版');
    expect(zh.body.data.items[1].prices[0].unit).toBe('100 积分/月');
  });

  it("marks the caller's current sku as checked", async () => {
    const designer = await newDesigner(t, dataDir, 'checked');
    const before = await call(t, designer, `${ITEM_QUERY}/querySubscriptionItems`, { product: 12 });
    const checkedBefore = before.body.data.items.flatMap((i: { prices: { skuId: string; checked: boolean }[] }) =>
      i.prices.filter((p) => p.checked).map((p) => p.skuId),
    );
    expect(checkedBefore).toEqual(['free-monthly', 'free-annual']);
    await paidOrder(designer, PRO_200_ANNUAL);
    const after = await call(t, designer, `${ITEM_QUERY}/querySubscriptionItems`, { product: 12 });
    const checkedAfter = after.body.data.items.flatMap((i: { prices: { skuId: string; checked: boolean }[] }) =>
      i.prices.filter((p) => p.checked).map((p) => p.skuId),
    );
    expect(checkedAfter).toEqual(['pro-200-annual']);
  });

  it('previews and creates an order in cents and the price currency', async () => {
    const designer = await newDesigner(t, dataDir, 'preview');
    const preview = await call(t, designer, `${ORDER}/previewOrder`, PRO_200_ANNUAL);
    expect(preview.body.data).toEqual(
      expect.objectContaining({
        itemId: 'pro',
        serviceCode: 'pro2',
        cycleType: 2,
        months: 12,
        credits: 2400,
        amount: 3990 * 12,
        currency: 'usd',
      }),
    );
    const created = await call(t, designer, `${ORDER}/createOrder`, PRO_200_ANNUAL);
    expect(created.body.data).toEqual(expect.objectContaining({ state: 'created', amount: 47880, currency: 'usd' }));
  });

  it.each([
    ['en-US', 'Selected price not found', 'This plan cannot be bought online: contact us for an enterprise quote'],
    ['zh-CN', '未找到所选价格', '该套餐不支持在线购买：企业版请联系我们获取报价'],
  ])('refuses unknown and unsold prices (%s)', async (language, missing, custom) => {
    const designer = await newDesigner(t, dataDir, 'prices');
    const unknown = await call(t, designer, `${ORDER}/oneClick`, { ...PLUS_100_MONTHLY, skuId: 'gold-1' }, language);
    expect(unknown.body).toEqual({ code: 40400001, data: null, msg: missing });
    const wrongItem = await call(
      t,
      designer,
      `${ORDER}/previewOrder`,
      { ...PLUS_100_MONTHLY, itemId: 'pro' },
      language,
    );
    expect(wrongItem.body.msg).toBe(missing);
    const enterprise = await call(
      t,
      designer,
      `${ORDER}/oneClick`,
      { ...PLUS_100_MONTHLY, skuId: 'enterprise-monthly', itemId: 'enterprise' },
      language,
    );
    expect(enterprise.body).toEqual({ code: 42200011, data: null, msg: custom });
  });

  it.each([
    ['en-US', 'Please log in first'],
    ['zh-CN', '请先登录'],
  ])('asks an expired session to log in again (%s)', async (language, message) => {
    const answer = await t.http
      .post(`${ORDER}/oneClick`)
      .set('prefer-language', language)
      .set('access-token', 'expired-session-token')
      .send(PLUS_100_MONTHLY);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 40100001, data: null, msg: message });
  });

  it('opens a Stripe Checkout Session with the affiliate id and the return pages', async () => {
    const designer = await newDesigner(t, dataDir, 'checkout');
    const ext = {
      stripeSuccessRedirectUrl: 'http://shop.boxify.test/?payment=success',
      stripeCancelRedirectUrl: 'http://shop.boxify.test/?section=pricing',
      customerReferenceId: 'aff-42',
    };
    const answer = await oneClick(t, designer, { ...PLUS_100_MONTHLY, ext });
    expect(answer.code).toBe(0);
    expect(answer.data.payment).toEqual({
      payMethod: 6,
      deeplink: { checkoutUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/pay\//) },
    });
    const sent = stripe.state.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.form;
    expect(sent).toEqual(
      expect.objectContaining({
        mode: 'subscription',
        client_reference_id: 'aff-42',
        success_url: ext.stripeSuccessRedirectUrl,
        cancel_url: ext.stripeCancelRedirectUrl,
        metadata: expect.objectContaining({ orderId: answer.data.orderId }),
        line_items: [
          expect.objectContaining({
            price_data: expect.objectContaining({
              unit_amount: '1490',
              currency: 'usd',
              recurring: { interval: 'month' },
            }),
          }),
        ],
      }),
    );
    const elsewhere = await call(t, designer, `${ORDER}/oneClick`, {
      ...PLUS_100_MONTHLY,
      ext: { stripeSuccessRedirectUrl: 'https://evil.example/' },
    });
    expect(elsewhere.body.code).toBe(40000004);
  });

  it.each([
    ['en-US', 'Payment URL not found', 'Failed to initiate upgrade process'],
    ['zh-CN', '未找到支付链接', '发起升级失败'],
  ])('answers a checkout without a url and a failing Stripe (%s)', async (language, noUrl, failed) => {
    const designer = await newDesigner(t, dataDir, 'stripe-errors');
    stripe.state.omitUrl = true;
    const withoutUrl = await call(t, designer, `${ORDER}/oneClick`, PLUS_100_MONTHLY, language);
    expect(withoutUrl.body).toEqual({ code: 50200001, data: null, msg: noUrl });
    stripe.state.failNext = true;
    const down = await call(t, designer, `${ORDER}/oneClick`, PLUS_100_MONTHLY, language);
    expect(down.body).toEqual({ code: 50200002, data: null, msg: failed });
  });

  it('grants the plan and credits once for five replays of the webhook in shuffled order', async () => {
    const designer = await newDesigner(t, dataDir, 'replays');
    const opened = await oneClick(t, designer);
    const sessionId = await sessionIdOf(opened.data.orderId);
    const completed = stripe.pay(sessionId);
    // The same event five times and two more that also fulfil (async success, the pay-result check).
    const deliveries = shuffled([
      ...Array.from({ length: 5 }, () => completed),
      stripe.event('checkout.session.async_payment_succeeded', stripe.sessions.get(sessionId)!),
    ]);
    const statuses = await Promise.all(deliveries.map((event) => stripe.deliver(event)));
    expect(statuses).toEqual(deliveries.map(() => 200));
    const result = await call(t, designer, `${ORDER}/processOrderPayResult`, { orderId: opened.data.orderId });
    expect(result.body.data).toEqual(expect.objectContaining({ state: 'paid', subscriptionState: 'active' }));
    const account = await accountOf(t, designer);
    expect(account.aiVersion).toBe(20);
    expect(account.aiCredits).toBe('100');
    const [{ count }] = (await t.app
      .get(DataSource)
      .query("SELECT count(*)::int AS count FROM account_ledger_entry WHERE reason LIKE 'order %' AND user_id = $1", [
        designer.userId,
      ])) as {
      count: number;
    }[];
    expect(count).toBe(1);
  });

  it('refuses bad signatures and stale timestamps', async () => {
    const designer = await newDesigner(t, dataDir, 'signatures');
    const opened = await oneClick(t, designer);
    const good = stripe.pay(await sessionIdOf(opened.data.orderId));
    const forged = { ...good, header: stripeSignature('whsec_someone_else', good.payload) };
    const tampered = { ...good, payload: good.payload.replace('"paid"', '"PAID"') };
    const stale = {
      ...good,
      header: stripeSignature(WEBHOOK_SECRET, good.payload, Math.floor(Date.now() / 1000) - 3600),
    };
    for (const event of [forged, tampered, stale]) expect(await stripe.deliver(event)).toBe(400);
    const unsigned = await t.http.post(WEBHOOK_PATH).set('prefer-language', 'zh-CN').send(JSON.parse(good.payload));
    expect(unsigned.body).toEqual({ code: 40000005, data: null, msg: 'Webhook 签名无效或已过期' });
    expect((await accountOf(t, designer)).aiCredits).toBe('0');
    expect(await stripe.deliver(good)).toBe(200);
    expect((await accountOf(t, designer)).aiCredits).toBe('100');
  });

  it('fulfils from the pay-result check when the webhook has not come, and says when a session expired', async () => {
    const designer = await newDesigner(t, dataDir, 'pay-result');
    const opened = await oneClick(t, designer);
    stripe.pay(await sessionIdOf(opened.data.orderId)); // never delivered
    const result = await call(t, designer, `${ORDER}/processOrderPayResult`, { orderId: opened.data.orderId });
    expect(result.body.data.state).toBe('paid');
    expect((await accountOf(t, designer)).aiCredits).toBe('100');

    const abandoned = await oneClick(t, designer);
    stripe.expire(await sessionIdOf(abandoned.data.orderId));
    for (const [language, message] of [
      ['en-US', 'The payment session expired; please start the upgrade again'],
      ['zh-CN', '支付会话已过期，请重新发起升级'],
    ]) {
      const expired = await call(
        t,
        designer,
        `${ORDER}/processOrderPayResult`,
        { orderId: abandoned.data.orderId },
        language,
      );
      expect(expired.body).toEqual({ code: 41000003, data: null, msg: message });
    }
  });

  it.each([
    ['en-US', 'Payment result not found'],
    ['zh-CN', '未找到支付结果'],
  ])("never shows or cancels another user's order (%s)", async (language, message) => {
    const owner = await newDesigner(t, dataDir, 'owner');
    const other = await newDesigner(t, dataDir, 'other');
    const { orderId } = await paidOrder(owner);
    for (const operation of ['processOrderPayResult', 'cancelSubscription']) {
      const answer = await call(t, other, `${ORDER}/${operation}`, { orderId }, language);
      expect(answer.body).toEqual({ code: 40400001, data: null, msg: message });
    }
    const list = await call(t, other, `${ORDER_QUERY}/pageOrders`, {});
    expect(list.body.data).toEqual({ items: [], total: 0 });
  });

  it('renews on invoice.paid, once per invoice', async () => {
    const designer = await newDesigner(t, dataDir, 'renewal');
    const { orderId, subscriptionId } = await paidOrder(designer);
    const firstEnd = new Date((await accountOf(t, designer)).serviceDetails[0].endTime);
    const renewal = stripe.renew(subscriptionId);
    for (const event of [
      renewal,
      renewal,
      { ...stripe.event('invoice.paid', JSON.parse(renewal.payload).data.object) },
    ]) {
      expect(await stripe.deliver(event)).toBe(200);
    }
    const account = await accountOf(t, designer);
    expect(account.aiCredits).toBe('200');
    expect(new Date(account.serviceDetails[0].endTime).getTime()).toBeGreaterThan(
      firstEnd.getTime() + 20 * 24 * 3600e3,
    );
    const order = await call(t, designer, `${ORDER}/processOrderPayResult`, { orderId });
    expect(order.body.data.periodEnd).toBe(account.serviceDetails[0].endTime);
  });

  it('cancels at period end from the personal centre, then ends the plan when Stripe deletes the subscription', async () => {
    const designer = await newDesigner(t, dataDir, 'cancel');
    const { orderId, subscriptionId } = await paidOrder(designer);
    const cancelled = await call(t, designer, `${ORDER}/cancelSubscription`, { orderId });
    expect(cancelled.body.data.subscriptionState).toBe('cancelling');
    expect(stripe.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(true);
    // Stripe's customer.subscription.updated confirms it; the plan still runs until the period's end.
    await pollUntil(
      async () =>
        (
          (await t.app
            .get(DataSource)
            .query("SELECT 1 FROM stripe_event WHERE type = 'customer.subscription.updated'")) as unknown[]
        ).length || undefined,
      () => 'the subscription update webhook',
    );
    expect((await accountOf(t, designer)).aiVersion).toBe(20);
    const again = await call(t, designer, `${ORDER}/cancelSubscription`, { orderId }, 'zh-CN');
    expect(again.body).toEqual({ code: 40900001, data: null, msg: '冲突：该订单没有进行中的订阅' });

    expect(await stripe.deliver(stripe.end(subscriptionId))).toBe(200);
    const account = await accountOf(t, designer);
    expect(account.aiVersion).toBe(1);
    expect(account.aiCredits).toBe('100'); // credits already paid for stay
    const order = await call(t, designer, `${ORDER}/processOrderPayResult`, { orderId });
    expect(order.body.data.subscriptionState).toBe('ended');
  });

  it('ends the plan when a renewal payment fails', async () => {
    const designer = await newDesigner(t, dataDir, 'failed');
    const { orderId, subscriptionId } = await paidOrder(designer, PRO_200_ANNUAL);
    expect((await accountOf(t, designer)).aiVersion).toBe(31);
    expect(await stripe.deliver(stripe.failPayment(subscriptionId))).toBe(200);
    expect((await accountOf(t, designer)).aiVersion).toBe(1);
    const order = await call(t, designer, `${ORDER}/processOrderPayResult`, { orderId });
    expect(order.body.data.subscriptionState).toBe('past_due');
    // Paying again (invoice.paid after the retry) brings the plan back.
    expect(await stripe.deliver(stripe.renew(subscriptionId))).toBe(200);
    expect((await accountOf(t, designer)).aiVersion).toBe(31);
  });
});
