import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { Transactions } from '@server/common/database/transactions';

import { AccountPlanEntity } from './entities/account-plan.entity';
import type { PlanGrant, PlanName } from './plans';

// Every statement on `account_plan` (a user's plans and when each ends), in the ambient
// transaction when there is one.
@Injectable()
export class AccountPlanRepository {
  constructor(private readonly txHost: Transactions) {}

  private get db(): EntityManager {
    return this.txHost.tx;
  }

  async grants(userId: string): Promise<PlanGrant[]> {
    const rows = await this.db.getRepository(AccountPlanEntity).find({ where: { userId } });
    return rows.map(({ plan, endTime }) => ({ plan, endTime }));
  }

  // Sets (or replaces) the end of one plan; `endTime` null means no end.
  async setPlan(userId: string, plan: PlanName, endTime: Date | null): Promise<void> {
    await this.db.query(
      `INSERT INTO account_plan (user_id, plan, end_time) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, plan) DO UPDATE SET end_time = EXCLUDED.end_time, updated_at = now()`,
      [userId, plan, endTime],
    );
  }
}
