import { indexPanel } from '../operations/tree';
import { isTouchPlatform, platformOfWidth } from '../platform';
import type { Check, Finding } from './types';

export const MIN_TOUCH_TARGET = 44;
const INTERACTIVE_ROLES = new Set(['button', 'link', 'input']);

/** On phone and tablet panels (narrower than 1024 px), buttons, links and inputs smaller than 44 × 44 px. */
export const checkTouchTargets: Check = (panel, layout) => {
  // Tablets are touch screens too: Apple's and Google's 44/48 px minimums hold there as on phones.
  if (!isTouchPlatform(platformOfWidth(panel.width))) return [];
  const findings: Finding[] = [];
  for (const node of indexPanel(panel).nodes.values()) {
    if (!node.visible || !node.role || !INTERACTIVE_ROLES.has(node.role)) continue;
    const box = layout.boxes.get(node.id);
    if (!box || (box.width >= MIN_TOUCH_TARGET && box.height >= MIN_TOUCH_TARGET)) continue;
    const size = `${Math.round(box.width)}×${Math.round(box.height)}`;
    findings.push({
      check: 'touch-target',
      nodeIds: [node.id],
      message: {
        en: `Touch target ${size} px is smaller than ${MIN_TOUCH_TARGET}×${MIN_TOUCH_TARGET} px`,
        zh: `触控区域 ${size} px 小于 ${MIN_TOUCH_TARGET}×${MIN_TOUCH_TARGET} px`,
      },
    });
  }
  return findings;
};
