import { isAutoLayoutFrame, type DesignNode } from '../schema/node';
import type { Panel } from '../schema/panel';
import { DesignOperationError } from './errors';
import { absoluteBox, containerOrigin, type BoxLookup } from './geometry';
import { clampIndex } from './insert';
import { getContainer, getNode, indexPanel, isAncestor, isPanel, updateChildren } from './tree';

/**
 * Moves a node into another container at `index` (default: on top). The node keeps its place on the canvas:
 * its x, y are rewritten relative to the new parent (from `layout` boxes when given, else stored positions).
 * Entering an auto-layout frame makes it a flow item (its x, y no longer matter); a `fill` sizing is kept only
 * where there is an auto-layout parent to fill.
 */
export function reparentNode(
  panel: Panel,
  id: string,
  newParentId: string | null,
  index?: number,
  layout?: BoxLookup,
): Panel {
  const node = getNode(panel, id);
  const target = getContainer(panel, newParentId);
  const targetId = isPanel(target) ? null : target.id;
  if (targetId === id || (targetId !== null && isAncestor(panel, id, targetId))) {
    throw new DesignOperationError('invalid-move', `Cannot move ${id} into itself or its own descendant`);
  }
  const oldParentId = indexPanel(panel).parents.get(id) ?? null;
  const box = absoluteBox(panel, id, layout)!;
  const origin = containerOrigin(panel, targetId, layout);
  const entersFlow = !isPanel(target) && isAutoLayoutFrame(target) && !node.absolute;
  const sizing = entersFlow
    ? node.sizing
    : {
        horizontal: node.sizing.horizontal === 'fill' ? ('fixed' as const) : node.sizing.horizontal,
        vertical: node.sizing.vertical === 'fill' ? ('fixed' as const) : node.sizing.vertical,
      };
  const moved: DesignNode = {
    ...node,
    x: box.x - origin.x,
    y: box.y - origin.y,
    width: box.width,
    height: box.height,
    sizing,
  };
  let next = updateChildren(panel, oldParentId, (children) => children.filter((c) => c !== node));
  const newTarget = getContainer(next, targetId);
  // Removing the node from the same parent shifts later indexes; the caller's index is in the final order.
  const at = clampIndex(index, newTarget.children.length);
  next = updateChildren(next, targetId, (children) => [...children.slice(0, at), moved, ...children.slice(at)]);
  return next;
}
