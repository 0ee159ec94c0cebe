// Visitors reporting analytics batches, in a worker thread of the bench (test/bench/analytics.ts), so their work
// does not delay the timing of the user's requests in the main thread.
const { randomUUID } = require('node:crypto');
const { parentPort, workerData } = require('node:worker_threads');

const REPORT = '/api/uxa-center/analytics/Analytics/reportEvents';
const { url, visitors, perSecond, seconds, eventsPerBatch } = workerData;
const end = Date.now() + seconds * 1000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function batch(visitorId) {
  const at = new Date().toISOString();
  const events = [];
  for (let index = 0; index < eventsPerBatch; index += 1) {
    events.push({ name: 'page_view', at, route: '/landing/page', language: 'en', props: { title: `Page ${index}` } });
  }
  return { batchId: randomUUID(), visitorId, events };
}

async function visitor() {
  const visitorId = randomUUID();
  let stored = 0;
  // Pages opened at different moments: the visitors' batches spread over the period.
  if (perSecond) await sleep((Math.random() * 1000) / perSecond);
  while (Date.now() < end) {
    const started = Date.now();
    const res = await fetch(url + REPORT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(batch(visitorId)),
    });
    const body = await res.json();
    if (body.code !== 0) throw new Error(`reportEvents answered ${JSON.stringify(body)}`);
    stored += body.data.stored;
    if (perSecond) await sleep(Math.max(0, 1000 / perSecond - (Date.now() - started)));
  }
  return stored;
}

Promise.all(Array.from({ length: visitors }, visitor)).then(
  (counts) => parentPort.postMessage({ stored: counts.reduce((sum, count) => sum + count, 0) }),
  (error) => parentPort.postMessage({ error: String(error) }),
);
