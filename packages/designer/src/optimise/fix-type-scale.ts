import { MIN_TOUCH_TARGET } from '@boxify/design/checks';
import type { TypeStep } from './context';
import { unchanged, type Fix } from './types';
import { indexPanel, updateNodes, type NodeIndex } from '@boxify/design/operations';
import type { LayoutResult } from '@boxify/design/layout';
import type { TextNode } from '@boxify/design/schema';

const INTERACTIVE = new Set(['button', 'link', 'input']);

/** The scale step for a font size: the nearest size (the larger on a tie), then the nearest weight. */
export function nearestTypeStep(scale: readonly TypeStep[], size: number, weight: number): TypeStep | undefined {
  let best: TypeStep | undefined;
  for (const step of scale) {
    if (!best) {
      best = step;
      continue;
    }
    const d = Math.abs(step.size - size) - Math.abs(best.size - size);
    if (d < -1e-9 || (Math.abs(d) < 1e-9 && step.size > best.size)) best = step;
    else if (step.size === best.size && Math.abs(step.weight - weight) < Math.abs(best.weight - weight)) best = step;
  }
  return best;
}

function snapText(text: TextNode, scale: readonly TypeStep[]): TextNode {
  if (text.tokens?.['style.fontSize']) return text;
  const step = nearestTypeStep(scale, text.style.fontSize, text.style.fontWeight);
  if (!step) return text;
  let lineHeight = text.style.lineHeight;
  // A link's line height raised to a touch target is not a typographic choice: keep it.
  const touchGrown = INTERACTIVE.has(text.role ?? '') && lineHeight !== 'auto' && lineHeight >= MIN_TOUCH_TARGET;
  if (lineHeight !== 'auto' && !touchGrown && !text.tokens?.['style.lineHeight']) lineHeight = step.lineHeight;
  if (step.size === text.style.fontSize && lineHeight === text.style.lineHeight) return text;
  return { ...text, style: { ...text.style, fontSize: step.size, lineHeight } };
}

/**
 * Whether a single-line text, grown to `next` and still hugging its width, stays inside a parent that cannot grow
 * with it: a scale step must never push a label out of its chip or button.
 */
function fitsParent(text: TextNode, next: TextNode, index: NodeIndex, layout: LayoutResult): boolean {
  if (next.style.fontSize <= text.style.fontSize || text.autoResize !== 'width-and-height') return true;
  const parent = index.nodes.get(index.parents.get(text.id) ?? '');
  const box = layout.boxes.get(text.id);
  const parentBox = parent && layout.boxes.get(parent.id);
  if (!parent || parent.type !== 'frame' || !box || !parentBox || parent.sizing.horizontal === 'hug') return true;
  const [, right, , left] = parent.layout.padding;
  const growth = box.width * (next.style.fontSize / text.style.fontSize - 1);
  let room = parentBox.x + parentBox.width - right - (box.x + box.width);
  if (parent.layout.mode === 'horizontal') {
    const flow = parent.children.filter((c) => c.visible && !c.absolute);
    const used = flow.reduce((sum, c) => sum + (layout.boxes.get(c.id)?.width ?? 0), 0);
    room = parentBox.width - left - right - used - parent.layout.gap * Math.max(0, flow.length - 1);
  }
  return growth <= room + 0.5;
}

/** Font sizes to the library's typography scale, and numeric line heights to the scale's line height. */
export const fixTypeScale: Fix = {
  name: 'type-scale',
  layout: true,
  changesLayout: true,
  run(panel, context, layout) {
    if (context.typeScale.length === 0) return unchanged(panel);
    const index = indexPanel(panel);
    const targets = [...index.nodes.values()]
      .filter((n): n is TextNode => n.type === 'text' && n.visible)
      .filter((n) => {
        const next = snapText(n, context.typeScale);
        return next !== n && fitsParent(n, next, index, layout!);
      })
      .map((n) => n.id);
    if (targets.length === 0) return unchanged(panel);
    return {
      panel: updateNodes(panel, targets, (n) => snapText(n as TextNode, context.typeScale)),
      changed: targets,
    };
  },
  describe: (n) => ({
    en: `Snapped ${n} texts to the library's type scale`,
    zh: `已将 ${n} 段文字的字号和行高对齐到设计库的字阶`,
  }),
};
