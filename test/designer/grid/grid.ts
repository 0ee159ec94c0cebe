// Runs the grid: draws the cases from a seed, designs each prompt, evaluates it, and reports the pass rate and
// the failures by class. `npm run grid` runs every case; the CI spec runs a random sample.
import type { LayoutEngine } from '@boxify/design/layout';
import { generateDesign } from '@boxify/designer/generate';
import { allDomains } from '@boxify/designer/domains';

import { evaluate, type Failure } from './evaluate';
import { drawBareCase } from './bare-prompts';
import { drawCase, seeded, type GridCase } from './prompts';

export const GRID_SIZE = 1000;

export type GridReport = {
  seed: number;
  cases: number;
  passed: number;
  byClass: Map<string, number>;
  failures: { c: GridCase; failures: Failure[] }[];
};

export function drawGrid(seed: number, size = GRID_SIZE): GridCase[] {
  const r = seeded(seed);
  const domains = allDomains();
  // One case in five names only the page's kind.
  return Array.from({ length: size }, () => (r.next() < 0.2 ? drawBareCase(r, domains) : drawCase(r, domains)));
}

/** Designs every case through the product's own path (generateDesign, with the panel's width) and evaluates it. */
export async function runGrid(cases: GridCase[], engine: LayoutEngine, seed: number): Promise<GridReport> {
  const byClass = new Map<string, number>();
  const failures: GridReport['failures'] = [];
  for (const c of cases) {
    const { brief, panels } = await generateDesign({ prompt: c.prompt, width: c.width });
    const found = brief ? evaluate(c, brief, panels, engine) : [{ cls: 'landing', detail: 'read as a landing page' }];
    if (found.length === 0) continue;
    failures.push({ c, failures: found });
    for (const cls of new Set(found.map((f) => f.cls))) byClass.set(cls, (byClass.get(cls) ?? 0) + 1);
  }
  return { seed, cases: cases.length, passed: cases.length - failures.length, byClass, failures };
}

export function formatReport(report: GridReport, examples = 3): string {
  const rate = ((100 * report.passed) / report.cases).toFixed(1);
  const lines = [`grid seed ${report.seed}: ${report.passed}/${report.cases} passed (${rate}%)`];
  for (const [cls, n] of [...report.byClass].sort((a, b) => b[1] - a[1])) {
    lines.push(`  ${cls}: ${n}`);
    for (const f of report.failures.filter((x) => x.failures.some((y) => y.cls === cls)).slice(0, examples)) {
      lines.push(
        `    ${f.c.prompt}  →  ${f.failures
          .filter((y) => y.cls === cls)
          .map((y) => y.detail)
          .slice(0, 3)
          .join('; ')}`,
      );
    }
  }
  return lines.join('\n');
}
