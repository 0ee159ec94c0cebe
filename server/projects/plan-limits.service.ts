import { Injectable } from '@nestjs/common';

import { AccountPlanService } from '@server/accounts/account-plan.service';
import { Transactions } from '@server/common/database/transactions';
import { LibraryRepository } from '@server/libraries/library.repository';
import { PanelRepository } from '@server/panels/panel.repository';

import { ProjectRepository } from './project.repository';
import { PlanLimitReached } from './projects.exception';

// Spec §6 and §9: the basic plan (account version 1) allows 1 project, 5 panels and 1 custom
// component library; pro and enterprise are unlimited.
export const BASIC_PLAN_LIMITS = { projects: 1, panels: 5, libraries: 1 } as const;

export type LimitedThing = keyof typeof BASIC_PLAN_LIMITS;

@Injectable()
export class PlanLimitsService {
  constructor(
    private readonly txHost: Transactions,
    private readonly plans: AccountPlanService,
    private readonly projects: ProjectRepository,
    private readonly panels: PanelRepository,
    private readonly libraries: LibraryRepository,
  ) {}

  async usage(ownerId: string, thing: LimitedThing): Promise<{ used: number; limit: number | null }> {
    return this.count(ownerId, thing, await this.limited(ownerId));
  }

  // Pro and enterprise (account version 2 and 3) have no limits.
  private async limited(ownerId: string): Promise<boolean> {
    return (await this.plans.derive(ownerId)).version <= 1;
  }

  private async count(ownerId: string, thing: LimitedThing, limited: boolean) {
    const counters: Record<LimitedThing, (ownerId: string) => Promise<number>> = {
      projects: (id) => this.projects.countOfOwner(id),
      panels: (id) => this.panels.countOfOwner(id),
      libraries: (id) => this.libraries.countOfOwner(id),
    };
    const used = await counters[thing](ownerId);
    return { used, limit: limited ? BASIC_PLAN_LIMITS[thing] : null };
  }

  // Runs `work` in a transaction once there is room for `adding` more, refusing (44002001, naming the
  // limit and the upgrade) otherwise. A per-owner lock makes concurrent adds count one after another.
  async withRoom<T>(
    ownerId: string,
    adding: Partial<Record<LimitedThing, number>>,
    work: () => Promise<T>,
  ): Promise<T> {
    // Read the plan first, outside the lock.
    const limited = await this.limited(ownerId);
    return this.txHost.withTransaction(async () => {
      await this.txHost.tx.query(`SELECT pg_advisory_xact_lock(hashtext('plan-limits:' || $1))`, [ownerId]);
      for (const [thing, count] of Object.entries(adding) as [LimitedThing, number][]) {
        const { used, limit } = await this.count(ownerId, thing, limited);
        if (limit !== null && used + count > limit) {
          throw new PlanLimitReached(thing, limit, used);
        }
      }
      return work();
    });
  }
}
