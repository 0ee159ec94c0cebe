import type { ItemQueryQuerySubscriptionItemsResponse } from '@client/api/generated';
import { aiPlanKey } from '@client/features/account/state/account-state';
import type { PlanType } from '@client/features/analytics/analytics-events';

export type PricingItem = ItemQueryQuerySubscriptionItemsResponse['data']['items'][number];
export type PricingPrice = PricingItem['prices'][number];
export type CycleType = 1 | 2;

// Spec §9.
export const MONTHLY: CycleType = 1;
export const ANNUAL: CycleType = 2;
export const DEFAULT_CREDITS = 100;
export const ANNUAL_SAVING_MONTHS = 12;
export const PAY_METHOD_CARD = 6;

// Spec §3: free by its flag, enterprise by the custom flag, plus by its title, any other paid plan is pro.
export function planTypeOf(item: PricingItem): PlanType {
  if (item.free) return 'free';
  if (item.custom) return 'enterprise';
  if (item.itemId.toLowerCase() === 'plus' || item.title.trim().toLowerCase() === 'plus') return 'plus';
  return 'pro';
}

// Spec §3: the credits a price gives are read from its unit ('N credits/month').
export function creditsOf(price: PricingPrice): number {
  const parsed = /\d[\d,]*/.exec(price.unit)?.[0];
  return parsed ? Number(parsed.replace(/,/g, '')) : price.credits;
}

// The dollar amount of a display price ('$14.9' → 14.9); NaN for 'Custom'.
export function dollarsOf(price: PricingPrice): number {
  const match = /\d+(\.\d+)?/.exec(price.price.replace(/,/g, ''));
  return match ? Number(match[0]) : Number.NaN;
}

export const pricesOfCycle = (item: PricingItem, cycle: CycleType): PricingPrice[] =>
  item.prices.filter((price) => price.cycleType === cycle).sort((a, b) => creditsOf(a) - creditsOf(b));

// Spec §4: the toggle shows only when some plan has prices of both cycle types.
export const hasBothCycles = (items: PricingItem[]): boolean =>
  items.some(
    (item) => item.prices.some((p) => p.cycleType === MONTHLY) && item.prices.some((p) => p.cycleType === ANNUAL),
  );

// The cycle the section opens on: that of the caller's paid subscription, else monthly.
export function initialCycle(items: PricingItem[]): CycleType {
  const paid = items.filter((item) => !item.free && !item.custom).flatMap((item) => item.prices);
  return paid.find((price) => price.checked)?.cycleType === ANNUAL ? ANNUAL : MONTHLY;
}

// Spec §4: the checked price, else the 100-credit option, else the middle one by credits.
export function defaultPrice(prices: PricingPrice[]): PricingPrice | undefined {
  if (prices.length === 0) return undefined;
  return (
    prices.find((price) => price.checked) ??
    prices.find((price) => creditsOf(price) === DEFAULT_CREDITS) ??
    [...prices].sort((a, b) => creditsOf(a) - creditsOf(b))[Math.floor((prices.length - 1) / 2)]
  );
}

// Spec §4: switching the cycle keeps the credits when the other cycle has them, else the same position, bounded.
export function reselect(previous: PricingPrice | undefined, from: PricingPrice[], to: PricingPrice[]) {
  if (!previous) return defaultPrice(to);
  const same = to.find((price) => creditsOf(price) === creditsOf(previous));
  if (same) return same;
  const index = Math.max(0, from.indexOf(previous));
  return to[Math.min(index, to.length - 1)];
}

// Spec §4: 'Save $N' for plus and pro when the selected credits have both cycles and monthly costs more:
// 12 times the monthly difference, rounded. Undefined when there is nothing to show.
export function annualSaving(item: PricingItem, credits: number): number | undefined {
  const type = planTypeOf(item);
  if (type !== 'plus' && type !== 'pro') return undefined;
  const monthly = item.prices.find((p) => p.cycleType === MONTHLY && creditsOf(p) === credits);
  const annual = item.prices.find((p) => p.cycleType === ANNUAL && creditsOf(p) === credits);
  if (!monthly || !annual) return undefined;
  const difference = dollarsOf(monthly) - dollarsOf(annual);
  if (!(difference > 0)) return undefined;
  return Math.round(ANNUAL_SAVING_MONTHS * difference);
}

// Spec §4: an early-bird price has an origin price above 0 and a tag (the server's 'Early bird', translated).
export const isEarlyBird = (price: PricingPrice | undefined): boolean =>
  price !== undefined && price.originPrice > 0 && price.tags.length > 0;

// The item's own tags are its marketing badge ('Most Popular').
export const isPopular = (item: PricingItem): boolean => item.tags.length > 0;

// Spec §4: the selected sku is the caller's subscription when it is checked and of the AI plan the caller has.
export function isCurrentPrice(item: PricingItem, price: PricingPrice | undefined, aiVersion: number): boolean {
  const type = planTypeOf(item);
  if (!price || (type !== 'plus' && type !== 'pro')) return false;
  return price.checked && price.serviceCode === aiPlanKey(aiVersion);
}

// Spec §10 'Credit is not enough!': the plan to highlight is the next one up the ladder.
export function planWithMoreCredits(aiVersion: number): 'plus' | 'pro' | 'enterprise' {
  const key = aiPlanKey(aiVersion);
  if (key === 'enterprise') return 'enterprise';
  if (key === 'base') return 'plus';
  return 'pro';
}
