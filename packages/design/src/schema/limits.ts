import type { Localized } from '../locale';

/**
 * What one panel may hold. Every entry (save, import, operations, designer output, page capture) enforces these
 * before the schema parses a document, so no document can exhaust the stack of a parser or the memory of a
 * renderer (Yoga and satori run out of WebAssembly memory around 450 nested frames).
 */
export const DOCUMENT_LIMITS = {
  /** Nesting depth of nodes: a panel's own children are at depth 1. */
  depth: 64,
  /** Nodes in one panel, at every depth. */
  nodes: 20_000,
  /** Characters of one text node. */
  textLength: 10_000,
  /** Bytes of one embedded image (a `data:` address, an icon's inline SVG). */
  imageBytes: 5 * 1024 * 1024,
} as const;

export type DocumentLimit = keyof typeof DOCUMENT_LIMITS;

export type LimitViolation = {
  limit: DocumentLimit;
  max: number;
  /** Where the first node over the limit is, e.g. `children.0.children.3` (for `nodes`, the first node too many). */
  path: string;
};

/** The limit's message in both languages, with its bound. */
export const LIMIT_MESSAGES: Record<DocumentLimit, Localized> = {
  depth: {
    en: `Layers can be nested at most ${DOCUMENT_LIMITS.depth} deep`,
    zh: `图层最多只能嵌套 ${DOCUMENT_LIMITS.depth} 层`,
  },
  nodes: {
    en: `A panel can hold at most ${DOCUMENT_LIMITS.nodes.toLocaleString('en')} layers`,
    zh: `一个画板最多包含 ${DOCUMENT_LIMITS.nodes} 个图层`,
  },
  textLength: {
    en: `A text can be at most ${DOCUMENT_LIMITS.textLength.toLocaleString('en')} characters long`,
    zh: `单个文本最多 ${DOCUMENT_LIMITS.textLength} 个字符`,
  },
  imageBytes: { en: 'Each image must be at most 5 MB', zh: '每张图片不能超过 5 MB' },
};

/** Thrown where a document over a limit cannot go on (operations, renders); entries answer the limit's code. */
export class DocumentLimitError extends Error {
  constructor(readonly violation: LimitViolation) {
    super(`${LIMIT_MESSAGES[violation.limit].en} (${violation.path})`);
    this.name = 'DocumentLimitError';
  }
}

type JsonObject = Record<string, unknown>;
const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Bytes an image address carries: a `data:` address's decoded payload; addresses elsewhere carry none here. */
export function embeddedImageBytes(src: string): number {
  if (!src.startsWith('data:')) return 0;
  const comma = src.indexOf(',');
  if (comma < 0) return src.length;
  const payload = src.length - comma - 1;
  if (!/;base64$/i.test(src.slice(0, comma))) return payload;
  return Math.floor((payload * 3) / 4);
}

function characterCount(text: string): number {
  // Code points, like a person counts them; only long strings need the exact count.
  if (text.length <= DOCUMENT_LIMITS.textLength) return text.length;
  let count = 0;
  for (const _ of text) count++;
  return count;
}

function imagesOf(node: JsonObject): string[] {
  const out: string[] = [];
  if (typeof node.src === 'string') out.push(node.src);
  if (typeof node.svg === 'string') out.push(`data:,${node.svg}`);
  for (const key of ['fills', 'strokes']) {
    const paints = node[key];
    if (!Array.isArray(paints)) continue;
    for (const paint of paints) if (isObject(paint) && typeof paint.src === 'string') out.push(paint.src);
  }
  return out;
}

export type LimitWalkOptions = {
  /** Depth of the nodes given (1 for a panel's children; deeper for a subtree inserted into a frame). */
  depth?: number;
  /** Path of the array the nodes are in, for the answer (`children`, `operations.2.node`). */
  path?: string;
  /** Nodes already in the panel besides these. */
  nodesBefore?: number;
};

/**
 * The first limit a node list (plain JSON, not yet validated) goes over, or undefined. Walks without recursion
 * and stops at the first violation, so a document nested thousands deep is answered, never parsed.
 */
export function findLimitViolation(nodes: unknown, options: LimitWalkOptions = {}): LimitViolation | undefined {
  const prefix = options.path ?? 'children';
  const stack: { node: unknown; depth: number; path: string }[] = [];
  const pushChildren = (children: unknown, depth: number, path: string) => {
    if (!Array.isArray(children)) return;
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i], depth, path: `${path}.${i}` });
  };
  if (Array.isArray(nodes)) pushChildren(nodes, options.depth ?? 1, prefix);
  else stack.push({ node: nodes, depth: options.depth ?? 1, path: prefix });
  let count = options.nodesBefore ?? 0;
  const over = (limit: DocumentLimit, path: string): LimitViolation => ({ limit, max: DOCUMENT_LIMITS[limit], path });
  while (stack.length > 0) {
    const { node, depth, path } = stack.pop()!;
    if (!isObject(node)) continue;
    if (depth > DOCUMENT_LIMITS.depth) return over('depth', path);
    if (++count > DOCUMENT_LIMITS.nodes) return over('nodes', path);
    if (typeof node.characters === 'string' && characterCount(node.characters) > DOCUMENT_LIMITS.textLength) {
      return over('textLength', `${path}.characters`);
    }
    if (imagesOf(node).some((src) => embeddedImageBytes(src) > DOCUMENT_LIMITS.imageBytes)) {
      return over('imageBytes', path);
    }
    pushChildren(node.children, depth + 1, `${path}.children`);
  }
  return undefined;
}

/** The first limit a panel document (plain JSON or parsed) goes over. */
export function panelLimitViolation(panel: unknown): LimitViolation | undefined {
  return isObject(panel) ? findLimitViolation(panel.children) : undefined;
}

/** Throws `DocumentLimitError` for a panel over a limit. */
export function assertWithinLimits(panel: unknown): void {
  const violation = panelLimitViolation(panel);
  if (violation) throw new DocumentLimitError(violation);
}
