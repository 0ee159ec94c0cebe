import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

import { codeIn, SUPPORT, waitForOutbox } from '../support/accounts';
import { startBoxify } from './processes';

const EVENTS_PER_BATCH = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const quantile = (values: number[], q: number) =>
  sorted(values)[Math.min(values.length - 1, Math.floor(values.length * q))];

// Visitors reporting from a worker thread for `seconds` (each `perSecond` batches a second, or as fast as it can),
// so their work does not delay the timing of the user's requests here. Answers the events stored.
function visitors(url: string, count: number, seconds: number, perSecond?: number): Promise<number> {
  const worker = new Worker(join(__dirname, 'analytics-visitors.js'), {
    workerData: { url, visitors: count, perSecond, seconds, eventsPerBatch: EVENTS_PER_BATCH },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (answer: { stored?: number; error?: string }) => {
      void worker.terminate();
      if (answer.error) reject(new Error(answer.error));
      else resolve(answer.stored ?? 0);
    });
    worker.once('error', reject);
  });
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
  const post = async (path: string, body: unknown) =>
    (await fetch(url + SUPPORT + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((res) => res.json())) as { data: { token: string } };
  await post('/VerificationCode/sendEmailVerifyCode', { email, product: 12 });
  const verifyCode = codeIn(await waitForOutbox(dataDir, email));
  return (await post('/Support/emailVerifyLoginOrRegistry', { email, verifyCode, product: 12 })).data.token;
}

// `npm run bench -- analytics` (issue 16): the ingest rate at full speed, then a signed-in user's request time
// alone and while 100 or 1,000 visitors each report a batch of 20 events every 5 s, as pages do.
export async function printAnalyticsBench(): Promise<void> {
  process.env.ANALYTICS_MAX_BATCHES_PER_MINUTE = '100000';
  process.env.ANALYTICS_MAX_BATCHES_PER_MINUTE_PER_IP = '10000000';
  const boxify = await startBoxify();
  try {
    const token = await signIn(boxify.url, boxify.dataDir!);
    await visitors(boxify.url, 10, 1);
    const stored = await visitors(boxify.url, 50, SECONDS);
    const rate = Math.round(stored / SECONDS);
    console.log(`\nAnalytics ingest, 50 visitors in parallel, batches of ${EVENTS_PER_BATCH}, ${SECONDS} s`);
    console.table([{ 'events stored': stored, 'events/s': rate, 'batches/s': Math.round(rate / EVENTS_PER_BATCH) }]);

    const rows: { when: string; ms: number[] }[] = [
      { when: 'alone', ms: await probeUser(boxify.url, token, 2 * SECONDS) },
    ];
    for (const count of [100, 1000]) {
      // Every visitor's first batch lands within 5 s; the user is timed over the 2 × SECONDS after.
      const flowing = visitors(boxify.url, count, 5 + 2 * SECONDS, 0.2);
      await new Promise((resolve) => setTimeout(resolve, 5000));
      const during = await probeUser(boxify.url, token, 2 * SECONDS);
      const flowRate = Math.round((await flowing) / (5 + 2 * SECONDS));
      rows.push({ when: `while ${count} visitors report (${flowRate} events/s stored)`, ms: during });
    }
    console.log(`A signed-in user's getUserInfoByToken, one call after another for ${2 * SECONDS} s`);
    console.table(
      rows.map(({ when, ms }) => ({
        when,
        calls: ms.length,
        'p50 ms': quantile(ms, 0.5).toFixed(1),
        'p95 ms': quantile(ms, 0.95).toFixed(1),
      })),
    );
  } finally {
    await boxify.stop();
  }
}
