// React export: a TSX component per panel and its CSS module, with the DOM and classes of the HTML export.
import { stylesheet, renderedNodes } from './html';
import { resolveLayout, type LayoutOptions } from './layout';
import { buildRenderTree, isVoidTag, type RenderElement } from './tree';
import type { LayoutResult } from '../layout/types';
import type { Panel } from '../schema/panel';

export type CodeFile = { path: string; contents: string };
export type ReactOptions = LayoutOptions & { nodeId?: string; tokens?: boolean };

// HTML attribute → React prop; SVG's hyphenated attributes are camelCase props (`stroke-width` → `strokeWidth`).
const REACT_PROPS: Record<string, string> = { readonly: 'readOnly', for: 'htmlFor', tabindex: 'tabIndex' };

export function reactPropName(attribute: string): string {
  if (REACT_PROPS[attribute]) return REACT_PROPS[attribute];
  if (/^(?:aria|data)-/.test(attribute)) return attribute;
  return attribute.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
}

/** `Sign in (mobile)` → `SignInMobile`; a name without Latin letters becomes `Panel`. */
export function componentName(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[^a-zA-Z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const pascal = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  if (pascal === '') return 'Panel';
  return /^[0-9]/.test(pascal) ? `Panel${pascal}` : pascal;
}

const jsString = (s: string) => JSON.stringify(s).replace(/</g, '\\u003c');

// A JSX attribute string has no escapes: a value with a quote, backslash, entity or bracket is written as a JS
// string in braces, so no value can end the attribute early.
const jsxValue = (s: string) => (/^[^"\\&<>{}\n\r]*$/.test(s) ? JSON.stringify(s) : `{${jsString(s)}}`);

function printJsx(el: RenderElement, indent: string): string {
  const props: string[] = [];
  if (el.className) props.push(`className={styles[${jsString(el.className)}]}`);
  if (el.nodeId !== undefined) props.push(`data-node-id=${jsxValue(el.nodeId)}`);
  for (const [k, v] of Object.entries(el.attrs)) {
    const name = reactPropName(k);
    props.push(v === '' ? name : `${name}=${jsxValue(v)}`);
  }
  const open = `${indent}<${el.tag}${props.map((p) => ` ${p}`).join('')}`;
  if (isVoidTag(el.tag) || (el.text === undefined && el.children.length === 0)) return `${open} />`;
  if (el.text !== undefined) return `${open}>{${jsString(el.text)}}</${el.tag}>`;
  const inner = el.children.map((c) => printJsx(c, `${indent}  `)).join('\n');
  return `${open}>\n${inner}\n${indent}</${el.tag}>`;
}

/** The component's files from a laid-out panel: `<Name>.tsx` and `<Name>.module.css` (fonts under `fonts/`). */
export function reactFromLayout(panel: Panel, layout: LayoutResult, options: ReactOptions = {}): CodeFile[] {
  const tree = buildRenderTree(panel, layout, {
    target: 'browser',
    tokens: options.tokens ?? true,
    nodeId: options.nodeId,
  });
  const name = componentName(tree.root.node ? tree.root.node.name || 'Node' : panel.name);
  const css = stylesheet(tree, renderedNodes(panel, tree), 'relative', './');
  const tsx = `import styles from './${name}.module.css';

/** ${panel.name.replace(/\*\//g, '* /')}, exported from Boxify. */
export default function ${name}() {
  return (
${printJsx(tree.root, '    ')}
  );
}
`;
  return [
    { path: `${name}.tsx`, contents: tsx },
    { path: `${name}.module.css`, contents: `${css}\n` },
  ];
}

export async function renderReact(panel: Panel, options: ReactOptions = {}): Promise<CodeFile[]> {
  return reactFromLayout(panel, await resolveLayout(panel, options), options);
}
