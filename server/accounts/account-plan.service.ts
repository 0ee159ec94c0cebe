import { Injectable } from '@nestjs/common';

import { AccountPlanRepository } from './account-plan.repository';
import { derivePlan, type DerivedPlan, PLANS, type PlanGrant, type PlanName } from './plans';

export type ServiceDetail = { service: PlanName; level: number; endTime: string | null };

@Injectable()
export class AccountPlanService {
  constructor(private readonly plans: AccountPlanRepository) {}

  grants(userId: string): Promise<PlanGrant[]> {
    return this.plans.grants(userId);
  }

  // Sets (or replaces) the end of one plan for a user; `endTime` null means no end.
  setPlan(userId: string, plan: PlanName, endTime: Date | null): Promise<void> {
    return this.plans.setPlan(userId, plan, endTime);
  }

  // The plans still running, highest level first.
  activeServices(grants: PlanGrant[], now = new Date()): ServiceDetail[] {
    return grants
      .filter((grant) => grant.endTime === null || grant.endTime > now)
      .map((grant) => ({
        service: grant.plan,
        level: PLANS[grant.plan].level,
        endTime: grant.endTime?.toISOString() ?? null,
      }))
      .sort((a, b) => b.level - a.level);
  }

  async derive(userId: string): Promise<DerivedPlan> {
    return derivePlan(await this.grants(userId));
  }
}
