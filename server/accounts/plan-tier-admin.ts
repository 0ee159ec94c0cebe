import { z } from 'zod';

import type { Transactions } from '@server/common/database/transactions';

import { AccountPlanRepository } from './account-plan.repository';
import { AccountPlanService } from './account-plan.service';
import {
  CHARGE_MOMENTS,
  LIBRARY_CUSTOMISATION,
  SHARED_PANEL_ACCESS,
  TIER_KEYS,
  type TierKey,
} from './entities/plan-tier.entity';
import { PlanTierRepository } from './plan-tier.repository';
import { PlansService } from './plans.service';
import { PLAN_NAMES } from './plans';

const localized = z.strictObject({ en: z.string().min(1), zh: z.string().min(1) });
const limit = z.number().int().min(0).nullable();

const priceSchema = z.strictObject({
  skuId: z.string().regex(/^[a-z0-9-]{1,60}$/),
  serviceCode: z.enum(PLAN_NAMES),
  cycleType: z.union([z.literal(1), z.literal(2)]),
  monthlyAmount: z.number().int().min(0).nullable(),
  originPrice: z.number().int().min(0),
  currency: z.string().regex(/^[a-z]{3}$/),
  creditsPerMonth: z.number().int().min(0),
  tags: z.array(localized),
});

// What an operator may change in a tier (`npm run admin -- plan-set <tier> '<json>'`).
export const tierChangesSchema = z
  .strictObject({
    position: z.number().int(),
    title: localized,
    description: localized,
    tags: z.array(localized),
    popular: z.boolean(),
    free: z.boolean(),
    custom: z.boolean(),
    accountVersion: z.number().int().min(1).max(3),
    maxProjects: limit,
    maxPanels: limit,
    maxLibraries: limit,
    sharedPanelAccess: z.enum(SHARED_PANEL_ACCESS),
    libraryCustomisation: z.enum(LIBRARY_CUSTOMISATION),
    versionHistoryDays: limit,
    directionsPerPrompt: z.number().int().min(1).max(10),
    creditsChargedAt: z.enum(CHARGE_MOMENTS),
    extraEntitlements: z.array(z.strictObject({ key: z.string().min(1), title: localized })),
    prices: z.array(priceSchema),
  })
  .partial();

export class PlanTierUsageError extends Error {}

// The operator's `plans` and `plan-set` commands.
export async function editPlanTiers(transactions: Transactions, argv: string[]): Promise<number> {
  const plans = new PlansService(
    new PlanTierRepository(transactions),
    new AccountPlanService(new AccountPlanRepository(transactions)),
  );
  const [command, key, json] = argv;
  if (command === 'plans') {
    console.log(JSON.stringify(await plans.all(), null, 2));
    return 0;
  }
  if (!TIER_KEYS.includes(key as TierKey) || !json) {
    throw new PlanTierUsageError(`Usage: plan-set <${TIER_KEYS.join('|')}> '<json>'`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new PlanTierUsageError('The changes are not valid JSON');
  }
  const changes = tierChangesSchema.safeParse(parsed);
  if (!changes.success) {
    throw new PlanTierUsageError(changes.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  }
  const tier = await plans.update(key as TierKey, changes.data);
  console.log(`${key}: ${Object.keys(changes.data).join(', ')} changed`);
  return tier ? 0 : 1;
}
