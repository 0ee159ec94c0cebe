// Server time of the built-in designer's generation, brief included (reading the prompt, composing, laying out),
// median and p95: a landing page, desktop pages composed from a brief, and a mobile Chinese page.
// Run: node -r ./test/support/register.js test/bench/designer.ts
import { generateDesign } from '@boxify/designer/generate';
import { sharedLayoutEngine } from '@boxify/design/node';
import type { DesignNode } from '@boxify/design/schema';

export type DesignerBenchRow = {
  prompt: string;
  panels: number;
  nodes: number;
  firstMs: number;
  p50Ms: number;
  p95Ms: number;
};

const PROMPTS = [
  'A landing page for a fitness app called FitPulse with a hero, features, testimonials, pricing and FAQ',
  'Analytics dashboard for an online store with stats, charts and a data table',
  'Dashboard for Voltfield, a solar farm operator, desktop, showing energy produced per day as a bar chart, panel uptime and a table of faulty inverters with site, fault and time',
  'Product list page for Spokeline, a bicycle shop, desktop web, with filters for road, gravel and e-bikes, a sort menu and 9 bikes as cards with price and frame size',
  '手机端商城首页，名为优选，包含轮播和商品',
];

const countNodes = (nodes: DesignNode[]): number =>
  nodes.reduce(
    (n, node) => n + 1 + (node.type === 'frame' || node.type === 'group' ? countNodes(node.children) : 0),
    0,
  );

export async function runDesignerBench(runs = 30): Promise<DesignerBenchRow[]> {
  await sharedLayoutEngine(); // fonts load once per process, like the server after start-up
  const rows: DesignerBenchRow[] = [];
  for (const prompt of PROMPTS) {
    let start = performance.now();
    const first = await generateDesign({ prompt });
    const firstMs = performance.now() - start;
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      start = performance.now();
      await generateDesign({ prompt, seed: `run-${i}` });
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    rows.push({
      prompt,
      panels: first.panels.length,
      nodes: countNodes(first.panels.flatMap((p) => p.children)),
      firstMs,
      p50Ms: times[Math.floor(runs / 2)],
      p95Ms: times[Math.min(runs - 1, Math.floor(runs * 0.95))],
    });
  }
  return rows;
}

if (require.main === module) {
  void runDesignerBench().then((rows) => {
    console.log('generateDesign (server time, fonts loaded)');
    for (const r of rows) {
      console.log(
        `${r.prompt.slice(0, 60).padEnd(60)}  ${r.nodes} nodes  first ${r.firstMs.toFixed(0)} ms  p50 ${r.p50Ms.toFixed(0)} ms  p95 ${r.p95Ms.toFixed(0)} ms`,
      );
    }
  });
}
