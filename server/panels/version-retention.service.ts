import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';

import { PlansService } from '@server/accounts/plans.service';
import { Clock } from '@server/common/clock';
import { Transactions } from '@server/common/database/transactions';
import { StoragePort } from '@server/common/storage/storage.port';

import { PanelVersionRepository } from './panel-version.repository';
import { PanelVersions } from './panel-versions';
import { PanelRepository } from './panel.repository';
import { previewStorageKey } from './preview.job';

const DAY_MS = 24 * 3600 * 1000;
const SWEEP_MS = 3600 * 1000;

// Version history's retention rule, per plan (the plans table's versionHistoryDays; null keeps every
// version): unnamed versions saved longer ago than the owner's window are pruned, at start and then hourly.
// Named versions are never pruned.
@Injectable()
export class VersionRetention implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('VersionRetention');
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly clock: Clock,
    private readonly txHost: Transactions,
    private readonly plans: PlansService,
    private readonly versions: PanelVersionRepository,
    private readonly panels: PanelRepository,
    private readonly history: PanelVersions,
    private readonly storage: StoragePort,
  ) {}

  onApplicationBootstrap(): void {
    void this.run();
    this.timer = setInterval(() => void this.run(), SWEEP_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  // Failures are logged, never thrown: the next sweep tries again.
  async run(): Promise<void> {
    try {
      await this.sweep(this.clock.now());
    } catch (error) {
      this.logger.warn(`version retention: ${String(error)}`);
    }
  }

  // The number of versions pruned.
  async sweep(now: Date): Promise<number> {
    const windows = (await this.plans.all())
      .map((tier) => tier.versionHistoryDays)
      .filter((days): days is number => days !== null);
    if (windows.length === 0) return 0;
    const earliest = new Date(now.getTime() - Math.min(...windows) * DAY_MS);
    let pruned = 0;
    for (const ownerId of await this.versions.ownersWithUnnamedBefore(earliest)) {
      const days = (await this.plans.entitlementsOf(ownerId)).versionHistoryDays;
      if (days === null) continue;
      pruned += await this.prune(ownerId, new Date(now.getTime() - days * DAY_MS));
    }
    return pruned;
  }

  // Panel by panel, each holding its panel row (as a save does): a kept version patched against a pruned one is
  // made whole first, and no save patches against a version being pruned.
  private async prune(ownerId: string, before: Date): Promise<number> {
    let count = 0;
    for (const panelId of await this.versions.panelsWithUnnamedBefore(ownerId, before)) {
      const { pruned, previews } = await this.txHost.withTransaction(async () => {
        await this.panels.lockVersion(panelId);
        const gone = await this.versions.unnamedBefore(panelId, before);
        const goneIds = new Set(gone.map((version) => version.id));
        for (const kept of await this.versions.dependentsOf([...goneIds])) {
          if (goneIds.has(kept.id)) continue;
          const document = await this.history.documentOf(kept);
          await this.versions.update(kept.id, { document, patch: null, baseId: null });
        }
        await this.versions.delete([...goneIds]);
        const keys = gone.map((version) => version.previewKey).filter((key): key is string => key !== null);
        return { pruned: gone.length, previews: keys };
      });
      count += pruned;
      for (const key of previews) {
        if (!(await this.versions.usesPreview(key)) && !(await this.panels.usesPreview(key))) {
          await this.storage.remove(previewStorageKey(key));
        }
      }
    }
    return count;
  }
}
