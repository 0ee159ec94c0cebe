import { DataSource } from 'typeorm';

import { AnalyticsHousekeeping } from '@server/analytics/analytics-housekeeping.service';
import { ANALYTICS_SINK } from '@server/analytics/analytics.port';
import type { PostHogAnalyticsSink } from '@server/analytics/drivers/posthog.sink';

import { startFakePostHog } from '../fakes/posthog';
import { createTestApp, type TestApp } from '../support/app';
import { accountsEnv } from '../support/designer';
import { batchOf, pageView, report, storedRows } from '../support/analytics';
import { pollUntil } from '../support/wait';

// Issue 16, point 3: the analytics port's two drivers.
describe('analytics through PostHog (POSTHOG_HOST and POSTHOG_KEY set)', () => {
  const key = 'phc_boxify_test';
  let t: TestApp;
  let posthog: Awaited<ReturnType<typeof startFakePostHog>>;

  beforeAll(async () => {
    posthog = await startFakePostHog(key);
    t = await createTestApp(accountsEnv({ POSTHOG_HOST: posthog.url, POSTHOG_KEY: key }));
  });
  afterAll(async () => {
    await t.close();
    await posthog.close();
  });

  it('sends each event once with a stable uuid, nothing to the built-in table, and a replay not at all', async () => {
    const batch = batchOf([
      pageView('Pricing', '/'),
      { name: 'export', route: '/web/workbench', props: { format: 'react' }, userCode: 'abc123abc123' },
    ]);
    expect((await report(t, batch).expect(200)).body.data).toEqual({ stored: 2, duplicate: false, off: false });
    expect((await report(t, batch).expect(200)).body.data.duplicate).toBe(true);
    await t.app.get<PostHogAnalyticsSink>(ANALYTICS_SINK).flush();
    const events = await pollUntil(
      () => (posthog.events.length >= 2 ? posthog.events : undefined),
      () => `PostHog received ${posthog.events.length} events`,
    );
    expect(events.map((event) => [event.event, event.distinct_id])).toEqual([
      ['page_view', batch.visitorId],
      ['export', 'abc123abc123'],
    ]);
    expect(events[1].properties).toMatchObject({ format: 'react', route: '/web/workbench', language: 'en' });
    expect(new Set(events.map((event) => event.uuid)).size).toBe(2);
    expect(posthog.rejected).toBe(0);
    expect(await storedRows(t, [batch.batchId])).toEqual([]);
  });
});

describe('the built-in table', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(accountsEnv({ ANALYTICS_RETENTION_MONTHS: '2' }));
  });
  afterAll(() => t.close());

  const partitions = async () =>
    (
      (await t.app.get(DataSource).query(
        `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
         JOIN pg_class p ON p.oid = i.inhparent WHERE p.relname = 'analytics_event' ORDER BY 1`,
      )) as { name: string }[]
    ).map((row) => row.name);

  it('is append-only: a stored event cannot be changed or deleted', async () => {
    const batch = batchOf([pageView()]);
    await report(t, batch).expect(200);
    const db = t.app.get(DataSource);
    await expect(
      db.query('UPDATE analytics_event SET name = $1 WHERE batch_id = $2', ['x', batch.batchId]),
    ).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM analytics_event WHERE batch_id = $1', [batch.batchId])).rejects.toThrow(
      /append-only/,
    );
    expect(await storedRows(t, [batch.batchId])).toHaveLength(1);
  });

  it('keeps a partition per month ahead of the clock and drops months past the retention', async () => {
    const housekeeping = t.app.get(AnalyticsHousekeeping);
    // A year ago, then today: the months of a year ago are past a 2-month retention.
    const now = new Date();
    const yearAgo = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), 15));
    await housekeeping.sweep(yearAgo);
    const old = `analytics_event_y${yearAgo.getUTCFullYear()}m${String(yearAgo.getUTCMonth() + 1).padStart(2, '0')}`;
    expect(await partitions()).toContain(old);
    const dropped = await housekeeping.sweep(now);
    expect(dropped).toContain(old);
    const after = await partitions();
    expect(after).not.toContain(old);
    const month = (offset: number) => {
      const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
      return `analytics_event_y${start.getUTCFullYear()}m${String(start.getUTCMonth() + 1).padStart(2, '0')}`;
    };
    expect(after).toEqual(expect.arrayContaining([month(0), month(1), month(2), 'analytics_event_default']));
  });
});
