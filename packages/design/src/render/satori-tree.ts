// The element tree satori draws. Every box is placed absolutely at the kernel's layout (so satori's own flexbox
// and text measuring never move anything), text is drawn line by line as the kernel broke it, and the paints
// come from the same CSS mapping as the code exports, with the substitutions below for what satori cannot draw.
import { toCssRgba } from '../color/color';
import { base64OfText } from './base64';
import type { LayoutResult } from '../layout/types';
import { intersects, rotatedBounds, type Box } from '../operations/geometry';
import type { DesignNode, TextNode } from '../schema/node';
import type { Panel } from '../schema/panel';
import { camelCaseProperty, imageSrc, nodeDeclarations, px, strokeOf, type Declarations } from './css';
import { printHtml } from './html-print';
import { printSafeSvg, sanitizeSvg } from '../sanitize/svg';
import { buildRenderTree } from './tree';
import { FONT_STACK_CSS } from '../fonts/catalog';

/** A satori element (the shape of a React element, without React). */
export type SatoriElement = {
  type: string;
  props: { style?: Record<string, string | number>; children?: SatoriChild[] | string; [key: string]: unknown };
};
type SatoriChild = SatoriElement | string;

/** What the PNG/SVG preview draws differently from the HTML export, because satori lacks the CSS feature. */
export const SATORI_SUBSTITUTIONS: readonly { css: string; substitute: string }[] = [
  {
    css: 'flexbox layout, text measuring and line breaking',
    substitute: 'every box placed absolutely at the kernel layout; text drawn line by line as the kernel broke it',
  },
  {
    css: 'inside stroke as `box-shadow: inset 0 0 0 W`',
    substitute: 'a bordered overlay covering the box, below the children (same paint order as an inset shadow)',
  },
  {
    css: 'center / outside stroke as `outline` (+ `outline-offset: -W/2`)',
    substitute: 'a bordered sibling overlay grown by W/2 or W with the radius grown to match, above the node',
  },
  {
    css: 'inline `<svg>` icons and vectors with currentColor',
    substitute: '`<img>` with an SVG data URL, colour resolved',
  },
  { css: '`backdrop-filter: blur()` (background blur)', substitute: 'omitted (satori cannot read the backdrop)' },
  { css: '`var(--token, value)`', substitute: 'the literal value' },
  { css: 'semantic tags (h1, button, ul…)', substitute: '<div> (satori gives headings and lists default margins)' },
];

// Layout and text properties the absolute placement replaces.
const LAYOUT_PROPS = new Set([
  'position',
  'left',
  'top',
  'width',
  'height',
  'flex-grow',
  'flex-shrink',
  'flex-basis',
  'min-width',
  'min-height',
  'align-self',
  'display',
  'flex-direction',
  'padding',
  'gap',
  'row-gap',
  'column-gap',
  'align-items',
  'justify-content',
  'flex-wrap',
  'align-content',
  'white-space',
  'overflow-wrap',
  'text-align',
  'object-fit',
]);

function styleOf(decls: Declarations): Record<string, string> {
  const style: Record<string, string> = {};
  for (const [k, v] of Object.entries(decls)) if (!LAYOUT_PROPS.has(k)) style[camelCaseProperty(k)] = v;
  return style;
}

const place = (box: Box, origin: Box) => ({
  position: 'absolute',
  left: px(box.x - origin.x),
  top: px(box.y - origin.y),
  width: px(box.width),
  height: px(box.height),
});

function svgDataUrl(markup: string): string {
  return `data:image/svg+xml;base64,${base64OfText(markup)}`;
}

/**
 * An image address as satori can draw it: an SVG data URL is read, cleaned and given the box's size (satori
 * refuses an SVG without a size or viewBox, and would fail the whole render); one that cannot be read is left
 * out, and the node drawn as its placeholder.
 */
function satoriImageSrc(src: string, box: Box): string | undefined {
  const svg = /^data:image\/svg\+xml(;base64)?(?:;[^,]*)?,([\s\S]*)$/i.exec(src);
  if (!svg) return src;
  let markup: string;
  try {
    markup = svg[1]
      ? new TextDecoder().decode(Uint8Array.from(atob(svg[2]), (c) => c.charCodeAt(0)))
      : decodeURIComponent(svg[2]);
  } catch {
    return undefined;
  }
  const safe = sanitizeSvg(markup);
  if (!safe) return undefined;
  return svgDataUrl(printSafeSvg(safe).replace(/^<svg\b/, `<svg width="${box.width}" height="${box.height}"`));
}

function cornerRadii(node: DesignNode, grow: number): string | undefined {
  if (node.type === 'ellipse') return '50%';
  const r = typeof node.radius === 'number' ? [node.radius, node.radius, node.radius, node.radius] : node.radius;
  if (r.every((v) => v === 0)) return undefined;
  return r.map((v) => px(v + grow)).join(' ');
}

/** The satori tree of a panel or of one node (`nodeId`), from the kernel's layout. */
export function buildSatoriTree(
  panel: Panel,
  layout: LayoutResult,
  nodeId?: string,
): { element: SatoriElement; width: number; height: number } {
  // The browser tree gives tags and SVG markup for icons and vectors; the CSS is recomputed for satori.
  const browser = buildRenderTree(panel, layout, { target: 'browser', tokens: false, nodeId });
  const svgMarkup = new Map<string, string>();
  const collect = (el: (typeof browser)['root']) => {
    if (el.tag === 'svg' && el.nodeId !== undefined)
      svgMarkup.set(el.nodeId, printHtml({ ...el, className: undefined, nodeId: undefined }));
    el.children.forEach(collect);
  };
  collect(browser.root);

  const element = (node: DesignNode, parent: DesignNode | null, parentBox: Box): SatoriChild[] => {
    if (!node.visible) return [];
    const box = layout.boxes.get(node.id)!;
    const inFlow = parent?.type === 'frame' && parent.layout.mode !== 'none' && !node.absolute;
    const decls = nodeDeclarations(node, { target: 'satori', tokens: false, parent, inFlow, box, parentBox });
    const style: Record<string, string | number> = { display: 'flex', ...styleOf(decls), ...place(box, parentBox) };
    const children: SatoriChild[] = [];
    const stroke = strokeOf(node);
    if (stroke && stroke.align === 'inside') {
      children.push(strokeOverlay(node, { x: 0, y: 0, width: box.width, height: box.height }, stroke, 0));
    }
    // satori clips with nested full-size masks (slow to rasterise): clip only where something would show outside.
    if (style.overflow === 'hidden' && !overflows(node, box, layout)) delete style.overflow;
    let type = 'div';
    const props: SatoriElement['props'] = {};
    if (node.type === 'text') {
      children.push(...textLines(node, box, layout));
      for (const k of ['fontFamily', 'fontSize', 'fontWeight', 'lineHeight', 'letterSpacing', 'textTransform'])
        delete style[k];
    } else if (node.type === 'icon' || node.type === 'vector') {
      type = 'img';
      let markup = svgMarkup.get(node.id) ?? '<svg xmlns="http://www.w3.org/2000/svg"></svg>';
      markup = markup.replace(/currentColor/g, String(style.color ?? '#000000'));
      markup = markup.replace(/^<svg\b/, `<svg width="${box.width}" height="${box.height}"`);
      Object.assign(props, { src: svgDataUrl(markup), width: box.width, height: box.height });
    } else if (node.type === 'image') {
      const allowed = imageSrc(node);
      const src = allowed && satoriImageSrc(allowed, box);
      if (src) {
        type = 'img';
        style.objectFit = node.fit === 'fit' ? 'contain' : 'cover';
        Object.assign(props, { src, width: box.width, height: box.height });
      }
    } else if (node.type === 'frame' || node.type === 'group') {
      for (const child of node.children) children.push(...element(child, node, box));
    }
    if (type !== 'img') props.children = children;
    const out: SatoriChild[] = [{ type, props: { ...props, style } }];
    if (stroke && stroke.align !== 'inside') {
      const grow = stroke.align === 'center' ? stroke.width / 2 : stroke.width;
      const overlay = strokeOverlay(
        node,
        {
          x: box.x - parentBox.x - grow,
          y: box.y - parentBox.y - grow,
          width: box.width + 2 * grow,
          height: box.height + 2 * grow,
        },
        stroke,
        grow,
      );
      if (style.opacity !== undefined) overlay.props.style!.opacity = style.opacity;
      if (style.transform !== undefined) overlay.props.style!.transform = style.transform;
      out.push(overlay);
    }
    // An image node draws its picture as <img>; satori clips it to the radius only through a wrapper.
    if (type === 'img' && node.type === 'image' && (style.borderRadius !== undefined || children.length > 0)) {
      const wrapperStyle = { ...style };
      const imgStyle = { objectFit: style.objectFit, width: px(box.width), height: px(box.height) };
      delete wrapperStyle.objectFit;
      out[0] = {
        type: 'div',
        props: {
          style: { ...wrapperStyle, overflow: 'hidden' },
          children: [{ type: 'img', props: { ...props, style: imgStyle } }, ...children],
        },
      };
    }
    return out;
  };

  if (nodeId !== undefined && browser.root.node) {
    const node = browser.root.node;
    const box = layout.boxes.get(node.id)!;
    const kids = element({ ...node, rotation: 0, absolute: true } as DesignNode, null, box);
    return {
      element: {
        type: 'div',
        props: {
          style: { display: 'flex', position: 'relative', width: px(box.width), height: px(box.height) },
          children: kids,
        },
      },
      width: box.width,
      height: box.height,
    };
  }
  const children = panel.children.flatMap((child) => element(child, null, layout.panel));
  return {
    element: {
      type: 'div',
      props: {
        style: {
          display: 'flex',
          position: 'relative',
          width: px(panel.width),
          height: px(panel.height),
          overflow: 'hidden',
          backgroundColor: toCssRgba(panel.background),
        },
        children,
      },
    },
    width: panel.width,
    height: panel.height,
  };
}

/** How far a node paints outside its box (shadows, outside strokes, rotation), as a grown box. */
function paintedBox(node: DesignNode, box: Box): Box {
  let grow = 0;
  for (const e of node.effects) {
    if (!e.visible) continue;
    if (e.type === 'drop-shadow') grow = Math.max(grow, Math.abs(e.x) + Math.abs(e.y) + e.blur + Math.max(0, e.spread));
    if (e.type === 'layer-blur') grow = Math.max(grow, e.radius);
  }
  const stroke = strokeOf(node);
  if (stroke && stroke.align !== 'inside') grow = Math.max(grow, stroke.width);
  const grown = { x: box.x - grow, y: box.y - grow, width: box.width + 2 * grow, height: box.height + 2 * grow };
  return node.rotation === 0 ? grown : rotatedBounds(grown, node.rotation);
}

/** Would a clipping frame hide anything: a descendant painting outside it, or into its rounded corners? */
function overflows(frame: DesignNode, box: Box, layout: LayoutResult): boolean {
  const r = typeof frame.radius === 'number' ? [frame.radius, frame.radius, frame.radius, frame.radius] : frame.radius;
  const corners: Box[] = [
    { x: box.x, y: box.y, width: r[0], height: r[0] },
    { x: box.x + box.width - r[1], y: box.y, width: r[1], height: r[1] },
    { x: box.x + box.width - r[2], y: box.y + box.height - r[2], width: r[2], height: r[2] },
    { x: box.x, y: box.y + box.height - r[3], width: r[3], height: r[3] },
  ].filter((c) => c.width > 0);
  const eps = 0.01;
  const check = (nodes: DesignNode[]): boolean =>
    nodes.some((child) => {
      if (!child.visible) return false;
      const b = paintedBox(child, layout.boxes.get(child.id)!);
      if (b.width <= 0 || b.height <= 0) return false;
      const outside =
        b.x < box.x - eps ||
        b.y < box.y - eps ||
        b.x + b.width > box.x + box.width + eps ||
        b.y + b.height > box.y + box.height + eps;
      if (outside || corners.some((c) => intersects(c, b))) return true;
      const clipsItself = child.type === 'frame' && child.clip;
      return (child.type === 'frame' || child.type === 'group') && !clipsItself && check(child.children);
    });
  return frame.type === 'frame' && check(frame.children);
}

function strokeOverlay(
  node: DesignNode,
  box: Box,
  stroke: NonNullable<ReturnType<typeof strokeOf>>,
  grow: number,
): SatoriElement {
  const style: Record<string, string | number> = {
    display: 'flex',
    position: 'absolute',
    left: px(box.x),
    top: px(box.y),
    width: px(box.width),
    height: px(box.height),
    boxSizing: 'border-box',
    border: `${px(stroke.width)} solid ${toCssRgba(stroke.color, stroke.opacity)}`,
  };
  const radius = cornerRadii(node, grow);
  if (radius) style.borderRadius = radius;
  return { type: 'div', props: { style, children: [] } };
}

/** The kernel's lines of a text node, each placed where Chromium puts it (alignment from the line's width). */
function textLines(node: TextNode, box: Box, layout: LayoutResult): SatoriElement[] {
  const text = layout.text.get(node.id);
  if (!text) return [];
  const s = node.style;
  return text.lines.map((line) => {
    const free = box.width - line.width;
    const left = s.textAlign === 'center' ? free / 2 : s.textAlign === 'right' ? free : 0;
    const style: Record<string, string | number> = {
      display: 'flex',
      position: 'absolute',
      left: px(left),
      top: px(text.offsetY + line.top),
      height: px(line.height),
      lineHeight: px(line.height),
      whiteSpace: 'pre',
      fontFamily: FONT_STACK_CSS,
      fontSize: px(s.fontSize),
      fontWeight: s.fontWeight,
    };
    if (s.letterSpacing !== 0) style.letterSpacing = px(s.letterSpacing);
    if (s.textDecoration !== 'none') style.textDecoration = s.textDecoration;
    return { type: 'div', props: { style, children: line.text.replace(/[ \t]+$/, '') || ' ' } };
  });
}
