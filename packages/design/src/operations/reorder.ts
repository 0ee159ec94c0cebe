import type { Panel } from '../schema/panel';
import { DesignOperationError } from './errors';
import { indexPanel, parentOf, updateChildren } from './tree';

/**
 * Layer order. Children are stored bottom to top (the last child is painted last, on top), as in Figma;
 * in an auto-layout frame the same order is the flow order.
 */
export type ReorderDirection = 'forward' | 'backward' | 'front' | 'back';

export function reorderNode(panel: Panel, id: string, direction: ReorderDirection): Panel {
  const parent = parentOf(panel, id);
  const node = indexPanel(panel).nodes.get(id);
  if (!parent || !node) throw new DesignOperationError('node-not-found', `Node ${id} not found`);
  const from = parent.children.indexOf(node);
  const last = parent.children.length - 1;
  const to =
    direction === 'forward'
      ? Math.min(last, from + 1)
      : direction === 'backward'
        ? Math.max(0, from - 1)
        : direction === 'front'
          ? last
          : 0;
  if (to === from) return panel;
  const parentId = indexPanel(panel).parents.get(id) ?? null;
  return updateChildren(panel, parentId, (children) => {
    const next = children.slice();
    next.splice(from, 1);
    next.splice(to, 0, node);
    return next;
  });
}
