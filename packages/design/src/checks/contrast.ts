import { blend, contrastRatio } from '../color/color';
import { textBackdrops, visiblePaintColor } from './backdrop';
import { indexPanel } from '../operations/tree';
import type { TextNode } from '../schema/node';
import type { Check, Finding } from './types';

export const AA_NORMAL = 4.5;
export const AA_LARGE = 3;

/** WCAG large text: ≥ 24 px, or ≥ 18.66 px (14 pt) bold. */
export function isLargeText(node: TextNode): boolean {
  return node.style.fontSize >= 24 || (node.style.fontSize >= 18.66 && node.style.fontWeight >= 700);
}

export { visiblePaintColor } from './backdrop';

/**
 * Text contrast below WCAG AA against what is behind it: the panel background with every earlier-painted
 * visible node whose box covers the text composited over it (an image behind the text makes it unknown: skipped).
 */
export const checkContrast: Check = (panel, layout) => {
  const { nodes } = indexPanel(panel);
  const findings: Finding[] = [];
  for (const [id, { background, opacity }] of textBackdrops(panel, layout)) {
    const node = nodes.get(id) as TextNode;
    const own = visiblePaintColor(node.fills);
    if (!own) continue;
    const foreground = blend(own.color, background, opacity);
    const ratio = contrastRatio(foreground, background);
    const required = isLargeText(node) ? AA_LARGE : AA_NORMAL;
    if (ratio + 1e-9 < required) {
      const r = ratio.toFixed(2);
      findings.push({
        check: 'contrast',
        nodeIds: [id],
        message: {
          en: `Text contrast ${r}:1 is below WCAG AA (${required}:1)`,
          zh: `文字对比度 ${r}:1 低于 WCAG AA 标准（${required}:1）`,
        },
      });
    }
  }
  return findings;
};
