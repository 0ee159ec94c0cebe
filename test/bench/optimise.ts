// One-click optimise on a large panel. Run: node -r ./test/support/register.js test/bench/optimise.ts
import { optimiseDesign } from '@boxify/designer/optimise';
import { loadNodeLayoutEngine } from '@boxify/design/node';
import { makeLargePanel } from '@boxify/design/testing';

export type OptimiseBenchRow = {
  nodes: number;
  runs: number;
  p50Ms: number;
  p95Ms: number;
  findingsBefore: number;
  findingsAfter: number;
};

export async function runOptimiseBench(nodes = 2000, runs = 10): Promise<OptimiseBenchRow> {
  const engine = await loadNodeLayoutEngine();
  const panel = makeLargePanel(nodes);
  // A warm-up run (fonts shaped, code compiled) that also gives the findings.
  const first = await optimiseDesign({ panel }, undefined, { engine });
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    // A fresh document each run: no per-document index or layout cache helps.
    const copy = { ...panel, children: [...panel.children] };
    const start = performance.now();
    await optimiseDesign({ panel: copy }, undefined, { engine });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))];
  return {
    nodes,
    runs,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    findingsBefore: first.before.length,
    findingsAfter: first.after.length,
  };
}

if (require.main === module) {
  void runOptimiseBench().then((r) => {
    console.log(
      `optimise ${r.nodes} nodes (${r.runs} runs): p50 ${r.p50Ms.toFixed(0)} ms  p95 ${r.p95Ms.toFixed(0)} ms  ` +
        `findings ${r.findingsBefore} → ${r.findingsAfter}`,
    );
  });
}
