// Renderers of the elements that carry a structure of their own: dates and time slots, calendars, steps,
// questions, messages, plans, maps, kanban columns.
import type { BriefElement } from '@boxify/design/brief';
import type { Language } from '@boxify/design/locale';
import type { DesignNodeInput } from '@boxify/design/schema';

import { avatar, badge, button, card, row, stack } from '../kit/components';
import { isCompact, type KitContext } from '../kit/context';
import { grid } from '../kit/layout';
import { divider, frame, icon, text } from '../kit/nodes';
import { membersOf, titled } from './slot-parts';
import { UNNAMED, WEEKDAYS, timeSlots, valueFor, word } from './words';

import type { ComposeContext, Slot } from './slot-parts';

const chip = (ctx: KitContext, label: string, on: boolean, w: 'hug' | 'fill' = 'hug') =>
  frame(ctx, `chip ${label}`, {
    role: 'button',
    dir: 'horizontal',
    pad: ['2', '3'],
    align: 'center',
    justify: 'center',
    fill: on ? 'primary' : 'surface',
    stroke: on ? undefined : 'border',
    radius: 'md',
    w,
    h: 44,
    children: [text(ctx, label, 'label', on ? 'on-primary' : 'on-surface')],
  });

export const dateSlot: Slot = (ctx, element) => {
  const days = WEEKDAYS[ctx.language].slice(0, isCompact(ctx) ? 5 : 7);
  return titled(ctx, element, [
    row(
      ctx,
      'days',
      days.map((d, i) =>
        frame(ctx, `day ${d}`, {
          role: 'button',
          gap: '1',
          pad: ['2', 0],
          align: 'center',
          fill: i === 1 ? 'primary' : 'surface',
          stroke: i === 1 ? undefined : 'border',
          radius: 'md',
          w: 'fill',
          children: [
            text(ctx, d, 'caption', i === 1 ? 'on-primary' : 'on-surface-muted'),
            text(ctx, String(12 + i), 'title', i === 1 ? 'on-primary' : 'on-surface'),
          ],
        }),
      ),
      { gap: '2' },
    ),
  ]);
};

export const timeSlot: Slot = (ctx, element) => {
  const slots = element.items ?? timeSlots(element.count ?? 6);
  const cells = slots.map((s, i) => chip(ctx, s, i === 2, 'fill'));
  return titled(ctx, element, [grid(ctx, 'slots', cells, isCompact(ctx) ? 3 : 4, '2')]);
};

export const calendarSlot: Slot = (ctx, element) => {
  const head = row(
    ctx,
    'weekdays',
    WEEKDAYS[ctx.language].map((d) => text(ctx, d, 'caption', 'on-surface-muted', { w: 'fill', align: 'center' })),
    { gap: '1' },
  );
  const weeks = Array.from({ length: 5 }, (_, w) =>
    row(
      ctx,
      `week ${w + 1}`,
      Array.from({ length: 7 }, (_, d) => {
        const day = w * 7 + d + 1;
        const on = day === 12;
        return frame(ctx, `day ${day}`, {
          align: 'center',
          justify: 'center',
          pad: ['2', 0],
          fill: on ? 'primary' : undefined,
          radius: 'md',
          w: 'fill',
          children: [text(ctx, day <= 31 ? String(day) : '', 'body-sm', on ? 'on-primary' : 'on-surface')],
        });
      }),
      { gap: '1' },
    ),
  );
  return titled(ctx, element, [head, ...weeks]);
};

/** A process's steps: those the prompt named, else the names people use for a process's steps. */
export const stepNames = (ctx: ComposeContext, element: BriefElement): string[] =>
  element.items ??
  membersOf(ctx, element, 3).map((_, i) => UNNAMED.steps[ctx.language][i] ?? `${word(ctx.language, 'step')} ${i + 1}`);

export const stepSlot: Slot = (ctx, element) => {
  const steps = stepNames(ctx, element);
  return titled(
    ctx,
    element,
    steps.map((s, i) =>
      row(
        ctx,
        `step ${s}`,
        [
          frame(ctx, 'step number', {
            dir: 'horizontal',
            align: 'center',
            justify: 'center',
            fill: i === 0 ? 'primary' : 'surface-muted',
            radius: 'full',
            w: 32,
            h: 32,
            children: [text(ctx, String(i + 1), 'label', i === 0 ? 'on-primary' : 'on-surface')],
          }),
          text(ctx, s, 'body', 'on-surface', { w: 'fill' }),
          badge(ctx, word(ctx.language, i === 0 ? 'inProgress' : 'toDo'), i === 0 ? 'accent' : 'muted'),
        ],
        { gap: '3' },
      ),
    ),
  );
};

// What people ask about a topic, in the order a help page would list it.
const QUESTIONS: Record<Language, ((topic: string) => string)[]> = {
  en: [
    (t) => `What should I know about ${t.toLowerCase()}?`,
    (t) => `How much does ${t.toLowerCase()} cost?`,
    (t) => `How long does ${t.toLowerCase()} take?`,
    (t) => `Can I change or cancel ${t.toLowerCase()}?`,
    (t) => `Who can help me with ${t.toLowerCase()}?`,
    (t) => `Is ${t.toLowerCase()} available near me?`,
  ],
  zh: [
    (t) => `关于${t}，需要了解什么？`,
    (t) => `${t}怎么收费？`,
    (t) => `${t}需要多长时间？`,
    (t) => `${t}可以修改或取消吗？`,
    (t) => `${t}遇到问题可以找谁？`,
    (t) => `附近可以办理${t}吗？`,
  ],
};

export const questionSlot: Slot = (ctx, element) => {
  const count = element.count ?? Math.max(element.items?.length ?? 0, 4);
  const topics = element.items && element.items.length > 0 ? element.items : [element.label];
  // Each topic is asked about in turn, a different question each round; numbers only past every question.
  const asked = QUESTIONS[ctx.language];
  const questions = Array.from({ length: count }, (_, i) => {
    const round = Math.floor(i / topics.length);
    const question = asked[round % asked.length](topics[i % topics.length]);
    return round < asked.length ? question : `${question} (${Math.floor(round / asked.length) + 1})`;
  });
  // More topics than questions: the topics show as tags above them.
  const tags =
    topics.length > count
      ? [
          row(
            ctx,
            'topics',
            topics.map((t) => badge(ctx, t, 'muted')),
            { gap: '2', wrap: true },
          ),
        ]
      : [];
  return titled(ctx, element, [
    ...tags,
    ...questions.flatMap((q, i) => [
      ...(i > 0 ? [divider(ctx)] : []),
      row(ctx, `question ${i + 1}`, [
        text(ctx, q, 'body', 'on-surface', { w: 'fill', weightOf: 'label' }),
        icon(ctx, i === 0 ? 'minus' : 'plus', 20, 'on-surface-muted'),
      ]),
    ]),
  ]);
};

// A conversation any product has: a question, an answer, a thank-you ("Conversation 1" says nothing).
const MESSAGE_LINES = {
  en: [
    'Hi! Is this still available for this week?',
    'Yes, it is. Shall I book it for you?',
    'Yes please, Thursday works best.',
    'Done! You will get a confirmation shortly.',
    'Thanks a lot!',
    'You are welcome.',
  ],
  zh: [
    '你好，这周还可以预约吗？',
    '可以的，需要帮您预约吗？',
    '好的，周四最合适。',
    '已为您预约，稍后会收到确认消息。',
    '太感谢了！',
    '不客气。',
  ],
};

export const messageSlot: Slot = (ctx, element) => {
  const count = element.count ?? element.items?.length ?? 4;
  const lines = MESSAGE_LINES[ctx.language];
  const members = element.items ?? Array.from({ length: count }, (_, i) => lines[i % lines.length]);
  const bubbles = members.map((m, i) => {
    const mine = i % 2 === 1;
    return row(
      ctx,
      `message ${i + 1}`,
      [
        ...(mine ? [] : [avatar(ctx, m, 32)]),
        frame(ctx, 'bubble', {
          pad: ['3', '4'],
          fill: mine ? 'primary' : 'surface-muted',
          radius: 'lg',
          w: isCompact(ctx) ? 240 : 420,
          children: [text(ctx, m, 'body', mine ? 'on-primary' : 'on-surface', { w: 'fill' })],
        }),
      ],
      { gap: '2', justify: mine ? 'end' : 'start', align: 'end' },
    );
  });
  return titled(ctx, element, bubbles);
};

// A button names the plan only while the name fits on it ("Choose Pro"); a long one says "Choose".
const chooseLabel = (ctx: ComposeContext, name: string) =>
  [...name].length <= (ctx.language === 'zh' ? 6 : 14)
    ? `${word(ctx.language, 'choose')} ${name}`
    : word(ctx.language, 'choose');

/** The n-th plan's monthly price. */
export const planPrice = (ctx: ComposeContext, i: number) =>
  ctx.language === 'zh' ? `¥${[99, 199, 399][i % 3]}` : `$${[19, 49, 99][i % 3]}`;

export const planSlot: Slot = (ctx, element) => {
  const names = membersOf(ctx, element, 3);
  const plans = names.map((name, i) =>
    card(
      ctx,
      `plan ${name}`,
      [
        row(ctx, 'plan head', [
          text(ctx, name, 'title', 'on-surface', { w: 'fill' }),
          ...(i === 1 ? [badge(ctx, word(ctx.language, 'popular'), 'accent')] : []),
        ]),
        row(
          ctx,
          'price',
          [
            text(ctx, planPrice(ctx, i), 'h2', 'on-surface'),
            text(ctx, word(ctx.language, 'perMonth'), 'body-sm', 'on-surface-muted'),
          ],
          { gap: '1', align: 'end' },
        ),
        button(ctx, chooseLabel(ctx, name), i === 1 ? 'primary' : 'outline', { w: 'fill' }),
      ],
      { stroke: i === 1 ? 'primary' : 'border' },
    ),
  );
  return stack(
    ctx,
    element.label,
    [
      text(ctx, element.label, 'h3', 'on-surface', { role: 'heading', w: 'fill' }),
      grid(ctx, 'plans', plans, ctx.platform === 'desktop' ? Math.min(3, plans.length) : 1, '4'),
    ],
    { gap: '4' },
  );
};

// Unnamed places on a map read as how far they are, which fits any product.
const DISTANCES = ['350 m', '1.2 km', '2.4 km', '3.1 km', '4.8 km', '6 km'];

export const mapSlot: Slot = (ctx, element) => {
  const named = element.items ?? [];
  const count = element.count ?? Math.max(named.length, 3);
  const pins = [...named, ...DISTANCES.slice(0, Math.max(0, count - named.length))].slice(0, 6);
  return titled(ctx, element, [
    frame(ctx, 'map', {
      role: 'image',
      dir: 'horizontal',
      gap: '6',
      pad: '6',
      align: 'center',
      justify: 'center',
      fill: 'surface-muted',
      radius: 'lg',
      w: 'fill',
      h: isCompact(ctx) ? 200 : 320,
      children: pins.map((p) =>
        frame(ctx, `pin ${p}`, {
          gap: '1',
          align: 'center',
          w: 'fill',
          children: [
            icon(ctx, 'map-pin-filled', 28, 'accent'),
            text(ctx, p, 'caption', 'on-surface', { w: 'fill', align: 'center' }),
          ],
        }),
      ),
    }),
  ]);
};

/** Kanban: a column per member (or to do / in progress / done), each with a few cards. */
export function kanbanSlot(ctx: KitContext, element: BriefElement): DesignNodeInput {
  const lang = ctx.language;
  const columns = element.items ?? [word(lang, 'toDo'), word(lang, 'inProgress'), word(lang, 'done')];
  const perColumn = Math.max(1, Math.min(4, element.count ?? 2));
  const cards = membersOf(ctx, { kind: 'list', label: element.label, count: columns.length * perColumn }, 0);
  const column = (name: string, c: number) =>
    card(
      ctx,
      `column ${name}`,
      [
        row(ctx, 'column head', [
          text(ctx, name, 'title', 'on-surface', { w: 'fill' }),
          badge(ctx, String(perColumn), 'muted'),
        ]),
        ...Array.from({ length: perColumn }, (_, i) =>
          card(
            ctx,
            `card ${c}-${i}`,
            [
              text(ctx, cards[c * perColumn + i], 'body', 'on-surface', { w: 'fill' }),
              // A card on a board says when it is due, not a figure.
              text(
                ctx,
                `${word(lang, 'due')} ${valueFor('due', c * perColumn + i, lang, '')}`,
                'caption',
                'on-surface-muted',
                {
                  w: 'fill',
                },
              ),
            ],
            { fill: 'background' },
          ),
        ),
      ],
      { fill: 'surface-muted', stroke: null },
    );
  return grid(ctx, element.label, columns.map(column), isCompact(ctx) ? 1 : Math.min(4, columns.length), '4');
}
