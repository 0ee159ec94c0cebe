import type { Language } from '@boxify/design/locale';
import { Injectable } from '@nestjs/common';

import type { PlanTierEntity, TierPrice } from '@server/accounts/entities/plan-tier.entity';
import { PlansService } from '@server/accounts/plans.service';
import { formatMessage } from '@server/common/errors/error-codes';

import type { PricingItem, PricingPrice } from './dto/subscription-items.dto';
import { PaymentOrderRepository } from './payment-order.repository';
import { ENTITLEMENT_TEXTS, PRICE_TEXTS } from './payments.texts';

// ItemQuery/querySubscriptionItems: the plans table as the pricing cards read it, in the caller's language.
@Injectable()
export class SubscriptionItemsService {
  constructor(
    private readonly plans: PlansService,
    private readonly orders: PaymentOrderRepository,
  ) {}

  async items(userId: string | undefined, language: Language): Promise<{ items: PricingItem[] }> {
    const tiers = await this.plans.all();
    const current = userId ? await this.currentOf(userId) : undefined;
    return { items: tiers.map((tier) => pricingItem(tier, current, language)) };
  }

  // The sku the caller pays for now; a plan without an order (free, or granted by the operator) checks every
  // price of its service code.
  private async currentOf(userId: string): Promise<Current> {
    const serviceCode = await this.plans.serviceCodeOf(userId);
    const order = await this.orders.latestRunning(userId);
    return { serviceCode, skuId: order?.serviceCode === serviceCode ? order.skuId : undefined };
  }
}

type Current = { serviceCode: string; skuId: string | undefined };

export function chargeOf(price: TierPrice): number | null {
  return price.monthlyAmount === null ? null : price.monthlyAmount * (price.cycleType === 2 ? 12 : 1);
}

const dollars = (cents: number) => `$${Number((cents / 100).toFixed(2))}`;

function pricingItem(tier: PlanTierEntity, current: Current | undefined, language: Language): PricingItem {
  return {
    itemId: tier.key,
    title: tier.title[language],
    description: tier.description[language],
    tags: tier.tags.map((tag) => tag[language]),
    free: tier.free,
    custom: tier.custom,
    entitlements: [
      ...entitlementLines(tier).map(([key, text]) => ({ key, title: text[language] })),
      ...tier.extraEntitlements.map((line) => ({ key: line.key, title: line.title[language] })),
    ],
    prices: tier.prices.map((price): PricingPrice => ({
      skuId: price.skuId,
      price: price.monthlyAmount === null ? PRICE_TEXTS.custom[language] : dollars(price.monthlyAmount),
      unit: formatMessage(PRICE_TEXTS.unit[language], { credits: price.creditsPerMonth }),
      cycleType: price.cycleType,
      checked:
        current !== undefined &&
        (current.skuId ? price.skuId === current.skuId : price.serviceCode === current.serviceCode),
      originPrice: price.originPrice,
      tags: price.tags.map((tag) => tag[language]),
      serviceCode: price.serviceCode,
      amount: chargeOf(price),
      currency: price.currency,
      credits: price.creditsPerMonth,
    })),
  };
}

type Line = [key: string, text: { en: string; zh: string }];
type Text = keyof typeof ENTITLEMENT_TEXTS;

// The entitlements the table's columns give, so a changed limit changes the card too.
function entitlementLines(tier: PlanTierEntity): Line[] {
  const counted = (key: string, n: number | null, many: Text, unlimited: Text, one: Text = many): Line => {
    if (n === null) return [key, ENTITLEMENT_TEXTS[unlimited]];
    const text = ENTITLEMENT_TEXTS[n === 1 ? one : many];
    return [key, { en: formatMessage(text.en, { n }), zh: formatMessage(text.zh, { n }) }];
  };
  const lines: Line[] = [
    counted('limit:panels', tier.maxPanels, 'panels', 'panelsUnlimited'),
    counted('limit:projects', tier.maxProjects, 'projects', 'projectsUnlimited', 'project'),
    counted('limit:libraries', tier.maxLibraries, 'libraries', 'librariesUnlimited', 'library'),
    ['shared-designs', ENTITLEMENT_TEXTS[tier.sharedPanelAccess === 'edit' ? 'editOthers' : 'viewOthers']],
    counted('version-history', tier.versionHistoryDays, 'history', 'historyForever'),
    counted('directions', tier.directionsPerPrompt, 'directions', 'directions', 'direction'),
  ];
  if (tier.libraryCustomisation === 'from-scratch') {
    lines.push(['customise-libraries', ENTITLEMENT_TEXTS.designSystemFromScratch]);
  } else if (tier.libraryCustomisation === 'derived') {
    lines.push(['customise-libraries', ENTITLEMENT_TEXTS.customiseLibraries]);
  }
  return lines;
}
