import type { TFunction } from 'i18next';

export type CostEstimate = {
  cost: number;
  currency: 'AI_CREDIT' | 'FREE_ACCEPT';
  payAt: 'generation' | 'acceptance';
  canPay: boolean;
  /** How many directions the request designs, and the most the plan allows (absent on older answers). */
  directions?: number;
  directionsAllowed?: number;
};

/** What sending will cost, in the words the panel shows before the user sends. */
export function costText(estimate: CostEstimate, t: TFunction): string {
  if (!estimate.canPay) return t('designer.cost.notEnough');
  if (estimate.currency === 'FREE_ACCEPT') return t('designer.cost.free');
  const text = t('designer.cost.credits', { count: estimate.cost, cost: formatCredits(estimate.cost) });
  const directions = estimate.directions ?? 1;
  // The one cost table (@boxify/designer directionsCost): free and plus pay n × the page's price when sending,
  // pro pays only the direction it accepts.
  if (estimate.payAt === 'acceptance') {
    return `${text} ${t(directions > 1 ? 'designer.cost.onAcceptOne' : 'designer.cost.onAccept')}`;
  }
  if (directions <= 1) return text;
  const each = Math.round((estimate.cost / directions) * 100) / 100;
  return `${text} ${t('designer.cost.perDirection', { count: each, directions, cost: formatCredits(each) })}`;
}

export const formatCredits = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
