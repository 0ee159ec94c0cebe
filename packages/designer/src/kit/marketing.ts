// Marketing sections: navigation bar, hero, feature grid, logos strip, testimonials, call to action, footer.
import type { DesignNodeInput } from '@boxify/design/schema';
import { isCompact, type KitContext } from './context';
import { avatar, brandMark, button, card, heading, iconTile, link, row, stack } from './components';
import { band, columns, grid } from './layout';
import { divider, frame, icon, spacer, text } from './nodes';
import { dashboardPreview, productShelf } from './preview';

/** The top navigation bar: brand, links and a call to action (a menu button on mobile). */
export function navigationBar(ctx: KitContext): DesignNodeInput {
  const c = ctx.content;
  const side = ctx.platform === 'desktop' ? '8' : ctx.platform === 'tablet' ? '10' : '5';
  const children: DesignNodeInput[] = [brandMark(ctx), spacer(ctx)];
  if (ctx.platform === 'mobile') {
    children.push(iconButton(ctx, 'menu-2', 'Menu'));
  } else {
    if (ctx.platform === 'desktop') {
      // A narrower desktop (1024 px) keeps four links, closer together, so the actions stay on the bar.
      const narrow = ctx.width < 1280;
      children.push(
        frame(ctx, 'links', {
          role: 'nav',
          dir: 'horizontal',
          gap: narrow ? '5' : '8',
          align: 'center',
          children: (narrow ? c.nav.slice(0, 4) : c.nav).map((label) =>
            text(ctx, label, 'label', 'on-surface-muted', { role: 'link' }),
          ),
        }),
        spacer(ctx),
      );
    }
    children.push(button(ctx, c.signInLink, 'ghost'), button(ctx, c.navCta, 'primary'));
  }
  return withBottomRule(ctx, children, side);
}

function withBottomRule(ctx: KitContext, children: DesignNodeInput[], side: '5' | '8' | '10'): DesignNodeInput {
  return frame(ctx, 'navigation bar', {
    role: 'header',
    w: 'fill',
    fill: 'background',
    children: [
      frame(ctx, 'bar', {
        role: 'nav',
        dir: 'horizontal',
        gap: '4',
        pad: [0, side],
        align: 'center',
        w: 'fill',
        h: isCompact(ctx) ? 64 : 72,
        children,
      }),
      divider(ctx),
    ],
  });
}

/** A square 44 px icon-only button. */
export function iconButton(ctx: KitContext, iconName: string, label: string, strong = false): DesignNodeInput {
  const node = frame(ctx, `button ${label}`, {
    role: 'button',
    dir: 'horizontal',
    align: 'center',
    justify: 'center',
    fill: strong ? 'primary' : 'surface-muted',
    radius: 'md',
    w: 44,
    h: 44,
    children: [icon(ctx, iconName, 24, strong ? 'on-primary' : 'on-surface')],
  });
  return node;
}

/** The hero: headline, subtitle, two calls to action and a product preview. */
export function hero(ctx: KitContext): DesignNodeInput {
  const h = ctx.content.hero;
  const desktop = ctx.platform === 'desktop';
  const center = !desktop;
  const copy = frame(ctx, 'hero copy', {
    gap: '6',
    align: center ? 'center' : 'start',
    w: 'fill',
    children: [
      frame(ctx, 'eyebrow', {
        dir: 'horizontal',
        gap: '2',
        pad: ['1', '3'],
        align: 'center',
        fill: 'surface-muted',
        radius: 'full',
        children: [
          icon(ctx, 'sparkles', 16, 'accent'),
          text(ctx, h.eyebrow, 'caption', 'on-surface', { weightOf: 'label' }),
        ],
      }),
      text(ctx, h.title, desktop ? 'display' : ctx.platform === 'tablet' ? 'h1' : 'h2', 'on-surface', {
        role: 'heading',
        w: 'fill',
        align: center ? 'center' : 'left',
      }),
      text(ctx, h.subtitle, desktop ? 'title' : 'body', 'on-surface-muted', {
        role: 'paragraph',
        w: 'fill',
        align: center ? 'center' : 'left',
      }),
      ctx.platform === 'mobile'
        ? stack(
            ctx,
            'actions',
            [
              button(ctx, h.primary, 'primary', { w: 'fill', large: true }),
              button(ctx, h.secondary, 'outline', {
                w: 'fill',
                large: true,
                icon: h.visual === 'products' ? 'arrow-right' : 'player-play',
              }),
            ],
            { gap: '3' },
          )
        : row(
            ctx,
            'actions',
            [
              button(ctx, h.primary, 'primary', { large: true }),
              button(ctx, h.secondary, 'outline', {
                large: true,
                icon: h.visual === 'products' ? 'arrow-right' : 'player-play',
              }),
            ],
            // Long actions in a narrow column (a 1024 px panel) go on a second line.
            { w: 'fill', wrap: true, justify: center ? 'center' : 'start' },
          ),
    ],
  });
  const visualHeight = desktop ? 440 : ctx.platform === 'tablet' ? 380 : 300;
  const visual = h.visual === 'products' ? productShelf(ctx, visualHeight) : dashboardPreview(ctx, visualHeight);
  return band(
    ctx,
    'hero',
    [
      desktop
        ? row(ctx, 'hero columns', [copy, visual], { gap: '16' })
        : stack(ctx, 'hero stack', [copy, visual], { gap: '10' }),
    ],
    {
      pad: isCompact(ctx) ? '8' : '16',
    },
  );
}

/** Features: a heading and a grid of icon tiles with a title and a line of copy. */
export function featureGrid(ctx: KitContext): DesignNodeInput {
  const f = ctx.content.features;
  const items = f.items
    .slice(0, ctx.platform === 'mobile' ? 4 : 6)
    .map((item) =>
      card(
        ctx,
        `feature ${item.title}`,
        [
          iconTile(ctx, item.icon, 48),
          text(ctx, item.title, 'title', 'on-surface', { role: 'heading', w: 'fill' }),
          text(ctx, item.body, 'body-sm', 'on-surface-muted', { role: 'paragraph', w: 'fill' }),
        ],
        { gap: '4' },
      ),
    );
  return band(
    ctx,
    'features',
    [
      heading(ctx, f.title, f.subtitle, { center: true, eyebrow: ctx.eyebrows?.features ?? ctx.content.hero.eyebrow }),
      grid(ctx, 'feature grid', items, columns(ctx)),
    ],
    {
      center: true,
      fill: 'surface',
    },
  );
}

/** A strip of customer names set as word marks. */
export function logosStrip(ctx: KitContext): DesignNodeInput {
  const l = ctx.content.logos;
  const names = l.names.slice(0, ctx.platform === 'desktop' ? 6 : 4);
  const marks = names.map((name, i) =>
    row(
      ctx,
      `logo ${name}`,
      [
        icon(
          ctx,
          ['hexagon', 'circle-dot', 'triangle', 'square-rotated', 'brand-stackshare', 'atom'][i % 6],
          24,
          'on-surface-muted',
        ),
        text(ctx, name, 'title', 'on-surface-muted'),
      ],
      { gap: '2', w: 'hug' },
    ),
  );
  const strip =
    ctx.platform === 'mobile'
      ? grid(ctx, 'logos', marks, 2, '4')
      : row(ctx, 'logos', marks, { justify: 'space-between', gap: '6' });
  return band(
    ctx,
    'logos strip',
    [text(ctx, l.title, 'label', 'on-surface-muted', { align: 'center', w: 'fill' }), strip],
    { pad: '10', gap: '6', center: true },
  );
}

/** Testimonials: quote cards with an avatar, a name and a role. */
export function testimonials(ctx: KitContext): DesignNodeInput {
  const t = ctx.content.testimonials;
  const items = t.items.slice(0, ctx.platform === 'mobile' ? 2 : 3).map((item) =>
    card(
      ctx,
      `testimonial ${item.name}`,
      [
        row(
          ctx,
          'stars',
          [0, 1, 2, 3, 4].map(() => icon(ctx, 'star', 16, 'warning')),
          { gap: '1', w: 'hug' },
        ),
        text(ctx, item.quote, 'body', 'on-surface', { role: 'paragraph', w: 'fill' }),
        spacer(ctx),
        row(ctx, 'author', [
          avatar(ctx, item.name, 40),
          stack(
            ctx,
            'who',
            [text(ctx, item.name, 'label', 'on-surface'), text(ctx, item.role, 'caption', 'on-surface-muted')],
            { gap: '1' },
          ),
        ]),
      ],
      { gap: '4', h: 'fill' },
    ),
  );
  return band(
    ctx,
    'testimonials',
    [
      heading(ctx, t.title, undefined, { center: true, eyebrow: ctx.eyebrows?.testimonials }),
      grid(ctx, 'testimonial grid', items, columns(ctx)),
    ],
    { center: true },
  );
}

/** A closing call to action on the primary colour. */
export function ctaBanner(ctx: KitContext): DesignNodeInput {
  const c = ctx.content.cta;
  const inner = frame(ctx, 'call to action', {
    gap: '5',
    pad: isCompact(ctx) ? ['8', '5'] : ['12', '10'],
    align: 'center',
    fill: 'primary',
    radius: 'xl',
    w: 'fill',
    children: [
      text(ctx, c.title, isCompact(ctx) ? 'h3' : 'h2', 'on-primary', { role: 'heading', align: 'center', w: 'fill' }),
      text(ctx, c.subtitle, 'body', 'on-primary', { role: 'paragraph', align: 'center', w: 'fill' }),
      frame(ctx, `button ${c.button}`, {
        role: 'button',
        dir: 'horizontal',
        pad: [0, '8'],
        align: 'center',
        justify: 'center',
        fill: 'background',
        radius: 'md',
        h: 52,
        children: [text(ctx, c.button, 'title', 'on-surface')],
      }),
    ],
  });
  return band(ctx, 'call to action band', [inner], { pad: isCompact(ctx) ? '8' : '12' });
}

/** The footer: brand and tagline, link columns, legal line. */
export function footer(ctx: KitContext): DesignNodeInput {
  const f = ctx.content.footer;
  const lead = stack(
    ctx,
    'footer brand',
    [brandMark(ctx, { fill: true }), text(ctx, f.tagline, 'body-sm', 'on-surface-muted', { w: 'fill' })],
    { gap: '4' },
  );
  const cols = f.columns.map((col) =>
    stack(
      ctx,
      `footer ${col.title}`,
      [
        // A column named after a long brand wraps inside its column.
        text(ctx, col.title, 'label', 'on-surface', { w: 'fill' }),
        ...col.links.map((l) => link(ctx, l, 'body-sm', 'on-surface-muted')),
      ],
      { gap: isCompact(ctx) ? '1' : '3', w: 'fill' },
    ),
  );
  const top =
    ctx.platform === 'mobile'
      ? stack(ctx, 'footer top', [lead, grid(ctx, 'footer links', cols, 2, '6')], { gap: '8' })
      : row(ctx, 'footer top', [lead, ...cols], { gap: '10', align: 'start' });
  return band(ctx, 'footer', [top, divider(ctx), text(ctx, f.legal, 'caption', 'on-surface-muted', { w: 'fill' })], {
    role: 'footer',
    fill: 'surface',
    pad: isCompact(ctx) ? '8' : '12',
    gap: '8',
  });
}
