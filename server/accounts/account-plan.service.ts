import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { AccountPlanEntity } from './entities/account-plan.entity';
import { derivePlan, type DerivedPlan, PLANS, type PlanGrant, type PlanName } from './plans';

export type ServiceDetail = { service: PlanName; level: number; endTime: string | null };

@Injectable()
export class AccountPlanService {
  constructor(private readonly dataSource: DataSource) {}

  async grants(userId: string): Promise<PlanGrant[]> {
    const rows = await this.dataSource.getRepository(AccountPlanEntity).find({ where: { userId } });
    return rows.map(({ plan, endTime }) => ({ plan, endTime }));
  }

  // Sets (or replaces) the end of one plan for a user; `endTime` null means no end.
  async setPlan(userId: string, plan: PlanName, endTime: Date | null): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO account_plan (user_id, plan, end_time) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, plan) DO UPDATE SET end_time = EXCLUDED.end_time, updated_at = now()`,
      [userId, plan, endTime],
    );
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
