// The element tree every code renderer prints (HTML, React, Vue) and satori draws: one element per visible node,
// with its semantic tag, a class named after the node, `data-node-id`, and the CSS of css.ts.
import type { Box } from '../operations/geometry';
import type { LayoutResult } from '../layout/types';
import type { DesignNode, IconNode, VectorNode } from '../schema/node';
import type { Panel } from '../schema/panel';
import { toCssRgba } from '../color/color';
import { sanitizeSvg, type SvgElement } from '../sanitize/svg';
import { imageSrc, nodeDeclarations, px, solidColor, type CssTarget, type Declarations } from './css';

export type RenderElement = {
  tag: string;
  /** The design node (undefined for the panel root and for plain SVG children). */
  node?: DesignNode;
  nodeId?: string;
  className?: string;
  /** HTML attribute names and values (`viewBox`, `stroke-width`, `aria-label`…). */
  attrs: Record<string, string>;
  declarations: Declarations;
  children: RenderElement[];
  /** Text content (text nodes), printed as is (white-space is pre / pre-wrap). */
  text?: string;
};

export type RenderTree = {
  root: RenderElement;
  /** Width and height of the rendered area (the panel, or the single node). */
  width: number;
  height: number;
  /** Class names in document order with their declarations (one rule per element). */
  rules: { className: string; declarations: Declarations }[];
};

export type RenderTreeOptions = {
  target?: CssTarget;
  tokens?: boolean;
  /** Render only this node's subtree, at its own size. */
  nodeId?: string;
};

const VOID_TAGS = new Set(['img', 'input']);
export const isVoidTag = (tag: string): boolean => VOID_TAGS.has(tag);

/** `Hero title` → `hero-title`; names without Latin letters fall back to the node type. */
export function slug(name: string, fallback: string): string {
  const s = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  const base = s === '' ? fallback : s;
  return /^[0-9]/.test(base) ? `n-${base}` : base;
}

function textContent(node: DesignNode): string {
  if (node.type === 'text') return node.characters;
  if (node.type === 'frame' || node.type === 'group')
    return node.children
      .filter((c) => c.visible)
      .map(textContent)
      .filter((t) => t.trim() !== '')
      .join(' ');
  return '';
}

function largestFontSize(node: DesignNode): number {
  if (node.type === 'text') return node.style.fontSize;
  if (node.type === 'frame' || node.type === 'group') return Math.max(0, ...node.children.map(largestFontSize));
  return 0;
}

export type TagContext = { interactive: boolean; form: boolean };

/** The semantic tag of a node, from its role (nested buttons/links/forms are demoted: parsers would split them). */
export function tagOf(node: DesignNode, ctx: TagContext): { tag: string; attrs: Record<string, string> } {
  const leafTag = node.type === 'text' ? 'span' : 'div';
  const name = node.name.trim() || node.type;
  switch (node.role) {
    case 'header':
    case 'nav':
    case 'main':
    case 'section':
    case 'footer':
      return { tag: node.role, attrs: {} };
    case 'form':
      return ctx.form ? { tag: 'div', attrs: {} } : { tag: 'form', attrs: {} };
    case 'label':
      return { tag: 'label', attrs: {} };
    case 'button':
    case 'link': {
      if (ctx.interactive) return { tag: leafTag, attrs: {} };
      const attrs: Record<string, string> = node.role === 'button' ? { type: 'button' } : { href: '#' };
      if (textContent(node).trim() === '') attrs['aria-label'] = name;
      return { tag: node.role === 'button' ? 'button' : 'a', attrs };
    }
    case 'heading': {
      const size = largestFontSize(node);
      return { tag: size >= 32 ? 'h1' : size >= 24 ? 'h2' : 'h3', attrs: {} };
    }
    case 'paragraph':
      // A <p> cannot hold block children: only text nodes become paragraphs.
      return { tag: node.type === 'text' ? 'p' : 'div', attrs: {} };
    case 'list':
      return { tag: 'ul', attrs: {} };
    case 'listitem':
      return { tag: 'li', attrs: {} };
    case 'input': {
      const isContainer = node.type === 'frame' || node.type === 'group';
      if (!isContainer || node.children.length === 0)
        return { tag: 'input', attrs: { type: 'text', 'aria-label': name, readonly: '' } };
      return { tag: 'div', attrs: { role: 'textbox', 'aria-label': textContent(node).trim() || name } };
    }
    case 'image':
      return node.type === 'image' ? imageTag(node) : { tag: 'div', attrs: { role: 'img', 'aria-label': name } };
    case undefined:
      return node.type === 'image' ? imageTag(node) : { tag: leafTag, attrs: {} };
  }
}

function imageTag(node: Extract<DesignNode, { type: 'image' }>): { tag: string; attrs: Record<string, string> } {
  // imageSrc returns allowed addresses only: any other is drawn as the placeholder.
  const src = imageSrc(node);
  const alt = node.alt ?? node.name;
  if (!src) return { tag: 'div', attrs: { role: 'img', 'aria-label': alt } };
  return { tag: 'img', attrs: { src, alt } };
}

const svgElement = (el: SvgElement): RenderElement => ({
  tag: el.tag,
  attrs: el.attrs,
  declarations: {},
  children: el.children.map(svgElement),
  ...(el.text !== undefined ? { text: el.text } : {}),
});

/**
 * An icon's SVG: path data is drawn as Tabler draws it (2 px round strokes on a 24 grid) or filled; inline
 * markup is cleaned again here (documents stored before cleaning, callers that skip the schema) and becomes
 * plain elements, so no renderer writes markup it did not build.
 */
export function iconSvg(node: IconNode): Pick<RenderElement, 'attrs' | 'children'> {
  const outline = node.style === 'outline';
  const attrs: Record<string, string> = {
    xmlns: 'http://www.w3.org/2000/svg',
    viewBox: '0 0 24 24',
    fill: outline ? 'none' : 'currentColor',
  };
  if (outline)
    Object.assign(attrs, {
      stroke: 'currentColor',
      'stroke-width': '2',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    });
  const svg = node.svg?.trim();
  if (svg && svg.startsWith('<')) {
    const safe = sanitizeSvg(svg);
    if (safe?.viewBox) attrs.viewBox = safe.viewBox;
    return { attrs, children: safe ? safe.children.map(svgElement) : [] };
  }
  // Each `M` starts a subpath: one <path> holds them all.
  const children = svg ? [plain('path', { d: svg })] : [];
  return { attrs, children };
}

export function vectorSvg(node: VectorNode): Pick<RenderElement, 'attrs' | 'children'> {
  const fill = solidColor(node.fills);
  const gradient = node.fills.find((p) => p.visible && p.type === 'linear-gradient');
  const stroke = solidColor(node.strokes);
  const [vx, vy, vw, vh] = node.viewBox ?? [0, 0, node.width, node.height];
  const attrs: Record<string, string> = {
    xmlns: 'http://www.w3.org/2000/svg',
    viewBox: `${vx} ${vy} ${vw} ${vh}`,
    preserveAspectRatio: 'none',
  };
  const children: RenderElement[] = [];
  let fillValue = fill ? toCssRgba(fill.color, fill.opacity) : 'none';
  if (gradient && gradient.type === 'linear-gradient') {
    // SVG gradients use the path's bounding box; the CSS angle maps onto its x1/y1 → x2/y2 direction.
    const id = `g-${node.id.replace(/[^a-zA-Z0-9_-]/g, '')}`;
    const rad = (gradient.angle * Math.PI) / 180;
    const dx = Math.sin(rad) / 2;
    const dy = -Math.cos(rad) / 2;
    const stops = gradient.stops.map((s) =>
      plain('stop', { offset: String(s.position), 'stop-color': toCssRgba(s.color, gradient.opacity) }),
    );
    const r = (v: number) => String(Math.round(v * 1000) / 1000);
    children.push(
      plain('defs', {}, [
        plain('linearGradient', { id, x1: r(0.5 - dx), y1: r(0.5 - dy), x2: r(0.5 + dx), y2: r(0.5 + dy) }, stops),
      ]),
    );
    fillValue = `url(#${id})`;
  }
  for (const path of node.paths) {
    const p: Record<string, string> = { d: path.d, fill: fillValue };
    if (path.fillRule === 'evenodd') p['fill-rule'] = 'evenodd';
    if (stroke && node.strokeWidth > 0) {
      p.stroke = toCssRgba(stroke.color, stroke.opacity);
      p['stroke-width'] = String(node.strokeWidth);
      p['stroke-linecap'] = 'round';
      p['stroke-linejoin'] = 'round';
      p['vector-effect'] = 'non-scaling-stroke';
    }
    children.push(plain('path', p));
  }
  return { attrs, children };
}

function plain(tag: string, attrs: Record<string, string>, children: RenderElement[] = []): RenderElement {
  return { tag, attrs, declarations: {}, children };
}

/** Builds the element tree of a panel (or of one node's subtree) from the document and its layout. */
export function buildRenderTree(panel: Panel, layout: LayoutResult, options: RenderTreeOptions = {}): RenderTree {
  const target = options.target ?? 'browser';
  const tokens = options.tokens ?? target === 'browser';
  const used = new Map<string, number>();
  const rules: RenderTree['rules'] = [];
  const className = (name: string, fallback: string) => {
    const base = slug(name, fallback);
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  };
  const boxOf = (id: string): Box => {
    const box = layout.boxes.get(id);
    if (!box) throw new Error(`No layout box for node ${id}: lay the panel out before rendering it`);
    return box;
  };

  const element = (
    node: DesignNode,
    parent: DesignNode | null,
    parentBox: Box,
    tagCtx: TagContext,
  ): RenderElement | undefined => {
    if (!node.visible) return undefined;
    const box = boxOf(node.id);
    const inFlow = parent?.type === 'frame' && parent.layout.mode !== 'none' && !node.absolute;
    const declarations = nodeDeclarations(node, { target, tokens, parent, inFlow, box, parentBox });
    const { tag, attrs } = tagOf(node, tagCtx);
    const cls = className(node.name, node.type);
    rules.push({ className: cls, declarations });
    const el: RenderElement = { tag, node, nodeId: node.id, className: cls, attrs, declarations, children: [] };
    if (node.type === 'text') el.text = node.characters;
    else if (node.type === 'icon') {
      const svg = iconSvg(node);
      Object.assign(el, { tag: 'svg', ...svg, attrs: { ...svg.attrs, 'aria-hidden': 'true' } });
    } else if (node.type === 'vector') Object.assign(el, { tag: 'svg', ...vectorSvg(node) });
    else if (node.type === 'frame' || node.type === 'group') {
      const childCtx: TagContext = {
        interactive: tagCtx.interactive || tag === 'button' || tag === 'a',
        form: tagCtx.form || tag === 'form',
      };
      for (const child of node.children) {
        const c = element(child, node, box, childCtx);
        if (c) el.children.push(c);
      }
    }
    if (isVoidTag(el.tag)) el.children = [];
    return el;
  };

  const rootCtx: TagContext = { interactive: false, form: false };
  if (options.nodeId !== undefined) {
    const node = findNode(panel.children, options.nodeId);
    if (!node) throw new Error(`Node ${options.nodeId} is not in panel ${panel.id}`);
    const box = boxOf(node.id);
    const el = element({ ...node, visible: true, rotation: 0 } as DesignNode, null, box, rootCtx)!;
    return { root: el, width: box.width, height: box.height, rules };
  }

  const rootClass = className(panel.name, 'panel');
  const rootDecls: Declarations = {
    position: 'relative',
    width: px(panel.width),
    height: px(panel.height),
    overflow: 'hidden',
    'background-color': toCssRgba(panel.background),
  };
  rules.unshift({ className: rootClass, declarations: rootDecls });
  const root: RenderElement = {
    tag: 'div',
    nodeId: panel.id,
    className: rootClass,
    attrs: {},
    declarations: rootDecls,
    children: [],
  };
  for (const child of panel.children) {
    const c = element(child, null, layout.panel, rootCtx);
    if (c) root.children.push(c);
  }
  return { root, width: panel.width, height: panel.height, rules };
}

function findNode(nodes: DesignNode[], id: string): DesignNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    if (node.type === 'frame' || node.type === 'group') {
      const found = findNode(node.children, id);
      if (found) return found;
    }
  }
  return undefined;
}

/** Every element of a tree that stands for a design node, depth first. */
export function nodeElements(root: RenderElement): RenderElement[] {
  const out: RenderElement[] = [];
  const visit = (el: RenderElement) => {
    if (el.nodeId !== undefined) out.push(el);
    el.children.forEach(visit);
  };
  visit(root);
  return out;
}
