import { onGrid, snapToGrid } from './context';
import { unchanged, type Fix } from './types';
import { indexPanel, updateNodes } from '@boxify/design/operations';
import type { DesignNode, FrameNode } from '@boxify/design/schema';

// Sizes below this are hairlines and dots (dividers, badges): rounding them would change what they are.
const MIN_SNAPPED_SIZE = 8;
const SIZED_TYPES = new Set(['frame', 'rect', 'image']);

function snapLayout(frame: FrameNode): FrameNode {
  const l = frame.layout;
  const bound = (path: string) => frame.tokens?.[path] !== undefined;
  const gap = bound('layout.gap') ? l.gap : snapToGrid(l.gap);
  const wrapGap = l.wrapGap === undefined || bound('layout.wrapGap') ? l.wrapGap : snapToGrid(l.wrapGap);
  const padding = l.padding.map((p, i) => (bound(`layout.padding.${i}`) ? p : snapToGrid(p))) as typeof l.padding;
  if (gap === l.gap && wrapGap === l.wrapGap && padding.every((p, i) => p === l.padding[i])) return frame;
  const layout = { ...l, gap, padding };
  if (wrapGap !== undefined) layout.wrapGap = wrapGap;
  return { ...frame, layout };
}

function snapPlacement(node: DesignNode): DesignNode {
  const x = snapToGrid(node.x);
  const y = snapToGrid(node.y);
  let { width, height } = node;
  if (SIZED_TYPES.has(node.type)) {
    if (node.sizing.horizontal === 'fixed' && width >= MIN_SNAPPED_SIZE) width = snapToGrid(width);
    if (node.sizing.vertical === 'fixed' && height >= MIN_SNAPPED_SIZE) height = snapToGrid(height);
  }
  if (x === node.x && y === node.y && width === node.width && height === node.height) return node;
  return { ...node, x, y, width, height };
}

/** Gaps and paddings of auto layout, and the positions and sizes of freely placed nodes, to the 4 px grid. */
export const fixSpacing: Fix = {
  name: 'spacing',
  layout: false,
  changesLayout: true,
  run(panel) {
    const { nodes, parents } = indexPanel(panel);
    const targets: string[] = [];
    const freely = (node: DesignNode) => {
      const parentId = parents.get(node.id);
      const parent = parentId ? nodes.get(parentId) : undefined;
      return parent?.type === 'frame' && (parent.layout.mode === 'none' || node.absolute) && node.visible;
    };
    const fix = (node: DesignNode): DesignNode => {
      let next = node.type === 'frame' && node.layout.mode !== 'none' ? snapLayout(node) : node;
      if (freely(node)) next = snapPlacement(next);
      return next;
    };
    for (const node of nodes.values()) {
      const l = node.type === 'frame' && node.layout.mode !== 'none' ? node.layout : undefined;
      const layoutOff = l && (![l.gap, ...l.padding].every(onGrid) || (l.wrapGap !== undefined && !onGrid(l.wrapGap)));
      if (layoutOff || (freely(node) && fix(node) !== node)) targets.push(node.id);
    }
    if (targets.length === 0) return unchanged(panel);
    const changed: string[] = [];
    const next = updateNodes(panel, targets, (node) => {
      const fixed = fix(node);
      if (fixed !== node) changed.push(node.id);
      return fixed;
    });
    return changed.length === 0 ? unchanged(panel) : { panel: next, changed };
  },
  describe: (n) => ({
    en: `Snapped the spacing of ${n} layers to the 4/8 px grid`,
    zh: `已将 ${n} 个图层的间距对齐到 4/8 px 网格`,
  }),
};
