import { blend, contrastRatio, parseColor, type Rgba } from '@server/design/color/color';
import { containsBox } from '@server/design/operations/geometry';
import { indexPanel } from '@server/design/operations/tree';
import type { DesignNode, TextNode } from '@server/design/schema/node';
import type { Paint } from '@server/design/schema/paint';
import type { Check, Finding } from '@server/design/checks/types';

export const AA_NORMAL = 4.5;
export const AA_LARGE = 3;

/** WCAG large text: ≥ 24 px, or ≥ 18.66 px (14 pt) bold. */
export function isLargeText(node: TextNode): boolean {
  return node.style.fontSize >= 24 || (node.style.fontSize >= 18.66 && node.style.fontWeight >= 700);
}

/** The colour a paint list shows, flattened (gradients as the mean of their stops); undefined for images. */
export function visiblePaintColor(fills: Paint[]): { color: Rgba; opaque: boolean } | undefined {
  let result: Rgba | undefined;
  let alpha = 0;
  for (const paint of fills) {
    if (!paint.visible) continue;
    if (paint.type === 'image') return undefined;
    const color =
      paint.type === 'solid' ? parseColor(paint.color) : meanColor(paint.stops.map((s) => parseColor(s.color)));
    const a = color.a * paint.opacity;
    result = result ? blend({ ...color, a }, result) : { ...color, a };
    alpha = alpha + a * (1 - alpha);
  }
  return result ? { color: { ...result, a: alpha }, opaque: alpha >= 0.999 } : undefined;
}

function meanColor(colors: Rgba[]): Rgba {
  const n = colors.length;
  return {
    r: colors.reduce((s, c) => s + c.r, 0) / n,
    g: colors.reduce((s, c) => s + c.g, 0) / n,
    b: colors.reduce((s, c) => s + c.b, 0) / n,
    a: colors.reduce((s, c) => s + c.a, 0) / n,
  };
}

/**
 * Text contrast below WCAG AA against what is behind it: the panel background with every earlier-painted
 * visible node whose box covers the text composited over it (an image behind the text makes it unknown: skipped).
 */
export const checkContrast: Check = (panel, layout) => {
  const { nodes, order, parents } = indexPanel(panel);
  const findings: Finding[] = [];
  // Effective opacity (own × ancestors') of every node, in paint order.
  const opacity = new Map<string, number>();
  const hidden = new Set<string>();
  for (const id of order) {
    const node = nodes.get(id)!;
    const parent = parents.get(id);
    const inherited = parent ? (opacity.get(parent) ?? 1) : 1;
    opacity.set(id, inherited * node.opacity);
    if (!node.visible || (parent && hidden.has(parent))) hidden.add(id);
  }
  const painted: { node: DesignNode; at: number }[] = [];
  order.forEach((id, at) => {
    const node = nodes.get(id)!;
    if (!hidden.has(id) && node.type !== 'text' && node.fills.some((f) => f.visible)) painted.push({ node, at });
  });
  order.forEach((id, at) => {
    const node = nodes.get(id)!;
    if (node.type !== 'text' || hidden.has(id) || node.characters.trim() === '') return;
    const textBox = layout.boxes.get(id);
    const own = visiblePaintColor(node.fills);
    if (!textBox || !own) return;
    let background: Rgba = parseColor(panel.background);
    let unknown = false;
    for (const { node: behind, at: paintedAt } of painted) {
      if (paintedAt >= at) break;
      const box = layout.boxes.get(behind.id);
      if (!box || !containsBox(box, textBox, 0.5)) continue;
      const paint = visiblePaintColor(behind.fills);
      const alpha = opacity.get(behind.id) ?? 1;
      if (paint && paint.opaque && alpha >= 0.999) {
        background = paint.color;
        unknown = false;
      } else if (paint) background = blend(paint.color, background, alpha);
      else unknown = true;
    }
    if (unknown) return;
    const foreground = blend(own.color, background, opacity.get(id));
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
  });
  return findings;
};
