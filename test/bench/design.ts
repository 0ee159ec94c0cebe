// Kernel benchmarks (layout of large panels). Run: node -r ./test/support/register.js test/bench/design.ts
import { loadNodeLayoutEngine } from '@boxify/design/node';
import { makeLargePanel } from '@boxify/design/testing';

export type DesignBenchRow = { nodes: number; firstMs: number; medianMs: number; p95Ms: number };

export async function runDesignBench(sizes = [2000, 5000], runs = 20): Promise<DesignBenchRow[]> {
  const engine = await loadNodeLayoutEngine();
  const rows: DesignBenchRow[] = [];
  for (const nodes of sizes) {
    const panel = makeLargePanel(nodes);
    let start = performance.now();
    engine.layout(panel);
    const firstMs = performance.now() - start;
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      // A fresh document each run (as after an edit): no per-document cache helps.
      const copy = { ...panel, children: [...panel.children] };
      start = performance.now();
      engine.layout(copy);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    rows.push({ nodes, firstMs, medianMs: times[Math.floor(runs / 2)], p95Ms: times[Math.floor(runs * 0.95)] });
  }
  return rows;
}

if (require.main === module) {
  void runDesignBench().then((rows) => {
    console.log('layout (Yoga + font metrics)');
    for (const r of rows) {
      console.log(
        `${String(r.nodes).padStart(6)} nodes  first ${r.firstMs.toFixed(1)} ms  median ${r.medianMs.toFixed(1)} ms  p95 ${r.p95Ms.toFixed(1)} ms`,
      );
    }
  });
}
