import { randomUUID } from 'node:crypto';

import { createTestApp, type TestApp } from '../support/app';
import { accountsEnv, newDesigner } from '../support/designer';
import { batchOf, pageView, report, storedRows } from '../support/analytics';

// Issue 16: the ingest operation — bounded, checked per event name, limited per visitor, stored exactly once.
describe('analytics ingest', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    const env = accountsEnv({ ANALYTICS_DISABLED_HOSTS: 'preview.boxify.test' });
    dataDir = env.DATA_DIR;
    t = await createTestApp(env);
  });
  afterAll(() => t.close());

  it('stores a batch and acknowledges its replay without storing it again', async () => {
    const batch = batchOf([
      pageView('Boxify – AI UI design', '/'),
      { name: 'start_design', props: { source: 'hero' } },
      { name: 'pricing_view', props: { planType: 'pro', popular: true, selected: false } },
    ]);
    const first = await report(t, batch).expect(200);
    expect(first.body).toEqual({ code: 0, data: { stored: 3, duplicate: false, off: false }, msg: 'success' });
    const again = await report(t, batch).expect(200);
    expect(again.body.data).toEqual({ stored: 0, duplicate: true, off: false });
    const rows = await storedRows(t, [batch.batchId]);
    expect(rows.map((row) => row.name)).toEqual(['page_view', 'start_design', 'pricing_view']);
    expect(rows[2].props).toEqual({ planType: 'pro', popular: true, selected: false });
  });

  it('stores 10,000 events from 50 parallel visitors exactly once, replays sent at the same time included', async () => {
    const visitors = Array.from({ length: 50 }, () => randomUUID());
    const batches = visitors.flatMap((visitor) =>
      Array.from({ length: 10 }, (_, burst) =>
        batchOf(
          Array.from({ length: 20 }, (_, index) => pageView(`page ${burst}-${index}`, `/landing/page`)),
          visitor,
        ),
      ),
    );
    // Each visitor sends its ten batches at once, and every batch twice (a beacon racing a retry).
    const answers = await Promise.all(
      visitors.map(async (visitor) => {
        const own = batches.filter((batch) => batch.visitorId === visitor);
        const sent = await Promise.all([...own, ...own].map((batch) => report(t, batch)));
        return sent.map((response) => response.body as { code: number; data: { stored: number; duplicate: boolean } });
      }),
    );
    const flat = answers.flat();
    expect(flat.every((answer) => answer.code === 0)).toBe(true);
    expect(flat.reduce((sum, answer) => sum + answer.data.stored, 0)).toBe(10_000);
    expect(flat.filter((answer) => answer.data.duplicate)).toHaveLength(500);
    const rows = await storedRows(
      t,
      batches.map((batch) => batch.batchId),
    );
    expect(rows).toHaveLength(10_000);
    expect(new Set(rows.map((row) => `${row.batch_id}:${row.position}`)).size).toBe(10_000);
  });

  it('refuses an unknown event with its own code, naming it, and stores nothing of the batch', async () => {
    const batch = batchOf([pageView(), { name: 'mouse_moved' }]);
    const answer = await report(t, batch).expect(422);
    expect(answer.body.code).toBe(42200010);
    expect(answer.body.msg).toBe('Unknown analytics event mouse_moved at events.1.name');
    const zh = await report(t, batch, 'zh-CN').expect(422);
    expect(zh.body.msg).toBe('events.1.name 是未知的统计事件 mouse_moved');
    expect(await storedRows(t, [batch.batchId])).toEqual([]);
    // Corrected under the same id, the batch is still new: a refusal claims nothing.
    const fixed = { ...batch, events: batch.events.slice(0, 1) };
    expect((await report(t, fixed).expect(200)).body.data.stored).toBe(1);
  });

  it.each([
    [
      'an e-mail address',
      { name: 'login_result', props: { method: 'password', registration: false, success: true, email: 'a@b.co' } },
      'events.0.props.email',
    ],
    [
      "a prompt's text",
      { name: 'generation_sent', props: { kind: 'design', prompt: 'a login page for my bank' } },
      'events.0.props.prompt',
    ],
    [
      "a design's content",
      { name: 'export', props: { format: 'fig', panel: { children: [] } } },
      'events.0.props.panel',
    ],
    ['an e-mail in a page title', pageView('Inbox of ann@example.com'), 'events.0.props.title'],
    ['a route with its query', { ...pageView(), route: '/search?q=secret' }, 'events.0.route'],
    ['an unknown field beside the event', { ...pageView(), email: 'a@b.co' }, 'events.0.email'],
    [
      'a pricing record without its plan type',
      { name: 'pricing_view', props: { popular: true, selected: false } },
      'events.0.props.planType',
    ],
    ['an export in an unknown format', { name: 'export', props: { format: 'docx' } }, 'events.0.props.format'],
  ])('refuses %s (42200001 naming the field) and stores nothing', async (_what, event, field) => {
    const batch = batchOf([event]);
    const answer = await report(t, batch).expect(422);
    expect(answer.body.code).toBe(42200001);
    expect(answer.body.data.field).toBe(field);
    expect(await storedRows(t, [batch.batchId])).toEqual([]);
  });

  it('refuses a malformed batch: no id, no events, a bad visitor id, a week-old event', async () => {
    const good = batchOf([pageView()]);
    for (const [body, field] of [
      [{ ...good, batchId: undefined }, 'batchId'],
      [{ ...good, events: [] }, 'events'],
      [{ ...good, visitorId: 'ann@example.com' }, 'visitorId'],
      [batchOf([{ ...pageView(), at: new Date(Date.now() - 8 * 86_400_000).toISOString() }]), 'events.0.at'],
    ] as const) {
      const answer = await report(t, body).expect(422);
      expect([answer.body.code, answer.body.data.field]).toEqual([42200001, field]);
    }
  });

  it('bounds a batch by count and by size (41300004) before reading its events', async () => {
    const many = batchOf(Array.from({ length: 51 }, () => pageView()));
    const tooMany = await report(t, many).expect(413);
    expect(tooMany.body).toMatchObject({
      code: 41300004,
      msg: 'An analytics batch holds at most 50 events and 32768 bytes',
    });
    const big = batchOf(
      Array.from({ length: 50 }, () => ({
        ...pageView(),
        route: `/${'x'.repeat(299)}`,
        props: { title: 'y'.repeat(120), pad: 'z'.repeat(300) },
      })),
    );
    expect((await report(t, big).expect(413)).body.code).toBe(41300004);
    expect(await storedRows(t, [many.batchId, big.batchId])).toEqual([]);
  });

  it("takes a signed-in caller's user code from the session, never from the page", async () => {
    const designer = await newDesigner(t, dataDir, 'analytics');
    const batch = batchOf([{ ...pageView(), userCode: 'someone-else' }]);
    await report(t, batch).set('access-token', designer.token).expect(200);
    const [row] = await storedRows(t, [batch.batchId]);
    expect(row.user_code).toMatch(/^[0-9a-f]{12}$/);
    expect(row.user_code).not.toBe('someone-else');
    // A beacon carries no token: the page's code is kept as sent.
    const beacon = batchOf([{ ...pageView(), userCode: 'abc123abc123' }]);
    await report(t, beacon).expect(200);
    expect((await storedRows(t, [beacon.batchId]))[0].user_code).toBe('abc123abc123');
  });

  it('stores nothing on a host where analytics is off (the pre-production host) and says so', async () => {
    const batch = batchOf([pageView()]);
    const answer = await report(t, batch).set('host', 'preview.boxify.test').expect(200);
    expect(answer.body.data).toEqual({ stored: 0, duplicate: false, off: true });
    expect(await storedRows(t, [batch.batchId])).toEqual([]);
  });
});

describe('analytics rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(accountsEnv({ ANALYTICS_MAX_BATCHES_PER_MINUTE: '3' }));
  });
  afterAll(() => t.close());

  it('limits each visitor, not the address: a colleague behind the same address still reports', async () => {
    const visitor = randomUUID();
    for (let i = 0; i < 3; i += 1) await report(t, batchOf([pageView()], visitor)).expect(200);
    const limited = await report(t, batchOf([pageView()], visitor)).expect(429);
    expect(limited.body.code).toBe(42900001);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    await report(t, batchOf([pageView()], randomUUID())).expect(200);
  });
});

describe('analytics switched off for the whole server', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(accountsEnv({ ANALYTICS_ENABLED: 'false' }));
  });
  afterAll(() => t.close());

  it('acknowledges with off and stores nothing', async () => {
    const batch = batchOf([pageView()]);
    expect((await report(t, batch).expect(200)).body.data).toEqual({ stored: 0, duplicate: false, off: true });
    expect(await storedRows(t, [batch.batchId])).toEqual([]);
  });
});
