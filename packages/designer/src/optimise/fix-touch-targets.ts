import { checkTouchTargets, MIN_TOUCH_TARGET, GRID } from '@boxify/design/checks';
import { snapToGrid } from './context';
import { unchanged, type Fix } from './types';
import { effectiveSizing } from '@boxify/design/layout';
import type { Box } from '@boxify/design/operations';
import { indexPanel, updateNodes } from '@boxify/design/operations';
import { isAutoLayoutFrame, type DesignNode, type FrameNode, type TextNode } from '@boxify/design/schema';

/** A circle or a pill (radius at half the short side) stays one when it grows. */
function keepRound(node: DesignNode, before: Box, width: number, height: number): DesignNode['radius'] {
  const short = Math.min(before.width, before.height);
  const round = typeof node.radius === 'number' && node.radius < 999 && node.radius >= short / 2 - 0.5;
  return round ? Math.min(width, height) / 2 : node.radius;
}

/** The smallest size on the grid that reaches the minimum touch target. */
const targetSize = (size: number) => Math.ceil(Math.max(MIN_TOUCH_TARGET, size) / GRID) * GRID;
/** Padding to add on each side so that `missing` px are gained, on the grid. */
const padStep = (missing: number) => Math.ceil(missing / 2 / GRID) * GRID;

type Grow = { node: DesignNode; box: Box; inFlow: boolean; freelyPlaced: boolean };

/** An auto-layout frame grows by its padding where it hugs, by its size where it is fixed. */
function growFrame({ node, box, inFlow }: Grow): DesignNode {
  const frame = node as FrameNode;
  const sizing = effectiveSizing(frame, inFlow);
  const padding = [...frame.layout.padding] as FrameNode['layout']['padding'];
  let { width, height } = frame;
  const dw = MIN_TOUCH_TARGET - box.width;
  const dh = MIN_TOUCH_TARGET - box.height;
  if (dw > 0 && sizing.horizontal === 'hug') {
    padding[1] += padStep(dw);
    padding[3] += padStep(dw);
  } else if (dw > 0 && sizing.horizontal === 'fixed') width = targetSize(box.width);
  if (dh > 0 && sizing.vertical === 'hug') {
    padding[0] += padStep(dh);
    padding[2] += padStep(dh);
  } else if (dh > 0 && sizing.vertical === 'fixed') height = targetSize(box.height);
  const grownWidth =
    sizing.horizontal === 'hug'
      ? box.width + padding[1] + padding[3] - frame.layout.padding[1] - frame.layout.padding[3]
      : width;
  const grownHeight =
    sizing.vertical === 'hug'
      ? box.height + padding[0] + padding[2] - frame.layout.padding[0] - frame.layout.padding[2]
      : height;
  const radius = keepRound(frame, box, grownWidth, grownHeight);
  return { ...frame, width, height, radius, layout: { ...frame.layout, padding } };
}

/** A link or label text grows its line height (glyphs stay centred in the line) and, if narrow, its width. */
function growText({ node, box }: Grow): DesignNode {
  const text = node as TextNode;
  let next: TextNode = text;
  if (box.height < MIN_TOUCH_TARGET) {
    next =
      text.autoResize === 'none'
        ? { ...next, height: targetSize(box.height), style: { ...next.style, verticalAlign: 'middle' } }
        : { ...next, style: { ...next.style, lineHeight: MIN_TOUCH_TARGET } };
  }
  if (box.width < MIN_TOUCH_TARGET && text.sizing.horizontal !== 'fill') {
    next = { ...next, width: targetSize(box.width), autoResize: next.autoResize === 'none' ? 'none' : 'height' };
  }
  return next;
}

/** Any other node (a fixed frame, an icon, a shape) grows its size; placed freely, it keeps its centre. */
function growShape({ node, box, freelyPlaced }: Grow): DesignNode {
  const width = box.width < MIN_TOUCH_TARGET ? targetSize(box.width) : node.width;
  const height = box.height < MIN_TOUCH_TARGET ? targetSize(box.height) : node.height;
  const dx = snapToGrid((width - node.width) / 2);
  const dy = snapToGrid((height - node.height) / 2);
  let next: DesignNode = { ...node, width, height, radius: keepRound(node, box, width, height) };
  if (freelyPlaced) next = { ...next, x: node.x - dx, y: node.y - dy };
  // A frame without auto layout keeps its content where it was relative to its centre.
  if (next.type === 'frame') {
    next = { ...next, children: next.children.map((c) => ({ ...c, x: c.x + dx, y: c.y + dy })) };
  }
  return next;
}

/** Buttons, links and inputs smaller than 44 × 44 grow by their padding or size; neighbours are never moved. */
export const fixTouchTargets: Fix = {
  name: 'touch-target',
  layout: true,
  changesLayout: true,
  run(panel, _context, layout) {
    const findings = checkTouchTargets(panel, layout!);
    if (findings.length === 0) return unchanged(panel);
    const { nodes, parents } = indexPanel(panel);
    const plans = new Map<string, Grow>();
    for (const finding of findings) {
      const node = nodes.get(finding.nodeIds[0]);
      const box = layout!.boxes.get(finding.nodeIds[0]);
      if (!node || !box) continue;
      const parentId = parents.get(node.id);
      const parent = parentId ? nodes.get(parentId) : undefined;
      const inFlow = isAutoLayoutFrame(parent) && !node.absolute;
      const freelyPlaced = !inFlow && parent?.type !== 'group';
      plans.set(node.id, { node, box, inFlow, freelyPlaced });
    }
    const next = updateNodes(panel, plans.keys(), (node) => {
      const plan = plans.get(node.id)!;
      if (isAutoLayoutFrame(node)) return growFrame(plan);
      if (node.type === 'text') return growText(plan);
      return growShape(plan);
    });
    return { panel: next, changed: [...plans.keys()] };
  },
  describe: (n) => ({
    en: `Grew ${n} buttons, links and inputs to at least 44×44 px`,
    zh: `已将 ${n} 个按钮、链接和输入框的触控区域扩大到至少 44×44 px`,
  }),
};
