import { Injectable } from '@nestjs/common';

import { AccountPlanService } from './account-plan.service';
import type {
  ChargeMoment,
  LibraryCustomisation,
  PlanTierEntity,
  SharedPanelAccess,
  TierKey,
  TierPrice,
} from './entities/plan-tier.entity';
import { type TierChanges, PlanTierRepository } from './plan-tier.repository';
import { derivePlan, PLANS, type PlanName } from './plans';

// What a user's plan allows, as every domain reads it (null: unlimited / kept for ever).
export type Entitlements = {
  tier: TierKey;
  serviceCode: PlanName;
  accountVersion: number;
  limits: { projects: number | null; panels: number | null; libraries: number | null };
  sharedPanelAccess: SharedPanelAccess;
  libraryCustomisation: LibraryCustomisation;
  versionHistoryDays: number | null;
  directionsPerPrompt: number;
  creditsChargedAt: ChargeMoment;
};

export type PricedTier = { tier: PlanTierEntity; price: TierPrice };

// The plans table's reader: tiers and prices for the pricing page and orders, and each user's entitlements
// for the limits (projects, panels, libraries), the designer (directions, when credits are charged) and the rest.
@Injectable()
export class PlansService {
  constructor(
    private readonly tiers: PlanTierRepository,
    private readonly grants: AccountPlanService,
  ) {}

  all(): Promise<PlanTierEntity[]> {
    return this.tiers.all();
  }

  async priceOf(skuId: string): Promise<PricedTier | undefined> {
    for (const tier of await this.tiers.all()) {
      const price = tier.prices.find((candidate) => candidate.skuId === skuId);
      if (price) return { tier, price };
    }
    return undefined;
  }

  // The service code the user's winning plan comes from ('base' without a paid plan).
  async serviceCodeOf(userId: string): Promise<PlanName> {
    const { aiVersion } = derivePlan(await this.grants.grants(userId));
    return (Object.keys(PLANS) as PlanName[]).find((name) => PLANS[name].level === aiVersion) ?? 'base';
  }

  async entitlementsOf(userId: string): Promise<Entitlements> {
    const [serviceCode, tiers] = await Promise.all([this.serviceCodeOf(userId), this.tiers.all()]);
    const tier =
      tiers.find((candidate) => candidate.prices.some((price) => price.serviceCode === serviceCode)) ??
      tiers.find((candidate) => candidate.free)!;
    return entitlementsOfTier(tier, serviceCode);
  }

  update(key: TierKey, changes: TierChanges): Promise<PlanTierEntity | undefined> {
    return this.tiers.update(key, changes);
  }
}

export function entitlementsOfTier(tier: PlanTierEntity, serviceCode: PlanName): Entitlements {
  return {
    tier: tier.key,
    serviceCode,
    accountVersion: tier.accountVersion,
    limits: { projects: tier.maxProjects, panels: tier.maxPanels, libraries: tier.maxLibraries },
    sharedPanelAccess: tier.sharedPanelAccess,
    libraryCustomisation: tier.libraryCustomisation,
    versionHistoryDays: tier.versionHistoryDays,
    directionsPerPrompt: tier.directionsPerPrompt,
    creditsChargedAt: tier.creditsChargedAt,
  };
}
