// Page capture turns a web page's DOM into nodes, and pages nest wrapper <div>s far deeper than the document
// limit. Before the capture's tree is saved, wrappers that draw nothing are replaced by their one child.
import { DOCUMENT_LIMITS } from '../schema/limits';

type RawNode = Record<string, unknown> & { children?: unknown };

const isObject = (v: unknown): v is RawNode => typeof v === 'object' && v !== null && !Array.isArray(v);
const isEmpty = (v: unknown) => v === undefined || (Array.isArray(v) && v.length === 0);
const num = (v: unknown) => (typeof v === 'number' ? v : 0);

/** The deepest nesting of a raw node list (its own nodes at depth 1), walked without recursion. */
export function nestingDepth(nodes: readonly unknown[]): number {
  let deepest = 0;
  const stack = nodes.map((node) => ({ node, depth: 1 }));
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (!isObject(node)) continue;
    deepest = Math.max(deepest, depth);
    if (Array.isArray(node.children)) for (const child of node.children) stack.push({ node: child, depth: depth + 1 });
  }
  return deepest;
}

const isAutoLayout = (node: RawNode) =>
  node.type === 'frame' && isObject(node.layout) && node.layout.mode !== undefined && node.layout.mode !== 'none';

/**
 * A frame or group with one child that draws nothing itself: no paint, effect, opacity, rotation or auto layout.
 * In an auto-layout parent it takes the flow's place, so its child must be its size at its origin.
 */
function isWrapper(node: RawNode, inFlow: boolean): boolean {
  if (node.type !== 'frame' && node.type !== 'group') return false;
  if (!Array.isArray(node.children) || node.children.length !== 1 || !isObject(node.children[0])) return false;
  if (isAutoLayout(node) || !isEmpty(node.fills) || !isEmpty(node.strokes) || !isEmpty(node.effects)) return false;
  if ((node.opacity ?? 1) !== 1 || num(node.rotation) !== 0 || node.visible === false) return false;
  const child = node.children[0];
  if (!inFlow) return true;
  return num(child.x) === 0 && num(child.y) === 0 && child.width === node.width && child.height === node.height;
}

function collapse(node: unknown, inFlow: boolean): unknown {
  if (!isObject(node)) return node;
  let current = node;
  while (isWrapper(current, inFlow)) {
    const child = (current.children as RawNode[])[0];
    // The child keeps its place on the page: its position moves out by the wrapper's.
    current = { ...child, x: num(child.x) + num(current.x), y: num(child.y) + num(current.y) };
  }
  if (!Array.isArray(current.children)) return current;
  const flow = isAutoLayout(current);
  const inFlowOf = (child: unknown) => flow && !(isObject(child) && child.absolute === true);
  return { ...current, children: current.children.map((child: unknown) => collapse(child, inFlowOf(child))) };
}

/**
 * Flattens wrappers in a raw node tree (page capture's output, before it is validated) when it nests deeper
 * than `maxDepth`; a tree that fits is returned as it is. A tree still too deep afterwards is refused by the
 * document limits where it is saved.
 */
export function flattenWrappers(nodes: readonly unknown[], maxDepth: number = DOCUMENT_LIMITS.depth): unknown[] {
  if (nestingDepth(nodes) <= maxDepth) return [...nodes];
  return nodes.map((node) => collapse(node, false));
}
