import { runChecks } from '@boxify/design/checks';
import type { DesignerStep, OptimiseRequest, OptimiseResult } from '../contract';
import { designContext } from './context';
import { optimiseCost } from '../cost';
import { fixAlignment } from './fix-alignment';
import { inkContrasts } from './color-roles';
import { fixUnboundColors } from './fix-colors';
import { fixContrast } from './fix-contrast';
import { fixSpacing } from './fix-spacing';
import { fixStacks } from './fix-stacks';
import { fixTextOverflow } from './fix-text-overflow';
import { fixTouchTargets } from './fix-touch-targets';
import { fixTypeScale } from './fix-type-scale';
import { keepContrast } from './keep-contrast';
import { describeChanges, panelChanges } from './report';
import type { Fix } from './types';
import type { LayoutEngine, LayoutResult } from '@boxify/design/layout';
import { sharedLayoutEngine } from '@boxify/design/node';
import type { Panel } from '@boxify/design/schema';

export { OPTIMISE_COST_TABLE, optimiseCost } from '../cost';
export { designContext, type DesignContext } from './context';
export { fixTextContrast, accessibleTextColor, withFillColor } from './fix-contrast';
export { textBackdrops } from '@boxify/design/checks';
export { describeChanges, panelChanges, type OptimiseChange } from './report';
export { inkContrasts } from './color-roles';

/**
 * The fixes in the order they run. Structure first (aligned edges, stacks → auto layout), then numbers (grid,
 * type scale), then what depends on the final boxes (text overflow, touch targets), colours last so that contrast
 * is judged on the final layout and the bound colours.
 */
export const OPTIMISE_FIXES: readonly Fix[] = [
  fixAlignment,
  fixStacks,
  fixSpacing,
  fixTypeScale,
  fixTextOverflow,
  fixTouchTargets,
  fixUnboundColors,
  fixContrast,
];

// A fix can uncover work for an earlier one (a grown button's padding off the grid): run the list again until
// nothing changes, at most this many times.
const MAX_PASSES = 4;

export type OptimiseOptions = { engine?: LayoutEngine; signal?: AbortSignal };

/** One-click optimise: run the checks, fix what they find, run them again. */
export async function optimiseDesign(
  request: OptimiseRequest,
  onStep?: (step: DesignerStep) => void,
  options: OptimiseOptions = {},
): Promise<OptimiseResult> {
  const engine = options.engine ?? (await sharedLayoutEngine());
  const context = designContext(request.library);
  onStep?.({ kind: 'thinking', text: { en: 'Checking the panel', zh: '正在检查页面' } });
  let panel: Panel = request.panel;
  let layout: LayoutResult | undefined = engine.layout(panel);
  const before = runChecks(panel, layout);
  const contrastBefore = inkContrasts(panel, layout);
  const fixedBy = new Map<Fix, Set<string>>();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let changedThisPass = false;
    for (const fix of OPTIMISE_FIXES) {
      options.signal?.throwIfAborted();
      if (fix.layout && !layout) layout = engine.layout(panel);
      const outcome = fix.run(panel, context, layout);
      if (outcome.panel === panel) continue;
      panel = outcome.panel;
      if (fix.changesLayout) layout = undefined;
      changedThisPass = true;
      const ids = fixedBy.get(fix) ?? new Set<string>();
      outcome.changed.forEach((id) => ids.add(id));
      fixedBy.set(fix, ids);
    }
    if (!changedThisPass) break;
  }
  for (const fix of OPTIMISE_FIXES) {
    const ids = fixedBy.get(fix);
    if (ids) onStep?.({ kind: 'section', text: fix.describe(ids.size) });
  }
  layout ??= engine.layout(panel);
  // No text or icon ends with less contrast than it had (a fix moved it onto another backdrop).
  const kept = keepContrast(panel, contrastBefore, inkContrasts(panel, layout), layout, context);
  panel = kept.panel;
  const after = runChecks(panel, layout);
  const fixed = fixedBy.size > 0 || kept.changed.length > 0;
  const changes = fixed ? panelChanges(request.panel, panel) : [];
  if (changes.length > 0) onStep?.({ kind: 'section', text: describeChanges(changes) });
  onStep?.({
    kind: 'done',
    text: fixed
      ? {
          en: `Optimised: ${before.length} findings before, ${after.length} after`,
          zh: `优化完成：优化前 ${before.length} 个问题，优化后 ${after.length} 个`,
        }
      : { en: 'Nothing to optimise: the panel already passes', zh: '无需优化：页面已通过检查' },
  });
  return {
    panel: fixed ? panel : request.panel,
    before,
    after,
    changes,
    cost: optimiseCost(request.panel, fixed),
  };
}
