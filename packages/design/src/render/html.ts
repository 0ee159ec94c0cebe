// HTML/CSS export: one self-contained file, a <style> block with a class per node and @font-face rules for the
// shipped fonts, semantic tags where a node's role is known, CSS flexbox for auto layout.
import { declarationsToCss } from './css';
import { facesForNodes, fontFaceRules, type FontSource } from './fonts';
import { resolveLayout, type LayoutOptions } from './layout';
import { escapeHtml, printHtml } from './html-print';
import { buildRenderTree, type RenderTree } from './tree';
import type { LayoutResult } from '../layout/types';
import type { DesignNode } from '../schema/node';
import type { Panel } from '../schema/panel';
import { isCjk } from '../text/line-breaking';

export type HtmlOptions = LayoutOptions & {
  /** `relative` (fonts/… beside the file, the export zip), `data` (standalone preview), `file` (node_modules). */
  fonts?: FontSource;
  /** Prefix of relative font URLs. */
  fontBase?: string;
  /** Token-bound properties as `var(--token, value)` (default true). */
  tokens?: boolean;
  /** Render only this node's subtree, at its own size. */
  nodeId?: string;
};

export { escapeAttr, escapeHtml, printHtml } from './html-print';

/** Base rules for every node element (zero specificity, so each node's class wins): no UA margins, borders, fonts. */
import { RESET_CSS } from './reset';

export { RESET_CSS };

/** The class rules of a tree (no reset, no fonts). */
export function classRules(tree: RenderTree): string {
  return tree.rules.map((r) => `.${r.className} {\n${declarationsToCss(r.declarations)}\n}`).join('\n');
}

/** The whole stylesheet of an export: fonts, reset, one rule per node. */
export function stylesheet(tree: RenderTree, nodes: readonly DesignNode[], fonts: FontSource, fontBase = ''): string {
  return [fontFaceRules(facesForNodes(nodes), fonts, fontBase), RESET_CSS, classRules(tree)]
    .filter((s) => s !== '')
    .join('\n');
}

function hasCjk(nodes: readonly DesignNode[]): boolean {
  return nodes.some((n) =>
    n.type === 'text'
      ? Array.from(n.characters).some((c) => isCjk(c.codePointAt(0)!))
      : (n.type === 'frame' || n.type === 'group') && hasCjk(n.children),
  );
}

/** The rendered nodes: the panel's children, or the one node rendered on its own. */
export function renderedNodes(panel: Panel, tree: RenderTree): DesignNode[] {
  return tree.root.node ? [tree.root.node] : panel.children;
}

/** The HTML export of a laid-out panel (sync). */
export function htmlFromLayout(panel: Panel, layout: LayoutResult, options: HtmlOptions = {}): string {
  const tree = buildRenderTree(panel, layout, {
    target: 'browser',
    tokens: options.tokens ?? true,
    nodeId: options.nodeId,
  });
  const nodes = renderedNodes(panel, tree);
  const css = stylesheet(tree, nodes, options.fonts ?? 'relative', options.fontBase ?? '');
  const title = tree.root.node ? tree.root.node.name || panel.name : panel.name;
  return `<!doctype html>
<html lang="${hasCjk(nodes) ? 'zh-CN' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body {
  margin: 0;
}
${css}
</style>
</head>
<body>
${printHtml(tree.root)}
</body>
</html>
`;
}

/** The HTML export of a panel (or of one node with `nodeId`); lays the panel out unless a layout is given. */
export async function renderHtml(panel: Panel, options: HtmlOptions = {}): Promise<string> {
  return htmlFromLayout(panel, await resolveLayout(panel, options), options);
}
