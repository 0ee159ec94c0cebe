import { Module } from '@nestjs/common';

import { APP_CONFIG } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';
import { RateLimitModule } from '@server/common/rate-limit/rate-limit.module';

import { AnalyticsEventRepository } from './analytics-event.repository';
import { AnalyticsHousekeeping } from './analytics-housekeeping.service';
import { AnalyticsController } from './analytics.controller';
import { ANALYTICS_SINK } from './analytics.port';
import { AnalyticsService } from './analytics.service';
import { AnalyticsWriter } from './analytics-writer';
import { BuiltinAnalyticsSink } from './drivers/builtin.sink';
import { PostHogAnalyticsSink } from './drivers/posthog.sink';

@Module({
  imports: [RateLimitModule],
  controllers: [AnalyticsController],
  providers: [
    AnalyticsService,
    AnalyticsWriter,
    AnalyticsHousekeeping,
    {
      provide: ANALYTICS_SINK,
      inject: [APP_CONFIG, AnalyticsEventRepository],
      useFactory: (config: AppConfig, events: AnalyticsEventRepository) =>
        config.POSTHOG_HOST && config.POSTHOG_KEY
          ? new PostHogAnalyticsSink(config.POSTHOG_HOST, config.POSTHOG_KEY)
          : new BuiltinAnalyticsSink(events),
    },
  ],
  exports: [AnalyticsService],
})
export class AnalyticsModule {}
