// Editorial and one-off screens: blog list, article, onboarding, 404.
import type { DesignNodeInput } from '@boxify/design/schema';
import { isCompact, type KitContext } from './context';
import { avatar, badge, button, card, heading, iconTile, picture, row, stack } from './components';
import { band, columns, grid, readingWidth } from './layout';
import { frame, icon, spacer, text } from './nodes';

const POST_ICONS = ['bulb', 'chart-line', 'rocket', 'heart', 'world', 'book'];

/** A blog index: heading and post cards with a cover, tag, title, excerpt and meta line. */
export function blogList(ctx: KitContext, o: { title?: string } = {}): DesignNodeInput {
  const b = ctx.content.blog;
  const posts = b.posts.map((p, i) =>
    card(
      ctx,
      `post ${p.title}`,
      [
        picture(ctx, 'cover', POST_ICONS[i % POST_ICONS.length], {
          h: isCompact(ctx) ? 160 : 200,
          radius: 'md',
          tint: i === 0 ? 'primary' : 'surface-muted',
        }),
        row(ctx, 'tag', [badge(ctx, p.tag)]),
        text(ctx, p.title, 'title', 'on-surface', { role: 'heading', w: 'fill' }),
        text(ctx, p.excerpt, 'body-sm', 'on-surface-muted', { role: 'paragraph', w: 'fill' }),
        spacer(ctx),
        row(
          ctx,
          'meta',
          [
            icon(ctx, 'clock', 16, 'on-surface-muted'),
            text(ctx, p.meta, 'caption', 'on-surface-muted', { w: 'fill' }),
            frame(ctx, `link ${b.readMore}`, {
              role: 'link',
              dir: 'horizontal',
              align: 'center',
              h: 44,
              children: [text(ctx, b.readMore, 'label', 'accent')],
            }),
          ],
          { gap: '2' },
        ),
      ],
      { gap: '3', pad: '4', h: 'fill' },
    ),
  );
  const head = o.title
    ? text(ctx, o.title, 'h3', 'on-surface', { role: 'heading', w: 'fill' })
    : heading(ctx, b.title, b.subtitle);
  return band(ctx, 'blog', [head, grid(ctx, 'posts', posts, columns(ctx))], { pad: isCompact(ctx) ? '8' : '12' });
}

/** An article: tag, title, author line, cover, paragraphs and a pull quote. */
export function article(ctx: KitContext): DesignNodeInput {
  const a = ctx.content.article;
  const compact = isCompact(ctx);
  const body: DesignNodeInput[] = [
    row(ctx, 'tag', [badge(ctx, a.tag, 'accent')]),
    text(ctx, a.title, compact ? 'h2' : 'h1', 'on-surface', { role: 'heading', w: 'fill' }),
    row(
      ctx,
      'byline',
      [
        avatar(ctx, ctx.content.profile.name, 40),
        stack(
          ctx,
          'by',
          [
            text(ctx, ctx.content.profile.name, 'label', 'on-surface'),
            text(ctx, a.meta, 'caption', 'on-surface-muted'),
          ],
          { gap: '1' },
        ),
      ],
      { gap: '3' },
    ),
    picture(ctx, 'cover', 'photo', { h: compact ? 200 : 380, tint: 'surface-muted' }),
  ];
  body.push(...articleText(ctx));
  return band(ctx, 'article', [frame(ctx, 'article column', { gap: '6', w: readingWidth(ctx), children: body })], {
    center: true,
    pad: compact ? '6' : '12',
  });
}

/** The article's paragraphs with a pull quote after the first: the body of any article page. */
export function articleText(ctx: KitContext): DesignNodeInput[] {
  const a = ctx.content.article;
  return a.paragraphs.flatMap((p, i) => [
    text(ctx, p, 'body', 'on-surface', { role: 'paragraph', w: 'fill' }),
    ...(i === 0
      ? [
          frame(ctx, 'pull quote', {
            dir: 'horizontal',
            gap: '4',
            w: 'fill',
            children: [
              frame(ctx, 'rule', { fill: 'primary', w: 4, h: 'fill' }),
              text(ctx, a.quote, 'h3', 'on-surface', { w: 'fill' }),
            ],
          }),
        ]
      : []),
  ]);
}

/** Onboarding: an illustration, a title and copy per step, progress dots and next/skip. */
export function onboarding(ctx: KitContext): DesignNodeInput {
  const o = ctx.content.onboarding;
  const first = o.steps[0];
  const dots = row(
    ctx,
    'progress',
    o.steps.map((_s, i) =>
      frame(ctx, 'dot', { fill: i === 0 ? 'primary' : 'border', radius: 'full', w: i === 0 ? 24 : 8, h: 8 }),
    ),
    { gap: '2', w: 'hug' },
  );
  const hero = frame(ctx, 'illustration', {
    dir: 'horizontal',
    align: 'center',
    justify: 'center',
    fill: 'surface-muted',
    radius: 'xl',
    w: 'fill',
    h: isCompact(ctx) ? 320 : 360,
    children: [iconTile(ctx, first.icon, 120, true)],
  });
  const copy = stack(
    ctx,
    'step copy',
    [
      text(ctx, first.title, 'h2', 'on-surface', { role: 'heading', align: 'center', w: 'fill' }),
      text(ctx, first.body, 'body', 'on-surface-muted', { align: 'center', w: 'fill' }),
    ],
    { gap: '3' },
  );
  const steps = isCompact(ctx)
    ? []
    : [
        grid(
          ctx,
          'steps',
          o.steps
            .slice(1)
            .map((s) =>
              card(
                ctx,
                `step ${s.title}`,
                [
                  iconTile(ctx, s.icon, 44),
                  text(ctx, s.title, 'title', 'on-surface', { w: 'fill' }),
                  text(ctx, s.body, 'body-sm', 'on-surface-muted', { w: 'fill' }),
                ],
                { gap: '3' },
              ),
            ),
          columns(ctx, 2),
          '4',
        ),
      ];
  const actions = stack(
    ctx,
    'actions',
    [button(ctx, o.next, 'primary', { w: 'fill', large: true }), button(ctx, o.skip, 'ghost', { w: 'fill' })],
    { gap: '2' },
  );
  const column = frame(ctx, 'onboarding column', {
    gap: '8',
    align: 'center',
    w: ctx.platform === 'desktop' ? 640 : 'fill',
    children: [hero, dots, copy, ...steps, actions],
  });
  return band(ctx, 'onboarding', [column], { center: true, pad: isCompact(ctx) ? '6' : '12' });
}

/** The 404 page: big code, title, help and a way home. */
export function notFound(ctx: KitContext): DesignNodeInput {
  const n = ctx.content.notFound;
  return band(
    ctx,
    'not found',
    [
      iconTile(ctx, 'map-off', 96),
      text(ctx, n.code, 'display', 'accent', { align: 'center', w: 'fill' }),
      text(ctx, n.title, isCompact(ctx) ? 'h3' : 'h2', 'on-surface', { role: 'heading', align: 'center', w: 'fill' }),
      text(ctx, n.body, 'body', 'on-surface-muted', { align: 'center', w: ctx.platform === 'desktop' ? 560 : 'fill' }),
      button(ctx, n.button, 'primary', { icon: 'home', large: true }),
    ],
    { center: true, pad: isCompact(ctx) ? '12' : '16', gap: '5' },
  );
}

/** A search field for list screens. */
export function searchBar(ctx: KitContext): DesignNodeInput {
  return frame(ctx, 'search', {
    role: 'input',
    dir: 'horizontal',
    gap: '3',
    pad: [0, '4'],
    align: 'center',
    fill: 'surface-muted',
    radius: 'full',
    w: 'fill',
    h: 48,
    children: [
      icon(ctx, 'search', 20, 'on-surface-muted'),
      text(ctx, ctx.content.search, 'body', 'on-surface-muted', { w: 'fill' }),
    ],
  });
}

/** Shortcuts: four round icon buttons with a label (categories on an app's home screen). */
export function shortcuts(ctx: KitContext): DesignNodeInput {
  const items = ctx.content.categories.slice(0, 4).map((c, i) =>
    frame(ctx, `shortcut ${i + 1}`, {
      role: 'button',
      gap: '2',
      align: 'center',
      w: 'fill',
      children: [
        iconTile(ctx, c.icon, 56),
        text(ctx, c.label, 'caption', 'on-surface', { align: 'center', w: 'fill', weightOf: 'label' }),
      ],
    }),
  );
  return band(ctx, 'shortcuts', [row(ctx, 'shortcut row', items, { gap: '2', align: 'start' })], { pad: '2' });
}
