import type { Box, BoxLookup } from '@boxify/design/operations';
import { indexPanel, isAncestor } from '@boxify/design/operations';
import { isAutoLayoutFrame, type Panel } from '@boxify/design/schema';

import type { Point } from '@client/editor/core/camera';
import { flowIndexAt, inFlow } from '@client/editor/core/transform';

/** How long the pointer stays inside another frame before a reorder drops into it. */
export const DROP_DWELL_MS = 600;

/** Where a dragged selection would land: its frame (null: the panel) and, in auto layout, the insertion line. */
export type DropTarget = { frame: string | null; line: Box | null };

export type DwellState = { candidate: string | null; since: number };

/**
 * The frame a drag drops into. While reordering inside auto layout, another frame under the pointer (a
 * neighbour's image frame) takes the drop only after the pointer has stayed inside it DROP_DWELL_MS; until then
 * the layer stays in its own frame and the line shows where it goes.
 */
/** What a drag needs to find its drop target on every move, worked out once when it starts. */
export type DragContext = {
  /** The dragged layers' own frame (null: the panel), when they share one. */
  own: string | null;
  /** Reordering in auto layout: the layers are laid out by their frame. */
  reordering: boolean;
  /** The frames a drop can go into, topmost first, with their boxes. */
  frames: { id: string; box: Box }[];
  ownBox: Box | undefined;
};

export function dragContext(panel: Panel, boxes: BoxLookup, ids: readonly string[]): DragContext {
  const { parents, order, nodes } = indexPanel(panel);
  const own = ids.length > 0 ? (parents.get(ids[0]) ?? null) : null;
  const reordering = own !== null && ids.every((id) => (parents.get(id) ?? null) === own && inFlow(panel, id));
  const moving = movingSubtrees(panel, ids);
  const frames: { id: string; box: Box }[] = [];
  for (let i = order.length - 1; i >= 0; i--) {
    const node = nodes.get(order[i])!;
    if (node.type !== 'frame' || !node.visible || node.locked || moving.has(node.id)) continue;
    const box = boxes.get(node.id);
    if (box) frames.push({ id: node.id, box });
  }
  return { own, reordering, frames, ownBox: own === null ? undefined : boxes.get(own) };
}

/**
 * The frame a drag drops into. While reordering inside auto layout, another frame under the pointer (a
 * neighbour's image frame) takes the drop only after the pointer has stayed inside it DROP_DWELL_MS; until then
 * the layer stays in its own frame and the line shows where it goes.
 */
export function dropTargetAt(
  panel: Panel,
  boxes: BoxLookup,
  ids: readonly string[],
  p: Point,
  dwell: DwellState,
  now: number,
  context: DragContext,
): { target: DropTarget; dwell: DwellState } {
  const candidate = context.frames.find((f) => contains(f.box, p))?.id ?? null;
  const next = candidate === dwell.candidate ? dwell : { candidate, since: now };
  const { own, reordering, ownBox } = context;
  const intoOther = reordering && candidate !== own && (candidate === null || !isAncestor(panel, candidate, own ?? ''));
  const insideOwn = !!ownBox && contains(ownBox, p);
  const frame = intoOther && insideOwn && now - next.since < DROP_DWELL_MS ? own : candidate;
  return { target: { frame, line: insertionLine(panel, boxes, frame, ids, p) }, dwell: next };
}

/** The line between the children of an auto-layout frame where the dragged layers would go. */
export function insertionLine(
  panel: Panel,
  boxes: BoxLookup,
  frameId: string | null,
  ids: readonly string[],
  p: Point,
): Box | null {
  const frame = frameId === null ? undefined : indexPanel(panel).nodes.get(frameId);
  const frameBox = frameId === null ? undefined : boxes.get(frameId);
  if (!frame || !frameBox || !isAutoLayoutFrame(frame) || frame.type !== 'frame') return null;
  const row = frame.layout.mode === 'horizontal';
  const index = flowIndexAt(panel, boxes, frame.id, p, ids);
  const kids = frame.children
    .map((child, i) => ({ i, box: ids.includes(child.id) ? undefined : boxes.get(child.id) }))
    .filter((k): k is { i: number; box: Box } => !!k.box);
  const prev = [...kids].reverse().find((k) => k.i < index)?.box;
  const next = kids.find((k) => k.i >= index)?.box;
  const end = (b: Box) => (row ? b.x + b.width : b.y + b.height);
  const start = (b: Box) => (row ? b.x : b.y);
  const at =
    prev && next ? (end(prev) + start(next)) / 2 : next ? start(next) - 1 : prev ? end(prev) + 1 : start(frameBox) + 1;
  return row
    ? { x: at, y: frameBox.y, width: 0, height: frameBox.height }
    : { x: frameBox.x, y: at, width: frameBox.width, height: 0 };
}

const contains = (b: Box, p: Point) => p.x >= b.x && p.x <= b.x + b.width && p.y >= b.y && p.y <= b.y + b.height;

/** The dragged layers and everything inside them: never a drop target. Collected once a drag. */
export function movingSubtrees(panel: Panel, ids: readonly string[]): Set<string> {
  const { nodes } = indexPanel(panel);
  const out = new Set<string>();
  const visit = (id: string) => {
    out.add(id);
    const node = nodes.get(id);
    if (node && 'children' in node) node.children.forEach((child) => visit(child.id));
  };
  ids.forEach(visit);
  return out;
}
