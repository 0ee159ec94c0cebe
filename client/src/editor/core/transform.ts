import type { Operation, Box, BoxLookup } from '@boxify/design/operations';
import { indexPanel, isAncestor, parentOf, updateNodes } from '@boxify/design/operations';
import { isAutoLayoutFrame, type DesignNode } from '@boxify/design/schema';
import type { Panel } from '@boxify/design/schema';

import type { Point } from '@client/editor/core/camera';
import type { Editor } from '@client/editor/core/editor';

/** Laid out by its parent's auto layout (dragging it reorders instead of moving). */
export function inFlow(panel: Panel, id: string): boolean {
  const parent = parentOf(panel, id);
  const node = indexPanel(panel).nodes.get(id);
  return !!parent && 'type' in parent && isAutoLayoutFrame(parent) && !node?.absolute;
}

/** The deepest visible frame under a point that is not one of `moving` or inside them. */
export function frameAt(panel: Panel, boxes: BoxLookup, p: Point, moving: readonly string[]): string | null {
  const { order, nodes } = indexPanel(panel);
  for (let i = order.length - 1; i >= 0; i--) {
    const node = nodes.get(order[i])!;
    if (node.type !== 'frame' || !node.visible || node.locked) continue;
    if (moving.some((m) => m === node.id || isAncestor(panel, m, node.id))) continue;
    const b = boxes.get(node.id);
    if (b && p.x >= b.x && p.x <= b.x + b.width && p.y >= b.y && p.y <= b.y + b.height) return node.id;
  }
  return null;
}

/** Where a point falls among an auto-layout frame's children (the index to insert at). */
export function flowIndexAt(
  panel: Panel,
  boxes: BoxLookup,
  frameId: string,
  p: Point,
  exclude: readonly string[],
): number {
  const frame = indexPanel(panel).nodes.get(frameId);
  if (!frame || frame.type !== 'frame') return 0;
  const row = frame.layout.mode === 'horizontal';
  let index = 0;
  frame.children.forEach((child, i) => {
    if (exclude.includes(child.id)) return;
    const b = boxes.get(child.id);
    if (!b) return;
    const centre = row ? b.x + b.width / 2 : b.y + b.height / 2;
    if ((row ? p.x : p.y) > centre) index = i + 1;
  });
  return index;
}

/**
 * Commits a drag of the selection by (dx, dy) dropped at `drop`: free nodes move; a node dropped into another
 * frame moves into it (keeping its place on screen); in an auto-layout frame the drop point picks the position.
 */
export function commitMove(
  editor: Editor,
  ids: readonly string[],
  dx: number,
  dy: number,
  drop: Point,
  into?: string | null,
): void {
  const panel = editor.document;
  const boxes = editor.boxes();
  if (ids.length === 0) return;
  const parents = new Set(ids.map((id) => indexPanel(panel).parents.get(id) ?? null));
  const currentParent = parents.size === 1 ? [...parents][0] : undefined;
  const target = into !== undefined ? into : frameAt(panel, boxes, drop, ids);
  const ops: Operation[] = [];
  const free = ids.filter((id) => !inFlow(panel, id));
  if (free.length > 0 && (dx !== 0 || dy !== 0)) ops.push({ type: 'move', ids: free, dx, dy });
  if (currentParent !== undefined && target !== currentParent) {
    const targetNode = target === null ? undefined : indexPanel(panel).nodes.get(target);
    const index =
      targetNode && isAutoLayoutFrame(targetNode) ? flowIndexAt(panel, boxes, targetNode.id, drop, ids) : undefined;
    ids.forEach((id, i) =>
      ops.push({ type: 'reparent', id, parentId: target, index: index === undefined ? undefined : index + i }),
    );
  } else if (currentParent !== undefined && currentParent !== null && ids.length === 1 && inFlow(panel, ids[0])) {
    const index = flowIndexAt(panel, boxes, currentParent, drop, ids);
    ops.push({ type: 'reparent', id: ids[0], parentId: currentParent, index });
  }
  if (ops.length > 0) editor.apply('Move', ops);
}

/** Sets new boxes (panel coordinates) for nodes, as deltas on their stored geometry (valid under any parent). */
export function applyBoxes(panel: Panel, from: ReadonlyMap<string, Box>, to: ReadonlyMap<string, Box>): Panel {
  return updateNodes(panel, to.keys(), (node) => {
    const a = from.get(node.id)!;
    const b = to.get(node.id)!;
    const flow = inFlow(panel, node.id);
    const next: Record<string, unknown> = { ...node };
    if (!flow) {
      next.x = round(node.x + b.x - a.x);
      next.y = round(node.y + b.y - a.y);
    }
    const widthChanged = Math.abs(b.width - a.width) > 1e-6;
    const heightChanged = Math.abs(b.height - a.height) > 1e-6;
    if (widthChanged) next.width = round(b.width);
    if (heightChanged) next.height = round(b.height);
    // Resizing by hand makes that axis a fixed size (Figma), and text stops hugging in that direction.
    next.sizing = {
      horizontal: widthChanged ? 'fixed' : node.sizing.horizontal,
      vertical: heightChanged ? 'fixed' : node.sizing.vertical,
    };
    if (node.type === 'text' && (widthChanged || heightChanged)) {
      next.autoResize = heightChanged ? 'none' : node.autoResize === 'width-and-height' ? 'height' : node.autoResize;
    }
    return next as DesignNode;
  });
}

/** Scales every box from the `before` bounds to the `after` bounds (a resize of a multiple selection). */
export function scaleBoxes(boxes: ReadonlyMap<string, Box>, before: Box, after: Box): Map<string, Box> {
  const sx = after.width / Math.max(1e-6, before.width);
  const sy = after.height / Math.max(1e-6, before.height);
  const out = new Map<string, Box>();
  for (const [id, b] of boxes) {
    out.set(id, {
      x: after.x + (b.x - before.x) * sx,
      y: after.y + (b.y - before.y) * sy,
      width: Math.max(1, b.width * sx),
      height: Math.max(1, b.height * sy),
    });
  }
  return out;
}

// Sizes and positions set by hand are whole pixels (Figma).
const round = (value: number) => Math.round(value);
