import type { TFunction } from 'i18next';

export type CostEstimate = {
  cost: number;
  currency: 'AI_CREDIT' | 'FREE_ACCEPT';
  payAt: 'generation' | 'acceptance';
  canPay: boolean;
};

/** What sending will cost, in the words the panel shows before the user sends. */
export function costText(estimate: CostEstimate, t: TFunction): string {
  if (!estimate.canPay) return t('designer.cost.notEnough');
  if (estimate.currency === 'FREE_ACCEPT') return t('designer.cost.free');
  const text = t('designer.cost.credits', { count: estimate.cost, cost: formatCredits(estimate.cost) });
  return estimate.payAt === 'acceptance' ? `${text} ${t('designer.cost.onAccept')}` : text;
}

export const formatCredits = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
