// Icon search in this process: the catalogue's first build, then searches. Run alone:
// node --expose-gc -r ./test/support/register.js test/bench/icons.ts
import { iconCatalogue } from '@server/modules/knowledge/icons/icon-catalogue';
import { parseIconQuery } from '@server/modules/knowledge/icons/icon-query';

export type IconBenchRow = { query: string; results: number; medianMs: number; p95Ms: number };

const QUERIES = ['home', '首页', '购物车', 'arrow left', 'a', ''];

export function runIconBench(runs = 50): { buildMs: number; heapMb: number; icons: number; rows: IconBenchRow[] } {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const start = performance.now();
  const catalogue = iconCatalogue();
  const buildMs = performance.now() - start;
  gc?.();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
  const rows = QUERIES.map((query) => {
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
  return { buildMs, heapMb, icons: catalogue.icons.length, rows };
}

export function printIconBench(): void {
  const { buildMs, heapMb, icons, rows } = runIconBench();
  console.log(`Icon catalogue: ${icons} icons built in ${Math.round(buildMs)} ms, heap +${heapMb.toFixed(1)} MB`);
  console.table(
    rows.map((r) => ({
      query: r.query || '(blank)',
      results: r.results,
      'median ms': r.medianMs.toFixed(2),
      'p95 ms': r.p95Ms.toFixed(2),
    })),
  );
}

if (require.main === module) printIconBench();
