import { userStore } from '@client/features/account/state/user-store';
import { currentLanguage } from '@client/i18n/i18n';

import type { AnalyticsEvents, AnalyticsEventName } from './analytics-events';
import { trackingRefused } from './analytics-privacy';
import { AnalyticsQueue, type AnalyticsTransport } from './analytics-queue';
import { analyticsTransport } from './analytics-transport';
import { visitorId } from './visitor-id';

let queue: AnalyticsQueue | undefined;
let detach: (() => void) | undefined;

// Starts reporting for this page: a queue sent every few seconds and by beacon when the page hides.
// Nothing starts when the browser sends Do Not Track or Global Privacy Control.
export function installAnalytics(transport: AnalyticsTransport = analyticsTransport): AnalyticsQueue | undefined {
  if (queue || trackingRefused()) return queue;
  queue = new AnalyticsQueue({ transport, visitorId: () => visitorId(), newBatchId: () => crypto.randomUUID() });
  queue.start();
  const hide = () => queue?.flushWithBeacon();
  const visibility = () => {
    if (document.visibilityState === 'hidden') hide();
  };
  window.addEventListener('pagehide', hide);
  document.addEventListener('visibilitychange', visibility);
  detach = () => {
    window.removeEventListener('pagehide', hide);
    document.removeEventListener('visibilitychange', visibility);
  };
  return queue;
}

// Reports one interaction; a no-op when analytics is not installed (tests, Do Not Track).
export function track<Name extends AnalyticsEventName>(name: Name, props: AnalyticsEvents[Name]): void {
  if (!queue) return;
  queue.push({
    name,
    at: new Date().toISOString(),
    // The path only: a query can carry search words, tokens or codes.
    route: window.location.pathname,
    language: currentLanguage(),
    userCode: userStore.getState().user?.userCode || undefined,
    props,
  });
}

// For tests: forget the installed queue.
export function uninstallAnalytics(): void {
  queue?.stop();
  detach?.();
  queue = undefined;
  detach = undefined;
}
