import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';

import { InjectConfig } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';

import { AnalyticsBatchRepository } from './analytics-batch.repository';
import { AnalyticsEventRepository } from './analytics-event.repository';

const DAY_MS = 24 * 3600 * 1000;
// Batch ids are kept a month: older replays carry event times the ingest refuses anyway.
const BATCH_ID_DAYS = 30;

// Keeps the monthly partitions of `analytics_event` ahead of the clock and drops those past the retention
// (ANALYTICS_RETENTION_MONTHS), at start and then daily.
@Injectable()
export class AnalyticsHousekeeping implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('AnalyticsHousekeeping');
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly events: AnalyticsEventRepository,
    private readonly batches: AnalyticsBatchRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.run();
    this.timer = setInterval(() => void this.run(), DAY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  // Failures are logged, never thrown: another process may be creating the same partition at the same time.
  async run(now = new Date()): Promise<void> {
    try {
      await this.sweep(now);
    } catch (error) {
      this.logger.warn(`analytics housekeeping: ${String(error)}`);
    }
  }

  async sweep(now: Date): Promise<string[]> {
    await this.events.ensureMonths(now, 2);
    const cutoff = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - this.config.ANALYTICS_RETENTION_MONTHS + 1, 1),
    );
    const dropped = await this.events.dropMonthsBefore(cutoff);
    await this.batches.deleteReceivedBefore(new Date(now.getTime() - BATCH_ID_DAYS * DAY_MS));
    return dropped;
  }
}
