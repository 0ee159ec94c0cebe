import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { expect, type Locator, type Page, test } from '@playwright/test';

import { pollUntil } from '../support/wait';

import { eventsOfVisitor } from './support/analytics-table';
import { watchPageErrors } from './support/page-errors';
import { repoRoot } from './support/repo-root';
import { VIEWPORTS } from './support/screenshots';
import { signUpByApi, storeSession, uniqueEmail } from './support/workbench';

const TEXTS = {
  en: {
    lng: 'en',
    title: 'Simple, credit-based pricing',
    monthly: 'Monthly',
    annual: 'Annual',
    plus: 'Plus',
    pro: 'Pro',
    free: 'Free',
    enterprise: 'Enterprise',
    earlyBird: 'Early bird',
    popular: 'Most popular',
    saving: 'Save $36 a year',
    credits: 'Credits',
    upgrade: 'Upgrade',
    requestDemo: 'Request Demo',
    loadFailed: 'The plans could not be loaded.',
    tryAgain: 'Try Again',
    currentPlan: 'Current Plan',
    howItWorks: 'How it works',
    makePlugin: 'Figma Make plugin',
    signInReason: 'Sign in to upgrade your plan',
    confirm: 'Confirm your upgrade',
    amount: '$14.90',
    originAmount: '$24.90',
    dontAsk: "Don't ask again",
    pay: 'Continue to payment',
    checkout: 'Local checkout — no payment is taken',
    complete: 'Complete payment',
    success: 'Payment Successful',
    startNow: 'Start Design Now',
    later: 'Maybe Later',
    aiPlan: 'Plus',
    moreCredits: 'More credits',
    creditShort: 'Credit is not enough!',
    start: 'Start your design',
    describe: /Describe it/,
    panel: 'Boxify designer',
    prompt: 'Describe your design',
    send: 'Send',
  },
  zh: {
    lng: 'zh',
    title: '简单透明的积分定价',
    monthly: '按月',
    annual: '按年',
    plus: 'Plus',
    pro: 'Pro',
    free: '免费版',
    enterprise: '企业版',
    earlyBird: '早鸟价',
    popular: '最受欢迎',
    saving: '每年节省 $36',
    credits: '积分',
    upgrade: '升级',
    requestDemo: '预约演示',
    loadFailed: '套餐加载失败。',
    tryAgain: '重试',
    currentPlan: '当前套餐',
    howItWorks: '了解规则',
    makePlugin: 'Figma Make 插件',
    signInReason: '登录后升级套餐',
    confirm: '确认升级',
    amount: 'US$14.90',
    originAmount: 'US$24.90',
    dontAsk: '下次不再询问',
    pay: '前往支付',
    checkout: '本地结账 — 不会实际扣款',
    complete: '完成支付',
    success: '支付成功',
    startNow: '立即开始设计',
    later: '稍后再说',
    aiPlan: 'Plus',
    moreCredits: '更多积分',
    creditShort: '积分不足！',
    start: '开始设计',
    describe: /描述设计/,
    panel: 'Boxify 设计助手',
    prompt: '描述你的设计',
    send: '发送',
  },
} as const;

// The section, a dialog or the page's viewport at desktop and phone widths.
async function shoot(page: Page, name: string, target?: Locator) {
  const shots = join(repoRoot(), 'test-results', 'screenshots');
  mkdirSync(shots, { recursive: true });
  const original = page.viewportSize();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const path = join(shots, `${name}-${viewport.width}x${viewport.height}.png`);
    if (target) await target.screenshot({ path, animations: 'disabled' });
    else await page.screenshot({ path, animations: 'disabled' });
  }
  if (original) await page.setViewportSize(original);
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

for (const language of ['en', 'zh'] as const) {
  const t = TEXTS[language];

  test(`a visitor sees the plans, switches to annual and is asked to sign in to upgrade (${language})`, async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    // The first fetch of the plans fails: the section says so and Try Again fetches them again.
    const items = '**/ItemQuery/querySubscriptionItems';
    await page.route(items, (route) => route.abort('connectionreset'), { times: 1 });
    await page.goto(`/?lng=${t.lng}&section=pricing`);
    const pricing = page.locator('section#pricing');
    await expect(pricing.getByRole('alert')).toContainText(t.loadFailed);
    await pricing.getByRole('button', { name: t.tryAgain }).click();
    await expect(pricing.getByRole('heading', { name: t.title })).toBeVisible();
    await expect(pricing.getByRole('article')).toHaveCount(4);
    // Spec §2: a jump to pricing scrolls to it once the plans are in.
    await expect(pricing.getByRole('heading', { name: t.title })).toBeInViewport();

    const plus = card(page, t.plus);
    await expect(plus.getByTestId('plan-price')).toContainText('$14.9');
    await expect(plus.getByTestId('plan-origin-price')).toHaveText('$24.9');
    await expect(plus.getByText(t.earlyBird)).toBeVisible();
    await expect(plus.getByRole('combobox', { name: t.credits })).toHaveValue('plus-100-monthly');
    await expect(card(page, t.pro).getByText(t.popular)).toBeVisible();
    await expect(card(page, t.free).getByText(t.currentPlan)).toBeVisible();
    await expect(card(page, t.enterprise).getByRole('link', { name: t.requestDemo })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await expect(plus.getByRole('link', { name: t.howItWorks })).toHaveAttribute('href', '/?section=faq&faq=credit');
    await expect(plus.getByRole('link', { name: t.makePlugin })).toHaveAttribute('href', /figma\.com/);

    await shoot(page, `pricing-monthly-${language}`, pricing);
    await plus.getByRole('combobox', { name: t.credits }).selectOption('plus-200-monthly');
    await expect(plus.getByTestId('plan-price')).toContainText('$26.9');
    await pricing.getByRole('radio', { name: t.annual }).click();
    await expect(pricing.getByRole('radio', { name: t.annual })).toHaveAttribute('aria-checked', 'true');
    // The 200 credits stay chosen: the annual price for them.
    await expect(plus.getByRole('combobox', { name: t.credits })).toHaveValue('plus-200-annual');
    await expect(plus.getByTestId('plan-price')).toContainText('$21.9');
    await plus.getByRole('combobox', { name: t.credits }).selectOption('plus-100-annual');
    await expect(plus.getByTestId('plan-price')).toContainText('$11.9');
    await expect(plus.getByTestId('plan-saving')).toHaveText(t.saving);
    await expect(card(page, t.pro).getByTestId('plan-price')).toContainText('$23.9');
    await shoot(page, `pricing-annual-${language}`, pricing);

    await plus.getByRole('button', { name: t.upgrade }).click();
    await expect(page.getByTestId('login-modal')).toContainText(t.signInReason);

    // A cancelled checkout only leaves a record; the parameter goes.
    await page.goto(`/?lng=${t.lng}&payment=cancel`);
    await expect(page).toHaveURL((url) => !url.searchParams.has('payment'));
    await expect(page.getByTestId('payment-success')).toHaveCount(0);

    // The pricing records, the fetch failure and the cancellation reach the analytics table (leaving the page
    // sends the queue).
    const visitorId = await page.evaluate(() => window.localStorage.getItem('boxify.visitorId'));
    await page.goto(`/?lng=${t.lng}`);
    const stored = await pollUntil(
      async () => {
        const events = await eventsOfVisitor(visitorId ?? '');
        return events.some((event) => event.name === 'payment_result') ? events : undefined;
      },
      () => `the pricing events of visitor ${visitorId}`,
    );
    const props = (name: string) => stored.filter((event) => event.name === name).map((event) => event.props);
    expect(props('failure')).toContainEqual({ kind: 'pricing_fetch' });
    expect(props('pricing_view')).toContainEqual({ planType: 'pro', popular: true, selected: false });
    expect(props('pricing_click')).toEqual([{ planType: 'plus', popular: false, selected: false, cycleType: 2 }]);
    expect(props('payment_result')).toEqual([{ result: 'cancel' }]);
    expect(errors).toEqual([]);
  });

  test(`a signed-in user buys Plus: confirmation, checkout, Payment Successful, the plan in the personal centre (${language})`, async ({
    page,
    request,
  }) => {
    const errors = watchPageErrors(page);
    const session = await signUpByApi(request, uniqueEmail(`pricing-${language}`));
    await storeSession(page, session);
    // Sent by an affiliate on an earlier visit: the order carries their referral id.
    await page.goto(`/web/personal?via=anna_42&lng=${t.lng}`);
    await page.goto(`/?lng=${t.lng}`);
    const plus = card(page, t.plus);
    await plus.getByRole('button', { name: t.upgrade }).click();

    const confirm = page.getByTestId('upgrade-confirm');
    await expect(confirm.getByRole('heading', { name: t.confirm })).toBeVisible();
    await expect(confirm.getByTestId('upgrade-amount')).toContainText(t.amount);
    await expect(confirm.getByTestId('upgrade-amount')).toContainText(t.originAmount);
    await shoot(page, `pricing-confirm-${language}`);
    await confirm.getByRole('checkbox', { name: t.dontAsk }).check();
    const ordered = page.waitForRequest('**/OrderCommand/oneClick');
    await confirm.getByRole('button', { name: t.pay }).click();
    expect((await ordered).postDataJSON()).toMatchObject({ itemId: 'plus', ext: { customerReferenceId: 'anna_42' } });

    await expect(page.getByRole('heading', { name: /Local checkout|本地结账/ })).toBeVisible();
    // The dialog's timings run on a paused clock from here on: the confetti's 3 s are asserted, not waited.
    await page.clock.install();
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await page.getByRole('button', { name: /Complete payment|完成支付/ }).click();

    const dialog = page.getByTestId('payment-success');
    await expect(dialog.getByRole('heading', { name: t.success })).toBeVisible();
    // Back on the page that started it, in its language, without the one-shot parameter.
    await expect(page).toHaveURL(
      (url) => url.pathname === '/' && url.searchParams.get('lng') === t.lng && !url.searchParams.has('payment'),
    );
    await expect(page.getByTestId('confetti').locator('span')).toHaveCount(50);
    await shoot(page, `pricing-success-${language}`);
    await page.clock.runFor(3000);
    await expect(page.getByTestId('confetti')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: t.startNow })).toBeVisible();
    await dialog.getByRole('button', { name: t.later }).click();
    await expect(dialog).toHaveCount(0);
    await page.clock.resume();

    // The bought plan is the current one; the confirmation is skipped from now on (Don't ask again).
    await expect(plus.getByRole('button', { name: t.currentPlan })).toBeDisabled();
    expect(
      await page.evaluate((code) => localStorage.getItem(`boxify_upgrade_skip_confirm:${code}`), session.user.userCode),
    ).toBe('1');

    await page.goto(`/web/personal?lng=${t.lng}`);
    await expect(page.getByTestId('ai-plan-name')).toHaveText(t.aiPlan);
    await expect(page.getByTestId('balance-credits')).toHaveText('100');
    await expect(page.getByTestId('billing-order')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test(`credit is not enough → Upgrade lands on the pricing with the plan with more credits highlighted (${language})`, async ({
    page,
    request,
  }) => {
    const errors = watchPageErrors(page);
    await storeSession(page, await signUpByApi(request, uniqueEmail(`short-${language}`)), { skipWelcome: true });
    await page.goto(`/web/workbench?mode=new&lng=${t.lng}`);
    await expect(page).toHaveURL((url) => url.searchParams.has('panelId'));
    // The server's answer for an account without chances or credits (a new account has free chances).
    await page.route('**/AgentCommand/boxifyChat', (route) =>
      route.fulfill({ status: 402, json: { code: 40200001, data: { action: 'upgrade' }, msg: t.creditShort } }),
    );
    await page.getByRole('region', { name: t.start }).getByRole('button', { name: t.describe }).click();
    const panel = page.getByRole('complementary', { name: t.panel });
    await panel.getByRole('textbox', { name: t.prompt }).fill('A pricing page');
    await panel.getByRole('button', { name: t.send }).click();
    await panel.getByRole('alert').getByRole('button', { name: t.upgrade }).click();

    await expect(page).toHaveURL((url) => url.searchParams.get('section') === 'pricing');
    const plus = card(page, t.plus);
    await expect(plus).toHaveAttribute('data-highlighted', 'true');
    await expect(plus.getByText(t.moreCredits)).toBeVisible();
    await expect(card(page, t.pro)).not.toHaveAttribute('data-highlighted', 'true');
    await expect(plus).toBeInViewport();
    expect(errors).toEqual([]);
  });
}
