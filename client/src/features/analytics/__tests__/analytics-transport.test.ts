import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { client } from '@client/api/generated/client.gen';
import { initI18n } from '@client/i18n/i18n';

import type { AnalyticsBatch } from '../analytics-events';
import { analyticsTransport, REPORT_EVENTS_PATH } from '../analytics-transport';

const toast = vi.hoisted(() => ({ error: vi.fn(), loading: vi.fn(), dismiss: vi.fn() }));
vi.mock('@client/ui/toast', () => ({ toast }));

const BATCH: AnalyticsBatch = {
  batchId: '0b7e9a53-55b2-4c55-9f0e-2f1a1c0f4e10',
  visitorId: '6a4b8f5e-7f8b-4a47-9d3c-0c9e8b1f2a33',
  events: [
    { name: 'page_view', at: '2026-11-24T10:00:00.000Z', route: '/', language: 'en', props: { title: 'Boxify' } },
  ],
};

// The server's answer to one reportEvents call, or no answer at all.
function serverAnswers(status: number | 'offline', body?: unknown) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      requests.push(input);
      if (status === 'offline') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return requests;
}

beforeEach(() => {
  void initI18n('en');
  client.setConfig({ baseUrl: 'http://boxify.test' });
  toast.error.mockClear();
});

afterEach(() => vi.unstubAllGlobals());

describe('analytics transport', () => {
  it('posts the batch as it is and reads the answer: stored, or analytics off here', async () => {
    const requests = serverAnswers(200, { code: 0, data: { stored: 1, duplicate: false, off: false }, msg: 'success' });
    await expect(analyticsTransport.send(BATCH)).resolves.toBe('sent');
    expect(requests[0].url).toBe(`http://boxify.test${REPORT_EVENTS_PATH}`);
    expect(await requests[0].json()).toEqual(BATCH);
    serverAnswers(200, { code: 0, data: { stored: 0, duplicate: false, off: true }, msg: 'success' });
    await expect(analyticsTransport.send(BATCH)).resolves.toBe('off');
  });

  it.each([
    ['no answer', 'offline' as const, undefined, 'retry'],
    ['the rate limit', 429, { code: 42900001, data: { retryAfter: 30 }, msg: 'Too many requests' }, 'retry'],
    ['a server in trouble', 503, { code: 50300001, data: null, msg: 'Unavailable' }, 'retry'],
    ['an unknown event', 422, { code: 42200010, data: { field: 'events.0.name' }, msg: 'Unknown' }, 'sent'],
  ])('after %s: %s, and never a message to the user', async (_case, status, body, outcome) => {
    serverAnswers(status, body);
    await expect(analyticsTransport.send(BATCH)).resolves.toBe(outcome);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('hands the batch to sendBeacon as JSON', async () => {
    const sent: { url: string; body: Blob }[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      sendBeacon: (url: string, body: Blob) => sent.push({ url, body }) > 0,
    });
    expect(analyticsTransport.beacon(BATCH)).toBe(true);
    expect(sent[0].url).toBe(REPORT_EVENTS_PATH);
    expect(sent[0].body.type).toBe('application/json');
    expect(JSON.parse(await sent[0].body.text())).toEqual(BATCH);
  });
});
