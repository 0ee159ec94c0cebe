// Optimise's report: every property it changed, node by node, with the value before and after (and the token a
// colour was bound to), in English and Chinese.
import type { Localized } from '@boxify/design/locale';
import { indexPanel } from '@boxify/design/operations';
import type { DesignNode, Panel } from '@boxify/design/schema';

/** One changed property of one layer. */
export type OptimiseChange = {
  nodeId: string;
  layer: string;
  property: string;
  before: string | number | boolean | null;
  after: string | number | boolean | null;
  /** The token the new value is bound to, if any. */
  token?: string;
};

type Leaf = string | number | boolean | null;

/** A node's own properties as flat paths (`fills.0.color`, `layout.padding.2`), without its children and tokens. */
function leaves(value: unknown, prefix: string, out: Map<string, Leaf>): Map<string, Leaf> {
  if (value === null || typeof value !== 'object') {
    out.set(prefix, value as Leaf);
    return out;
  }
  for (const [key, child] of Object.entries(value)) {
    if (prefix === '' && (key === 'children' || key === 'tokens')) continue;
    leaves(child, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

/** Every property optimise changed, in document order. */
export function panelChanges(before: Panel, after: Panel): OptimiseChange[] {
  const old = indexPanel(before).nodes;
  const { nodes, order } = indexPanel(after);
  const changes: OptimiseChange[] = [];
  for (const id of order) {
    const was = old.get(id);
    const now = nodes.get(id)!;
    if (!was || was === now) continue;
    const a = leaves(was, '', new Map());
    const b = leaves(now, '', new Map());
    for (const [path, value] of b) {
      const previous = a.get(path) ?? null;
      if (previous === value) continue;
      const token = now.tokens?.[path];
      changes.push({ nodeId: id, layer: layerName(now), property: path, before: previous, after: value, token });
    }
  }
  return changes;
}

const layerName = (node: DesignNode) =>
  node.name || (node.type === 'text' ? node.characters.slice(0, 24) : node.id) || node.id;

const PROPERTY: [RegExp, Localized][] = [
  [/^fills\./, { en: 'fill', zh: '填充色' }],
  [/^strokes\./, { en: 'border colour', zh: '描边色' }],
  [/^effects\./, { en: 'shadow', zh: '阴影' }],
  [/^style\.fontSize$/, { en: 'font size', zh: '字号' }],
  [/^style\.fontWeight$/, { en: 'font weight', zh: '字重' }],
  [/^style\.lineHeight$/, { en: 'line height', zh: '行高' }],
  [/^layout\.gap$/, { en: 'gap', zh: '间距' }],
  [/^layout\.padding\./, { en: 'padding', zh: '内边距' }],
  [/^radius/, { en: 'corner radius', zh: '圆角' }],
  [/^width$/, { en: 'width', zh: '宽度' }],
  [/^height$/, { en: 'height', zh: '高度' }],
  [/^[xy]$/, { en: 'position', zh: '位置' }],
];

const label = (path: string): Localized => PROPERTY.find(([re]) => re.test(path))?.[1] ?? { en: path, zh: path };
const show = (v: Leaf) => (v === null ? '—' : String(v));

/** The report's lines, at most `limit` of them and a count of the rest. */
export function describeChanges(changes: readonly OptimiseChange[], limit = 20): Localized {
  const lines = changes.slice(0, limit).map((c) => {
    const what = label(c.property);
    const token = c.token ? ` (${c.token})` : '';
    return {
      en: `“${c.layer}” ${what.en}: ${show(c.before)} → ${show(c.after)}${token}`,
      zh: `“${c.layer}”${what.zh}：${show(c.before)} → ${show(c.after)}${token}`,
    };
  });
  const more = changes.length - lines.length;
  return {
    en: [`Changes (${changes.length}):`, ...lines.map((l) => l.en), ...(more > 0 ? [`… and ${more} more`] : [])].join(
      '\n',
    ),
    zh: [`修改（${changes.length} 处）：`, ...lines.map((l) => l.zh), ...(more > 0 ? [`……另有 ${more} 处`] : [])].join(
      '\n',
    ),
  };
}
