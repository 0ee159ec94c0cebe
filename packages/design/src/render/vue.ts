// Vue 3 export: one single-file component (<template> + <style scoped>) with the DOM and classes of the HTML export.
import { escapeAttr } from './html-print';
import { stylesheet, renderedNodes } from './html';
import { resolveLayout, type LayoutOptions } from './layout';
import { componentName, type CodeFile } from './react';
import { buildRenderTree, isVoidTag, type RenderElement } from './tree';
import type { LayoutResult } from '../layout/types';
import type { Panel } from '../schema/panel';

export type VueOptions = LayoutOptions & { nodeId?: string; tokens?: boolean };

// A single-quoted JS literal safe inside a double-quoted attribute or {{ }}: no `<`, `&`, `"` or `}}` for the parser.
function vueString(s: string): string {
  const body = JSON.stringify(s)
    .slice(1, -1)
    .replace(/\\"/g, '"')
    .replace(/'/g, "\\'")
    .replace(/</g, '\\u003c')
    .replace(/&/g, '\\u0026')
    .replace(/"/g, '\\u0022')
    .replace(/}}/g, '}\\u007d');
  return `'${body}'`;
}

function printTemplate(el: RenderElement, indent: string): string {
  const attrs: string[] = [];
  if (el.className) attrs.push(`class="${escapeAttr(el.className)}"`);
  if (el.nodeId !== undefined) attrs.push(`data-node-id="${escapeAttr(el.nodeId)}"`);
  for (const [k, v] of Object.entries(el.attrs)) attrs.push(v === '' ? k : `${k}="${escapeAttr(v)}"`);
  const open = `${indent}<${el.tag}${attrs.map((a) => ` ${a}`).join('')}`;
  if (isVoidTag(el.tag)) return `${open} />`;
  if (el.text === undefined && el.children.length === 0) return `${open}></${el.tag}>`;
  // Interpolated strings keep their spaces and line breaks (the template compiler condenses plain text).
  if (el.text !== undefined) return `${open}>{{ ${vueString(el.text)} }}</${el.tag}>`;
  const inner = el.children.map((c) => printTemplate(c, `${indent}  `)).join('\n');
  return `${open}>\n${inner}\n${indent}</${el.tag}>`;
}

/** `<Name>.vue` from a laid-out panel (fonts under `fonts/`). */
export function vueFromLayout(panel: Panel, layout: LayoutResult, options: VueOptions = {}): CodeFile[] {
  const tree = buildRenderTree(panel, layout, {
    target: 'browser',
    tokens: options.tokens ?? true,
    nodeId: options.nodeId,
  });
  const name = componentName(tree.root.node ? tree.root.node.name || 'Node' : panel.name);
  const css = stylesheet(tree, renderedNodes(panel, tree), 'relative', './');
  // No run of dashes survives in the comment (`--->` would become `- -->` with a single replace and end it).
  const sfc = `<!-- ${panel.name.replace(/-{2,}/g, (run) => run.split('').join(' '))}, exported from Boxify. -->
<template>
${printTemplate(tree.root, '  ')}
</template>

<style scoped>
${css}
</style>
`;
  return [{ path: `${name}.vue`, contents: sfc }];
}

export async function renderVue(panel: Panel, options: VueOptions = {}): Promise<CodeFile[]> {
  return vueFromLayout(panel, await resolveLayout(panel, options), options);
}
