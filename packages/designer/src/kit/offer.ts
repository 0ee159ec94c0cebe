// Pricing table and FAQ.
import type { DesignNodeInput } from '@boxify/design/schema';
import { isCompact, type KitContext } from './context';
import { button, card, heading, row, stack } from './components';
import { band, columns, grid } from './layout';
import { divider, frame, icon, spacer, text } from './nodes';

/** Plan cards: name, price, blurb, call to action and the features included; the popular one on the primary colour. */
export function pricingTable(ctx: KitContext): DesignNodeInput {
  const p = ctx.content.pricing;
  const plans = p.plans.map((plan) => {
    const hot = plan.popular === true;
    const ink = hot ? 'on-primary' : 'on-surface';
    const soft = hot ? 'on-primary' : 'on-surface-muted';
    const top: DesignNodeInput[] = [
      row(ctx, 'plan name', [
        text(ctx, plan.name, 'title', ink, { role: 'heading' }),
        spacer(ctx),
        ...(hot
          ? [
              frame(ctx, 'popular', {
                dir: 'horizontal',
                pad: ['1', '3'],
                fill: 'background',
                radius: 'full',
                children: [
                  text(ctx, ctx.language === 'zh' ? '最受欢迎' : 'Most Popular', 'caption', 'on-surface', {
                    weightOf: 'label',
                  }),
                ],
              }),
            ]
          : []),
      ]),
    ];
    top.push(
      row(
        ctx,
        'price',
        [text(ctx, plan.price, isCompact(ctx) ? 'h2' : 'h1', ink), text(ctx, plan.period, 'body-sm', soft)],
        { gap: '1', align: 'end' },
      ),
      text(ctx, plan.blurb, 'body-sm', soft, { w: 'fill' }),
      hot
        ? frame(ctx, `button ${plan.cta}`, {
            role: 'button',
            dir: 'horizontal',
            align: 'center',
            justify: 'center',
            fill: 'background',
            radius: 'md',
            w: 'fill',
            h: 44,
            children: [text(ctx, plan.cta, 'label', 'on-surface')],
          })
        : button(ctx, plan.cta, 'outline', { w: 'fill' }),
      divider(ctx),
      stack(
        ctx,
        'plan features',
        plan.features.map((f) =>
          row(
            ctx,
            'plan feature',
            [icon(ctx, 'check', 18, hot ? 'on-primary' : 'success'), text(ctx, f, 'body-sm', ink, { w: 'fill' })],
            { gap: '2', align: 'start' },
          ),
        ),
        { gap: '3' },
      ),
    );
    return card(ctx, `plan ${plan.name}`, top, {
      gap: '5',
      fill: hot ? 'primary' : 'surface',
      stroke: hot ? null : 'border',
      h: 'fill',
    });
  });
  return band(
    ctx,
    'pricing',
    [
      heading(ctx, p.title, p.subtitle, { center: true, eyebrow: ctx.eyebrows?.pricing }),
      ctx.arrangement === 'split' ? planComparison(ctx) : grid(ctx, 'plans', plans, columns(ctx)),
    ],
    { center: true },
  );
}

/**
 * The plans as the split recipe compares them: a column a plan (its name and price), a row a feature with a check
 * where the plan has it, and the popular plan's call to action under the table.
 */
function planComparison(ctx: KitContext): DesignNodeInput {
  const p = ctx.content.pricing;
  // "Everything in Free" / "包含免费版全部功能" is no row of its own: the plan has what the named plan has.
  const inherits = (feature: string) => p.plans.find((other) => feature.includes(other.name));
  const has = (plan: (typeof p.plans)[number], feature: string, depth = 0): boolean =>
    plan.features.includes(feature) ||
    (depth < p.plans.length &&
      plan.features.some((f) => {
        const from = inherits(f);
        return from !== undefined && from !== plan && has(from, feature, depth + 1);
      }));
  const features = [...new Set(p.plans.flatMap((plan) => plan.features))].filter((f) => !inherits(f)).slice(0, 8);
  const cell = (name: string, children: DesignNodeInput[], align: 'start' | 'center' = 'center') =>
    frame(ctx, name, { gap: '1', align, w: 'fill', children });
  const header = row(
    ctx,
    'plan names',
    [
      cell('corner', [], 'start'),
      ...p.plans.map((plan) =>
        cell(`plan ${plan.name}`, [
          text(ctx, plan.name, 'label', plan.popular ? 'accent' : 'on-surface', {
            role: 'heading',
            align: 'center',
            w: 'fill',
          }),
          text(ctx, plan.price, 'title', 'on-surface', { align: 'center', w: 'fill' }),
        ]),
      ),
    ],
    { gap: '2', align: 'end' },
  );
  const lines = features.flatMap((feature) => [
    divider(ctx),
    row(
      ctx,
      `feature ${feature}`,
      [
        cell('feature name', [text(ctx, feature, 'body-sm', 'on-surface', { w: 'fill' })], 'start'),
        ...p.plans.map((plan) =>
          cell(`has ${plan.name}`, [
            has(plan, feature) ? icon(ctx, 'check', 18, 'success') : text(ctx, '—', 'body-sm', 'on-surface-muted'),
          ]),
        ),
      ],
      { gap: '2', align: 'center' },
    ),
  ]);
  const popular = p.plans.find((plan) => plan.popular) ?? p.plans[0];
  return frame(ctx, 'plan comparison', {
    gap: '3',
    pad: '4',
    fill: 'surface',
    stroke: 'border',
    radius: 'lg',
    w: 'fill',
    children: [header, ...lines, button(ctx, popular.cta, 'primary', { w: 'fill' })],
  });
}

/** FAQ: an accordion with the first item open. */
export function faq(ctx: KitContext): DesignNodeInput {
  const f = ctx.content.faq;
  const items: DesignNodeInput[] = [];
  f.items.forEach((item, i) => {
    const open = i === 0;
    const children: DesignNodeInput[] = [
      frame(ctx, `question ${i + 1}`, {
        role: 'button',
        dir: 'horizontal',
        gap: '4',
        align: 'center',
        w: 'fill',
        h: 'hug',
        pad: ['4', 0],
        children: [
          text(ctx, item.question, 'title', 'on-surface', { w: 'fill' }),
          icon(ctx, open ? 'minus' : 'plus', 20, 'on-surface-muted'),
        ],
      }),
    ];
    if (open) children.push(text(ctx, item.answer, 'body', 'on-surface-muted', { role: 'paragraph', w: 'fill' }));
    items.push(frame(ctx, 'faq item', { role: 'listitem', gap: '2', pad: ['2', 0], w: 'fill', children }));
    if (i < f.items.length - 1) items.push(divider(ctx));
  });
  const list = frame(ctx, 'faq list', { role: 'list', w: ctx.platform === 'desktop' ? 800 : 'fill', children: items });
  return band(ctx, 'faq', [heading(ctx, f.title, undefined, { center: true, eyebrow: ctx.eyebrows?.faq }), list], {
    center: true,
    fill: 'surface',
  });
}

/** A carousel: the current slide (a promotion on the primary colour), its neighbours peeking, and page dots. */
export function carousel(ctx: KitContext): DesignNodeInput {
  const h = ctx.content.hero;
  const compact = isCompact(ctx);
  const slide = frame(ctx, 'slide', {
    dir: 'horizontal',
    gap: '6',
    pad: compact ? '6' : '12',
    align: 'center',
    fill: 'primary',
    radius: 'xl',
    w: 'fill',
    h: compact ? 200 : 360,
    children: [
      frame(ctx, 'slide copy', {
        gap: '4',
        w: 'fill',
        children: [
          text(ctx, h.eyebrow, 'label', 'on-primary', { w: 'fill' }),
          text(ctx, ctx.content.cta.title, compact ? 'h3' : 'h1', 'on-primary', { role: 'heading', w: 'fill' }),
          ...(compact ? [] : [text(ctx, ctx.content.cta.subtitle, 'body', 'on-primary', { w: 'fill' })]),
          frame(ctx, `button ${h.primary}`, {
            role: 'button',
            dir: 'horizontal',
            pad: [0, '5'],
            align: 'center',
            fill: 'background',
            radius: 'md',
            h: 44,
            children: [text(ctx, h.primary, 'label', 'on-surface')],
          }),
        ],
      }),
      ...(compact ? [] : [icon(ctx, h.icon, 160, 'on-primary')]),
    ],
  });
  const dots = row(
    ctx,
    'slide dots',
    [0, 1, 2, 3].map((i) =>
      frame(ctx, 'dot', { fill: i === 0 ? 'primary' : 'border', radius: 'full', w: i === 0 ? 24 : 8, h: 8 }),
    ),
    { gap: '2', justify: 'center' },
  );
  return band(ctx, 'carousel', [slide, dots], { pad: compact ? '5' : '10', gap: '4' });
}
