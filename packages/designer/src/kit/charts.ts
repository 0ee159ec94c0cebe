// Data sections: stat cards, line / bar / pie chart cards (vector paths), and a data table.
import type { DesignNodeInput } from '@boxify/design/schema';
import { isCompact, type KitContext } from './context';
import { badge, card, row, stack } from './components';
import { columns, grid } from './layout';
import { at, divider, frame, icon, spacer, text, vector, type ColorRole } from './nodes';

// Fixed series: the same prompt always draws the same chart.
const SERIES_A = [32, 41, 38, 52, 47, 60, 56, 68, 63, 74, 71, 84];
const SERIES_B = [20, 26, 24, 30, 35, 33, 41, 39, 46, 44, 52, 57];
const SLICES = [0.42, 0.26, 0.18, 0.14];
const SLICE_COLORS: ColorRole[] = ['primary', 'success', 'warning', 'on-surface-muted'];
const round = (v: number) => Math.round(v * 10) / 10;

/** A polyline through values scaled into a w × h box (top = max). */
export function linePath(values: number[], w: number, h: number, pad = 6): string {
  const max = Math.max(...values);
  const min = Math.min(...values) * 0.8;
  const step = w / (values.length - 1);
  return values
    .map(
      (v, i) =>
        `${i === 0 ? 'M' : 'L'}${round(i * step)} ${round(pad + (h - 2 * pad) * (1 - (v - min) / (max - min)))}`,
    )
    .join(' ');
}

/**
 * A line chart as one vector: the area under the line filled faintly, stroked along the line. The closing edges
 * run outside the viewBox (clipped), so only the line itself is stroked and the node can fill its parent's width.
 */
export function lineChart(ctx: KitContext, height: number, values = SERIES_A): DesignNodeInput {
  const w = 600;
  const line = linePath(values, w, 100);
  const first = line.split(' ')[1];
  const last = line.slice(line.lastIndexOf(' ') + 1);
  const d = `M-8 ${first} ${line.replace(/^M/, 'L')} L${w + 8} ${last} L${w + 8} 108 L-8 108 Z`;
  return vector(ctx, 'line chart', [d], {
    w: 'fill',
    h: height,
    viewBox: [0, 0, w, 100],
    fill: 'primary',
    fillOpacity: 0.14,
    stroke: 'primary',
  });
}

/** A bar with a rounded top, as path data in a w × h box. */
function barPath(w: number, h: number): string {
  const r = Math.min(3, w / 2, h);
  return `M0 ${h} V${r} Q0 0 ${r} 0 H${w - r} Q${w} 0 ${w} ${r} V${h} Z`;
}

/** Bars for two series, one pair per month, each bar a vector. */
export function barChart(ctx: KitContext, height: number): DesignNodeInput {
  const n = isCompact(ctx) ? 6 : 8;
  const a = SERIES_A.slice(-n);
  const b = SERIES_B.slice(-n);
  const max = Math.max(...a, ...b);
  const barW = isCompact(ctx) ? 10 : 16;
  const bar = (v: number, fill: ColorRole, name: string) => {
    const h = Math.round(((height - 8) * v) / max);
    return vector(ctx, name, [barPath(barW, h)], { w: barW, h, viewBox: [0, 0, barW, h], fill });
  };
  return frame(ctx, 'bar chart', {
    dir: 'horizontal',
    justify: 'space-between',
    align: 'end',
    w: 'fill',
    h: height,
    children: a.map((v, i) =>
      frame(ctx, 'bar pair', {
        dir: 'horizontal',
        gap: '1',
        align: 'end',
        children: [bar(v, 'primary', 'bar a'), bar(b[i], 'border', 'bar b')],
      }),
    ),
  });
}

/** A pie's slices as closed arc paths in a 100 × 100 box. */
export function pieSlices(fractions: number[]): string[] {
  let angle = -Math.PI / 2;
  return fractions.map((f) => {
    const start = angle;
    angle += f * Math.PI * 2;
    const large = f > 0.5 ? 1 : 0;
    const p = (a: number) => `${round(50 + 50 * Math.cos(a))} ${round(50 + 50 * Math.sin(a))}`;
    return `M50 50 L${p(start)} A50 50 0 ${large} 1 ${p(angle)} Z`;
  });
}

/** A donut: slices, a hole in the card's colour, and a legend. */
export function pieChart(ctx: KitContext, size: number): DesignNodeInput {
  const slices = pieSlices(SLICES).map(
    (d, i) =>
      vector(ctx, `slice ${i + 1}`, [d], {
        w: size,
        h: size,
        viewBox: [0, 0, 100, 100],
        fill: SLICE_COLORS[i],
      }) as DesignNodeInput,
  );
  const hole = Math.round((size * 0.56) / 4) * 4;
  const offset = Math.round((size - hole) / 2 / 4) * 4;
  const donut = frame(ctx, 'donut', {
    dir: 'none',
    w: size,
    h: size,
    children: [
      ...slices,
      at(frame(ctx, 'hole', { fill: 'surface', radius: 'full', w: hole, h: hole }), offset, offset),
    ],
  });
  const legend = stack(
    ctx,
    'legend',
    ctx.content.dashboard.pieLegend
      .slice(0, 4)
      .map((label, i) =>
        row(
          ctx,
          `legend ${label}`,
          [
            frame(ctx, 'swatch', { fill: SLICE_COLORS[i], radius: 'sm', w: 12, h: 12 }),
            text(ctx, label, 'body-sm', 'on-surface', { w: 'fill' }),
            text(ctx, `${Math.round(SLICES[i] * 100)}%`, 'label', 'on-surface'),
          ],
          { gap: '2' },
        ),
      ),
    { gap: '3' },
  );
  return isCompact(ctx)
    ? stack(ctx, 'pie', [donut, legend], { gap: '5', align: 'center' })
    : row(ctx, 'pie', [donut, legend], { gap: '8' });
}

function chartCard(
  ctx: KitContext,
  title: string,
  subtitle: string,
  body: DesignNodeInput,
  axis?: string[],
): DesignNodeInput {
  const children: DesignNodeInput[] = [
    row(
      ctx,
      'chart header',
      [
        stack(
          ctx,
          'titles',
          [
            text(ctx, title, 'title', 'on-surface', { role: 'heading' }),
            text(ctx, subtitle, 'caption', 'on-surface-muted'),
          ],
          { gap: '1', w: 'fill' },
        ),
        icon(ctx, 'dots', 20, 'on-surface-muted'),
      ],
      { align: 'start' },
    ),
    body,
  ];
  if (axis)
    children.push(
      row(
        ctx,
        'axis',
        axis.map((m) => text(ctx, m, 'caption', 'on-surface-muted')),
        { justify: 'space-between' },
      ),
    );
  return card(ctx, `chart ${title}`, children, { gap: '5', h: 'fill' });
}

/** Line, bar and pie chart cards laid out for the platform. */
export function chartCards(
  ctx: KitContext,
  kinds: ('line' | 'bar' | 'pie')[] = ['line', 'bar', 'pie'],
): DesignNodeInput {
  const d = ctx.content.dashboard;
  const months = d.months.slice(-(isCompact(ctx) ? 4 : 6));
  const cards = kinds.map((kind) =>
    kind === 'line'
      ? chartCard(ctx, d.lineTitle, d.range, lineChart(ctx, isCompact(ctx) ? 140 : 200), months)
      : kind === 'bar'
        ? chartCard(ctx, d.barTitle, d.range, barChart(ctx, isCompact(ctx) ? 140 : 200), months)
        : chartCard(ctx, d.pieTitle, d.range, pieChart(ctx, isCompact(ctx) ? 160 : 176)),
  );
  if (cards.length === 1) return grid(ctx, 'charts', cards, 1, '5');
  if (ctx.platform === 'desktop' && cards.length === 3) {
    return stack(
      ctx,
      'charts',
      [cards[0], row(ctx, 'chart row', [cards[1], cards[2]], { gap: '6', align: 'stretch' })],
      { gap: '6' },
    );
  }
  return grid(ctx, 'charts', cards, columns(ctx, 2), '5');
}

/** Stat cards: label, value and the change since last period. */
export function statCards(ctx: KitContext): DesignNodeInput {
  const items = ctx.content.dashboard.stats.map((s) =>
    card(
      ctx,
      `stat ${s.label}`,
      [
        row(ctx, 'stat header', [
          text(ctx, s.label, 'body-sm', 'on-surface-muted', { w: 'fill' }),
          icon(ctx, s.icon, 20, 'accent'),
        ]),
        text(ctx, s.value, isCompact(ctx) ? 'h3' : 'h2', 'on-surface'),
        row(
          ctx,
          'delta',
          [
            icon(ctx, s.up ? 'trending-up' : 'trending-down', 16, s.up ? 'success' : 'danger'),
            text(ctx, s.delta, 'caption', s.up ? 'success' : 'danger', { weightOf: 'label', w: 'fill' }),
          ],
          { gap: '1' },
        ),
      ],
      { gap: '2', pad: '5' },
    ),
  );
  return grid(ctx, 'stats', items, ctx.platform === 'desktop' ? 4 : 2, '4');
}

/** A data table: header row, rows with a status badge in the last column. */
export function dataTable(ctx: KitContext): DesignNodeInput {
  const d = ctx.content.dashboard;
  const cols = isCompact(ctx) ? [0, d.columns.length - 1] : d.columns.map((_c, i) => i);
  const cell = (value: string, i: number, header: boolean): DesignNodeInput => {
    const last = i === d.columns.length - 1;
    if (last && !header) {
      const tone = /fail|overdue|cancel|失败|逾期|取消/i.test(value)
        ? 'danger'
        : /pend|wait|处理|待/i.test(value)
          ? 'muted'
          : 'success';
      return frame(ctx, 'cell', { dir: 'horizontal', w: 'fill', children: [badge(ctx, value, tone)] });
    }
    return frame(ctx, 'cell', {
      w: 'fill',
      children: [
        text(ctx, value, header ? 'caption' : 'body-sm', header ? 'on-surface-muted' : 'on-surface', {
          w: 'fill',
          weightOf: header || i === 0 ? 'label' : undefined,
        }),
      ],
    });
  };
  const line = (values: string[], header: boolean) =>
    frame(ctx, header ? 'table header' : 'table row', {
      dir: 'horizontal',
      gap: '4',
      pad: ['3', '5'],
      align: 'center',
      fill: header ? 'surface-muted' : undefined,
      w: 'fill',
      h: header ? 'hug' : 52,
      children: cols.map((i) => cell(values[i], i, header)),
    });
  const rows: DesignNodeInput[] = [line(d.columns, true)];
  for (const r of d.rows) rows.push(divider(ctx), line(r, false));
  return card(
    ctx,
    'data table',
    [
      row(
        ctx,
        'table title',
        [
          text(ctx, d.tableTitle, 'title', 'on-surface', { role: 'heading' }),
          spacer(ctx),
          text(ctx, d.range, 'caption', 'on-surface-muted'),
        ],
        { w: 'fill' },
      ),
      frame(ctx, 'table', { w: 'fill', radius: 'md', stroke: 'border', clip: true, children: rows }),
    ],
    { gap: '4' },
  );
}
