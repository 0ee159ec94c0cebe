// The hero's product preview: a small dashboard card drawn with the kit (no stock image needed).
import type { DesignNodeInput } from '@server/design/schema/node';
import type { KitContext } from '@server/design/kit/context';
import { card, iconTile, row, stack } from '@server/design/kit/components';
import { lineChart } from '@server/design/kit/charts';
import { frame, icon, text } from '@server/design/kit/nodes';

export function dashboardPreview(ctx: KitContext, height: number): DesignNodeInput {
  const d = ctx.content.dashboard;
  const stats = d.stats.slice(0, 2).map((s) =>
    frame(ctx, `mini ${s.label}`, {
      gap: '1',
      pad: '4',
      fill: 'surface-muted',
      radius: 'md',
      w: 'fill',
      children: [text(ctx, s.label, 'caption', 'on-surface-muted'), text(ctx, s.value, 'h3', 'on-surface')],
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
