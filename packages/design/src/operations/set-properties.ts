import { NODE_SHELL_SCHEMAS, type DesignNode } from '../schema/node';
import type { Panel } from '../schema/panel';
import { DesignOperationError } from './errors';
import { getNode, replaceNode } from './tree';
import { zodErrorPath } from './validation';

type Fixed = 'id' | 'type' | 'children';
type Patchable<T> = {
  [K in Exclude<keyof T, Fixed>]?: T[K] extends readonly unknown[] ? T[K] : T[K] extends object ? Partial<T[K]> : T[K];
};
/** A patch of a node's own properties; `sizing`, `style` and `layout` merge one level deep, the rest replaces. */
export type NodePatch = DesignNode extends infer N ? (N extends unknown ? Patchable<N> : never) : never;

const MERGED_KEYS = new Set(['sizing', 'style', 'layout']);
const FIXED_KEYS = new Set<string>(['id', 'type', 'children']);

/** Applies a patch to a node and validates the result against the node type's schema. */
export function applyPatch(node: DesignNode, patch: NodePatch | Record<string, unknown>): DesignNode {
  const draft: Record<string, unknown> = { ...node };
  for (const [key, value] of Object.entries(patch)) {
    if (FIXED_KEYS.has(key)) throw new DesignOperationError('invalid-properties', `${key} cannot be changed`, key);
    if (value === undefined) continue;
    const current = draft[key];
    draft[key] =
      MERGED_KEYS.has(key) && isPlainObject(current) && isPlainObject(value) ? { ...current, ...value } : value;
  }
  delete draft.children;
  const parsed = NODE_SHELL_SCHEMAS[node.type].safeParse(draft);
  if (!parsed.success) {
    const [path, message] = zodErrorPath(parsed.error);
    throw new DesignOperationError('invalid-properties', `${path}: ${message}`, path);
  }
  const next = parsed.data as DesignNode;
  return 'children' in node ? ({ ...next, children: node.children } as DesignNode) : next;
}

/** Sets properties of one node (style, text, geometry…), validated by the schema. */
export function setNodeProperties(panel: Panel, id: string, patch: NodePatch | Record<string, unknown>): Panel {
  return replaceNode(panel, id, applyPatch(getNode(panel, id), patch));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
