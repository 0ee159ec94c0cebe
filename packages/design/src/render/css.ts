// The one mapping from a design node to CSS declarations, shared by every renderer (HTML, React, Vue, satori).
// Strokes never take layout space (Figma's model): they are painted with box-shadow / outline in browsers, and
// with an overlay element in satori (see tree.ts and SATORI_SUBSTITUTIONS).
import { toCssRgba } from '../color/color';
import { cssImageUrl, safeImageUrl } from '../sanitize/urls';
import { FONT_STACK_CSS } from '../fonts/catalog';
import { effectiveSizing } from '../layout/sizing';
import type { Box } from '../operations/geometry';
import type { Effect } from '../schema/effect';
import type { DesignNode, FrameNode, TextNode } from '../schema/node';
import type { Paint } from '../schema/paint';
import type { Radius } from '../schema/primitives';

/** Ordered CSS declarations, kebab-case property → value. */
export type Declarations = Record<string, string>;

/** `browser`: real CSS (code exports, Chromium). `satori`: the subset satori draws (no var(), outline, backdrop). */
export type CssTarget = 'browser' | 'satori';

export type CssContext = {
  target: CssTarget;
  /** Emit `var(--token, value)` for token-bound properties (code exports). */
  tokens: boolean;
  /** The parent container (null for a panel's top-level node). */
  parent: DesignNode | null;
  /** Laid out by its parent's auto layout (not absolute, not in a group or a `none` frame). */
  inFlow: boolean;
  /** The node's box and its parent's box (panel coordinates) from the kernel's layout. */
  box: Box;
  parentBox: Box;
};

const ALIGN = { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch', baseline: 'baseline' };
const JUSTIFY = { start: 'flex-start', center: 'center', end: 'flex-end', 'space-between': 'space-between' };

/** Rounds to 1/1000 px so generated CSS stays short and stable. */
export const px = (value: number): string => `${Math.round(value * 1000) / 1000}px`;

/** `color.primary` → `--color-primary`. */
export function tokenVariable(token: string): string {
  return `--${token.replace(/[^a-zA-Z0-9_-]+/g, '-').replace(/^-+|-+$/g, '')}`;
}

function bound(node: DesignNode, ctx: CssContext, path: string, value: string): string {
  const token = ctx.tokens && ctx.target === 'browser' ? node.tokens?.[path] : undefined;
  return token ? `var(${tokenVariable(token)}, ${value})` : value;
}

export function visiblePaints(paints: readonly Paint[]): Paint[] {
  return paints.filter((p) => p.visible);
}

/** The first visible solid colour of a paint list (text colour, icon colour, stroke colour). */
export function solidColor(paints: readonly Paint[]): { color: string; opacity: number; index: number } | undefined {
  for (let i = paints.length - 1; i >= 0; i--) {
    const p = paints[i];
    if (!p.visible) continue;
    if (p.type === 'solid') return { color: p.color, opacity: p.opacity, index: i };
    // A gradient used where one colour is needed (text, strokes): its first stop.
    if (p.type === 'linear-gradient') return { color: p.stops[0].color, opacity: p.opacity, index: i };
  }
  return undefined;
}

export function gradientCss(paint: Extract<Paint, { type: 'linear-gradient' }>): string {
  const stops = [...paint.stops]
    .sort((a, b) => a.position - b.position)
    .map((s) => `${toCssRgba(s.color, paint.opacity)} ${Math.round(s.position * 10000) / 100}%`);
  return `linear-gradient(${Math.round(paint.angle * 1000) / 1000}deg, ${stops.join(', ')})`;
}

const IMAGE_SIZE = { fill: 'cover', crop: 'cover', fit: 'contain', tile: 'auto' } as const;

/** Background layers: Figma lists fills bottom to top, CSS lists layers top to bottom. */
function backgroundDeclarations(node: DesignNode, ctx: CssContext, skipImages: boolean): Declarations {
  const layers: { image?: string; color?: string; size?: string; repeat?: string }[] = [];
  node.fills.forEach((paint, index) => {
    if (!paint.visible) return;
    if (paint.type === 'solid') {
      layers.push({ color: bound(node, ctx, `fills.${index}.color`, toCssRgba(paint.color, paint.opacity)) });
    } else if (paint.type === 'linear-gradient') {
      layers.push({ image: gradientCss(paint) });
    } else if (!skipImages) {
      // An address that is not allowed (a script, a relative path) paints nothing, like a missing image.
      const image = cssImageUrl(paint.src);
      if (image === undefined) return;
      layers.push({
        image,
        size: IMAGE_SIZE[paint.fit],
        repeat: paint.fit === 'tile' ? 'repeat' : 'no-repeat',
      });
    }
  });
  if (layers.length === 0) return {};
  const out: Declarations = {};
  // One solid at the bottom is a background colour; anything above becomes an image layer.
  const bottom = layers[0];
  const rest = bottom.color !== undefined ? layers.slice(1) : layers;
  if (bottom.color !== undefined) out['background-color'] = bottom.color;
  if (rest.length > 0) {
    const ordered = [...rest].reverse();
    out['background-image'] = ordered.map((l) => l.image ?? `linear-gradient(${l.color}, ${l.color})`).join(', ');
    if (ordered.some((l) => l.size)) {
      out['background-size'] = ordered.map((l) => l.size ?? 'auto').join(', ');
      out['background-position'] = ordered.map(() => 'center').join(', ');
      out['background-repeat'] = ordered.map((l) => l.repeat ?? 'no-repeat').join(', ');
    }
  }
  return out;
}

export function radiusCss(radius: Radius): string | undefined {
  if (typeof radius === 'number') return radius > 0 ? px(radius) : undefined;
  if (radius.every((r) => r === 0)) return undefined;
  return radius.map(px).join(' ');
}

function shadowCss(effect: Extract<Effect, { type: 'drop-shadow' | 'inner-shadow' }>, text: boolean): string {
  const color = toCssRgba(effect.color);
  if (text) return `${px(effect.x)} ${px(effect.y)} ${px(effect.blur)} ${color}`;
  const inset = effect.type === 'inner-shadow' ? 'inset ' : '';
  return `${inset}${px(effect.x)} ${px(effect.y)} ${px(effect.blur)} ${px(effect.spread)} ${color}`;
}

/** The stroke a renderer draws: the top visible paint as one colour, its width and alignment. */
export function strokeOf(
  node: DesignNode,
): { color: string; opacity: number; index: number; width: number; align: DesignNode['strokeAlign'] } | undefined {
  if (node.type === 'text' || node.type === 'vector' || node.type === 'icon' || node.strokeWidth <= 0) return undefined;
  const paint = solidColor(node.strokes);
  return paint && { ...paint, width: node.strokeWidth, align: node.strokeAlign };
}

/**
 * How a node sits in its parent: in the auto layout flow, or absolutely at its layout offset (children of
 * groups, of `none` frames, `absolute` children and top-level nodes). Offsets come from the kernel's boxes, so
 * a group's children land where the layout put them.
 */
function positionDeclarations(node: DesignNode, ctx: CssContext): Declarations {
  // Containers are the containing block of their absolute children.
  if (ctx.inFlow) return node.type === 'frame' || node.type === 'group' ? { position: 'relative' } : {};
  return {
    position: 'absolute',
    left: px(ctx.box.x - ctx.parentBox.x),
    top: px(ctx.box.y - ctx.parentBox.y),
  };
}

function sizeDeclarations(node: DesignNode, ctx: CssContext): Declarations {
  const out: Declarations = {};
  const sizing = effectiveSizing(node, ctx.inFlow);
  const row = ctx.parent?.type === 'frame' && ctx.parent.layout.mode === 'horizontal';
  for (const axis of ['horizontal', 'vertical'] as const) {
    const prop = axis === 'horizontal' ? 'width' : 'height';
    // A group hugs children that are absolutely placed: CSS cannot shrink-wrap those, so its size is the layout's.
    const mode = node.type === 'group' ? 'fixed' : sizing[axis];
    if (mode === 'fixed') {
      const size = node.type === 'group' ? ctx.box[prop] : node[prop];
      out[prop] = px(size);
    } else if (mode === 'fill') {
      if (ctx.inFlow && (axis === 'horizontal') === row) {
        out['flex-grow'] = '1';
        out['flex-basis'] = '0px';
        out[`min-${prop}`] = '0px';
      } else out['align-self'] = 'stretch';
    }
  }
  // Every item keeps its size (Yoga runs with flex-shrink 0); only fill items share the free space.
  if (ctx.inFlow) out['flex-shrink'] = out['flex-grow'] === '1' ? '1' : '0';
  return out;
}

function autoLayoutDeclarations(node: FrameNode, ctx: CssContext): Declarations {
  const l = node.layout;
  if (l.mode === 'none') return {};
  const isRow = l.mode === 'horizontal';
  const cross = l.wrap ? (l.wrapGap ?? l.gap) : 0;
  const gap = bound(node, ctx, 'layout.gap', px(l.gap));
  const out: Declarations = { display: 'flex', 'flex-direction': isRow ? 'row' : 'column' };
  if (l.padding.some((p) => p !== 0)) out.padding = l.padding.map(px).join(' ');
  if (l.gap !== 0 || cross !== 0) {
    if (ctx.target === 'satori') {
      out[isRow ? 'column-gap' : 'row-gap'] = px(l.gap);
      out[isRow ? 'row-gap' : 'column-gap'] = px(cross);
    } else out.gap = cross === 0 ? gap : isRow ? `${px(cross)} ${gap}` : `${gap} ${px(cross)}`;
  }
  // The kernel aligns baselines with margins it computes (Yoga has no baseline callback); browsers natively.
  out['align-items'] = ALIGN[l.align];
  if (l.justify !== 'start') out['justify-content'] = JUSTIFY[l.justify];
  if (l.wrap) {
    out['flex-wrap'] = 'wrap';
    out['align-content'] = 'flex-start';
  }
  return out;
}

/** Font and paragraph rules; white-space follows the kernel's autoResize (hug = one line per paragraph). */
export function textDeclarations(node: TextNode, ctx: CssContext): Declarations {
  const s = node.style;
  const sizing = effectiveSizing(node, ctx.inFlow);
  const out: Declarations = {
    'font-family': FONT_STACK_CSS,
    'font-size': bound(node, ctx, 'style.fontSize', px(s.fontSize)),
    'font-weight': String(s.fontWeight),
    'line-height': s.lineHeight === 'auto' ? 'normal' : px(s.lineHeight),
  };
  if (s.letterSpacing !== 0) out['letter-spacing'] = px(s.letterSpacing);
  if (s.textAlign !== 'left') out['text-align'] = s.textAlign;
  if (s.textDecoration !== 'none') out['text-decoration'] = s.textDecoration;
  if (s.textTransform !== 'none') out['text-transform'] = s.textTransform;
  if (sizing.horizontal === 'hug') out['white-space'] = 'pre';
  else {
    out['white-space'] = 'pre-wrap';
    out['overflow-wrap'] = 'break-word';
  }
  const color = solidColor(node.fills);
  if (color) out.color = bound(node, ctx, `fills.${color.index}.color`, toCssRgba(color.color, color.opacity));
  if (s.verticalAlign !== 'top' && sizing.vertical !== 'hug') {
    out.display = 'flex';
    out['flex-direction'] = 'column';
    out['justify-content'] = s.verticalAlign === 'middle' ? 'center' : 'flex-end';
  }
  return out;
}

/** Stroke painting in browsers (layout-neutral): inside → inset spread shadow, center/outside → outline. */
function strokeShadowOrOutline(node: DesignNode, ctx: CssContext): { shadow?: string; outline?: Declarations } {
  const stroke = strokeOf(node);
  if (!stroke || ctx.target === 'satori') return {};
  const color = bound(node, ctx, `strokes.${stroke.index}.color`, toCssRgba(stroke.color, stroke.opacity));
  if (stroke.align === 'inside') return { shadow: `inset 0 0 0 ${px(stroke.width)} ${color}` };
  return {
    outline: {
      outline: `${px(stroke.width)} solid ${color}`,
      'outline-offset': stroke.align === 'center' ? px(-stroke.width / 2) : '0px',
    },
  };
}

/** Every declaration of one node, for one target. */
export function nodeDeclarations(node: DesignNode, ctx: CssContext): Declarations {
  const out: Declarations = { ...positionDeclarations(node, ctx), ...sizeDeclarations(node, ctx) };
  if (node.type === 'frame') Object.assign(out, autoLayoutDeclarations(node, ctx));
  if (node.type === 'text') Object.assign(out, textDeclarations(node, ctx));
  else if (node.type === 'icon') {
    const color = solidColor(node.fills);
    if (color) out.color = bound(node, ctx, `fills.${color.index}.color`, toCssRgba(color.color, color.opacity));
  } else if (node.type !== 'vector' && node.type !== 'group') {
    Object.assign(out, backgroundDeclarations(node, ctx, node.type === 'image'));
  }
  if (node.type === 'image') out['object-fit'] = IMAGE_SIZE[node.fit] === 'auto' ? 'none' : IMAGE_SIZE[node.fit];

  const radius = node.type === 'ellipse' ? '50%' : radiusCss(node.radius);
  if (radius && node.type !== 'text' && node.type !== 'group')
    out['border-radius'] = bound(node, ctx, 'radius', radius);

  const { shadow, outline } = strokeShadowOrOutline(node, ctx);
  const shadows: string[] = [];
  const filters: string[] = [];
  for (const effect of node.effects) {
    if (!effect.visible) continue;
    if (effect.type === 'drop-shadow' || effect.type === 'inner-shadow') {
      if (node.type === 'text' && effect.type === 'inner-shadow') continue;
      shadows.push(shadowCss(effect, node.type === 'text'));
    } else if (effect.type === 'layer-blur') filters.push(`blur(${px(effect.radius / 2)})`);
    else if (ctx.target === 'browser') out['backdrop-filter'] = `blur(${px(effect.radius / 2)})`;
  }
  // The stroke sits above the node's own shadows (Figma paints strokes over inner shadows).
  if (shadow) shadows.unshift(shadow);
  if (shadows.length > 0) out[node.type === 'text' ? 'text-shadow' : 'box-shadow'] = shadows.join(', ');
  if (filters.length > 0) out.filter = filters.join(' ');
  if (outline) Object.assign(out, outline);

  if (node.opacity < 1) out.opacity = bound(node, ctx, 'opacity', String(Math.round(node.opacity * 1000) / 1000));
  if (node.rotation !== 0) out.transform = `rotate(${Math.round(node.rotation * 1000) / 1000}deg)`;
  if (node.type === 'frame' && node.clip) out.overflow = 'hidden';
  return out;
}

/** Serialises declarations as a CSS block body. */
export function declarationsToCss(decls: Declarations, indent = '  '): string {
  return Object.entries(decls)
    .map(([k, v]) => `${indent}${k}: ${v};`)
    .join('\n');
}

/** `background-color` → `backgroundColor` (React style objects, satori). */
export function camelCaseProperty(property: string): string {
  return property.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
}

/**
 * An image node's picture: its `src`, else its top visible image fill; only an allowed address (`https:`,
 * `http:`, `data:image/…`, see sanitize/urls.ts), else undefined and the node is drawn as a placeholder.
 */
export function imageSrc(node: Extract<DesignNode, { type: 'image' }>): string | undefined {
  if (node.src) return safeImageUrl(node.src);
  for (let i = node.fills.length - 1; i >= 0; i--) {
    const p = node.fills[i];
    if (p.type === 'image' && p.visible) return safeImageUrl(p.src);
  }
  return undefined;
}
