// Inline SVG from a document (an icon's `svg`): DOMPurify in its SVG profile parses and cleans it, then only the
// drawing is kept — shapes, gradients, clip paths, masks, filters and their geometry and paint — as plain data
// that every renderer prints with its own escaping. Nothing can run script: no <script>, foreignObject, links,
// <use>/<image>, animation, event handlers, style sheets, or references other than `#id`.
import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from 'dompurify';

import { sanitizerDom } from './dom';

/** One element of a cleaned SVG drawing (SVG tag names keep their case: `linearGradient`). */
export type SvgElement = { tag: string; attrs: Record<string, string>; children: SvgElement[]; text?: string };

/** A cleaned `<svg>`: its viewBox (when it gave a valid one) and its drawing. */
export type SafeSvg = { viewBox?: string; children: SvgElement[] };

const SVG_NS = 'http://www.w3.org/2000/svg';

// What an icon or an imported drawing is made of; anything else is dropped with its subtree.
const TAGS = new Set([
  'g',
  'defs',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'title',
  'desc',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'symbol',
  'marker',
  'filter',
  ...['feBlend', 'feColorMatrix', 'feComposite', 'feFlood', 'feGaussianBlur', 'feMerge', 'feMergeNode'],
  ...['feMorphology', 'feOffset', 'feDropShadow', 'feComponentTransfer', 'feFuncA', 'feFuncR', 'feFuncG'],
  'feFuncB',
]);
const TEXT_TAGS = new Set(['text', 'tspan', 'title', 'desc']);

const FORBID_TAGS = [
  ...['script', 'style', 'foreignObject', 'a', 'use', 'image', 'feImage', 'iframe', 'switch', 'tref'],
  ...['animate', 'animateColor', 'animateMotion', 'animateTransform', 'set', 'mpath', 'font', 'altGlyph'],
];

// Attribute names that print safely in HTML, JSX and Vue templates (no `on…`, `v-…`, `:…`, `@…`).
const ATTRIBUTE_NAME = /^[a-zA-Z][a-zA-Z0-9-]*$/;
const DROPPED_ATTRIBUTES = /^(?:on|v-|xmlns|class$|style$|tabindex$|src$)/i;
// `href` / `xlink:href` survive only as a local reference (a gradient inheriting another's stops).
const LOCAL_REFERENCE = /^#[a-zA-Z0-9_.-]+$/;

// Style declarations that have a presentation attribute of the same name: `style` becomes attributes.
const PRESENTATION = new Set([
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'stop-color',
  'stop-opacity',
  'clip-rule',
  'display',
  'visibility',
  'color',
]);
// A value with no function but a local `url(#id)` reference and nothing that could leave the attribute.
const SAFE_VALUE = /^(?:[#a-zA-Z0-9.,%+\-\s]|url\(#[a-zA-Z0-9_.-]+\)|rgba?\([0-9.,%\s]+\))*$/;

const MAX_ELEMENTS = 5000;
const MAX_DEPTH = 32;

const CONFIG: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  FORBID_TAGS,
  ALLOW_DATA_ATTR: false,
  RETURN_DOM_FRAGMENT: true,
};

// The parts of the DOM read here (the kernel is compiled without the DOM library).
type DomAttr = { name: string; value: string };
type DomNode = {
  nodeType: number;
  nodeName: string;
  namespaceURI: string | null;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
  attributes?: ArrayLike<DomAttr>;
  getAttribute?: (name: string) => string | null;
};

let purifier: { window: unknown; instance: Purifier } | undefined;

function purifierFor(window: unknown): Purifier | undefined {
  if (purifier !== undefined && purifier.window === window) return purifier.instance;
  const instance = DOMPurify(window as WindowLike);
  if (!instance.isSupported) return undefined;
  purifier = { window, instance };
  return instance;
}

function attributesOf(node: DomNode): Record<string, string> {
  const attrs: Record<string, string> = {};
  const list = node.attributes ?? [];
  for (let i = 0; i < list.length; i++) {
    const { name, value } = list[i];
    if (name === 'style') {
      for (const declaration of value.split(';')) {
        const colon = declaration.indexOf(':');
        const property = declaration.slice(0, colon).trim().toLowerCase();
        const v = declaration.slice(colon + 1).trim();
        if (colon > 0 && PRESENTATION.has(property) && SAFE_VALUE.test(v) && !(property in attrs)) attrs[property] = v;
      }
      continue;
    }
    if (name === 'href' || name === 'xlink:href') {
      if (LOCAL_REFERENCE.test(value.trim())) attrs.href = value.trim();
      continue;
    }
    if (!ATTRIBUTE_NAME.test(name) || DROPPED_ATTRIBUTES.test(name)) continue;
    // Only local references (`fill="url(#g)"`) may name a URL; an attribute that tries a scheme is dropped.
    // eslint-disable-next-line no-control-regex -- C0 controls hide a scheme from a plain match
    if (/(?:script|data):|url\((?!\s*['"]?#)/i.test(value.replace(/[\s\u0000-\u001f]/g, ''))) continue;
    attrs[name] = value;
  }
  return attrs;
}

function elementsOf(parent: DomNode, depth: number, budget: { left: number }): SvgElement[] {
  const out: SvgElement[] = [];
  if (depth > MAX_DEPTH) return out;
  for (let i = 0; i < parent.childNodes.length; i++) {
    const node = parent.childNodes[i];
    if (node.nodeType !== 1 || node.namespaceURI !== SVG_NS || !TAGS.has(node.nodeName)) continue;
    if (--budget.left < 0) break;
    const el: SvgElement = { tag: node.nodeName, attrs: attributesOf(node), children: [] };
    el.children = elementsOf(node, depth + 1, budget);
    if (TEXT_TAGS.has(el.tag) && el.children.length === 0) {
      const text = node.textContent ?? '';
      if (text.trim() !== '') el.text = text;
    }
    out.push(el);
  }
  return out;
}

const VIEW_BOX = /^\s*-?[0-9.eE]+(?:[\s,]+-?[0-9.eE]+){3}\s*$/;

function clean(markup: string): SafeSvg | undefined {
  const window = sanitizerDom();
  const instance = window === undefined ? undefined : purifierFor(window);
  if (!instance) return undefined;
  const fragment = instance.sanitize(markup, CONFIG) as unknown as DomNode;
  const svg = Array.from(fragment.childNodes).find((n) => n.nodeType === 1 && n.namespaceURI === SVG_NS);
  if (!svg || svg.nodeName !== 'svg') return undefined;
  const viewBox = svg.getAttribute?.('viewBox') ?? undefined;
  return {
    viewBox: viewBox && VIEW_BOX.test(viewBox) ? viewBox.trim() : undefined,
    children: elementsOf(svg, 0, { left: MAX_ELEMENTS }),
  };
}

// Documents repeat the same few icons: clean each markup once (icon-sized markup only, so the cache stays small).
const cache = new Map<string, SafeSvg | undefined>();
const CACHE_SIZE = 1000;
const CACHED_LENGTH = 20_000;

/**
 * The cleaned drawing of an inline `<svg>` string, or undefined when there is none: not an `<svg>`, nothing
 * left, or no DOM to parse with (then nothing unchecked gets through).
 */
export function sanitizeSvg(markup: string): SafeSvg | undefined {
  if (cache.has(markup)) return cache.get(markup);
  const safe = clean(markup);
  // Without a DOM nothing was decided: do not remember it, a DOM may be provided later.
  if ((safe === undefined && sanitizerDom() === undefined) || markup.length > CACHED_LENGTH) return safe;
  if (cache.size >= CACHE_SIZE) cache.clear();
  cache.set(markup, safe);
  return safe;
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (s: string) => escapeText(s).replace(/"/g, '&quot;');

function printElement(el: SvgElement): string {
  const attrs = Object.entries(el.attrs)
    .map(([k, v]) => ` ${k}="${escapeAttribute(v)}"`)
    .join('');
  const inner = el.text !== undefined ? escapeText(el.text) : el.children.map(printElement).join('');
  return `<${el.tag}${attrs}>${inner}</${el.tag}>`;
}

/** A cleaned drawing as `<svg>` markup (canonical: cleaning it again gives the same string). */
export function printSafeSvg(safe: SafeSvg): string {
  const viewBox = safe.viewBox === undefined ? '' : ` viewBox="${escapeAttribute(safe.viewBox)}"`;
  return `<svg xmlns="${SVG_NS}"${viewBox}>${safe.children.map(printElement).join('')}</svg>`;
}

/**
 * An icon's `svg` as documents store it: path data (`M…`, written into a `d` attribute, escaped) stays as it
 * is; markup is replaced by its cleaned form, or by '' when nothing safe is left (the icon is then drawn from
 * its library, like an icon without a drawing).
 */
export function sanitizeIconSvg(svg: string): string {
  const trimmed = svg.trim();
  if (!trimmed.startsWith('<')) return svg;
  const safe = sanitizeSvg(trimmed);
  return safe === undefined ? '' : printSafeSvg(safe);
}
