import type { ContainerNode, DesignNode } from '../schema/node';
import type { Panel } from '../schema/panel';
import { DesignOperationError } from './errors';

/** Either the panel itself (its root) or a frame/group. */
export type Container = Panel | ContainerNode;

export type NodeIndex = {
  nodes: ReadonlyMap<string, DesignNode>;
  /** Parent id of every node; `null` for the panel's direct children. */
  parents: ReadonlyMap<string, string | null>;
  /** Depth-first paint order (a parent before its children, children bottom to top). */
  order: readonly string[];
};

const indexes = new WeakMap<Panel, NodeIndex>();

/** Indexes a panel by id once; documents are immutable, so the index is cached per document object. */
export function indexPanel(panel: Panel): NodeIndex {
  const cached = indexes.get(panel);
  if (cached) return cached;
  const nodes = new Map<string, DesignNode>();
  const parents = new Map<string, string | null>();
  const order: string[] = [];
  const stack: [DesignNode, string | null][] = [];
  for (let i = panel.children.length - 1; i >= 0; i--) stack.push([panel.children[i], null]);
  while (stack.length > 0) {
    const [node, parent] = stack.pop()!;
    nodes.set(node.id, node);
    parents.set(node.id, parent);
    order.push(node.id);
    if (node.type === 'frame' || node.type === 'group') {
      for (let i = node.children.length - 1; i >= 0; i--) stack.push([node.children[i], node.id]);
    }
  }
  const index = { nodes, parents, order };
  indexes.set(panel, index);
  return index;
}

export function findNode(panel: Panel, id: string): DesignNode | undefined {
  return indexPanel(panel).nodes.get(id);
}

export function getNode(panel: Panel, id: string): DesignNode {
  const node = findNode(panel, id);
  if (!node) throw new DesignOperationError('node-not-found', `Node ${id} not found`);
  return node;
}

/** The parent of a node: a container node, the panel for a top-level node, undefined for an unknown id. */
export function parentOf(panel: Panel, id: string): Container | undefined {
  const index = indexPanel(panel);
  const parentId = index.parents.get(id);
  if (parentId === undefined) return undefined;
  return parentId === null ? panel : (index.nodes.get(parentId) as ContainerNode);
}

/** Ids from the top-level ancestor down to the node itself; empty for an unknown id. */
export function pathTo(panel: Panel, id: string): string[] {
  const { parents } = indexPanel(panel);
  if (!parents.has(id)) return [];
  const path: string[] = [];
  let current: string | null | undefined = id;
  while (current !== null && current !== undefined) {
    path.push(current);
    current = parents.get(current);
  }
  return path.reverse();
}

export function isAncestor(panel: Panel, ancestorId: string, id: string): boolean {
  return pathTo(panel, id).slice(0, -1).includes(ancestorId);
}

/** A container by id; the panel's id (or null) names the panel's root. */
export function getContainer(panel: Panel, id: string | null | undefined): Container {
  if (id === null || id === undefined || id === panel.id) return panel;
  const node = findNode(panel, id);
  if (!node) throw new DesignOperationError('parent-not-found', `Parent ${id} not found`);
  if (node.type !== 'frame' && node.type !== 'group') {
    throw new DesignOperationError('not-a-container', `Node ${id} (${node.type}) cannot have children`);
  }
  return node;
}

export function isPanel(container: Container): container is Panel {
  return !('type' in container);
}

export type Visitor = (node: DesignNode, parent: Container, depth: number) => void | 'skip';

/** Depth-first, parents before children; return 'skip' to not descend into a node. */
export function walk(root: Container | DesignNode, visit: Visitor, depth = 0): void {
  if (!('children' in root)) return;
  for (const child of root.children) {
    if (visit(child, root as Container, depth) === 'skip') continue;
    if (child.type === 'frame' || child.type === 'group') walk(child, visit, depth + 1);
  }
}

/** Every node of a subtree (itself included), depth-first. */
export function subtreeNodes(node: DesignNode): DesignNode[] {
  const out: DesignNode[] = [node];
  walk(node, (child) => {
    out.push(child);
  });
  return out;
}

/**
 * Replaces the children of one container, copying only the ancestors on its path (structural sharing).
 * `containerId` null or the panel's id is the panel root.
 */
export function updateChildren(
  panel: Panel,
  containerId: string | null,
  update: (children: DesignNode[]) => DesignNode[],
): Panel {
  const container = getContainer(panel, containerId);
  if (isPanel(container)) return { ...panel, children: update(panel.children) };
  return replaceNode(panel, container.id, { ...container, children: update(container.children) });
}

/** Replaces one node by a new version of it (same id), copying its ancestors. */
export function replaceNode(panel: Panel, id: string, next: DesignNode): Panel {
  const path = pathTo(panel, id);
  if (path.length === 0) throw new DesignOperationError('node-not-found', `Node ${id} not found`);
  const { nodes } = indexPanel(panel);
  let replacement: DesignNode = next;
  for (let i = path.length - 2; i >= 0; i--) {
    const parent = nodes.get(path[i]) as ContainerNode;
    const old = nodes.get(path[i + 1])!;
    const children = parent.children.slice();
    children[children.indexOf(old)] = replacement;
    replacement = { ...parent, children };
  }
  const top = nodes.get(path[0])!;
  const children = panel.children.slice();
  children[children.indexOf(top)] = replacement;
  return { ...panel, children };
}

/** Applies `update` to one node (which must keep its id and type). */
export function updateNode(panel: Panel, id: string, update: (node: DesignNode) => DesignNode): Panel {
  return replaceNode(panel, id, update(getNode(panel, id)));
}

/** Every id used in a panel (nodes and the panel itself). */
export function collectIds(panel: Panel): Set<string> {
  const ids = new Set(indexPanel(panel).nodes.keys());
  ids.add(panel.id);
  return ids;
}

/** Applies `update` to several nodes in one pass, copying each changed branch once. Unknown ids are ignored. */
export function updateNodes(panel: Panel, ids: Iterable<string>, update: (node: DesignNode) => DesignNode): Panel {
  const { nodes, parents } = indexPanel(panel);
  const targets = new Set<string>();
  const onPath = new Set<string>();
  for (const id of ids) {
    if (!nodes.has(id)) continue;
    targets.add(id);
    let current = parents.get(id);
    while (current !== null && current !== undefined && !onPath.has(current)) {
      onPath.add(current);
      current = parents.get(current);
    }
  }
  if (targets.size === 0) return panel;
  const rewrite = (children: DesignNode[]): DesignNode[] =>
    children.map((child) => {
      let next = targets.has(child.id) ? update(child) : child;
      if (onPath.has(child.id) && (next.type === 'frame' || next.type === 'group')) {
        next = { ...next, children: rewrite(next.children) };
      }
      return next;
    });
  return { ...panel, children: rewrite(panel.children) };
}

/** Ids used more than once in a panel (the schema does not check it; importers regenerate them). */
export function findDuplicateIds(panel: Panel): string[] {
  const seen = new Set<string>([panel.id]);
  const duplicates = new Set<string>();
  walk(panel, (node) => {
    if (seen.has(node.id)) duplicates.add(node.id);
    seen.add(node.id);
  });
  return [...duplicates];
}
