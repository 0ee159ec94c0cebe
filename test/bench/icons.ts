// Icon search in this process: the catalogue's first build, then searches. Run alone:
// node --expose-gc -r ./test/support/register.js test/bench/icons.ts
import { type IconCatalogue, iconCatalogue } from '@server/icons/icons/icon-catalogue';
import { parseIconQuery } from '@server/icons/icons/icon-query';

export type IconBenchRow = { query: string; results: number; medianMs: number; p95Ms: number };
export type IconBench = {
  icons: number;
  buildMs: number;
  // CPU time of the build: steadier than wall time on a shared machine.
  buildCpuMs: number;
  buildHeapMb: number;
  firstPageMs: number;
  drawAllMs: number;
  drawnHeapMb: number;
  rows: IconBenchRow[];
};

const QUERIES = ['home', '首页', '购物车', 'arrow left', 'a', ''];

function heapAfterGc(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 1e6;
}

function searchRows(catalogue: IconCatalogue, runs: number): IconBenchRow[] {
  return QUERIES.map((query) => {
    const times: number[] = [];
    let results = 0;
    for (let i = 0; i < runs; i++) {
      const began = performance.now();
      results = catalogue.search(parseIconQuery(query)).length;
      times.push(performance.now() - began);
    }
    times.sort((a, b) => a - b);
    return { query, results, medianMs: times[Math.floor(runs / 2)], p95Ms: times[Math.floor(runs * 0.95)] };
  });
}

export function runIconBench(runs = 50): IconBench {
  const heapBefore = heapAfterGc();
  let began = performance.now();
  const cpu = process.cpuUsage();
  const catalogue = iconCatalogue();
  const buildMs = performance.now() - began;
  const used = process.cpuUsage(cpu);
  const buildCpuMs = (used.user + used.system) / 1000;
  const buildHeapMb = heapAfterGc() - heapBefore;
  // The first search also draws its page: SVGs are made on first use.
  began = performance.now();
  for (const index of catalogue.search(parseIconQuery('home')).slice(0, 50)) void catalogue.icons[index].svg;
  const firstPageMs = performance.now() - began;
  const rows = searchRows(catalogue, runs);
  began = performance.now();
  for (const icon of catalogue.icons) void icon.svg;
  const drawAllMs = performance.now() - began;
  const drawnHeapMb = heapAfterGc() - heapBefore;
  return { icons: catalogue.icons.length, buildMs, buildCpuMs, buildHeapMb, firstPageMs, drawAllMs, drawnHeapMb, rows };
}

export function printIconBench(): void {
  const r = runIconBench();
  console.log(
    `Icon catalogue: ${r.icons} icons indexed in ${Math.round(r.buildMs)} ms (CPU ${Math.round(r.buildCpuMs)} ms, ` +
      `heap +${r.buildHeapMb.toFixed(1)} MB); ` +
      `first page of 50 drawn in ${r.firstPageMs.toFixed(1)} ms; all drawn in ${Math.round(r.drawAllMs)} ms ` +
      `(heap +${r.drawnHeapMb.toFixed(1)} MB)`,
  );
  console.table(
    r.rows.map((row) => ({
      query: row.query || '(blank)',
      results: row.results,
      'median ms': row.medianMs.toFixed(2),
      'p95 ms': row.p95Ms.toFixed(2),
    })),
  );
}

if (require.main === module) printIconBench();
