import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { Transactions } from '@server/common/database/transactions';

import { PlanTierEntity, type TierKey } from './entities/plan-tier.entity';

export type TierChanges = Partial<Omit<PlanTierEntity, 'id' | 'key' | 'createdAt' | 'updatedAt'>>;

// Every statement on `plan_tier` (the plans table), in the ambient transaction when there is one.
@Injectable()
export class PlanTierRepository {
  constructor(private readonly txHost: Transactions) {}

  private get db(): EntityManager {
    return this.txHost.tx;
  }

  all(): Promise<PlanTierEntity[]> {
    return this.db.getRepository(PlanTierEntity).find({ order: { position: 'ASC' } });
  }

  async update(key: TierKey, changes: TierChanges): Promise<PlanTierEntity | undefined> {
    const repository = this.db.getRepository(PlanTierEntity);
    const tier = await repository.findOne({ where: { key } });
    if (!tier) return undefined;
    return repository.save(Object.assign(tier, changes));
  }
}
