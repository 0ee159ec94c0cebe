import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

import { AccountPlanService } from '@server/accounts/account-plan.service';

import { PlanLimitReached } from './projects.exception';

// Spec §6 and §9: the basic plan (account version 1) allows 1 project, 5 panels and 1 custom
// component library; pro and enterprise are unlimited.
export const BASIC_PLAN_LIMITS = { projects: 1, panels: 5, libraries: 1 } as const;

export type LimitedThing = keyof typeof BASIC_PLAN_LIMITS;

const COUNT_SQL: Record<LimitedThing, string> = {
  projects: 'SELECT count(*)::int AS n FROM project WHERE owner_id = $1',
  panels: 'SELECT count(*)::int AS n FROM panel WHERE owner_id = $1',
  libraries: 'SELECT count(*)::int AS n FROM design_library WHERE owner_id = $1',
};

@Injectable()
export class PlanLimitsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly plans: AccountPlanService,
  ) {}

  async usage(ownerId: string, thing: LimitedThing): Promise<{ used: number; limit: number | null }> {
    return this.count(this.dataSource.manager, ownerId, thing, await this.limited(ownerId));
  }

  // Pro and enterprise (account version 2 and 3) have no limits.
  private async limited(ownerId: string): Promise<boolean> {
    return (await this.plans.derive(ownerId)).version <= 1;
  }

  private async count(manager: EntityManager, ownerId: string, thing: LimitedThing, limited: boolean) {
    const [{ n }] = (await manager.query(COUNT_SQL[thing], [ownerId])) as { n: number }[];
    return { used: n, limit: limited ? BASIC_PLAN_LIMITS[thing] : null };
  }

  // Runs `work` in a transaction once there is room for `adding` more, refusing (44002001, naming the
  // limit and the upgrade) otherwise. A per-owner lock makes concurrent adds count one after another.
  async withRoom<T>(
    ownerId: string,
    adding: Partial<Record<LimitedThing, number>>,
    work: (manager: EntityManager) => Promise<T>,
  ): Promise<T> {
    // Read the plan first: inside the transaction only its own connection may be used.
    const limited = await this.limited(ownerId);
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('plan-limits:' || $1))`, [ownerId]);
      for (const [thing, count] of Object.entries(adding) as [LimitedThing, number][]) {
        const { used, limit } = await this.count(manager, ownerId, thing, limited);
        if (limit !== null && used + count > limit) {
          throw new PlanLimitReached(thing, limit, used);
        }
      }
      return work(manager);
    });
  }
}
