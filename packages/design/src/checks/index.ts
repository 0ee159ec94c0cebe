import type { LayoutResult } from '../layout/types';
import type { Panel } from '../schema/panel';
import { checkContrast } from './contrast';
import { checkOffGrid } from './off-grid';
import { checkClippedText, checkCollapsedFrames, checkOutsidePanel } from './layout-sanity';
import { checkOverlaps } from './overlap';
import { checkTextOverflow } from './text-overflow';
import { checkTouchTargets } from './touch-target';
import type { Check, CheckName, Finding } from './types';
import { checkUnboundColors } from './unbound-color';

export * from './types';
export { AA_LARGE, AA_NORMAL, checkContrast, isLargeText, visiblePaintColor } from './contrast';
export { textBackdrops, type Backdrop } from './backdrop';
export { checkTouchTargets, MIN_TOUCH_TARGET } from './touch-target';
export { checkTextOverflow } from './text-overflow';
export { checkOffGrid, GRID } from './off-grid';
export { checkUnboundColors, colorPaths } from './unbound-color';
export { checkOverlaps } from './overlap';
export { checkClippedText, checkCollapsedFrames, checkOutsidePanel } from './layout-sanity';

export const CHECKS: Readonly<Record<CheckName, Check>> = {
  contrast: checkContrast,
  'touch-target': checkTouchTargets,
  'text-overflow': checkTextOverflow,
  'off-grid': checkOffGrid,
  'unbound-color': checkUnboundColors,
  overlap: checkOverlaps,
  'collapsed-frame': checkCollapsedFrames,
  'clipped-text': checkClippedText,
  'outside-panel': checkOutsidePanel,
};

/** Runs the named checks (all by default) over a panel and its layout. */
export function runChecks(panel: Panel, layout: LayoutResult, only?: readonly CheckName[]): Finding[] {
  const names = only ?? (Object.keys(CHECKS) as CheckName[]);
  return names.flatMap((name) => CHECKS[name](panel, layout));
}
