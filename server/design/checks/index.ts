import type { LayoutResult } from '@server/design/layout/types';
import type { Panel } from '@server/design/schema/panel';
import { checkContrast } from '@server/design/checks/contrast';
import { checkOffGrid } from '@server/design/checks/off-grid';
import { checkOverlaps } from '@server/design/checks/overlap';
import { checkTextOverflow } from '@server/design/checks/text-overflow';
import { checkTouchTargets } from '@server/design/checks/touch-target';
import type { Check, CheckName, Finding } from '@server/design/checks/types';
import { checkUnboundColors } from '@server/design/checks/unbound-color';

export * from '@server/design/checks/types';
export { checkContrast, isLargeText, visiblePaintColor } from '@server/design/checks/contrast';
export { checkTouchTargets, MIN_TOUCH_TARGET } from '@server/design/checks/touch-target';
export { checkTextOverflow } from '@server/design/checks/text-overflow';
export { checkOffGrid, GRID } from '@server/design/checks/off-grid';
export { checkUnboundColors, colorPaths } from '@server/design/checks/unbound-color';
export { checkOverlaps } from '@server/design/checks/overlap';

export const CHECKS: Readonly<Record<CheckName, Check>> = {
  contrast: checkContrast,
  'touch-target': checkTouchTargets,
  'text-overflow': checkTextOverflow,
  'off-grid': checkOffGrid,
  'unbound-color': checkUnboundColors,
  overlap: checkOverlaps,
};

/** Runs the named checks (all by default) over a panel and its layout. */
export function runChecks(panel: Panel, layout: LayoutResult, only?: readonly CheckName[]): Finding[] {
  const names = only ?? (Object.keys(CHECKS) as CheckName[]);
  return names.flatMap((name) => CHECKS[name](panel, layout));
}
