import { Controller, HttpCode, Ip, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';

import { CurrentUser } from '@server/common/auth/auth.decorators';
import type { CurrentUserInfo } from '@server/common/auth/session.service';
import { ErrorCode } from '@server/common/errors/error-codes';
import { Operation } from '@server/common/openapi/operation.decorator';
import { ZodBody } from '@server/common/validation/zod';

import { ANALYTICS_EVENT_NAMES } from './analytics-events';
import { AnalyticsService } from './analytics.service';
import {
  MAX_BATCH_BYTES,
  MAX_EVENTS_PER_BATCH,
  ReportEventsDto,
  reportEventsResultSchema,
} from './dto/report-events.dto';

// First-party product analytics (issue 16): the client's batches of events.
@ApiTags('Analytics')
@Controller('uxa-center/analytics/Analytics')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Post('reportEvents')
  @HttpCode(200)
  @Operation({
    access: 'public',
    summary: 'Report a batch of analytics events (page views, Start Design, generations, exports, …)',
    description:
      `At most ${MAX_EVENTS_PER_BATCH} events and ${MAX_BATCH_BYTES} bytes a batch (41300004). Each event is checked ` +
      `against its name's schema: ${ANALYTICS_EVENT_NAMES.join(', ')}; an unknown name answers 42200010, a bad ` +
      'or unknown field 42200001 (so no e-mail, prompt or design content can be stored). A batch id seen before is ' +
      'acknowledged with duplicate: true and not stored again. Limited per visitor id (42900001). On a host in ' +
      'ANALYTICS_DISABLED_HOSTS, or with ANALYTICS_ENABLED=false, nothing is stored and off is true. When more ' +
      'than 20,000 events wait to be written, 50300001 with retry-after: send the same batch again later.',
    response: reportEventsResultSchema,
    errors: [
      ErrorCode.AnalyticsUnknownEvent,
      ErrorCode.AnalyticsBatchTooLarge,
      ErrorCode.RateLimited,
      ErrorCode.Unavailable,
    ],
  })
  reportEvents(
    @CurrentUser() user: CurrentUserInfo | undefined,
    @Ip() ip: string,
    @Req() request: Request,
    @ZodBody(ReportEventsDto) body: ReportEventsDto,
  ) {
    return this.analytics.report(body, { host: request.hostname, ip, user });
  }
}
