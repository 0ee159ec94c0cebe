import { randomUUID } from 'node:crypto';

import { codeIn, SUPPORT, waitForOutbox } from '../support/accounts';
import { startBoxify } from './processes';

const REPORT = '/api/uxa-center/analytics/Analytics/reportEvents';
const EVENTS_PER_BATCH = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const quantile = (values: number[], q: number) =>
  sorted(values)[Math.min(values.length - 1, Math.floor(values.length * q))];

function batch(visitorId: string) {
  const at = new Date().toISOString();
  return {
    batchId: randomUUID(),
    visitorId,
    events: Array.from({ length: EVENTS_PER_BATCH }, (_, index) => ({
      name: 'page_view',
      at,
      route: '/landing/page',
      language: 'en',
      props: { title: `Page template ${index}` },
    })),
  };
}

// Visitors reporting in parallel until `until` (or, with `perSecond`, each at that rate): answers the events stored.
async function pump(url: string, visitors: number, until: () => boolean, perSecond?: number): Promise<number> {
  let stored = 0;
  await Promise.all(
    Array.from({ length: visitors }, async () => {
      const visitorId = randomUUID();
      // Pages opened at different moments: the visitors' batches spread over the period.
      if (perSecond) await new Promise((resolve) => setTimeout(resolve, (Math.random() * 1000) / perSecond));
      while (!until()) {
        const started = Date.now();
        const res = await fetch(url + REPORT, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(batch(visitorId)),
        });
        const body = (await res.json()) as { code: number; data: { stored: number } };
        if (body.code !== 0) throw new Error(`reportEvents answered ${JSON.stringify(body)}`);
        stored += body.data.stored;
        if (perSecond)
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 / perSecond - (Date.now() - started))));
      }
    }),
  );
  return stored;
}

// A signed-in user's request, one after another for `seconds`: the getUserInfoByToken every page load makes.
async function probeUser(url: string, token: string, seconds: number): Promise<number[]> {
  const times: number[] = [];
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    const started = process.hrtime.bigint();
    const res = await fetch(`${url}${SUPPORT}/Support/getUserInfoByToken`, { headers: { 'access-token': token } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`getUserInfoByToken answered ${res.status}`);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return times;
}

async function signIn(url: string, dataDir: string): Promise<string> {
  const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
  const post = (path: string, body: unknown) =>
    fetch(url + SUPPORT + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/VerificationCode/sendEmailVerifyCode', { email, product: 12 });
  const verifyCode = codeIn(await waitForOutbox(dataDir, email));
  const answer = (await (
    await post('/Support/emailVerifyLoginOrRegistry', { email, verifyCode, product: 12 })
  ).json()) as {
    data: { token: string };
  };
  return answer.data.token;
}

// `npm run bench -- analytics` (issue 16): the ingest rate at full speed, then a signed-in user's request time
// alone and while 1,000 visitors each report a batch of 20 events every 5 s, as pages do (4,000 events/s).
export async function printAnalyticsBench(): Promise<void> {
  process.env.ANALYTICS_MAX_BATCHES_PER_MINUTE = '100000';
  process.env.ANALYTICS_MAX_BATCHES_PER_MINUTE_PER_IP = '10000000';
  const boxify = await startBoxify();
  try {
    const token = await signIn(boxify.url, boxify.dataDir!);
    await pump(
      boxify.url,
      10,
      (
        (end) => () =>
          Date.now() > end
      )(Date.now() + 1000),
    );
    const started = Date.now();
    const stored = await pump(boxify.url, 50, () => Date.now() > started + SECONDS * 1000);
    const rate = Math.round(stored / ((Date.now() - started) / 1000));
    console.log(`\nAnalytics ingest, 50 visitors in parallel, batches of ${EVENTS_PER_BATCH}, ${SECONDS} s`);
    console.table([{ 'events stored': stored, 'events/s': rate, 'batches/s': Math.round(rate / EVENTS_PER_BATCH) }]);

    const alone = await probeUser(boxify.url, token, 2 * SECONDS);
    let done = false;
    const flowing = pump(boxify.url, 1000, () => done, 0.2);
    // Let every visitor's first batch land before timing the user.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const during = await probeUser(boxify.url, token, 2 * SECONDS);
    done = true;
    const flowed = await flowing;
    const flowSeconds = 2 * SECONDS + 5;
    console.log(`A signed-in user's getUserInfoByToken, one call after another for ${2 * SECONDS} s`);
    console.table(
      [
        ['alone', alone],
        [`while 1,000 visitors report (${Math.round(flowed / flowSeconds)} events/s stored)`, during],
      ].map(([when, ms]) => ({
        when,
        calls: (ms as number[]).length,
        'p50 ms': quantile(ms as number[], 0.5).toFixed(1),
        'p95 ms': quantile(ms as number[], 0.95).toFixed(1),
      })),
    );
  } finally {
    await boxify.stop();
  }
}
