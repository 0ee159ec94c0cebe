import { startBoxify, type Started } from './processes';

const SEARCH = '/api/uxa-center/draft/DraftSearch/searchMaterial';
const RATE = Number(process.env.BENCH_LIBRARY_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
// A fixed secret: the library's ids (and so a stored library) stay the same from one bench run to the next.
const SECRET = 'boxify-bench-library-secret';

// What designers type into the templates area: words, typos, Chinese, tags and products.
const QUERIES: { body: object; language: string }[] = [
  { body: { type: 3, query: 'bakery cart' }, language: 'en-US' },
  { body: { type: 3, query: 'hotle booking' }, language: 'en-US' },
  { body: { type: 3, query: 'crm pricing' }, language: 'en-US' },
  { body: { type: 3, query: 'meditaion player' }, language: 'en-US' },
  { body: { type: 3, query: 'dashboard charts' }, language: 'en-US' },
  { body: { type: 3, query: '面包店 购物车' }, language: 'zh-CN' },
  { body: { type: 3, query: '外卖订单跟踪' }, language: 'zh-CN' },
  { body: { type: 3, andTags: ['FUNCTION:pricing'] }, language: 'en-US' },
  { body: { type: 3, query: 'payment', andTags: ['PRODUCT_TYPE:shop'] }, language: 'en-US' },
  { body: { type: 4, query: 'bank' }, language: 'en-US' },
  { body: { type: 4 }, language: 'zh-CN' },
  { body: { type: 1, query: 'arrow' }, language: 'en-US' },
];

// Searches no one repeats within the bench: every domain word with every page word, some mistyped, some Chinese.
const DOMAINS = [
  'bakery',
  'bank',
  'crm',
  'hotel',
  'airline',
  'florist',
  'gym',
  'pharmacy',
  'cinema',
  'logistics',
  'dating',
  'insurance',
  'payroll',
  'grocery',
  'meditation',
  'music',
  'news',
  'solar',
  'parcel',
  'restaurant',
];
const PAGES = [
  'home',
  'pricing',
  'cart',
  'checkout',
  'booking',
  'chat',
  'charts',
  'map',
  'profile',
  'settings',
  'receipt',
  'invoice',
  'sign in',
  'search',
  'player',
  'faq',
  'leaderboard',
  'tracking',
  'payment',
  'records',
];
const typo = (word: string) => (word.length > 4 ? word.slice(0, 2) + word[3] + word[2] + word.slice(4) : word);
const UNIQUE: { body: object; language: string }[] = DOMAINS.flatMap((domain, i) =>
  PAGES.flatMap((page, j) => [
    { body: { type: 3, query: `${domain} ${page}` }, language: 'en-US' },
    { body: { type: 3, query: `${typo(domain)} ${page}` }, language: 'en-US' },
    { body: { type: 3, query: `${domain} ${typo(page)}`, page: 1 + ((i + j) % 2) }, language: 'en-US' },
  ]),
);

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];

async function waitForLibrary(url: string): Promise<{ materials: number; seconds: number }> {
  const started = Date.now();
  for (;;) {
    const totals = await Promise.all(
      [1, 2, 3, 4, 5].map(async (type) => {
        const res = await fetch(`${url}${SEARCH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ type, pageSize: 1 }),
        });
        return ((await res.json()) as { data?: { total?: number } }).data?.total ?? 0;
      }),
    );
    // Products are written last: all 55 there means the library is complete.
    if (totals[3] >= 55)
      return { materials: totals.reduce((a, b) => a + b, 0), seconds: (Date.now() - started) / 1000 };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

// An open loop: a request every 1/RATE s whatever the answers do, so a slow answer shows in the latency.
async function load(url: string, seconds: number, queries: { body: object; language: string }[], from = 0) {
  const times: number[] = [];
  let errors = 0;
  const calls: Promise<void>[] = [];
  const started = performance.now();
  for (let i = 0; i < RATE * seconds; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const query = queries[(from + i) % queries.length];
    calls.push(
      (async () => {
        const sent = performance.now();
        const res = await fetch(`${url}${SEARCH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'prefer-language': query.language },
          body: JSON.stringify({ pageSize: 20, ...query.body }),
        });
        await res.arrayBuffer();
        times.push(performance.now() - sent);
        if (res.status !== 200) errors++;
      })().catch(() => void errors++),
    );
  }
  await Promise.all(calls);
  const sorted = [...times].sort((a, b) => a - b);
  return { requests: times.length, errors, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) };
}

async function benchOne(label: string, env: Record<string, string>) {
  let boxify: Started | undefined;
  try {
    boxify = await startBoxify({
      APP_SECRET: SECRET,
      LIBRARY_SEED: 'start',
      MATERIAL_SEARCH_MAX_PER_MINUTE: '1000000',
      ...env,
    });
    const library = await waitForLibrary(boxify.url);
    await load(boxify.url, 1, QUERIES); // warm-up
    const rows = [];
    for (const [searches, queries] of [
      ['12 popular (answers cached)', QUERIES],
      [`${UNIQUE.length} never repeated`, UNIQUE],
    ] as const) {
      const result = await load(boxify.url, SECONDS, [...queries]);
      rows.push({
        database: label,
        searches,
        materials: library.materials,
        'library ready s': Math.round(library.seconds),
        'requests/s': RATE,
        requests: result.requests,
        'p50 ms': Number(result.p50.toFixed(1)),
        'p99 ms': Number(result.p99.toFixed(1)),
        errors: result.errors,
      });
    }
    return rows;
  } finally {
    await boxify?.stop();
  }
}

/**
 * searchMaterial over the whole library (≥ 10,000 materials) at a fixed rate (goal: p99 < 50 ms at 200 requests/s
 * on real Postgres): on DATABASE_URL when set, and on the embedded database beside it. "library ready" is the time
 * from the server's start until the library answered complete (the seed, or nothing when it was stored already).
 */
export async function printLibraryBench(): Promise<void> {
  const rows = [];
  if (process.env.DATABASE_URL) rows.push(...(await benchOne('real Postgres (DATABASE_URL)', {})));
  if (process.env.BENCH_LIBRARY_EMBEDDED !== '0')
    rows.push(...(await benchOne('embedded (PGlite)', { DATABASE_URL: '' })));
  console.log(`\nsearchMaterial, ${RATE} requests/s for ${SECONDS} s (open loop; goal: p99 < 50 ms on real Postgres)`);
  console.table(rows);
}
