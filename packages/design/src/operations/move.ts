import type { Panel } from '../schema/panel';
import { updateNodes } from './tree';

/** Moves nodes by a delta (in their parents' coordinates). */
export function moveNodes(panel: Panel, ids: readonly string[], dx: number, dy: number): Panel {
  if (dx === 0 && dy === 0) return panel;
  return updateNodes(panel, ids, (node) => ({ ...node, x: node.x + dx, y: node.y + dy }));
}

/** Places nodes at x, y in their parents' coordinates. */
export function moveNodesTo(panel: Panel, ids: readonly string[], x: number, y: number): Panel {
  return updateNodes(panel, ids, (node) => (node.x === x && node.y === y ? node : { ...node, x, y }));
}
