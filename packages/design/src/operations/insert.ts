import { DesignNodeSchema, type DesignNode, type DesignNodeInput } from '../schema/node';
import type { Panel } from '../schema/panel';
import { DesignOperationError } from './errors';
import { collectIds, getContainer, subtreeNodes, updateChildren } from './tree';
import { zodErrorPath } from './validation';

/**
 * Inserts a node (a whole subtree) into a container at `index` (default: on top, i.e. last).
 * The node is validated and completed with defaults; its ids must not exist in the panel yet.
 */
export function insertNode(
  panel: Panel,
  parentId: string | null,
  input: DesignNodeInput | DesignNode,
  index?: number,
): Panel {
  const parsed = DesignNodeSchema.safeParse(input);
  if (!parsed.success) {
    const [path, message] = zodErrorPath(parsed.error);
    throw new DesignOperationError('invalid-properties', `${path}: ${message}`, path);
  }
  const node = parsed.data;
  const taken = collectIds(panel);
  const seen = new Set<string>();
  for (const n of subtreeNodes(node)) {
    if (taken.has(n.id) || seen.has(n.id)) throw new DesignOperationError('duplicate-id', `Id ${n.id} already exists`);
    seen.add(n.id);
  }
  const container = getContainer(panel, parentId);
  const at = clampIndex(index, container.children.length);
  return updateChildren(panel, parentId, (children) => [...children.slice(0, at), node, ...children.slice(at)]);
}

export function clampIndex(index: number | undefined, length: number): number {
  if (index === undefined || !Number.isFinite(index)) return length;
  return Math.max(0, Math.min(length, Math.trunc(index)));
}
