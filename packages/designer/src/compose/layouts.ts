// Layout recipes: the same sections arranged three ways, so a generation can offer directions that differ in
// layout, not only in colour. `stacked` is the page as a single generation draws it; `cards` sets each section in
// a titled card under a page heading, with the app's tab bar on a phone; `split` opens with a cover in the
// primary colour (a phone) or puts the product beside its sections in a side pane (a tablet or desktop).
import type { DesignNodeInput } from '@boxify/design/schema';

import { tabBar } from '../kit/app';
import { brandMark, iconTile, picture } from '../kit/components';
import type { KitContext } from '../kit/context';
import { divider, frame, icon, pageRoot, space, spacer, text } from '../kit/nodes';

export const LAYOUT_RECIPES = ['stacked', 'cards', 'split'] as const;
export type LayoutRecipe = (typeof LAYOUT_RECIPES)[number];

/** A section as a recipe arranges it: its drawing and, when it has one, the name it is shown under. */
export type PageSection = { node: DesignNodeInput; label?: string; kind?: string };

/** Sections that show rather than tell (a picture, a map, a chart): the cards recipe leads with them. */
const VISUAL = new Set(['media', 'map', 'chart', 'calendar', 'card-grid', 'gallery', 'board']);

/** Sections of many entries: their card offers the rest. */
const LISTED = new Set(['list', 'table', 'card-grid', 'question', 'message', 'step', 'plan']);

/** Sections that sum up or steer the page (a search, filters, figures): the split recipe sets them aside. */
const STEERING = new Set(['search', 'filter', 'sort', 'tabs', 'stat', 'progress', 'toggle', 'date', 'nav-item']);

export type PageParts = {
  title: string;
  /** What the page is ("Booking", the product's kind): the line under the title. */
  subtitle?: string;
  sections: PageSection[];
  /** Where the page links to (its sections or its navigation), for the split recipe's side pane. */
  links: string[];
  /** The page's own top (an app bar, a site's navigation), kept by the cards recipe. */
  top?: DesignNodeInput;
  /** An app screen (its tab bar shows in the cards recipe) rather than a site page (a one-line footer). */
  app?: boolean;
};

/** The side pane of a split page on a tablet or desktop. */
export const asideWidth = (width: number) => Math.min(400, Math.round(width * 0.3));

// A phone's cards keep their content as wide as a stacked page's (a table's columns need it).
const cardPad = (ctx: KitContext): ['4', '2'] | '5' => (ctx.platform === 'mobile' ? ['4', '2'] : '5');
const cardSide = (ctx: KitContext) => (ctx.platform === 'mobile' ? ('2' as const) : ('5' as const));
const cardsPad = (ctx: KitContext) => (ctx.platform === 'mobile' ? ('3' as const) : ('8' as const));
const sidePad = (ctx: KitContext) => (ctx.platform === 'mobile' ? ('5' as const) : ('8' as const));

const cardColumns = (ctx: KitContext) => (ctx.platform === 'desktop' ? 2 : 1);
const cardGap = (ctx: KitContext) => (ctx.platform === 'mobile' ? ('4' as const) : ('6' as const));

/**
 * Where a recipe draws its sections: the panel less the cards' gutters (two cards a row on a tablet or desktop)
 * or less the side pane. A card holds a section as a phone draws it; a desktop's main pane as a tablet does.
 */
export function sectionContext<C extends KitContext>(recipe: LayoutRecipe, ctx: C): C {
  if (recipe === 'stacked') return ctx;
  let width = ctx.width;
  if (recipe === 'cards') {
    const n = cardColumns(ctx);
    const inner = ctx.width - 2 * space(ctx, cardsPad(ctx)) - (n - 1) * space(ctx, cardGap(ctx));
    width = Math.floor(inner / n) - 2 * space(ctx, cardSide(ctx)) - 2;
  } else if (ctx.platform !== 'mobile') {
    width = ctx.width - asideWidth(ctx.width) - 2 * space(ctx, sidePad(ctx));
  }
  const platform = recipe === 'split' && ctx.platform === 'desktop' ? 'tablet' : 'mobile';
  return { ...ctx, width, platform, console: false, arrangement: recipe };
}

const nodeCount = (node: DesignNodeInput): number =>
  1 + ((node as { children?: DesignNodeInput[] }).children ?? []).reduce((n, c) => n + nodeCount(c), 0);

function sectionCard(ctx: KitContext, section: PageSection): DesignNodeInput {
  return frame(ctx, section.label ? `${section.label} card` : 'card', {
    role: 'section',
    gap: '4',
    pad: cardPad(ctx),
    clip: true,
    fill: 'surface',
    stroke: 'border',
    radius: 'lg',
    w: 'fill',
    children: [
      // The card's head: its name where the section does not show one, and its menu.
      frame(ctx, 'card head', {
        dir: 'horizontal',
        gap: '2',
        align: 'center',
        justify: 'end',
        w: 'fill',
        children: [
          ...(section.label ? [text(ctx, section.label, 'title', 'on-surface', { role: 'heading', w: 'fill' })] : []),
          icon(ctx, 'dots', 20, 'on-surface-muted'),
        ],
      }),
      section.node,
      ...(section.kind && LISTED.has(section.kind) ? [seeAll(ctx)] : []),
    ],
  });
}

/** A card of many entries ends with the way to the rest of them. */
function seeAll(ctx: KitContext): DesignNodeInput {
  return frame(ctx, 'see all', {
    role: 'link',
    dir: 'horizontal',
    gap: '1',
    align: 'center',
    h: 44,
    children: [
      text(ctx, ctx.language === 'zh' ? '查看全部' : 'See all', 'label', 'accent'),
      icon(ctx, 'chevron-right', 16, 'accent'),
    ],
  });
}

/** A section of the split recipe under its number and name ("02  Opening hours"), as an editorial page reads. */
function numbered(ctx: KitContext, section: PageSection, n: number): DesignNodeInput {
  return frame(ctx, `section ${n}`, {
    gap: '3',
    w: 'fill',
    children: [
      frame(ctx, 'section number', {
        dir: 'horizontal',
        gap: '3',
        align: 'center',
        w: 'fill',
        children: [
          text(ctx, String(n).padStart(2, '0'), 'label', 'accent'),
          ...(section.label ? [text(ctx, section.label, 'title', 'on-surface', { role: 'heading', w: 'fill' })] : []),
        ],
      }),
      section.node,
    ],
  });
}

/**
 * Cards in two columns on a tablet or desktop, filled alternately (left, right, left…) like a board of cards, so
 * short and tall cards pack; one column on a phone.
 */
function cardColumnsOf(ctx: KitContext, cards: DesignNodeInput[]): DesignNodeInput[] {
  const n = cardColumns(ctx);
  if (n === 1) return cards;
  const columns = Array.from({ length: n }, (_, c) =>
    frame(ctx, `card column ${c + 1}`, {
      gap: cardGap(ctx),
      w: 'fill',
      children: cards.filter((_, i) => i % n === c),
    }),
  );
  return [
    frame(ctx, 'card columns', { dir: 'horizontal', gap: cardGap(ctx), align: 'start', w: 'fill', children: columns }),
  ];
}

/**
 * The cards' order, a board's: what shows something leads (a picture, a map, a chart), then the richest cards
 * first, so the eye meets the most of the page at the top.
 */
function visualFirst(sections: PageSection[]): PageSection[] {
  const rank = (s: PageSection) => (s.kind && VISUAL.has(s.kind) ? 0 : 1);
  return sections
    .map((s, i) => ({ s, i, size: nodeCount(s.node) }))
    .sort((a, b) => rank(a.s) - rank(b.s) || b.size - a.size || a.i - b.i)
    .map(({ s }) => s);
}

/** What the product offers, three points with their icons: the cards recipe's first card. */
function highlights(ctx: KitContext): DesignNodeInput[] {
  const items = ctx.content.features.items.slice(0, 3);
  if (items.length === 0) return [];
  return [
    frame(ctx, 'highlights', {
      role: 'section',
      dir: ctx.platform === 'mobile' ? 'vertical' : 'horizontal',
      gap: '4',
      pad: cardPad(ctx),
      fill: 'surface',
      stroke: 'border',
      radius: 'lg',
      w: 'fill',
      children: items.map((item) =>
        frame(ctx, `highlight ${item.title}`, {
          dir: 'horizontal',
          gap: '3',
          align: 'center',
          w: 'fill',
          children: [iconTile(ctx, item.icon, 40), text(ctx, item.title, 'label', 'on-surface', { w: 'fill' })],
        }),
      ),
    }),
  ];
}

/** What the product is about, as the split recipe's cover or side pane says it: points with a line each. */
function points(ctx: KitContext, inverse: boolean): DesignNodeInput[] {
  const items = ctx.content.features.items.slice(0, 3);
  if (items.length === 0) return [];
  return [
    frame(ctx, 'points', {
      gap: '3',
      w: 'fill',
      children: items.map((item) =>
        frame(ctx, `point ${item.title}`, {
          gap: '1',
          w: 'fill',
          children: [
            text(ctx, item.title, 'label', inverse ? 'on-primary' : 'on-surface', { w: 'fill' }),
            text(ctx, item.body, 'body-sm', inverse ? 'on-primary' : 'on-surface-muted', { w: 'fill' }),
          ],
        }),
      ),
    }),
  ];
}

/** A desktop board's bar: the brand, a search across the page, the signed-in user. */
function toolbar(ctx: KitContext): DesignNodeInput {
  return frame(ctx, 'toolbar', {
    role: 'header',
    dir: 'horizontal',
    gap: '6',
    pad: ['3', '8'],
    align: 'center',
    fill: 'surface',
    w: 'fill',
    children: [
      brandMark(ctx),
      frame(ctx, 'search', {
        role: 'input',
        dir: 'horizontal',
        gap: '2',
        pad: [0, '3'],
        align: 'center',
        stroke: 'border',
        radius: 'md',
        w: 'fill',
        h: 44,
        children: [
          icon(ctx, 'search', 20, 'on-surface-muted'),
          text(ctx, ctx.content.search, 'body', 'on-surface-muted', { w: 'fill' }),
        ],
      }),
      icon(ctx, 'user-circle', 28, 'on-surface-muted'),
    ],
  });
}

/** Sections in titled cards under the page's heading; a phone keeps its app bar and gains the tab bar. */
export function cardsPage(ctx: KitContext, parts: PageParts): DesignNodeInput {
  const pad = cardsPad(ctx);
  const heading = frame(ctx, 'page heading', {
    gap: '1',
    w: 'fill',
    children: [
      text(ctx, parts.title, ctx.platform === 'mobile' ? 'h2' : 'h1', 'on-surface', { role: 'heading', w: 'fill' }),
      ...(parts.subtitle ? [text(ctx, parts.subtitle, 'body', 'on-surface-muted', { w: 'fill' })] : []),
    ],
  });
  const cards = frame(ctx, 'cards', {
    gap: cardGap(ctx),
    pad: [pad, pad],
    fill: 'surface-muted',
    w: 'fill',
    children: [
      heading,
      ...cardColumnsOf(ctx, [...highlights(ctx), ...visualFirst(parts.sections).map((s) => sectionCard(ctx, s))]),
    ],
  });
  // The app's tab bar, where its destinations' names fit under their icons.
  const tabsFit = ctx.content.tabBar.slice(0, 5).every((t) => t.label.length <= (ctx.language === 'zh' ? 4 : 9));
  const foot =
    parts.app && tabsFit
      ? tabBar(ctx, 0)
      : frame(ctx, 'footer', {
          role: 'footer',
          pad: ['6', pad],
          w: 'fill',
          children: [text(ctx, `© ${parts.title}`, 'body-sm', 'on-surface-muted', { w: 'fill' })],
        });
  const top = ctx.platform === 'desktop' ? toolbar(ctx) : parts.top;
  return pageRoot(ctx, [...(top ? [top] : []), cards, spacer(ctx), ...(foot ? [foot] : [])]);
}

/** A phone: a cover in the primary colour, then the sections between rules. Wider: a side pane and the sections. */
export function splitPage(ctx: KitContext, parts: PageParts): DesignNodeInput {
  const pad = sidePad(ctx);
  // What steers the page (its search, filters, figures) comes first, in a sheet of its own; the rest between rules.
  const steering = parts.sections.filter((s) => s.kind && STEERING.has(s.kind));
  // The page's actions stay in reach: in a bar at the foot of a phone's screen, under the titles in the side pane.
  const actions = parts.sections.filter((s) => s.kind === 'button');
  // Then overview before detail: the shorter sections (a figure, a map, a few fields) ahead of the long lists.
  const rest = parts.sections
    .filter((s) => !steering.includes(s) && !actions.includes(s))
    .map((s, i) => ({ s, i, size: nodeCount(s.node) }))
    .sort((a, b) => a.size - b.size || a.i - b.i)
    .map(({ s }) => s);
  const actionBar = frame(ctx, 'actions', {
    gap: '3',
    pad: ctx.platform === 'mobile' ? ['4', pad] : 0,
    fill: ctx.platform === 'mobile' ? 'surface' : undefined,
    w: 'fill',
    children: actions.map((s) => s.node),
  });
  const sheet =
    steering.length > 0
      ? [
          frame(ctx, 'steering sheet', {
            gap: '4',
            pad: ctx.platform === 'mobile' ? ['4', '2'] : '4',
            fill: 'surface',
            stroke: 'border',
            radius: 'lg',
            w: 'fill',
            children: steering.map((s) => s.node),
          }),
        ]
      : [];
  const ruled = [
    ...sheet,
    ...rest.flatMap((s, i) => {
      const node = numbered(ctx, s, i + 1);
      return i === 0 && sheet.length === 0 ? [node] : [divider(ctx), node];
    }),
  ];
  if (ctx.platform === 'mobile') {
    const cover = frame(ctx, 'cover', {
      role: 'header',
      gap: '3',
      pad: ['8', pad, '6', pad],
      fill: 'primary',
      w: 'fill',
      children: [
        frame(ctx, 'cover bar', {
          dir: 'horizontal',
          gap: '3',
          align: 'center',
          w: 'fill',
          children: [brandMark(ctx, { inverse: true, fill: true }), icon(ctx, 'search', 24, 'on-primary')],
        }),
        text(ctx, parts.title, 'h1', 'on-primary', { role: 'heading', w: 'fill' }),
        ...(parts.subtitle ? [text(ctx, parts.subtitle, 'body', 'on-primary', { w: 'fill' })] : []),
        ...points(ctx, true),
      ],
    });
    // The page's sections as chips under the cover, a tap away.
    const chips = frame(ctx, 'section chips', {
      role: 'nav',
      dir: 'horizontal',
      gap: '2',
      pad: ['4', pad, 0, pad],
      wrap: true,
      w: 'fill',
      children: parts.links.slice(0, 4).map((l) =>
        frame(ctx, `chip ${l}`, {
          role: 'link',
          dir: 'horizontal',
          align: 'center',
          pad: [0, '4'],
          radius: 'full',
          stroke: 'border',
          h: 44,
          children: [text(ctx, l, 'label', 'on-surface')],
        }),
      ),
    });
    const content = frame(ctx, 'content', { gap: '5', pad: [pad, pad], w: 'fill', children: ruled });
    const foot = actions.length > 0 ? [divider(ctx), actionBar] : [];
    return pageRoot(ctx, [cover, ...(parts.links.length > 0 ? [chips] : []), content, spacer(ctx), ...foot]);
  }
  const aside = frame(ctx, 'side pane', {
    role: 'header',
    gap: '6',
    pad: ['10', '8'],
    fill: 'surface-muted',
    w: asideWidth(ctx.width),
    h: 'fill',
    children: [
      brandMark(ctx, { fill: true }),
      picture(ctx, 'cover picture', ctx.content.brandIcon, { w: 'fill', h: 160, tint: 'surface' }),
      frame(ctx, 'titles', {
        gap: '2',
        w: 'fill',
        children: [
          text(ctx, parts.title, 'h1', 'on-surface', { role: 'heading', w: 'fill' }),
          ...(parts.subtitle ? [text(ctx, parts.subtitle, 'body', 'on-surface-muted', { w: 'fill' })] : []),
        ],
      }),
      ...points(ctx, false),
      frame(ctx, 'pane links', {
        role: 'nav',
        gap: '3',
        w: 'fill',
        children: parts.links.slice(0, 5).map((l) =>
          frame(ctx, `link ${l}`, {
            role: 'link',
            dir: 'horizontal',
            align: 'center',
            w: 'fill',
            h: 44,
            children: [text(ctx, l, 'label', 'on-surface-muted', { w: 'fill' })],
          }),
        ),
      }),
    ],
  });
  const main = frame(ctx, 'main pane', {
    gap: '6',
    pad: ['10', pad],
    w: 'fill',
    children: [...(actions.length > 0 ? [actionBar] : []), ...ruled],
  });
  return pageRoot(ctx, [aside, main], true);
}
