import { afterEach, describe, expect, it, vi } from 'vitest';

import { installAnalytics, track, uninstallAnalytics } from '../analytics';
import type { AnalyticsBatch, AnalyticsEvent } from '../analytics-events';
import { AnalyticsQueue, type AnalyticsTransport } from '../analytics-queue';

const event = (title: string): AnalyticsEvent => ({
  name: 'page_view',
  at: new Date().toISOString(),
  route: '/',
  language: 'en',
  props: { title },
});

// A transport that records what leaves the page; `answers` scripts the server's replies in order.
function recordingTransport(answers: ('sent' | 'retry' | 'off')[] = []) {
  const sent: AnalyticsBatch[] = [];
  const beacons: AnalyticsBatch[] = [];
  const transport: AnalyticsTransport = {
    send: vi.fn((batch: AnalyticsBatch) => {
      sent.push(batch);
      return Promise.resolve(answers.shift() ?? 'sent');
    }),
    beacon: vi.fn((batch: AnalyticsBatch) => {
      beacons.push(batch);
      return true;
    }),
  };
  return { transport, sent, beacons };
}

let ids = 0;
const queueWith = (transport: AnalyticsTransport, maxEvents = 3) =>
  new AnalyticsQueue({ transport, visitorId: () => 'visitor-1', newBatchId: () => `batch-${++ids}`, maxEvents });

afterEach(() => {
  uninstallAnalytics();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('analytics queue', () => {
  it('sends batches of at most maxEvents, each with its own id and the visitor id', async () => {
    const { transport, sent } = recordingTransport();
    const queue = queueWith(transport, 3);
    for (const title of ['a', 'b', 'c', 'd', 'e']) queue.push(event(title));
    await queue.flush();
    expect(sent.map((batch) => batch.events.map((each) => each.props.title))).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
    expect(new Set(sent.map((batch) => batch.batchId)).size).toBe(2);
    expect(sent.every((batch) => batch.visitorId === 'visitor-1')).toBe(true);
    expect(queue.size).toBe(0);
  });

  it('sends on its own every few seconds', async () => {
    vi.useFakeTimers();
    const { transport, sent } = recordingTransport();
    const queue = queueWith(transport, 20);
    queue.start();
    queue.push(event('a'));
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent.map((batch) => batch.events.length)).toEqual([1]);
    queue.stop();
  });

  it('retries a failed batch with the same id before any newer event', async () => {
    const { transport, sent } = recordingTransport(['retry', 'sent', 'sent']);
    const queue = queueWith(transport, 3);
    queue.push(event('a'));
    await queue.flush();
    queue.push(event('b'));
    await queue.flush();
    expect(sent.map((batch) => [batch.batchId, batch.events.map((each) => each.props.title)])).toEqual([
      [sent[0].batchId, ['a']],
      [sent[0].batchId, ['a']],
      [sent[2].batchId, ['b']],
    ]);
    expect(sent[2].batchId).not.toBe(sent[0].batchId);
  });

  it('stops for good when the server says analytics is off here', async () => {
    const { transport, sent, beacons } = recordingTransport(['off']);
    const queue = queueWith(transport);
    queue.push(event('a'));
    await queue.flush();
    queue.push(event('b'));
    await queue.flush();
    queue.flushWithBeacon();
    expect(sent).toHaveLength(1);
    expect(beacons).toHaveLength(0);
  });

  it('hands everything waiting to a beacon when the page hides, in batches', () => {
    const { transport, sent, beacons } = recordingTransport();
    const queue = installAnalytics(transport)!;
    expect(queue).toBeDefined();
    for (let i = 0; i < 25; i += 1) track('page_view', { title: `p${i}` });
    track('export', { format: 'react' });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    // 20 gathered: the first batch left by fetch at once. Still in flight as the page hides, it leaves by
    // beacon too under the same id (the server stores it once), then the rest.
    expect(sent.map((batch) => batch.events.length)).toEqual([20]);
    expect(beacons.map((batch) => batch.events.length)).toEqual([20, 6]);
    expect(beacons[0].batchId).toBe(sent[0].batchId);
    expect(beacons[1].events.map((each) => each.name)).toEqual([
      ...Array.from({ length: 5 }, () => 'page_view'),
      'export',
    ]);
    const [exported] = beacons.flatMap((batch) => batch.events).slice(-1);
    expect(exported).toMatchObject({ route: window.location.pathname, props: { format: 'react' } });
    expect(['en', 'zh']).toContain(exported.language);
    expect(queue.size).toBe(0);
  });

  it('sends by beacon on pagehide too', () => {
    const { transport, beacons } = recordingTransport();
    installAnalytics(transport);
    track('start_design', { source: 'hero' });
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons.map((batch) => batch.events[0].name)).toEqual(['start_design']);
  });

  it.each([
    ['Do Not Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { globalPrivacyControl: true }],
  ])('collects nothing when the browser sends %s', (_signal, signals) => {
    vi.stubGlobal('navigator', { ...navigator, ...signals });
    const { transport, sent, beacons } = recordingTransport();
    expect(installAnalytics(transport)).toBeUndefined();
    track('start_design', { source: 'hero' });
    window.dispatchEvent(new Event('pagehide'));
    expect([sent, beacons]).toEqual([[], []]);
  });
});
