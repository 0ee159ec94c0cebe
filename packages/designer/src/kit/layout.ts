// Page-level layout helpers: a full-width section with a centred content column, and card grids.
import type { DesignNodeInput, NodeRole } from '@boxify/design/schema';
import type { KitContext } from './context';
import { frame, space, type ColorRole, type SpaceStep } from './nodes';

/** The content column: 1200 px on desktop, the full width less the side padding elsewhere. */
export const CONTENT_WIDTH = 1200;

/** The content column between side paddings: 1200 px, or what a narrower desktop panel (1024) has room for. */
export const contentWidth = (ctx: KitContext, side: SpaceStep) =>
  Math.min(CONTENT_WIDTH, ctx.width - 2 * space(ctx, side));

/** A column of text or settings: 720 px on desktop, narrower when a side navigation leaves less (1024 px). */
export const readingWidth = (ctx: KitContext) => (ctx.platform === 'desktop' ? Math.min(720, ctx.width - 320) : 'fill');

export function columns(ctx: KitContext, desktop = 3): number {
  return ctx.platform === 'desktop' ? desktop : ctx.platform === 'tablet' ? Math.min(2, desktop) : 1;
}

/** A full-width band (background colour, vertical padding) holding a centred content column. */
export function band(
  ctx: KitContext,
  name: string,
  children: DesignNodeInput[],
  o: { role?: NodeRole; fill?: ColorRole; pad?: SpaceStep; gap?: SpaceStep; center?: boolean } = {},
): DesignNodeInput {
  const side: SpaceStep = ctx.console ? '8' : ctx.platform === 'desktop' ? '8' : ctx.platform === 'tablet' ? '10' : '5';
  const v: SpaceStep = ctx.console ? '4' : (o.pad ?? (ctx.platform === 'mobile' ? '10' : '16'));
  const inner = frame(ctx, `${name} content`, {
    gap: o.gap ?? (ctx.platform === 'mobile' ? '6' : '10'),
    align: o.center ? 'center' : 'stretch',
    w: ctx.platform === 'desktop' && !ctx.console ? contentWidth(ctx, side) : 'fill',
    children,
  });
  return frame(ctx, name, {
    role: o.role ?? 'section',
    pad: [v, side],
    align: 'center',
    fill: o.fill,
    w: 'fill',
    children: [inner],
  });
}

/** Items in rows of `perRow` equal columns (the last row padded with empty cells so widths match). */
export function grid(
  ctx: KitContext,
  name: string,
  items: DesignNodeInput[],
  perRow: number,
  gap: SpaceStep = '6',
): DesignNodeInput {
  const rows: DesignNodeInput[] = [];
  for (let i = 0; i < items.length; i += perRow) {
    const cells = items.slice(i, i + perRow);
    while (cells.length < perRow) cells.push(frame(ctx, 'empty cell', { w: 'fill' }));
    rows.push(frame(ctx, `${name} row`, { dir: 'horizontal', gap, align: 'stretch', w: 'fill', children: cells }));
  }
  return frame(ctx, name, { gap, w: 'fill', children: rows });
}
