import type { DesignNode } from '../schema/node';
import type { Panel } from '../schema/panel';
import { applyPatch } from './set-properties';
import { indexPanel, updateNodes } from './tree';

/** A design-system library's tokens: name → value (`color.primary` → `#2563eb`, `radius.md` → 8). */
export type TokenTable = Readonly<Record<string, string | number>>;

export function getAtPath(target: unknown, path: string): unknown {
  let current: unknown = target;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A copy of `target` with `value` at a dotted path (`fills.0.color`), copying only the objects on the path. */
export function setAtPath<T>(target: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.');
  const source = target as unknown;
  const container: Record<string, unknown> | unknown[] = Array.isArray(source)
    ? source.slice()
    : { ...(source as Record<string, unknown>) };
  const current = (container as Record<string, unknown>)[key];
  const next =
    rest.length === 0 ? value : setAtPath(current ?? (/^\d+$/.test(rest[0]) ? [] : {}), rest.join('.'), value);
  (container as Record<string, unknown>)[key] = next;
  return container as T;
}

/** Resolves every token bound on a node against a table; unbound or unknown tokens are left as they are. */
export function resolveNodeTokens(node: DesignNode, tokens: TokenTable): DesignNode {
  if (!node.tokens) return node;
  let draft: Record<string, unknown> = { ...node };
  let changed = false;
  for (const [path, token] of Object.entries(node.tokens)) {
    if (!(token in tokens)) continue;
    const value = tokens[token];
    if (getAtPath(draft, path) === value) continue;
    draft = setAtPath(draft, path, value);
    changed = true;
  }
  if (!changed) return node;
  const { id: _id, type: _type, children: _children, ...patch } = draft;
  return applyPatch(node, patch);
}

/** Applies a library's tokens: every bound property takes its token's value (validated by the schema). */
export function applyTokens(panel: Panel, tokens: TokenTable): Panel {
  const bound = [...indexPanel(panel).nodes.values()].filter((n) => n.tokens).map((n) => n.id);
  return updateNodes(panel, bound, (node) => resolveNodeTokens(node, tokens));
}

/** Token names bound in a panel that the table does not define. */
export function unresolvedTokens(panel: Panel, tokens: TokenTable): string[] {
  const missing = new Set<string>();
  for (const node of indexPanel(panel).nodes.values()) {
    for (const token of Object.values(node.tokens ?? {})) if (!(token in tokens)) missing.add(token);
  }
  return [...missing].sort();
}
