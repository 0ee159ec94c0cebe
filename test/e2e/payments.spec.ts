import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { type FakeStripe, startFakeStripe } from '../fakes/stripe';
import { freePort, ROOT } from '../support/server-process';
import { pollUntil } from '../support/wait';

import { watchPageErrors } from './support/page-errors';
import { captureViewports } from './support/screenshots';
import { signUpByApi, storeSession, uniqueEmail } from './support/workbench';

const ORDER = '/api/ecommerce-cn/order/OrderCommand';

const TEXTS = {
  en: {
    lng: 'en',
    checkout: 'Local checkout — no payment is taken',
    complete: 'Complete payment',
    aiPlan: 'Pro 2',
    credits: '2,400',
    creditsUsage: '0 used out of 2,400',
    order: 'Pro · annual',
    active: 'Active',
    renews: /^Renews on /,
    cancel: 'Cancel subscription',
    cancelling: 'Cancels at period end',
    ledger: 'Credits ledger',
    purchase: /^Purchase · BX/,
    granted: '+2,400 credits',
    balance: 'Balance 2,400',
    signup: 'Free chances on sign-up',
  },
  zh: {
    lng: 'zh',
    checkout: '本地结账 — 不会实际扣款',
    complete: '完成支付',
    aiPlan: 'Pro 2',
    credits: '2,400',
    creditsUsage: '已用 0 / 共 2,400',
    order: 'Pro · 按年',
    active: '生效中',
    renews: / 续费$/,
    cancel: '取消订阅',
    cancelling: '到期后取消',
    ledger: '积分明细',
    purchase: /^购买 · BX/,
    granted: '+2,400 积分',
    balance: '余额 2,400',
    signup: '注册赠送的免费生成次数',
  },
} as const;

// Without a Stripe key (this server has none): an order's checkout url is the local checkout page, which
// grants the plan and its credits the way Stripe's webhook would; the personal centre's billing shows them.
for (const language of ['en', 'zh'] as const) {
  const text = TEXTS[language];

  test(`pays for a plan on the local checkout and sees it in the personal centre (${language})`, async ({
    page,
    request,
  }) => {
    const errors = watchPageErrors(page);
    const session = await signUpByApi(request, uniqueEmail(`pay-${language}`));
    await storeSession(page, session);
    const opened = await request.post(`${ORDER}/oneClick`, {
      headers: { 'access-token': session.token, 'prefer-language': language === 'zh' ? 'zh-CN' : 'en-US' },
      data: {
        skuId: 'pro-200-annual',
        itemId: 'pro',
        payMethod: 6,
        num: 1,
        // Back to the page that started the payment.
        ext: { stripeSuccessRedirectUrl: new URL('/web/personal', test.info().project.use.baseURL).href },
      },
    });
    const body = (await opened.json()) as { code: number; data: { payment: { deeplink: { checkoutUrl: string } } } };
    expect(body.code).toBe(0);

    const checkout = new URL(body.data.payment.deeplink.checkoutUrl);
    await page.setExtraHTTPHeaders({ 'prefer-language': language === 'zh' ? 'zh-CN' : 'en-US' });
    await page.goto(`${checkout.pathname}${checkout.search}`);
    await expect(page.getByRole('heading', { name: text.checkout })).toBeVisible();
    await captureViewports(page, `local-checkout-${language}`);
    await page.getByRole('button', { name: text.complete }).click();

    await expect(page).toHaveURL(/\/web\/personal$/);
    await page.goto(`/web/personal?lng=${text.lng}`);
    await expect(page.getByTestId('ai-plan-name')).toHaveText(text.aiPlan);
    await expect(page.getByTestId('balance-credits')).toHaveText(text.credits);
    // Issue 21 point 5: the credits as used out of total.
    await expect(page.getByTestId('credits-usage')).toHaveText(text.creditsUsage);
    const order = page.getByTestId('billing-order');
    await expect(order).toHaveCount(1);
    await expect(order).toContainText(text.order);
    await expect(order.getByTestId('billing-state')).toHaveText(text.active);
    await expect(order.getByText(text.renews)).toBeVisible();
    // The credits ledger: the purchase first, then the free chances the account opened with.
    const records = page.getByRole('list', { name: text.ledger }).getByTestId('credit-record');
    await expect(records).toHaveCount(2);
    await expect(records.first()).toContainText(text.purchase);
    await expect(records.first().getByTestId('credit-record-amount')).toHaveText(text.granted);
    await expect(records.first()).toContainText(text.balance);
    await expect(records.last()).toContainText(text.signup);
    await captureViewports(page, `personal-billing-${language}`);

    await order.getByRole('button', { name: text.cancel }).click();
    await expect(order.getByTestId('billing-state')).toHaveText(text.cancelling);
    await expect(order.getByRole('button', { name: text.cancel })).toHaveCount(0);
    // Cancelled at period end: the plan still runs.
    await expect(page.getByTestId('ai-plan-name')).toHaveText(text.aiPlan);
    expect(errors).toEqual([]);
  });
}

// The built server (as the suite's own), with settings of its own: it serves the built client.
async function startBuiltServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'dist', 'server', 'main.js')], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await pollUntil(
    () =>
      fetch(`${url}/health`).then(
        (res) => (res.ok ? true : undefined),
        () => undefined,
      ),
    () => 'the Stripe-enabled server to answer /health',
    { every: 200, gaveUp: () => (child.exitCode !== null ? `it exited with ${child.exitCode}` : undefined) },
  );
  return { child, url };
}

// With a Stripe key: the real SDK opens a Checkout Session on the fake Stripe, the buyer pays on its hosted
// page, the fake delivers the signed webhook, and the browser comes back to the page that started it.
test.describe('with Stripe (the fake on loopback)', () => {
  let stripe: FakeStripe;
  let server: { child: ChildProcess; url: string };
  let dataDir: string;

  test.beforeAll(async () => {
    stripe = await startFakeStripe({ secretKey: 'sk_test_e2e', webhookSecret: 'whsec_e2e' });
    dataDir = mkdtempSync(join(tmpdir(), 'boxify-e2e-stripe-'));
    server = await startBuiltServer({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // As the suite's own server: composing the library would take this server's CPU for minutes, and the
      // suite's sign-ups from 127.0.0.1 all count against the hourly bound on e-mailed codes.
      LIBRARY_SEED: 'off',
      VERIFY_CODE_MAX_PER_HOUR_PER_IP: '500',
      // Its own queues and rate-limit keys: the suite's server on the same Redis must not take its mail jobs.
      QUEUE_PREFIX: `boxify-e2e-stripe-${process.pid}`,
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
      STRIPE_API_BASE: stripe.url,
    });
    stripe.state.webhookUrl = `${server.url}/api/ecommerce-cn/order/StripeWebhook/receive`;
  });
  test.afterAll(async () => {
    if (server) {
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.kill('SIGTERM');
      await exited;
    }
    await stripe?.close();
  });

  test('chooses a plan, pays on Stripe Checkout and finds the plan and credits in the personal centre', async ({
    page,
    request,
  }) => {
    const errors = watchPageErrors(page);
    // The server's own address as PUBLIC_URL names it (localhost), so the return page is an allowed origin.
    const site = server.url.replace('127.0.0.1', 'localhost');
    const session = await signUpByApi(request, uniqueEmail('stripe'), { url: site, dataDir });
    await storeSession(page, session);
    const opened = await request.post(`${site}${ORDER}/oneClick`, {
      headers: { 'access-token': session.token },
      data: {
        skuId: 'plus-100-monthly',
        itemId: 'plus',
        payMethod: 6,
        num: 1,
        ext: { stripeSuccessRedirectUrl: `${site}/web/personal`, customerReferenceId: 'affiliate-7' },
      },
    });
    const body = (await opened.json()) as { code: number; data: { payment: { deeplink: { checkoutUrl: string } } } };
    expect(body.code).toBe(0);
    expect(body.data.payment.deeplink.checkoutUrl).toContain(stripe.url);

    await page.goto(body.data.payment.deeplink.checkoutUrl);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(`${site}/web/personal`);
    await expect(page.getByTestId('ai-plan-name')).toHaveText('Plus');
    await expect(page.getByTestId('balance-credits')).toHaveText('100');
    const order = page.getByTestId('billing-order');
    await expect(order).toContainText('Plus · monthly');
    await expect(order.getByTestId('billing-state')).toHaveText('Active');

    await order.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(order.getByTestId('billing-state')).toHaveText('Cancels at period end');
    const subscription = [...stripe.subscriptions.values()][0];
    expect(subscription.cancel_at_period_end).toBe(true);
    expect(errors).toEqual([]);
  });
});
