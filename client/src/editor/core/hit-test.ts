import { intersects, type Box, type BoxLookup, indexPanel, pathTo } from '@boxify/design/operations';
import type { Panel } from '@boxify/design/schema';

import type { Point } from '@client/editor/core/camera';

const contains = (box: Box, p: Point): boolean =>
  p.x >= box.x && p.x <= box.x + box.width && p.y >= box.y && p.y <= box.y + box.height;

/** Shown and not cut off by a clipping frame above it. */
function reachable(panel: Panel, boxes: BoxLookup, id: string, p: Point | undefined): boolean {
  const { nodes } = indexPanel(panel);
  for (const step of pathTo(panel, id)) {
    const node = nodes.get(step)!;
    if (!node.visible) return false;
    if (step !== id && p && node.type === 'frame' && node.clip) {
      const box = boxes.get(step);
      if (box && !contains(box, p)) return false;
    }
  }
  return true;
}

/** The topmost (deepest, last painted) unlocked, visible node under a point. */
export function nodeAt(panel: Panel, boxes: BoxLookup, p: Point): string | undefined {
  const { order, nodes } = indexPanel(panel);
  for (let i = order.length - 1; i >= 0; i--) {
    const id = order[i];
    const node = nodes.get(id)!;
    if (node.locked || node.type === 'group') continue;
    const box = boxes.get(id);
    if (box && contains(box, p) && reachable(panel, boxes, id, p)) return id;
  }
  return undefined;
}

/**
 * What a click selects: the ancestor of the hit node that is a child of the scope (the container the user has
 * entered by double-clicking; null = the panel), Figma's behaviour for groups and frames.
 */
export function selectableAncestor(panel: Panel, hitId: string, scope: string | null): string | undefined {
  const path = pathTo(panel, hitId);
  const start = scope === null ? 0 : path.indexOf(scope) + 1;
  if (scope !== null && start === 0) return path[0];
  const id = path[start];
  if (id === undefined) return undefined;
  const node = indexPanel(panel).nodes.get(id);
  return node?.locked ? undefined : id;
}

/** Children of the scope whose boxes intersect a marquee. */
export function nodesInMarquee(panel: Panel, boxes: BoxLookup, scope: string | null, marquee: Box): string[] {
  const { nodes, parents, order } = indexPanel(panel);
  const out: string[] = [];
  for (const id of order) {
    if ((parents.get(id) ?? null) !== scope) continue;
    const node = nodes.get(id)!;
    if (node.locked || !node.visible) continue;
    const box = boxes.get(id);
    if (box && intersects(box, marquee)) out.push(id);
  }
  return out;
}

export function boxFromPoints(a: Point, b: Point): Box {
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(a.x - b.x), height: Math.abs(a.y - b.y) };
}
