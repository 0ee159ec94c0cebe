import { snapToGrid } from './context';
import { unchanged, type Fix } from './types';
import type { LayoutResult } from '@boxify/design/layout';
import { setAutoLayout, updateNode, walk } from '@boxify/design/operations';
import type { Box } from '@boxify/design/operations';
import type { AutoLayout, DesignNode, FrameNode, Panel } from '@boxify/design/schema';

/** Gaps that differ by at most this much (px) are one regular gap. */
const GAP_SPREAD = 4;
/** Edges (or centres) this close share an alignment. */
const EDGE = 1.5;

type Item = { node: DesignNode; box: Box };
type Plan = { frame: FrameNode; order: DesignNode[]; layout: Partial<AutoLayout> };

const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Cross-axis alignment of items along `axis` and the paddings before/after them, or undefined if irregular. */
function crossAxis(
  starts: number[],
  ends: number[],
  size: number,
): { align: AutoLayout['align']; before: number; after: number } | undefined {
  const centres = starts.map((s, i) => (s + ends[i]) / 2);
  // Centred in the frame: centre alignment lets the items grow (a touch target) without leaving it.
  if (spread(centres) <= EDGE && Math.abs(median(centres) - size / 2) <= EDGE) {
    return { align: 'center', before: 0, after: 0 };
  }
  if (spread(starts) <= EDGE) return { align: 'start', before: Math.min(...starts), after: 0 };
  if (spread(centres) <= EDGE) {
    const c = median(centres);
    return 2 * c <= size
      ? { align: 'center', before: 0, after: size - 2 * c }
      : { align: 'center', before: 2 * c - size, after: 0 };
  }
  if (spread(ends) <= EDGE) return { align: 'end', before: 0, after: size - Math.max(...ends) };
  return undefined;
}

/** A stack along one axis: items in order with regular, non-negative gaps and a shared cross alignment. */
function stackPlan(frame: FrameNode, items: Item[], axis: 'vertical' | 'horizontal', frameBox: Box): Plan | undefined {
  const main = axis === 'vertical' ? ('y' as const) : ('x' as const);
  const cross = axis === 'vertical' ? ('x' as const) : ('y' as const);
  const mainSize = axis === 'vertical' ? ('height' as const) : ('width' as const);
  const crossSize = axis === 'vertical' ? ('width' as const) : ('height' as const);
  const sorted = [...items].sort((a, b) => a.box[main] - b.box[main]);
  const gaps: number[] = [];
  for (let i = 1; i < sorted.length; i++) {
    gaps.push(sorted[i].box[main] - (sorted[i - 1].box[main] + sorted[i - 1].box[mainSize]));
  }
  if (gaps.some((g) => g < -0.5) || spread(gaps) > GAP_SPREAD) return undefined;
  const rel = (item: Item, key: 'x' | 'y') => item.box[key] - frameBox[key];
  const alignment = crossAxis(
    sorted.map((i) => rel(i, cross)),
    sorted.map((i) => rel(i, cross) + i.box[crossSize]),
    frameBox[crossSize],
  );
  if (!alignment) return undefined;
  const last = sorted[sorted.length - 1];
  const spaceBefore = rel(sorted[0], main);
  const spaceAfter = Math.max(0, frameBox[mainSize] - (rel(last, main) + last.box[mainSize]));
  // Items pushed to the far end (a toolbar's buttons on the right) stay there: justify end, grow towards the start.
  const atEnd = spaceBefore > spaceAfter + GAP_SPREAD && spaceAfter < spaceBefore / 2;
  const mainBefore = atEnd ? 0 : snapToGrid(spaceBefore);
  const mainAfter = snapToGrid(spaceAfter);
  const before = snapToGrid(Math.max(0, alignment.before));
  const after = snapToGrid(Math.max(0, alignment.after));
  const padding: AutoLayout['padding'] =
    axis === 'vertical' ? [mainBefore, after, mainAfter, before] : [before, mainAfter, after, mainBefore];
  return {
    frame,
    order: sorted.map((i) => i.node),
    layout: {
      mode: axis,
      gap: snapToGrid(Math.max(0, median(gaps))),
      padding,
      align: alignment.align,
      justify: atEnd ? 'end' : 'start',
    },
  };
}

function planFor(frame: FrameNode, layout: LayoutResult): Plan | undefined {
  const frameBox = layout.boxes.get(frame.id);
  if (!frameBox || frame.children.length < 2) return undefined;
  // Only plain stacks: every child visible, in the flow, unrotated, with a box.
  const items: Item[] = [];
  for (const node of frame.children) {
    const box = layout.boxes.get(node.id);
    if (!node.visible || node.absolute || node.rotation % 360 !== 0 || !box) return undefined;
    items.push({ node, box });
  }
  return stackPlan(frame, items, 'vertical', frameBox) ?? stackPlan(frame, items, 'horizontal', frameBox);
}

/** Children placed freely keep their size once in a flow (`fill` would start filling). */
const fixedSize = (node: DesignNode, box: Box | undefined): DesignNode =>
  node.type === 'text' || (node.sizing.horizontal === 'fixed' && node.sizing.vertical === 'fixed')
    ? node
    : {
        ...node,
        width: box?.width ?? node.width,
        height: box?.height ?? node.height,
        sizing: { horizontal: 'fixed', vertical: 'fixed' },
      };

function convert(panel: Panel, plan: Plan, layout: LayoutResult): Panel {
  const box = layout.boxes.get(plan.frame.id)!;
  let next = updateNode(panel, plan.frame.id, (node) => ({
    ...node,
    width: box.width,
    height: box.height,
    sizing: { horizontal: 'fixed', vertical: 'fixed' },
  }));
  next = setAutoLayout(next, plan.frame.id, plan.layout);
  return updateNode(next, plan.frame.id, (node) => ({
    ...(node as FrameNode),
    children: plan.order.map((child) => fixedSize(child, layout.boxes.get(child.id))),
  }));
}

/** Frames whose free children are stacked with regular gaps become vertical or horizontal auto layout. */
export const fixStacks: Fix = {
  name: 'stacks',
  layout: true,
  changesLayout: true,
  run(panel, _context, layout) {
    const plans: Plan[] = [];
    walk(panel, (node) => {
      if (node.type === 'frame' && node.layout.mode === 'none') {
        const plan = planFor(node, layout!);
        if (plan) plans.push(plan);
      }
    });
    if (plans.length === 0) return unchanged(panel);
    let next = panel;
    for (const plan of plans) next = convert(next, plan, layout!);
    return { panel: next, changed: plans.map((p) => p.frame.id) };
  },
  describe: (n) => ({
    en: `Turned ${n} stacked groups of layers into auto layout`,
    zh: `已将 ${n} 组堆叠的图层改为自动布局`,
  }),
};
