import { isVoidTag, type RenderElement } from './tree';

export const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escapeAttr = (s: string): string => escapeHtml(s).replace(/"/g, '&quot;');

export function attributeList(el: RenderElement): [string, string][] {
  const attrs: [string, string][] = [];
  if (el.className) attrs.push(['class', el.className]);
  if (el.nodeId !== undefined) attrs.push(['data-node-id', el.nodeId]);
  for (const [k, v] of Object.entries(el.attrs)) attrs.push([k, v]);
  return attrs;
}

/** Prints elements as indented HTML; text stays inline (its whitespace is significant). */
export function printHtml(el: RenderElement, indent = ''): string {
  const attrs = attributeList(el)
    .map(([k, v]) => (v === '' ? ` ${k}` : ` ${k}="${escapeAttr(v)}"`))
    .join('');
  const open = `${indent}<${el.tag}${attrs}>`;
  if (isVoidTag(el.tag)) return open;
  if (el.text !== undefined) return `${open}${escapeHtml(el.text)}</${el.tag}>`;
  if (el.children.length === 0) return `${open}</${el.tag}>`;
  const inner = el.children.map((c) => printHtml(c, `${indent}  `)).join('\n');
  return `${open}\n${inner}\n${indent}</${el.tag}>`;
}
