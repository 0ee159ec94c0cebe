// Issue 18: Lighthouse 12 on the landing home (`/`, mobile), with the Chromium the tests use: performance and
// accessibility scores and the landing's JavaScript in gzip. Lighthouse runs as its own process (its CLI; it is
// an ES module), bounded in time, and the server it measures stops whatever happens.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';

import { resolveChromium } from '../support/chromium';
import { startBoxify } from './processes';

const LIGHTHOUSE = join(__dirname, '..', '..', 'node_modules', '.bin', 'lighthouse');
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const GOALS = { performance: 95, accessibility: 95, landingJsKb: 170 };

type Report = {
  categories: Record<'performance' | 'accessibility', { score: number }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { url: string; resourceType?: string }[] } }>;
};

async function lighthouse(url: string): Promise<Report> {
  const chromium = await resolveChromium();
  const { stdout } = await promisify(execFile)(
    LIGHTHOUSE,
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility',
      `--chrome-path=${chromium.executablePath}`,
      `--chrome-flags=${chromium.args.join(' ')}`,
    ],
    { env: chromium.env ?? process.env, timeout: 240_000, maxBuffer: 64 * 1024 * 1024, killSignal: 'SIGKILL' },
  );
  return JSON.parse(stdout) as Report;
}

// Every script the page loaded, compressed as a server or proxy with gzip would send it.
async function scriptGzipKb(report: Report): Promise<number> {
  const scripts = (report.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
  let bytes = 0;
  for (const script of scripts) bytes += gzipSync(Buffer.from(await (await fetch(script.url)).arrayBuffer())).length;
  return bytes / 1024;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function printLandingBench(): Promise<void> {
  const boxify = await startBoxify();
  try {
    const reports: Report[] = [];
    for (let run = 0; run < RUNS; run += 1) reports.push(await lighthouse(`${boxify.url}/?lng=en`));
    const score = (category: 'performance' | 'accessibility') =>
      median(reports.map((report) => Math.round(report.categories[category].score * 100)));
    const metric = (audit: string) => median(reports.map((report) => report.audits[audit]?.numericValue ?? NaN));
    const jsKb = await scriptGzipKb(reports[0]);
    console.log(`\nLighthouse 12 on / (mobile, simulated throttling), median of ${RUNS} runs`);
    console.table([
      { what: 'performance', value: score('performance'), goal: `≥ ${GOALS.performance}` },
      { what: 'accessibility', value: score('accessibility'), goal: `≥ ${GOALS.accessibility}` },
      { what: 'landing JS, KB gzip', value: Math.round(jsKb * 10) / 10, goal: `≤ ${GOALS.landingJsKb}` },
      { what: 'first contentful paint, ms', value: Math.round(metric('first-contentful-paint')), goal: '' },
      { what: 'largest contentful paint, ms', value: Math.round(metric('largest-contentful-paint')), goal: '' },
      { what: 'total blocking time, ms', value: Math.round(metric('total-blocking-time')), goal: '' },
      { what: 'cumulative layout shift', value: metric('cumulative-layout-shift'), goal: '' },
    ]);
  } finally {
    await boxify.stop();
  }
}
