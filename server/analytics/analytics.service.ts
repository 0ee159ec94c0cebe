import { Injectable } from '@nestjs/common';

import type { CurrentUserInfo } from '@server/common/auth/session.service';
import { InjectConfig } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';
import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';
import { RateLimiter } from '@server/common/rate-limit/rate-limiter.service';
import { ZodPipeError } from '@server/common/validation/zod';

import type { StoredEvent } from './analytics-event.repository';
import { ANALYTICS_EVENTS, isAnalyticsEventName } from './analytics-events';
import { ANALYTICS_TEXTS } from './analytics.texts';
import { AnalyticsWriter } from './analytics-writer';
import {
  MAX_BATCH_BYTES,
  MAX_EVENTS_PER_BATCH,
  type ReportEventsDto,
  type ReportEventsResult,
  type ReportedEvent,
} from './dto/report-events.dto';

const DAY_MS = 24 * 3600 * 1000;
// A browser clock a little ahead is normal; a week-old event is a replay, not a report.
const MAX_AGE_MS = 7 * DAY_MS;
const MAX_AHEAD_MS = 3600 * 1000;

export type ReportCaller = { host: string; ip: string; user?: CurrentUserInfo };

// Ingests the client's analytics batches (issue 16): bounded, checked against the event catalogue, limited per
// visitor, stored once per batch id.
@Injectable()
export class AnalyticsService {
  private readonly disabledHosts: Set<string>;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly limiter: RateLimiter,
    private readonly writer: AnalyticsWriter,
  ) {
    this.disabledHosts = new Set(config.ANALYTICS_DISABLED_HOSTS);
  }

  // Off for the whole server, or for the host the page was served from (the spec's pre-production host).
  isOff(host: string): boolean {
    return !this.config.ANALYTICS_ENABLED || this.disabledHosts.has(host.toLowerCase());
  }

  async report(batch: ReportEventsDto, caller: ReportCaller): Promise<ReportEventsResult> {
    if (this.isOff(caller.host)) return { stored: 0, duplicate: false, off: true };
    if (batch.events.length > MAX_EVENTS_PER_BATCH || Buffer.byteLength(JSON.stringify(batch)) > MAX_BATCH_BYTES) {
      throw new AppException(ErrorCode.AnalyticsBatchTooLarge, {
        maxEvents: MAX_EVENTS_PER_BATCH,
        maxBytes: MAX_BATCH_BYTES,
      });
    }
    // Per visitor, so an office behind one address is not cut off; the per-address bound is a flood ceiling only.
    await this.limiter.consume({
      key: `analytics:visitor:${batch.visitorId}`,
      max: this.config.ANALYTICS_MAX_BATCHES_PER_MINUTE,
      windowSeconds: 60,
    });
    await this.limiter.consume({
      key: `analytics:ip:${caller.ip}`,
      max: this.config.ANALYTICS_MAX_BATCHES_PER_MINUTE_PER_IP,
      windowSeconds: 60,
    });
    const now = Date.now();
    const events = batch.events.map((event, position) =>
      this.checked(event, position, now, batch, caller.user?.userCode),
    );
    const duplicate = await this.writer.submit({ batchId: batch.batchId, visitorId: batch.visitorId, events });
    return { stored: duplicate ? 0 : events.length, duplicate, off: false };
  }

  private checked(
    event: ReportedEvent,
    position: number,
    now: number,
    batch: ReportEventsDto,
    signedInCode: string | undefined,
  ): StoredEvent {
    const at = `events.${position}`;
    if (!isAnalyticsEventName(event.name)) {
      throw new AppException(
        ErrorCode.AnalyticsUnknownEvent,
        { name: event.name, field: `${at}.name` },
        { data: { field: `${at}.name` } },
      );
    }
    const occurredAt = new Date(event.at);
    if (occurredAt.getTime() < now - MAX_AGE_MS || occurredAt.getTime() > now + MAX_AHEAD_MS) {
      throw new AppException(
        ErrorCode.ValidationFailed,
        { field: `${at}.at`, reason: ANALYTICS_TEXTS.eventTime },
        { data: { field: `${at}.at` } },
      );
    }
    const schema = ANALYTICS_EVENTS[event.name];
    const props = schema.safeParse(event.props);
    if (!props.success) throw new ZodPipeError(schema, event.props, `${at}.props`);
    return {
      batchId: batch.batchId,
      position,
      occurredAt,
      name: event.name,
      route: event.route,
      language: event.language,
      visitorId: batch.visitorId,
      // A signed-in caller's own code wins over what the page sent; beacons carry no token, so theirs is kept.
      userCode: signedInCode ?? event.userCode ?? null,
      props: props.data as Record<string, unknown>,
    };
  }
}
