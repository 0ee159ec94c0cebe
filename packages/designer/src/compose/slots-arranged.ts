// Collections drawn another way inside a direction's layout recipe: the cards recipe shows an overview (a week
// and its agenda, records as tiles), the split recipe a reading order (an agenda by day, ranked rows). The same
// members and words as the stacked page, so every named element still shows; only the drawing differs.
import type { BriefElement, ElementKind } from '@boxify/design/brief';
import type { DesignNodeInput } from '@boxify/design/schema';

import { avatar, badge, button, row, stack, toggle } from '../kit/components';
import { isCompact } from '../kit/context';
import { grid } from '../kit/layout';
import { divider, frame, icon, text } from '../kit/nodes';
import { planPrice, stepNames } from './slots-more';
import { membersOf, titled, type ComposeContext, type Slot } from './slot-parts';
import { UNNAMED, WEEKDAYS, isActionField, timeSlots, valueFor, word } from './words';

type Arrangement = NonNullable<ComposeContext['arrangement']>;

// Tiles a row: two in a card on a phone's width, three wider.
const tilesPerRow = (ctx: ComposeContext) => (ctx.width >= 560 ? 3 : 2);

const tile = (ctx: ComposeContext, name: string, children: DesignNodeInput[]) =>
  frame(ctx, name, { gap: '2', pad: '3', fill: 'surface-muted', radius: 'md', w: 'fill', children });

/** The week of the chosen day (the 12th, a Friday as the month grid draws it), each day its weekday over its date. */
function weekStrip(ctx: ComposeContext): DesignNodeInput {
  return row(
    ctx,
    'week',
    WEEKDAYS[ctx.language].map((d, i) => {
      const on = i === 4;
      return frame(ctx, `day ${8 + i}`, {
        gap: '1',
        align: 'center',
        pad: ['2', 0],
        fill: on ? 'primary' : undefined,
        radius: 'md',
        w: 'fill',
        children: [
          text(ctx, d, 'caption', on ? 'on-primary' : 'on-surface-muted'),
          text(ctx, String(8 + i), 'label', on ? 'on-primary' : 'on-surface'),
        ],
      });
    }),
    { gap: '1' },
  );
}

/** An entry of an agenda: its time, what it is, and a mark in the accent. */
function agendaEntry(ctx: ComposeContext, name: string, time: string): DesignNodeInput {
  return row(
    ctx,
    `event ${name}`,
    [
      frame(ctx, 'event mark', { fill: 'primary', radius: 'full', w: 4, h: 40 }),
      stack(
        ctx,
        'event text',
        [
          text(ctx, name, 'body', 'on-surface', { w: 'fill', weightOf: 'label' }),
          text(ctx, time, 'caption', 'on-surface-muted', { w: 'fill' }),
        ],
        { gap: '1' },
      ),
    ],
    { gap: '3', align: 'center' },
  );
}

/** A calendar's events: those the prompt named, else the kinds of event any calendar holds. */
const eventsOf = (ctx: ComposeContext, element: BriefElement, count: number): string[] =>
  element.items ?? UNNAMED.events[ctx.language].slice(0, element.count ?? count);

const calendar: Record<Arrangement, Slot> = {
  cards: (ctx, element) => {
    const events = eventsOf(ctx, element, 3);
    const times = timeSlots(events.length * 3);
    return titled(ctx, element, [weekStrip(ctx), ...events.map((name, i) => agendaEntry(ctx, name, times[i * 3]))]);
  },
  split: (ctx, element) => {
    const events = eventsOf(ctx, element, 4);
    const times = timeSlots(events.length * 2);
    // Two entries a day from the 12th on, each day under its date.
    const days = Array.from({ length: Math.ceil(events.length / 2) }, (_, d) =>
      stack(
        ctx,
        `day ${12 + d}`,
        [
          row(
            ctx,
            'date',
            [
              text(ctx, String(12 + d), 'h3', d === 0 ? 'accent' : 'on-surface'),
              text(ctx, WEEKDAYS[ctx.language][(4 + d) % 7], 'body-sm', 'on-surface-muted', { w: 'fill' }),
            ],
            { gap: '2', align: 'center' },
          ),
          ...events.slice(d * 2, d * 2 + 2).map((name, i) => agendaEntry(ctx, name, times[d * 2 + i])),
        ],
        { gap: '3' },
      ),
    );
    return titled(
      ctx,
      element,
      days.flatMap((day, i) => (i > 0 ? [divider(ctx), day] : [day])),
    );
  },
};

/** The columns a table shows: those the prompt named, else a name and a status. */
function columnsOf(ctx: ComposeContext, element: BriefElement): string[] {
  const fields = element.fields?.filter((f) => !isActionField(f)) ?? [];
  return fields.length > 0 ? fields.slice(0, 4) : [word(ctx.language, 'status'), word(ctx.language, 'updated')];
}

const table: Record<Arrangement, Slot> = {
  // Each record a tile: its name, then its other columns as "column · value" lines.
  cards: (ctx, element) => {
    const columns = columnsOf(ctx, element);
    const records = membersOf(ctx, element, 5).map((name, i) =>
      tile(ctx, `record ${name}`, [
        text(ctx, name, 'label', 'on-surface', { w: 'fill' }),
        ...columns
          .filter((c, at) => at > 0 || !element.fields?.length || /rank|排名/i.test(c))
          .map((c) =>
            text(ctx, `${c} · ${valueFor(c, i, ctx.language, name)}`, 'caption', 'on-surface-muted', { w: 'fill' }),
          ),
      ]),
    );
    return titled(ctx, element, [grid(ctx, 'records', records, tilesPerRow(ctx), '3')], word(ctx.language, 'viewAll'));
  },
  // Ranked rows: the position, the name over its columns, the last column's value at the end.
  split: (ctx, element) => {
    const columns = columnsOf(ctx, element);
    const rows = membersOf(ctx, element, 5).flatMap((name, i) => [
      ...(i > 0 ? [divider(ctx)] : []),
      row(
        ctx,
        `row ${name}`,
        [
          text(ctx, String(i + 1).padStart(2, '0'), 'label', 'accent'),
          stack(
            ctx,
            'row text',
            [
              text(ctx, name, 'body', 'on-surface', { w: 'fill', weightOf: 'label' }),
              text(
                ctx,
                columns
                  .slice(0, -1)
                  .map((c) => `${c} ${valueFor(c, i, ctx.language, name)}`)
                  .join(' · ') || columns[0],
                'caption',
                'on-surface-muted',
                { w: 'fill' },
              ),
            ],
            { gap: '1' },
          ),
          badge(ctx, valueFor(columns[columns.length - 1], i, ctx.language, name)),
        ],
        { gap: '3', align: 'center' },
      ),
    ]);
    return titled(ctx, element, rows, word(ctx.language, 'viewAll'));
  },
};

const list: Record<Arrangement, Slot> = {
  // Tiles: the avatar over the name and its line.
  cards: (ctx, element) => {
    const tiles = membersOf(ctx, element, 4).map((name, i) =>
      tile(ctx, `item ${name}`, [
        avatar(ctx, name, 32),
        text(ctx, name, 'label', 'on-surface', { w: 'fill' }),
        text(ctx, word(ctx.language, i === 0 ? 'today' : 'thisWeek'), 'caption', 'on-surface-muted', { w: 'fill' }),
      ]),
    );
    return titled(ctx, element, [grid(ctx, 'tiles', tiles, tilesPerRow(ctx), '3')], word(ctx.language, 'viewAll'));
  },
  // Numbered lines, each with its way on.
  split: (ctx, element) => {
    const lines = membersOf(ctx, element, 4).map((name, i) =>
      row(
        ctx,
        `item ${name}`,
        [
          text(ctx, `${i + 1}.`, 'label', 'accent'),
          text(ctx, name, 'body', 'on-surface', { w: 'fill' }),
          icon(ctx, 'arrow-right', 16, 'on-surface-muted'),
        ],
        { gap: '3', align: 'center' },
      ),
    );
    return titled(ctx, element, lines, word(ctx.language, 'viewAll'));
  },
};

/** Switches as the cards recipe draws them: tiles, each its name over its switch. */
function switchTiles(ctx: ComposeContext, element: BriefElement, names: string[]): DesignNodeInput {
  const tiles = names.map((name, i) =>
    tile(ctx, `toggle ${name}`, [text(ctx, name, 'label', 'on-surface', { w: 'fill' }), toggle(ctx, i % 2 === 0)]),
  );
  return titled(ctx, element, [grid(ctx, 'switches', tiles, isCompact(ctx) ? 2 : tilesPerRow(ctx), '3')]);
}

/** A dot in a rail or a choice: filled when it is the current one. */
const dot = (ctx: ComposeContext, name: string, on: boolean, size = 16) =>
  frame(ctx, name, {
    fill: on ? 'primary' : 'surface',
    stroke: on ? undefined : 'border',
    radius: 'full',
    w: size,
    h: size,
  });

const step: Record<Arrangement, Slot> = {
  // Tiles: each step's number over its name.
  cards: (ctx, element) => {
    const tiles = stepNames(ctx, element).map((name, i) =>
      tile(ctx, `step ${name}`, [
        text(ctx, String(i + 1).padStart(2, '0'), 'title', i === 0 ? 'accent' : 'on-surface-muted'),
        text(ctx, name, 'label', 'on-surface', { w: 'fill' }),
      ]),
    );
    return titled(ctx, element, [grid(ctx, 'steps', tiles, tilesPerRow(ctx), '3')]);
  },
  // A timeline: a rail of dots beside each step and what state it is in.
  split: (ctx, element) =>
    titled(
      ctx,
      element,
      stepNames(ctx, element).map((name, i) =>
        row(
          ctx,
          `step ${name}`,
          [
            frame(ctx, 'rail', {
              gap: '1',
              align: 'center',
              h: 'fill',
              children: [dot(ctx, 'rail dot', i === 0), frame(ctx, 'rail line', { fill: 'border', w: 2, h: 'fill' })],
            }),
            stack(
              ctx,
              'step text',
              [
                text(ctx, name, 'body', 'on-surface', { w: 'fill', weightOf: 'label' }),
                text(ctx, word(ctx.language, i === 0 ? 'inProgress' : 'toDo'), 'caption', 'on-surface-muted', {
                  w: 'fill',
                }),
              ],
              { gap: '1' },
            ),
          ],
          { gap: '3', align: 'stretch' },
        ),
      ),
    ),
};

const plan: Record<Arrangement, Slot> = {
  // Tiles: the name, the price and its choice.
  cards: (ctx, element) => {
    const tiles = membersOf(ctx, element, 3).map((name, i) =>
      tile(ctx, `plan ${name}`, [
        text(ctx, name, 'label', 'on-surface', { w: 'fill' }),
        text(ctx, `${planPrice(ctx, i)} ${word(ctx.language, 'perMonth')}`, 'title', 'on-surface', { w: 'fill' }),
        // The tile names the plan; its narrow button only says what it does.
        button(ctx, word(ctx.language, 'choose'), i === 1 ? 'primary' : 'outline', { w: 'fill' }),
      ]),
    );
    return titled(ctx, element, [grid(ctx, 'plans', tiles, ctx.width >= 560 ? 3 : 1, '3')]);
  },
  // A choice: one row a plan with its price, the popular one chosen, and one button to go on.
  split: (ctx, element) => {
    const rows = membersOf(ctx, element, 3).map((name, i) =>
      frame(ctx, `plan ${name}`, {
        role: 'button',
        dir: 'horizontal',
        gap: '3',
        pad: [0, '4'],
        align: 'center',
        stroke: i === 1 ? 'primary' : 'border',
        radius: 'lg',
        w: 'fill',
        h: 56,
        children: [
          dot(ctx, 'choice', i === 1, 20),
          text(ctx, name, 'label', 'on-surface', { w: 'fill' }),
          text(ctx, `${planPrice(ctx, i)} ${word(ctx.language, 'perMonth')}`, 'body-sm', 'on-surface-muted'),
        ],
      }),
    );
    return titled(ctx, element, [...rows, button(ctx, word(ctx.language, 'continue'), 'primary', { w: 'fill' })]);
  },
};

/** The slots a recipe draws its own way. */
export const ARRANGED: Partial<Record<ElementKind, Record<Arrangement, Slot>>> = { calendar, table, list, step, plan };

/** The slot for an element in this context: the recipe's own drawing when it has one. */
export function arrangedSlot(ctx: ComposeContext, kind: ElementKind, slot: Slot): Slot {
  return (ctx.arrangement && ARRANGED[kind]?.[ctx.arrangement]) || slot;
}

export { switchTiles };
