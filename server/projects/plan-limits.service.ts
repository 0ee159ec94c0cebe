import { Injectable } from '@nestjs/common';

import { PlansService } from '@server/accounts/plans.service';
import { Transactions } from '@server/common/database/transactions';
import { LibraryRepository } from '@server/libraries/library.repository';
import { PanelRepository } from '@server/panels/panel.repository';

import { ProjectRepository } from './project.repository';
import { PlanLimitReached } from './projects.exception';

// Spec §6 and §9: the limits live in the plans table (the basic plan allows 1 project, 5 panels and 1
// custom component library; the paid plans are unlimited there).
export type LimitedThing = 'projects' | 'panels' | 'libraries';
type Limits = Record<LimitedThing, number | null>;

@Injectable()
export class PlanLimitsService {
  constructor(
    private readonly txHost: Transactions,
    private readonly plans: PlansService,
    private readonly projects: ProjectRepository,
    private readonly panels: PanelRepository,
    private readonly libraries: LibraryRepository,
  ) {}

  async usage(ownerId: string, thing: LimitedThing): Promise<{ used: number; limit: number | null }> {
    return this.count(ownerId, thing, await this.limitsOf(ownerId));
  }

  private async limitsOf(ownerId: string): Promise<Limits> {
    return (await this.plans.entitlementsOf(ownerId)).limits;
  }

  private async count(ownerId: string, thing: LimitedThing, limits: Limits) {
    const counters: Record<LimitedThing, (ownerId: string) => Promise<number>> = {
      projects: (id) => this.projects.countOfOwner(id),
      panels: (id) => this.panels.countOfOwner(id),
      libraries: (id) => this.libraries.countOfOwner(id),
    };
    const used = await counters[thing](ownerId);
    return { used, limit: limits[thing] };
  }

  // Runs `work` in a transaction once there is room for `adding` more, refusing (44002001, naming the
  // limit and the upgrade) otherwise. A per-owner lock makes concurrent adds count one after another.
  async withRoom<T>(
    ownerId: string,
    adding: Partial<Record<LimitedThing, number>>,
    work: () => Promise<T>,
  ): Promise<T> {
    // Read the plan first, outside the lock.
    const limits = await this.limitsOf(ownerId);
    return this.txHost.withTransaction(async () => {
      await this.txHost.tx.query(`SELECT pg_advisory_xact_lock(hashtext('plan-limits:' || $1))`, [ownerId]);
      for (const [thing, count] of Object.entries(adding) as [LimitedThing, number][]) {
        const { used, limit } = await this.count(ownerId, thing, limits);
        if (limit !== null && used + count > limit) {
          throw new PlanLimitReached(thing, limit, used);
        }
      }
      return work();
    });
  }
}
