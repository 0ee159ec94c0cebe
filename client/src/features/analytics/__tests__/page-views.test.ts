import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { HeadMatch } from '@client/features/metadata/route-head';
import { initI18n } from '@client/i18n/i18n';

import { installAnalytics, uninstallAnalytics } from '../analytics';
import type { AnalyticsBatch } from '../analytics-events';
import { reportPageViews } from '../page-views';

type Listener = (event: { toLocation: { pathname: string }; pathChanged: boolean }) => void;

// A router as far as page views read it: its matches and its onResolved event.
function fakeRouter() {
  let listener: Listener | undefined;
  const router = {
    state: { matches: [] as HeadMatch[] },
    subscribe: (_event: 'onResolved', next: Listener) => {
      listener = next;
      return () => undefined;
    },
    go(pathname: string, search: Record<string, unknown> = {}) {
      router.state.matches = [{ routeId: '/', pathname, search, status: 'success' }];
      listener?.({ toLocation: { pathname }, pathChanged: true });
    },
  };
  return router;
}

beforeAll(() => void initI18n('en'));
afterEach(() => uninstallAnalytics());

describe('page views', () => {
  it('reports one per route change with the page title, none for a change of the query alone', () => {
    const beacons: AnalyticsBatch[] = [];
    installAnalytics({ send: () => Promise.resolve('sent'), beacon: (batch) => beacons.push(batch) > 0 });
    const router = fakeRouter();
    reportPageViews(router);
    router.go('/');
    router.go('/', { section: 'pricing' });
    router.go('/web/workbench');
    window.dispatchEvent(new Event('pagehide'));
    const views = beacons.flatMap((batch) => batch.events);
    expect(views.map((view) => view.name)).toEqual(['page_view', 'page_view']);
    expect(views.every((view) => typeof view.props.title === 'string' && view.props.title.length > 0)).toBe(true);
    expect(views[0].props.title).not.toBe(views[1].props.title);
  });
});
