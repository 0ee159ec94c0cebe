// One renderer per element kind: each draws the element with the label the prompt used and as many members as
// it asked for, from the kit's components and the library's tokens.
import type { BriefElement, ElementKind } from '@boxify/design/brief';
import type { DesignNodeInput } from '@boxify/design/schema';

import { barChart, lineChart, pieChart } from '../kit/charts';
import { avatar, badge, button, card, input, picture, row, stack, toggle } from '../kit/components';
import { isCompact, type KitContext } from '../kit/context';
import { grid } from '../kit/layout';
import { divider, frame, icon, text } from '../kit/nodes';
import {
  calendarSlot,
  dateSlot,
  kanbanSlot,
  mapSlot,
  messageSlot,
  planSlot,
  questionSlot,
  stepSlot,
  timeSlot,
} from './slots-more';
import { membersOf, titled, type Slot } from './slot-parts';
import { switchTiles } from './slots-arranged';
import { UNNAMED, figure, hasValue, isActionField, memberNames, valueFor, word } from './words';

export type { Slot } from './slot-parts';

const chart: Slot = (ctx, element) => {
  const kind = /line|trend|over time|折线|趋势/i.test(element.label)
    ? 'line'
    : /pie|donut|share|breakdown|饼|占比/i.test(element.label)
      ? 'pie'
      : 'bar';
  const height = isCompact(ctx) ? 140 : 200;
  const body =
    kind === 'line' ? lineChart(ctx, height) : kind === 'pie' ? pieChart(ctx, height) : barChart(ctx, height);
  // Named series or categories ("by country: US, Germany, Japan") label the chart.
  const labels = element.items ?? element.fields;
  const legend = labels
    ? [
        row(
          ctx,
          'chart labels',
          labels.map((l) => text(ctx, l, 'caption', 'on-surface-muted')),
          { gap: '4', wrap: true },
        ),
      ]
    : [];
  return titled(ctx, element, [body, ...legend], word(ctx.language, 'thisWeek'));
};

// A figure the prompt gives ("1,204 backers", "剩余次数 18 次", "$84,210 raised") is shown as said.
export const GIVEN_FIGURE =
  /(?<![\w/.-])[$£€¥￥]?\d[\d,.:]*(?:\s?(?:%|°[CF]?|次|元|天|个|人|分钟|days?|min|kWh|kW|km))?(?![\w/]|[.,:]\d)/i;

const stat: Slot = (ctx, element) => {
  const given = !element.count && !element.items ? GIVEN_FIGURE.exec(element.label) : null;
  if (given) {
    const name = element.label.replace(given[0], ' ').replace(/\s+/g, ' ').trim() || element.label;
    return card(ctx, `stat ${element.label}`, [
      text(ctx, name, 'body-sm', 'on-surface-muted', { w: 'fill' }),
      text(ctx, given[0].trim(), isCompact(ctx) ? 'h3' : 'h2', 'on-surface', { w: 'fill' }),
    ]);
  }
  const names = element.count || element.items ? membersOf(ctx, element, 1) : [element.label];
  const cards = names.map((name, i) =>
    card(ctx, `stat ${name}`, [
      text(ctx, name, 'body-sm', 'on-surface-muted', { w: 'fill' }),
      text(ctx, figure(i, ctx.language), isCompact(ctx) ? 'h3' : 'h2', 'on-surface', { w: 'fill' }),
      text(ctx, `+${4 + i}% ${word(ctx.language, 'vsLastWeek')}`, 'caption', 'success', { w: 'fill' }),
    ]),
  );
  return cards.length === 1 ? cards[0] : grid(ctx, element.label, cards, ctx.platform === 'desktop' ? 4 : 2, '4');
};

const table: Slot = (ctx, element) => {
  const rows = membersOf(ctx, element, 5);
  const lang = ctx.language;
  const fields = element.fields?.filter((f) => !isActionField(f));
  // Columns the prompt named; else a name, a status and (with room) when it changed.
  const columns = fields && fields.length > 0 ? fields.slice(0, isCompact(ctx) ? 3 : 7) : undefined;
  const line = (cells: DesignNodeInput[], name: string) => row(ctx, name, cells, { gap: '4' });
  const headers = columns ?? [
    word(lang, 'name'),
    word(lang, 'status'),
    ...(isCompact(ctx) ? [] : [word(lang, 'updated')]),
  ];
  const header = line(
    headers.map((c) => text(ctx, c, 'caption', 'on-surface-muted', { w: 'fill', weightOf: 'label' })),
    'header row',
  );
  const cell = (value: string) => text(ctx, value, 'body', 'on-surface', { w: 'fill' });
  const body = rows.flatMap((name, i) => [
    divider(ctx),
    line(
      columns
        ? columns.map((field, c) => cell(c === 0 && !/rank|排名/i.test(field) ? name : valueFor(field, i, lang, name)))
        : [
            cell(name),
            frame(ctx, 'status cell', {
              w: 'fill',
              children: [
                badge(ctx, word(lang, i % 3 === 1 ? 'attention' : 'active'), i % 3 === 1 ? 'danger' : 'success'),
              ],
            }),
            ...(isCompact(ctx)
              ? []
              : [text(ctx, `${8 + i}:${i % 2 ? '30' : '15'}`, 'body-sm', 'on-surface-muted', { w: 'fill' })]),
          ],
      `row ${name}`,
    ),
  ]);
  return titled(ctx, element, [header, ...body], word(lang, 'viewAll'));
};

/** The fields of a member as "field · value" lines, and its action as a button. */
function memberDetails(ctx: KitContext, element: BriefElement, member: string, i: number): DesignNodeInput[] {
  const fields = element.fields ?? [];
  const values = fields
    .filter((f) => !isActionField(f))
    .map((f) =>
      row(ctx, `field ${f}`, [
        text(ctx, f, 'body-sm', 'on-surface-muted', { w: 'fill' }),
        text(ctx, valueFor(f, i, ctx.language, member), 'body-sm', 'on-surface'),
      ]),
    );
  const action = fields.find(isActionField);
  return [...values, ...(action ? [button(ctx, action, 'outline', { w: 'fill' })] : [])];
}

const list: Slot = (ctx, element) => {
  const members = membersOf(ctx, element, 4);
  const rows = members.flatMap((name, i) => [
    ...(i > 0 ? [divider(ctx)] : []),
    row(
      ctx,
      `item ${name}`,
      [
        avatar(ctx, name, 40),
        stack(
          ctx,
          'item text',
          [
            text(ctx, name, 'body', 'on-surface', { w: 'fill', weightOf: 'label' }),
            text(
              ctx,
              element.fields && element.fields.length > 0
                ? element.fields
                    .filter((f) => !isActionField(f))
                    .map((f) => `${f} ${valueFor(f, i, ctx.language, name)}`)
                    .join(' · ')
                : // "商品列表带价格", "a list of dishes with prices": each row its price.
                  /price|cost|fee|价格|价钱|售价/i.test(element.label)
                  ? valueFor('price', i, ctx.language, name)
                  : word(ctx.language, i === 0 ? 'today' : 'thisWeek'),
              'caption',
              'on-surface-muted',
              { w: 'fill' },
            ),
          ],
          { gap: '1' },
        ),
        icon(ctx, 'chevron-right', 20, 'on-surface-muted'),
      ],
      { gap: '3' },
    ),
  ]);
  return titled(ctx, element, rows, word(ctx.language, 'viewAll'));
};

const cards: Slot = (ctx, element) => {
  const members = membersOf(ctx, element, ctx.platform === 'desktop' ? 3 : 2);
  const items = members.map((name, i) =>
    card(ctx, `card ${name}`, [
      picture(ctx, 'picture', 'photo', { h: isCompact(ctx) ? 96 : 140 }),
      text(ctx, name, 'title', 'on-surface', { w: 'fill' }),
      ...(element.fields
        ? memberDetails(ctx, element, name, i)
        : [text(ctx, word(ctx.language, 'details'), 'body-sm', 'accent', { w: 'fill' })]),
    ]),
  );
  return stack(
    ctx,
    element.label,
    [
      text(ctx, element.label, 'title', 'on-surface', { role: 'heading', w: 'fill' }),
      grid(ctx, 'cards', items, ctx.platform === 'desktop' ? 3 : isCompact(ctx) ? 1 : 2, '4'),
    ],
    { gap: '3' },
  );
};

const formField: Slot = (ctx, element) => {
  const names = element.items ?? [element.label];
  return stack(
    ctx,
    element.label,
    names.map((name) => input(ctx, name, `${word(ctx.language, 'enter')} ${name.toLowerCase()}`)),
    {
      gap: '4',
    },
  );
};

const chips = (ctx: KitContext, name: string, labels: string[], activeFirst = true) =>
  row(
    ctx,
    name,
    labels.map((l, i) => badge(ctx, l, i === 0 && activeFirst ? 'accent' : 'muted')),
    { gap: '2', wrap: true },
  );

const filter: Slot = (ctx, element) =>
  stack(ctx, element.label, [
    text(ctx, element.label, 'label', 'on-surface', { w: 'fill' }),
    chips(ctx, 'filter chips', [word(ctx.language, 'all'), ...(element.items ?? membersOf(ctx, element, 3))]),
  ]);

const sort: Slot = (ctx, element) =>
  row(
    ctx,
    element.label,
    [
      text(ctx, word(ctx.language, 'sortBy'), 'body-sm', 'on-surface-muted'),
      frame(ctx, 'sort select', {
        dir: 'horizontal',
        gap: '2',
        pad: ['2', '3'],
        align: 'center',
        stroke: 'border',
        radius: 'md',
        children: [
          text(ctx, element.items?.[0] ?? element.label, 'label', 'on-surface'),
          icon(ctx, 'chevron-down', 16, 'on-surface-muted'),
        ],
      }),
    ],
    { justify: 'end' },
  );

const tabs: Slot = (ctx, element) => {
  const labels = element.items ?? [
    element.label,
    ...memberNames(element.label, Math.max(1, (element.count ?? 3) - 1), ctx.language),
  ];
  return stack(ctx, element.label, [
    row(
      ctx,
      'tabs',
      labels.map((l, i) =>
        frame(ctx, `tab ${l}`, {
          pad: ['2', '3'],
          fill: i === 0 ? 'surface-muted' : undefined,
          radius: 'md',
          children: [text(ctx, l, 'label', i === 0 ? 'on-surface' : 'on-surface-muted')],
        }),
      ),
      { gap: '1', wrap: true },
    ),
    divider(ctx),
  ]);
};

const action: Slot = (ctx, element) =>
  button(ctx, element.label, !ctx.primaryAction || ctx.primaryAction === element ? 'primary' : 'outline', {
    w: isCompact(ctx) ? 'fill' : 'hug',
    large: true,
  });

const navigation: Slot = (ctx, element) =>
  chips(ctx, element.label, element.items ?? [element.label, ...membersOf(ctx, element, 3).slice(1)], true);

const media: Slot = (ctx, element) =>
  stack(ctx, element.label, [
    picture(ctx, 'picture', /video|视频/i.test(element.label) ? 'player-play' : 'photo', {
      h: isCompact(ctx) ? 200 : 320,
    }),
    text(ctx, element.label, 'body-sm', 'on-surface-muted', { w: 'fill' }),
  ]);

const search: Slot = (ctx, element) =>
  input(ctx, element.label, `${word(ctx.language, 'search')}…`, { icon: 'search' });

const toggles: Slot = (ctx, element) => {
  // The label names the first switch ("Notifications") unless it only says they are switches.
  const own = /^(?:toggles?|switch(?:es)?|开关)$/i.test(element.label.trim()) ? [] : [element.label];
  const settings = [
    ...own,
    ...UNNAMED.settings[ctx.language].filter((n) => n.toLowerCase() !== element.label.toLowerCase()),
  ];
  const count = element.count ?? 1;
  const names = element.items ?? membersOf(ctx, element, count).map((n, i) => settings[i] ?? n);
  if (ctx.arrangement === 'cards') return switchTiles(ctx, element, names);
  return card(
    ctx,
    element.label,
    names.flatMap((name, i) => [
      ...(i > 0 ? [divider(ctx)] : []),
      row(ctx, `toggle ${name}`, [text(ctx, name, 'body', 'on-surface', { w: 'fill' }), toggle(ctx, i % 2 === 0)]),
    ]),
  );
};

const progress: Slot = (ctx, element) =>
  card(ctx, element.label, [
    row(ctx, 'progress label', [
      text(ctx, element.label, 'body', 'on-surface', { w: 'fill' }),
      text(ctx, `64% ${word(ctx.language, 'complete')}`, 'caption', 'on-surface-muted'),
    ]),
    frame(ctx, 'track', {
      dir: 'horizontal',
      fill: 'surface-muted',
      radius: 'full',
      w: 'fill',
      h: 8,
      children: [frame(ctx, 'bar', { fill: 'primary', radius: 'full', w: isCompact(ctx) ? 200 : 480, h: 8 })],
    }),
  ]);

const section: Slot = (ctx, element) => {
  // A member that names a property ("price per unit", "availability") shows a value of it.
  const members = (element.items ?? (element.count ? membersOf(ctx, element, element.count) : [])).map((m, i) =>
    hasValue(m) && !/\d/.test(m) ? `${m} · ${valueFor(m, i, ctx.language, m)}` : m,
  );
  return card(ctx, element.label, [
    text(ctx, element.label, 'title', 'on-surface', { role: 'heading', w: 'fill' }),
    ...(members.length > 0
      ? members.map((m) =>
          row(
            ctx,
            `point ${m}`,
            [icon(ctx, 'point-filled', 16, 'accent'), text(ctx, m, 'body', 'on-surface', { w: 'fill' })],
            { gap: '2' },
          ),
        )
      : [text(ctx, word(ctx.language, 'details'), 'body-sm', 'on-surface-muted', { w: 'fill' })]),
  ]);
};

export const SLOTS: Record<ElementKind, Slot> = {
  chart,
  stat,
  table,
  list,
  'card-grid': cards,
  'form-field': formField,
  filter,
  sort,
  tabs,
  button: action,
  'nav-item': navigation,
  media,
  map: mapSlot,
  calendar: calendarSlot,
  date: dateSlot,
  'time-slot': timeSlot,
  step: stepSlot,
  question: questionSlot,
  message: messageSlot,
  plan: planSlot,
  search,
  toggle: toggles,
  progress,
  section,
};

export { kanbanSlot };
