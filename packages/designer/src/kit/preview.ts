// The hero's product preview: a small dashboard card drawn with the kit (no stock image needed).
import type { DesignNodeInput } from '@boxify/design/schema';
import type { KitContext } from './context';
import { card, iconTile, picture, row, stack } from './components';
import { lineChart } from './charts';
import { frame, icon, text } from './nodes';

export function dashboardPreview(ctx: KitContext, height: number): DesignNodeInput {
  const d = ctx.content.dashboard;
  const stats = d.stats.slice(0, 2).map((s) =>
    frame(ctx, `mini ${s.label}`, {
      gap: '1',
      pad: '4',
      fill: 'surface-muted',
      radius: 'md',
      w: 'fill',
      // A long figure name wraps inside its tile rather than spilling out of it.
      children: [
        text(ctx, s.label, 'caption', 'on-surface-muted', { w: 'fill' }),
        text(ctx, s.value, 'h3', 'on-surface', { w: 'fill' }),
      ],
    }),
  );
  const top = row(ctx, 'preview bar', [
    iconTile(ctx, ctx.content.hero.icon, 36, true),
    stack(
      ctx,
      'preview title',
      [text(ctx, ctx.brand, 'label', 'on-surface'), text(ctx, d.range, 'caption', 'on-surface-muted')],
      { gap: '1', w: 'fill' },
    ),
    icon(ctx, 'bell', 20, 'on-surface-muted'),
  ]);
  const chartHeight = Math.max(80, height - 220);
  return frame(ctx, 'product preview', {
    pad: '2',
    fill: 'surface-muted',
    radius: 'xl',
    w: 'fill',
    children: [
      card(ctx, 'preview card', [top, row(ctx, 'preview stats', stats), lineChart(ctx, chartHeight)], {
        gap: '5',
        pad: '6',
      }),
    ],
  });
}

/** The hero's shelf: four products as small cards, the first highlighted. */
export function productShelf(ctx: KitContext, height: number): DesignNodeInput {
  const items = ctx.content.products.items.slice(0, 4);
  const cardFor = (i: number) => {
    const item = items[i];
    return frame(ctx, `shelf ${item.name}`, {
      gap: '2',
      pad: '3',
      fill: 'surface',
      stroke: 'border',
      radius: 'lg',
      w: 'fill',
      children: [
        picture(ctx, `photo ${item.name}`, item.icon, {
          h: Math.round((height - 120) / 2 / 4) * 4 - 56,
          radius: 'md',
          tint: i === 0 ? 'primary' : 'surface-muted',
        }),
        text(ctx, item.name, 'label', 'on-surface', { w: 'fill' }),
        text(ctx, item.price, 'body-sm', 'on-surface-muted'),
      ],
    });
  };
  return frame(ctx, 'product shelf', {
    gap: '3',
    pad: '3',
    fill: 'surface-muted',
    radius: 'xl',
    w: 'fill',
    children: [
      row(ctx, 'shelf row', [cardFor(0), cardFor(1)], { gap: '3', align: 'start' }),
      row(ctx, 'shelf row', [cardFor(2), cardFor(3)], { gap: '3', align: 'start' }),
    ],
  });
}
