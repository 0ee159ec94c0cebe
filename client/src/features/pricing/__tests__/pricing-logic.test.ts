import { describe, expect, it } from 'vitest';

import {
  annualSaving,
  ANNUAL,
  creditsOf,
  defaultPrice,
  hasBothCycles,
  initialCycle,
  isCurrentPrice,
  isEarlyBird,
  MONTHLY,
  planTypeOf,
  planWithMoreCredits,
  pricesOfCycle,
  reselect,
  type PricingItem,
  type PricingPrice,
} from '@client/features/pricing/pricing-logic';

const price = (over: Partial<PricingPrice> & { credits: number; cycleType: 1 | 2; dollars: number }): PricingPrice => ({
  skuId: `plus-${over.credits}-${over.cycleType === 1 ? 'monthly' : 'annual'}`,
  price: `$${over.dollars}`,
  unit: `${over.credits} credits/month`,
  checked: false,
  originPrice: 0,
  tags: [],
  serviceCode: 'plus',
  amount: Math.round(over.dollars * 100),
  currency: 'usd',
  ...over,
});

const item = (over: Partial<PricingItem> = {}): PricingItem => ({
  itemId: 'plus',
  title: 'Plus',
  description: '',
  tags: [],
  free: false,
  custom: false,
  entitlements: [],
  prices: [
    price({ credits: 100, cycleType: 1, dollars: 14.9, originPrice: 2490, tags: ['Early bird'] }),
    price({ credits: 200, cycleType: 1, dollars: 26.9 }),
    price({ credits: 400, cycleType: 1, dollars: 49.9 }),
    price({ credits: 100, cycleType: 2, dollars: 11.9 }),
    price({ credits: 200, cycleType: 2, dollars: 21.9 }),
    price({ credits: 400, cycleType: 2, dollars: 39.9 }),
  ],
  ...over,
});

describe('plan type (spec §3)', () => {
  it('is free by its flag, enterprise by the custom flag, plus by its title, otherwise pro', () => {
    expect(planTypeOf(item({ free: true, itemId: 'free', title: 'Free' }))).toBe('free');
    expect(planTypeOf(item({ custom: true, itemId: 'enterprise', title: 'Enterprise' }))).toBe('enterprise');
    expect(planTypeOf(item({ itemId: 'x', title: 'PLUS' }))).toBe('plus');
    expect(planTypeOf(item({ itemId: 'pro', title: 'Pro' }))).toBe('pro');
  });

  it('reads the credits from the unit, in either language', () => {
    expect(creditsOf(price({ credits: 0, cycleType: 1, dollars: 1, unit: '1,200 credits/month' }))).toBe(1200);
    expect(creditsOf(price({ credits: 0, cycleType: 1, dollars: 1, unit: '200 积分/月' }))).toBe(200);
  });
});

describe('credits option default (spec §4)', () => {
  it('is the checked price, else the 100-credit option, else the middle one', () => {
    const monthly = pricesOfCycle(item(), MONTHLY);
    expect(defaultPrice(monthly)?.skuId).toBe('plus-100-monthly');
    const checked = monthly.map((p) => ({ ...p, checked: p.skuId === 'plus-400-monthly' }));
    expect(defaultPrice(checked)?.skuId).toBe('plus-400-monthly');
    const without100 = [200, 300, 400, 800].map((credits) => price({ credits, cycleType: 1, dollars: credits / 10 }));
    expect(creditsOf(defaultPrice(without100) as PricingPrice)).toBe(300);
    expect(defaultPrice([])).toBeUndefined();
  });

  it('keeps the credits when the cycle switches, else the same position within bounds', () => {
    const monthly = pricesOfCycle(item(), MONTHLY);
    const annual = pricesOfCycle(item(), ANNUAL);
    expect(reselect(monthly[1], monthly, annual)?.skuId).toBe('plus-200-annual');
    const shortAnnual = annual.slice(0, 1).map((p) => ({ ...p, unit: '150 credits/month' }));
    expect(reselect(monthly[2], monthly, shortAnnual)).toBe(shortAnnual[0]);
  });

  it('opens on the cycle of the paid subscription, else monthly; the toggle needs both cycles', () => {
    expect(initialCycle([item()])).toBe(MONTHLY);
    const annualSubscriber = item({
      prices: item().prices.map((p) => ({ ...p, checked: p.skuId === 'plus-200-annual' })),
    });
    expect(initialCycle([annualSubscriber])).toBe(ANNUAL);
    expect(hasBothCycles([item()])).toBe(true);
    expect(hasBothCycles([item({ prices: pricesOfCycle(item(), MONTHLY) })])).toBe(false);
  });
});

describe('annual saving (spec §4, §9)', () => {
  it('is 12 times the monthly difference, rounded, for plus and pro', () => {
    expect(annualSaving(item(), 100)).toBe(36);
    expect(annualSaving(item(), 200)).toBe(60);
    expect(annualSaving(item({ itemId: 'pro', title: 'Pro' }), 400)).toBe(120);
  });

  it('is not shown for free or enterprise, a missing cycle, or an annual price that is not lower', () => {
    expect(annualSaving(item({ free: true }), 100)).toBeUndefined();
    expect(annualSaving(item({ custom: true }), 100)).toBeUndefined();
    expect(annualSaving(item({ prices: pricesOfCycle(item(), MONTHLY) }), 100)).toBeUndefined();
    const equal = item({
      prices: [price({ credits: 100, cycleType: 1, dollars: 10 }), price({ credits: 100, cycleType: 2, dollars: 10 })],
    });
    expect(annualSaving(equal, 100)).toBeUndefined();
  });
});

describe('early bird and the current plan (spec §4)', () => {
  it('is early bird with an origin price and its tag', () => {
    const [first, second] = pricesOfCycle(item(), MONTHLY);
    expect(isEarlyBird(first)).toBe(true);
    expect(isEarlyBird(second)).toBe(false);
  });

  it("marks the checked sku of the caller's AI plan, on plus or pro only", () => {
    const checked = { ...pricesOfCycle(item(), MONTHLY)[0], checked: true };
    expect(isCurrentPrice(item(), checked, 20)).toBe(true);
    // Checked, but the caller's AI plan is pro: not this one.
    expect(isCurrentPrice(item(), checked, 30)).toBe(false);
    expect(isCurrentPrice(item(), { ...checked, checked: false }, 20)).toBe(false);
    expect(isCurrentPrice(item({ free: true }), { ...checked, serviceCode: 'base' }, 10)).toBe(false);
  });

  it('highlights the plan with more credits when credits run out', () => {
    expect(planWithMoreCredits(1)).toBe('plus');
    expect(planWithMoreCredits(10)).toBe('plus');
    expect(planWithMoreCredits(21)).toBe('pro');
    expect(planWithMoreCredits(32)).toBe('pro');
    expect(planWithMoreCredits(40)).toBe('enterprise');
  });
});
