// Runs the edit grid: designs from the generation grid's prompts (generateDesign), a selected layer of each and an
// instruction of 1–3 parts about it, applied through editDesign; then optimise over every design. Reports the pass
// rate and the failures by class. `npm run grid:edits` runs every case; the CI spec runs a sample.
import { contrastRatio, blend } from '@boxify/design/color';
import { textBackdrops, visiblePaintColor } from '@boxify/design/checks';
import type { LayoutEngine } from '@boxify/design/layout';
import { indexPanel } from '@boxify/design/operations';
import type { Panel } from '@boxify/design/schema';
import { editDesign } from '@boxify/designer/edit';
import { generateDesign } from '@boxify/designer/generate';
import { optimiseDesign } from '@boxify/designer/optimise';
import { allDomains } from '@boxify/designer/domains';

import { drawCase, seeded } from '../grid/prompts';
import { evaluateEdit, type Failure } from './evaluate';
import { drawEditCase, type EditCase } from './instructions';

export const EDIT_GRID_SIZE = 300;
// Each design carries this many instructions (fewer designs to generate, the same variety of edits).
const PER_DESIGN = 3;

export type EditGridReport = {
  seed: number;
  cases: number;
  passed: number;
  byClass: Map<string, number>;
  failures: { c: EditCase; failures: Failure[] }[];
  designs: number;
  optimise: { designs: number; passed: number; failures: { prompt: string; detail: string }[] };
};

/** Every text's contrast with what is behind it, as the kernel's contrast check measures it. */
function textContrasts(panel: Panel, engine: LayoutEngine): Map<string, number> {
  const { nodes } = indexPanel(panel);
  const out = new Map<string, number>();
  for (const [id, on] of textBackdrops(panel, engine.layout(panel))) {
    const paint = visiblePaintColor(nodes.get(id)!.fills);
    if (paint) out.set(id, contrastRatio(blend(paint.color, on.background, on.opacity), on.background));
  }
  return out;
}

const countBy = (findings: { check: string }[]) => {
  const m = new Map<string, number>();
  for (const f of findings) m.set(f.check, (m.get(f.check) ?? 0) + 1);
  return m;
};

/** Optimise over one design: no check with more findings after than before, no text with lower contrast. */
async function optimiseFailures(panel: Panel, engine: LayoutEngine): Promise<string[]> {
  const result = await optimiseDesign({ panel }, undefined, { engine });
  const out: string[] = [];
  const before = countBy(result.before);
  for (const [check, n] of countBy(result.after))
    if (n > (before.get(check) ?? 0)) out.push(`${check} ${before.get(check) ?? 0} → ${n}`);
  const was = textContrasts(panel, engine);
  const now = textContrasts(result.panel, engine);
  for (const [id, ratio] of was) {
    const after = now.get(id);
    if (after !== undefined && after < ratio - 1e-3)
      out.push(`text ${id} contrast ${ratio.toFixed(2)} → ${after.toFixed(2)}`);
  }
  return out;
}

export async function runEditGrid(seed: number, size: number, engine: LayoutEngine): Promise<EditGridReport> {
  const r = seeded(seed);
  const domains = allDomains();
  const byClass = new Map<string, number>();
  const failures: EditGridReport['failures'] = [];
  const optimise: EditGridReport['optimise'] = { designs: 0, passed: 0, failures: [] };
  let cases = 0;
  let designs = 0;
  while (cases < size) {
    const prompt = drawCase(r, domains);
    const { panels } = await generateDesign({ prompt: prompt.prompt, width: prompt.width });
    const panel = panels[0];
    if (!panel) continue;
    designs++;
    const edited: [string, Panel][] = [];
    for (let i = 0; i < PER_DESIGN && cases < size; i++) {
      const c = drawEditCase(r, panel);
      if (!c) break;
      cases++;
      const result = await editDesign({ prompt: c.instruction, panel, selection: [c.nodeId] }, undefined, { engine });
      if (result.changed.length > 0) edited.push([`${prompt.prompt} + ${c.instruction}`, result.panel]);
      const found = evaluateEdit(c, panel, result.panel);
      if (found.length === 0) continue;
      failures.push({ c, failures: found });
      for (const cls of new Set(found.map((f) => f.cls))) byClass.set(cls, (byClass.get(cls) ?? 0) + 1);
    }
    // Optimise over the design as generated and as the user left it after each edit (off-library colours).
    for (const [label, subject] of [[prompt.prompt, panel], ...edited] as const) {
      optimise.designs++;
      const wrong = await optimiseFailures(subject, engine);
      if (wrong.length === 0) optimise.passed++;
      else optimise.failures.push({ prompt: label, detail: wrong.slice(0, 3).join('; ') });
    }
  }
  return { seed, cases, passed: cases - failures.length, byClass, failures, designs, optimise };
}

export function formatEditReport(report: EditGridReport, examples = 3): string {
  const rate = ((100 * report.passed) / report.cases).toFixed(1);
  const lines = [
    `edit grid seed ${report.seed}: ${report.passed}/${report.cases} edits passed (${rate}%) on ${report.designs} designs`,
  ];
  for (const [cls, n] of [...report.byClass].sort((a, b) => b[1] - a[1])) {
    lines.push(`  ${cls}: ${n}`);
    for (const f of report.failures.filter((x) => x.failures.some((y) => y.cls === cls)).slice(0, examples)) {
      const details = f.failures
        .filter((y) => y.cls === cls)
        .map((y) => y.detail)
        .slice(0, 3)
        .join('; ');
      lines.push(`    [${f.c.selected}] ${f.c.instruction}  →  ${details}`);
    }
  }
  const o = report.optimise;
  lines.push(
    `optimise: ${o.passed}/${o.designs} designs (as generated and as edited) with no check worse and no text with lower contrast`,
  );
  for (const f of o.failures.slice(0, examples)) lines.push(`    ${f.prompt}  →  ${f.detail}`);
  return lines.join('\n');
}
