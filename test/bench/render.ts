// Renderer benchmark (issue 4): for a 2,000-node panel, the kernel's layout, the HTML export and the PNG preview,
// each the median of several runs after a warm-up. `npm run bench` prints the rows as a table.
import { performance } from 'node:perf_hooks';

import { loadNodeLayoutEngine, renderPng } from '@boxify/design/node';
import { htmlFromLayout } from '@boxify/design/render';
import { makeLargePanel } from '@boxify/design/testing';

export type RenderBenchRow = { step: string; nodes: number; runs: number; 'median ms': number; 'min ms': number };

async function measure(runs: number, fn: () => unknown): Promise<{ median: number; min: number }> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], min: times[0] };
}

export async function benchRender(
  nodes = 2000,
  runs = Number(process.env.BENCH_RENDER_RUNS ?? 5),
): Promise<RenderBenchRow[]> {
  const panel = makeLargePanel(nodes);
  const engine = await loadNodeLayoutEngine();
  const layout = engine.layout(panel);
  const row = (step: string, t: { median: number; min: number }): RenderBenchRow => ({
    step,
    nodes,
    runs,
    'median ms': Math.round(t.median * 10) / 10,
    'min ms': Math.round(t.min * 10) / 10,
  });
  return [
    row('layout (Yoga + font metrics)', await measure(runs, () => engine.layout(panel))),
    row('HTML export', await measure(runs, () => htmlFromLayout(panel, layout, { fonts: 'relative' }))),
    row('PNG preview 1× (satori + resvg)', await measure(runs, () => renderPng(panel, { layout, scale: 1 }))),
  ];
}

if (require.main === module) {
  void benchRender().then((rows) => console.table(rows));
}
