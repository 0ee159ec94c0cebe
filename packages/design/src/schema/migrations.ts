import { CURRENT_DOCUMENT_VERSION } from './panel';

type JsonObject = Record<string, unknown>;

/** An up-migration turns a document of version `from` into version `from + 1`; it works on plain JSON. */
export type Migration = { from: number; description: string; up: (doc: JsonObject) => JsonObject };

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mapNodes(nodes: unknown, fn: (node: JsonObject) => JsonObject): unknown {
  if (!Array.isArray(nodes)) return nodes;
  return nodes.map((node) => {
    if (!isObject(node)) return node;
    const mapped = fn(node);
    return 'children' in mapped ? { ...mapped, children: mapNodes(mapped.children, fn) } : mapped;
  });
}

/**
 * Version 0 (the legacy editor's documents): rectangles were `type: 'rectangle'` and a node's colour was
 * `style.color`. Version 1 says `rect` and paints colours as solid fills.
 */
const v0ToV1: Migration = {
  from: 0,
  description: "type 'rectangle' → 'rect'; style.color → a solid fill",
  up: (doc) => ({
    ...doc,
    children: mapNodes(doc.children, (node) => {
      let next: JsonObject = node.type === 'rectangle' ? { ...node, type: 'rect' } : node;
      const style = next.style;
      if (isObject(style) && typeof style.color === 'string') {
        const { color, ...rest } = style;
        const fills = Array.isArray(next.fills) ? next.fills : [];
        next = { ...next, fills: [{ type: 'solid', color }, ...fills] };
        // Only text keeps a style object in version 1.
        if (next.type === 'text') next.style = rest;
        else if (Object.keys(rest).length === 0) delete next.style;
        else next.style = rest;
      }
      return next;
    }),
  }),
};

/** Ordered by `from`; add one entry per new version and bump CURRENT_DOCUMENT_VERSION. */
export const MIGRATIONS: readonly Migration[] = [v0ToV1];

export class DocumentVersionError extends Error {
  constructor(readonly version: unknown) {
    super(`Unsupported document version ${String(version)} (this Boxify reads up to ${CURRENT_DOCUMENT_VERSION})`);
    this.name = 'DocumentVersionError';
  }
}

/**
 * Brings a panel document of any older version to the current one. A document without `version` is taken as
 * version 0 (legacy documents had none); the v0 migration leaves current-shaped content unchanged.
 * Input is plain JSON (not yet validated); validate the result with `PanelSchema`.
 */
export function migrate(doc: unknown): unknown {
  if (!isObject(doc)) return doc;
  const raw = doc.version ?? 0;
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0 || raw > CURRENT_DOCUMENT_VERSION) {
    throw new DocumentVersionError(raw);
  }
  let current: JsonObject = doc;
  for (let version = raw; version < CURRENT_DOCUMENT_VERSION; version++) {
    const migration = MIGRATIONS.find((m) => m.from === version);
    if (!migration) throw new DocumentVersionError(version);
    current = { ...migration.up(current), version: version + 1 };
  }
  return current;
}

/** Migrates a bare node tree (no panel around it) the same way. */
export function migrateNodes(nodes: unknown[], fromVersion = 0): unknown[] {
  const doc = migrate({ version: fromVersion, children: nodes }) as JsonObject;
  return doc.children as unknown[];
}
