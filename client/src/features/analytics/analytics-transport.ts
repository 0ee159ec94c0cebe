import { isApiError } from '@client/api/api-error';
import { analyticsReportEvents } from '@client/api/generated';
import { request } from '@client/api/request';

import type { AnalyticsBatch } from './analytics-events';
import type { AnalyticsTransport } from './analytics-queue';

export const REPORT_EVENTS_PATH = '/api/uxa-center/analytics/Analytics/reportEvents';

// Failures worth a retry with the same batch id: no answer, a timeout, the rate limit, a server in trouble.
const RETRY_STATUSES = new Set([429, 500, 503, 504]);

// The generated call through the request layer, quietly: analytics never shows the user a message.
export const analyticsTransport: AnalyticsTransport = {
  async send(batch: AnalyticsBatch) {
    try {
      const answer = await request((o) => analyticsReportEvents({ ...o, body: batch }), { quiet: () => true });
      return answer.off ? 'off' : 'sent';
    } catch (error) {
      if (!isApiError(error)) return 'retry';
      const retry = error.kind === 'timeout' || error.kind === 'network' || RETRY_STATUSES.has(error.status ?? 0);
      // A refused batch (bad event, too large) would be refused again: it is dropped.
      return retry ? 'retry' : 'sent';
    }
  },
  beacon(batch: AnalyticsBatch) {
    if (typeof navigator.sendBeacon !== 'function') return false;
    const body = new Blob([JSON.stringify(batch)], { type: 'application/json' });
    return navigator.sendBeacon(REPORT_EVENTS_PATH, body);
  },
};
