// The kit's building blocks. Every colour, spacing, radius and type size is written twice: the resolved value
// (so the panel renders as is) and a token binding (so switching library or theme restyles it).
import type { COLOR_ROLES, RADIUS_STEPS, SPACE_STEPS, TYPE_ROLES } from '../libraries/schema';
import type { DesignNodeInput, LayoutAlign, LayoutJustify, NodeRole, TextStyleInput } from '@boxify/design/schema';
import { num, str, type KitContext } from './context';
import { tablerPath } from './icons';

export type ColorRole = (typeof COLOR_ROLES)[number] | 'accent';
export type SpaceStep = (typeof SPACE_STEPS)[number];
export type RadiusStep = (typeof RADIUS_STEPS)[number];
export type TypeRole = (typeof TYPE_ROLES)[number];
export type Size = number | 'fill' | 'hug';
type Pad =
  SpaceStep | 0 | [SpaceStep | 0, SpaceStep | 0] | [SpaceStep | 0, SpaceStep | 0, SpaceStep | 0, SpaceStep | 0];

export const colorToken = (ctx: KitContext, role: ColorRole) => (role === 'accent' ? ctx.accentText : `color.${role}`);
export const color = (ctx: KitContext, role: ColorRole) => str(ctx, colorToken(ctx, role));
export const space = (ctx: KitContext, step: SpaceStep) => num(ctx, `space.${step}`);

function sizing(w: Size, h: Size) {
  const mode = (s: Size) => (typeof s === 'number' ? 'fixed' : s);
  return { horizontal: mode(w), vertical: mode(h) } as const;
}
const fixed = (s: Size, fallback: number) => (typeof s === 'number' ? s : fallback);

export type FrameOptions = {
  role?: NodeRole;
  dir?: 'vertical' | 'horizontal' | 'none';
  gap?: SpaceStep | 0;
  pad?: Pad;
  align?: LayoutAlign;
  justify?: LayoutJustify;
  wrap?: boolean;
  fill?: ColorRole;
  stroke?: ColorRole;
  /** Stroke on one side only is not in the model: `divider` draws lines. */
  radius?: RadiusStep;
  w?: Size;
  h?: Size;
  clip?: boolean;
  opacity?: number;
  children?: DesignNodeInput[];
};

/** An auto-layout frame (vertical by default), hugging its content unless sized. */
export function frame(ctx: KitContext, name: string, o: FrameOptions = {}): DesignNodeInput {
  if (o.role && INTERACTIVE.has(o.role) && (o.w ?? 'hug') === 'hug' && o.dir === 'horizontal')
    return minWidthTarget(ctx, name, o);
  const tokens: Record<string, string> = {};
  const dir = o.dir ?? 'vertical';
  const w = o.w ?? 'hug';
  const h = o.h ?? 'hug';
  let gap = 0;
  if (o.gap) {
    gap = space(ctx, o.gap);
    tokens['layout.gap'] = `space.${o.gap}`;
  }
  const pad =
    o.pad === undefined || o.pad === 0
      ? [0, 0, 0, 0]
      : typeof o.pad === 'string'
        ? [o.pad, o.pad, o.pad, o.pad]
        : o.pad;
  const sides = (pad.length === 2 ? [pad[0], pad[1], pad[0], pad[1]] : pad) as (SpaceStep | 0)[];
  const padding = sides.map((step, i) => {
    if (!step) return 0;
    tokens[`layout.padding.${i}`] = `space.${step}`;
    return space(ctx, step);
  }) as [number, number, number, number];
  const fills = o.fill ? [{ type: 'solid' as const, color: color(ctx, o.fill) }] : [];
  if (o.fill) tokens['fills.0.color'] = colorToken(ctx, o.fill);
  const strokes = o.stroke ? [{ type: 'solid' as const, color: color(ctx, o.stroke) }] : [];
  if (o.stroke) tokens['strokes.0.color'] = colorToken(ctx, o.stroke);
  let radius = 0;
  if (o.radius) {
    radius = num(ctx, `radius.${o.radius}`);
    tokens.radius = `radius.${o.radius}`;
  }
  return {
    id: ctx.id(name),
    name,
    type: 'frame',
    role: o.role,
    width: fixed(w, 100),
    height: fixed(h, 100),
    sizing: sizing(w, h),
    layout: {
      mode: dir === 'none' ? 'none' : dir,
      gap,
      padding,
      align: o.align ?? 'start',
      justify: o.justify ?? 'start',
      wrap: o.wrap ?? false,
    },
    fills,
    strokes,
    strokeWidth: o.stroke ? 1 : 0,
    radius,
    clip: o.clip ?? false,
    opacity: o.opacity ?? 1,
    tokens,
    children: o.children ?? [],
  };
}

const INTERACTIVE = new Set<NodeRole>(['button', 'link', 'input']);
export const MIN_TARGET = 44;

/**
 * A button or link that hugs a short label ("OK", "登录") would be narrower than a 44 px touch target. Its row
 * goes into a column with a 44 px wide, zero-high strut, so the target is at least 44 px wide and hugs longer labels.
 */
function minWidthTarget(ctx: KitContext, name: string, o: FrameOptions): DesignNodeInput {
  const row = frame(ctx, `${name} content`, {
    dir: 'horizontal',
    gap: o.gap,
    align: o.align ?? 'center',
    children: o.children,
  });
  const strut: DesignNodeInput = { id: ctx.id('strut'), name: 'min width', type: 'rect', width: MIN_TARGET, height: 0 };
  return frame(ctx, name, {
    ...o,
    dir: 'vertical',
    gap: 0,
    align: 'center',
    justify: 'center',
    children: [strut, row],
  });
}

export type TextOptions = {
  w?: Size;
  align?: TextStyleInput['textAlign'];
  role?: NodeRole;
  name?: string;
  /** Overrides the type role's weight (bound to another role's weight token). */
  weightOf?: TypeRole;
  decoration?: 'none' | 'underline' | 'line-through';
  upper?: boolean;
};

/** Text in a type role and a colour role; `w: 'fill'` wraps at the parent's width. */
export function text(ctx: KitContext, characters: string, type: TypeRole, fill: ColorRole, o: TextOptions = {}) {
  const w = o.w ?? 'hug';
  const t = (k: string) => `type.${type}.${k}`;
  const weightToken = `type.${o.weightOf ?? type}.weight`;
  const node: DesignNodeInput = {
    id: ctx.id(o.name ?? 'text'),
    name: o.name ?? characters.slice(0, 32),
    type: 'text',
    role: o.role,
    characters,
    width: fixed(w, 100),
    height: num(ctx, t('lineHeight')),
    sizing: { horizontal: typeof w === 'number' ? 'fixed' : w, vertical: 'hug' },
    autoResize: w === 'hug' ? 'width-and-height' : 'height',
    fills: [{ type: 'solid', color: color(ctx, fill) }],
    style: {
      fontFamily: str(ctx, 'font.family'),
      fontSize: num(ctx, t('size')),
      fontWeight: num(ctx, weightToken),
      lineHeight: num(ctx, t('lineHeight')),
      letterSpacing: num(ctx, t('letterSpacing')),
      textAlign: o.align ?? 'left',
      textDecoration: o.decoration ?? 'none',
      textTransform: o.upper ? 'uppercase' : 'none',
    },
    tokens: {
      'fills.0.color': colorToken(ctx, fill),
      'style.fontFamily': 'font.family',
      'style.fontSize': t('size'),
      'style.fontWeight': weightToken,
      'style.lineHeight': t('lineHeight'),
      'style.letterSpacing': t('letterSpacing'),
    },
  };
  return node;
}

/** A Tabler icon with its path data inline, coloured by a colour role. */
export function icon(ctx: KitContext, name: string, size: number, fill: ColorRole): DesignNodeInput {
  return {
    id: ctx.id(`icon-${name}`),
    name: `icon ${name}`,
    type: 'icon',
    library: 'tabler',
    icon: name,
    style: 'outline',
    svg: tablerPath(name),
    width: size,
    height: size,
    fills: [{ type: 'solid', color: color(ctx, fill) }],
    tokens: { 'fills.0.color': colorToken(ctx, fill) },
  };
}

/** A vector (chart line, bar, slice) in its own viewBox, filled and/or stroked by colour roles. */
export function vector(
  ctx: KitContext,
  name: string,
  paths: string[],
  o: {
    w: Size;
    h: number;
    viewBox: [number, number, number, number];
    fill?: ColorRole;
    fillOpacity?: number;
    stroke?: ColorRole;
  },
): DesignNodeInput {
  const tokens: Record<string, string> = {};
  if (o.fill) tokens['fills.0.color'] = colorToken(ctx, o.fill);
  if (o.stroke) tokens['strokes.0.color'] = colorToken(ctx, o.stroke);
  return {
    id: ctx.id(name),
    name,
    type: 'vector',
    paths: paths.map((d) => ({ d })),
    viewBox: o.viewBox,
    width: fixed(o.w, 100),
    height: o.h,
    sizing: sizing(o.w, o.h),
    fills: o.fill ? [{ type: 'solid', color: color(ctx, o.fill), opacity: o.fillOpacity ?? 1 }] : [],
    strokes: o.stroke ? [{ type: 'solid', color: color(ctx, o.stroke) }] : [],
    strokeWidth: o.stroke ? 2.5 : 0,
    tokens,
  };
}

/** A 1 px line in the border colour. */
export function divider(ctx: KitContext, vertical = false): DesignNodeInput {
  return {
    id: ctx.id('divider'),
    name: 'divider',
    type: 'rect',
    width: vertical ? 1 : 100,
    height: vertical ? 100 : 1,
    sizing: vertical ? { horizontal: 'fixed', vertical: 'fill' } : { horizontal: 'fill', vertical: 'fixed' },
    fills: [{ type: 'solid', color: color(ctx, 'border') }],
    tokens: { 'fills.0.color': 'color.border' },
  };
}

/** An empty frame that takes the free space of its row or column. */
export function spacer(ctx: KitContext): DesignNodeInput {
  return frame(ctx, 'spacer', { w: 'fill', h: 'fill' });
}

/** A node placed at x, y (inside a frame without auto layout). */
export function at(node: DesignNodeInput, x: number, y: number): DesignNodeInput {
  return { ...node, x, y };
}

/** The page's root: the panel's width, as tall as its content, its children stacked (or side by side). */
export function pageRoot(ctx: KitContext, children: DesignNodeInput[], horizontal = false): DesignNodeInput {
  return frame(ctx, 'page', {
    role: 'main',
    dir: horizontal ? 'horizontal' : 'vertical',
    align: 'stretch',
    fill: 'background',
    w: ctx.width,
    h: 'hug',
    clip: true,
    children,
  });
}
