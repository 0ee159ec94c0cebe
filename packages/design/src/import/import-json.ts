import { z } from 'zod';

import type { Localized } from '../locale';
import { avoidingIds, randomIds, type IdGenerator } from '../operations/ids';
import { LIMIT_MESSAGES, panelLimitViolation, type DocumentLimit } from '../schema/limits';
import { migrate, DocumentVersionError } from '../schema/migrations';
import { NODE_TYPES, type DesignNode } from '../schema/node';
import { PANEL_MIN_HEIGHT, PANEL_MIN_WIDTH, PanelSchema, type Panel } from '../schema/panel';
import { IMPORT_MESSAGES } from './messages';

export type ImportErrorCode = 'not-json' | 'parse-failed' | 'empty' | 'unsupported-version' | 'invalid' | 'over-limit';

export type ImportResult =
  | { ok: true; panels: Panel[] }
  | {
      ok: false;
      code: ImportErrorCode;
      /** Path of the first bad field, e.g. `children.2.fills.0.color` (for `invalid` and `over-limit`). */
      path?: string;
      /** For `over-limit`: which of the document limits the file goes over. */
      limit?: DocumentLimit;
      message: Localized;
    };

export type ImportOptions = {
  /** Ids already used where the panels go (other panels of the project); colliding ids are regenerated. */
  existingIds?: Iterable<string>;
  ids?: IdGenerator;
};

const NODE_TYPE_NAMES = new Set<string>([...NODE_TYPES, 'rectangle']);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const looksLikeNode = (v: unknown) => isObject(v) && typeof v.type === 'string' && NODE_TYPE_NAMES.has(v.type);

/**
 * Imports UI objects from a JSON file: one panel, an array of panels, or a node tree (one node or an array of
 * nodes, wrapped into a panel named after the file). Documents are migrated, then validated by the schema;
 * ids that collide (within the file or with `existingIds`) are regenerated.
 */
export function importDesignJson(filename: string, text: string, options: ImportOptions = {}): ImportResult {
  if (!/\.json$/i.test(filename.trim())) return { ok: false, code: 'not-json', message: IMPORT_MESSAGES.notJson };
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, code: 'parse-failed', message: IMPORT_MESSAGES.parseFailed };
  }
  return importDesignValue(data, {
    ...options,
    name: filename
      .replace(/\.json$/i, '')
      .split(/[\\/]/)
      .pop(),
  });
}

/** Same as `importDesignJson` for an already parsed value (the API's JSON body). */
export function importDesignValue(data: unknown, options: ImportOptions & { name?: string } = {}): ImportResult {
  const items = Array.isArray(data) ? data : [data];
  if (items.length === 0 || !items.every(isObject)) {
    return items.length === 0
      ? { ok: false, code: 'empty', message: IMPORT_MESSAGES.empty }
      : { ok: false, code: 'parse-failed', message: IMPORT_MESSAGES.parseFailed };
  }
  const nodeTree = items.every(looksLikeNode);
  // A panel file may leave out its id (the importer gives panels their own ids anyway).
  const documents: unknown[] = nodeTree
    ? [wrapNodes(items, options.name)]
    : items.map((item, i) => (item.id === undefined ? { ...item, id: `panel-${i + 1}` } : item));
  const panels: Panel[] = [];
  for (let i = 0; i < documents.length; i++) {
    // Limits before anything walks the tree recursively (a file nested thousands deep overflows the parser).
    const violation = panelLimitViolation(documents[i]);
    if (violation) {
      const path = filePath(violation.path.split('.'), fileShape(data, nodeTree), i);
      return { ok: false, code: 'over-limit', limit: violation.limit, path, message: LIMIT_MESSAGES[violation.limit] };
    }
    let migrated: unknown;
    try {
      migrated = migrate(documents[i]);
    } catch (error) {
      if (error instanceof DocumentVersionError) {
        return { ok: false, code: 'unsupported-version', message: IMPORT_MESSAGES.unsupportedVersion };
      }
      throw error;
    }
    const parsed = PanelSchema.safeParse(migrated);
    if (!parsed.success) return invalid(parsed.error, fileShape(data, nodeTree), i);
    panels.push(parsed.data);
  }
  return { ok: true, panels: regenerateCollidingIds(panels, options) };
}

/** A node tree becomes one panel big enough to hold it (at least the spec's 375 × 100). */
function wrapNodes(nodes: Record<string, unknown>[], name?: string): Record<string, unknown> {
  const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
  const right = Math.max(...nodes.map((n) => num(n.x, 0) + num(n.width, 100)));
  const bottom = Math.max(...nodes.map((n) => num(n.y, 0) + num(n.height, 100)));
  return {
    id: 'panel',
    name: name && name.trim() !== '' ? name : 'Imported',
    width: Math.max(PANEL_MIN_WIDTH, Math.ceil(right)),
    height: Math.max(PANEL_MIN_HEIGHT, Math.ceil(bottom)),
    version: Math.min(...nodes.map((n) => num(n.version, 0))),
    children: nodes.map(({ version: _v, ...n }) => n),
  };
}

type FileShape = 'panel' | 'panels' | 'node' | 'nodes';

function fileShape(data: unknown, nodeTree: boolean): FileShape {
  if (nodeTree) return Array.isArray(data) ? 'nodes' : 'node';
  return Array.isArray(data) ? 'panels' : 'panel';
}

/** A path in the panel the file became, in the file's own terms. */
function filePath(panelPath: readonly PropertyKey[], shape: FileShape, documentIndex: number): string {
  let segments = [...panelPath];
  if (shape === 'panels') segments = [documentIndex, ...segments];
  // A node tree was wrapped into a panel's children: report paths in the file's own terms.
  else if ((shape === 'node' || shape === 'nodes') && segments[0] === 'children') {
    segments = shape === 'nodes' ? segments.slice(1) : segments.slice(2);
  }
  return segments.map(String).join('.') || '(root)';
}

/** The error names the first bad field by its path in the uploaded file. */
function invalid(error: z.ZodError, shape: FileShape, documentIndex: number): ImportResult {
  const issue = error.issues[0];
  const path = filePath(issue.path, shape, documentIndex);
  const zh = z.locales.zhCN().localeError;
  const zhMessage = translateIssue(issue, zh) ?? issue.message;
  return {
    ok: false,
    code: 'invalid',
    path,
    message: { en: `${path}: ${issue.message}`, zh: `${path}：${zhMessage}` },
  };
}

// Our own custom messages are English; zod's Chinese locale covers the built-in ones.
const OWN_MESSAGES_ZH: Record<string, string> = {
  'Invalid colour, expected #rrggbb or #rrggbbaa': '颜色无效，应为 #rrggbb 或 #rrggbbaa',
  'Panel name is required': '画板名称不能为空',
};

function translateIssue(issue: z.core.$ZodIssue, localeError: z.core.$ZodErrorMap): string | undefined {
  if (OWN_MESSAGES_ZH[issue.message]) return OWN_MESSAGES_ZH[issue.message];
  const raw = localeError(issue as unknown as z.core.$ZodRawIssue);
  return typeof raw === 'string' ? raw : raw?.message;
}

/** Regenerates the ids of nodes (and panels) that are used twice or already exist elsewhere. */
function regenerateCollidingIds(panels: Panel[], options: ImportOptions): Panel[] {
  const taken = new Set(options.existingIds ?? []);
  const generate = avoidingIds(options.ids ?? randomIds, taken);
  const renew = (node: DesignNode): DesignNode => {
    let next = node;
    if (taken.has(node.id)) next = { ...node, id: generate() };
    else taken.add(node.id);
    if (next.type === 'frame' || next.type === 'group') {
      const container = next;
      const children = container.children.map(renew);
      if (children.some((c, i) => c !== container.children[i])) next = { ...container, children };
    }
    return next;
  };
  return panels.map((panel) => {
    const id = taken.has(panel.id) ? generate() : panel.id;
    taken.add(id);
    return { ...panel, id, children: panel.children.map(renew) };
  });
}
