import { indexPanel } from '../operations/tree';
import type { Check, Finding } from './types';

const TOLERANCE = 0.5;

/** Text whose laid-out lines are taller or wider than its box (a fixed box too small for its characters). */
export const checkTextOverflow: Check = (panel, layout) => {
  const findings: Finding[] = [];
  for (const node of indexPanel(panel).nodes.values()) {
    if (node.type !== 'text' || !node.visible) continue;
    const box = layout.boxes.get(node.id);
    const text = layout.text.get(node.id);
    if (!box || !text) continue;
    const tall = text.height > box.height + TOLERANCE;
    const wide = text.width > box.width + TOLERANCE;
    if (!tall && !wide) continue;
    findings.push({
      check: 'text-overflow',
      nodeIds: [node.id],
      message: {
        en: `Text overflows its box (${Math.ceil(text.width)}×${Math.ceil(text.height)} in ${Math.round(box.width)}×${Math.round(box.height)})`,
        zh: `文字超出文本框（${Math.ceil(text.width)}×${Math.ceil(text.height)}，文本框 ${Math.round(box.width)}×${Math.round(box.height)}）`,
      },
    });
  }
  return findings;
};
