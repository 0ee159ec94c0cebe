// App screens: app bar, tab bar (mobile), side navigation (desktop), chat, settings, profile, empty state.
import type { DesignNodeInput } from '@boxify/design/schema';
import { isCompact, type KitContext } from './context';
import { avatar, brandMark, button, card, iconTile, row, stack, toggle } from './components';
import { band, grid, readingWidth } from './layout';
import { divider, frame, icon, spacer, text } from './nodes';
import { iconButton } from './marketing';

/** A mobile/tablet app bar: back button, title, an action. */
/** A screen's top bar: back, its title (under the app's name when one is given), more. */
export function appBar(ctx: KitContext, title: string, action = 'dots', app?: string): DesignNodeInput {
  const heading = text(ctx, title, 'title', 'on-surface', { role: 'heading', w: 'fill', align: 'center' });
  return frame(ctx, 'app bar', {
    role: 'header',
    w: 'fill',
    fill: 'background',
    children: [
      frame(ctx, 'bar', {
        dir: 'horizontal',
        gap: '3',
        pad: [0, '4'],
        align: 'center',
        w: 'fill',
        h: 56,
        children: [
          iconButton(ctx, 'chevron-left', 'Back'),
          app
            ? stack(
                ctx,
                'titles',
                [text(ctx, app, 'caption', 'on-surface-muted', { w: 'fill', align: 'center' }), heading],
                {
                  w: 'fill',
                },
              )
            : heading,
          iconButton(ctx, action, 'More'),
        ],
      }),
      divider(ctx),
    ],
  });
}

/** The mobile tab bar: four or five destinations, the first active. */
export function tabBar(ctx: KitContext, active = 0): DesignNodeInput {
  const items = ctx.content.tabBar.slice(0, 5).map((t, i) =>
    frame(ctx, `tab ${t.label}`, {
      role: 'link',
      gap: '1',
      align: 'center',
      justify: 'center',
      w: 'fill',
      h: 56,
      children: [
        icon(ctx, t.icon, 24, i === active ? 'accent' : 'on-surface-muted'),
        text(ctx, t.label, 'caption', i === active ? 'accent' : 'on-surface-muted', {
          weightOf: i === active ? 'label' : undefined,
        }),
      ],
    }),
  );
  return frame(ctx, 'tab bar', {
    role: 'nav',
    w: 'fill',
    fill: 'surface',
    children: [
      divider(ctx),
      frame(ctx, 'tabs', { dir: 'horizontal', pad: ['1', '2', '5', '2'], w: 'fill', children: items }),
    ],
  });
}

/** The desktop side navigation: brand, destinations (the first active), and the signed-in user. */
export function sideNavigation(ctx: KitContext, active = 0): DesignNodeInput {
  const items = ctx.content.sideNav.map((n, i) =>
    frame(ctx, `nav ${n.label}`, {
      role: 'link',
      dir: 'horizontal',
      gap: '3',
      pad: [0, '3'],
      align: 'center',
      fill: i === active ? 'surface-muted' : undefined,
      radius: 'md',
      w: 'fill',
      h: 44,
      children: [
        icon(ctx, n.icon, 20, i === active ? 'accent' : 'on-surface-muted'),
        text(ctx, n.label, 'label', i === active ? 'on-surface' : 'on-surface-muted'),
      ],
    }),
  );
  const p = ctx.content.profile;
  return frame(ctx, 'side navigation', {
    role: 'nav',
    gap: '6',
    pad: ['6', '4'],
    fill: 'surface',
    stroke: 'border',
    w: 256,
    h: 'fill',
    children: [
      frame(ctx, 'brand row', { pad: [0, '2'], w: 'fill', children: [brandMark(ctx, { fill: true })] }),
      stack(ctx, 'destinations', items, { gap: '1' }),
      spacer(ctx),
      row(
        ctx,
        'user',
        [
          avatar(ctx, p.name, 36),
          stack(
            ctx,
            'user text',
            [text(ctx, p.name, 'label', 'on-surface'), text(ctx, p.handle, 'caption', 'on-surface-muted')],
            { gap: '1' },
          ),
        ],
        { gap: '3' },
      ),
    ],
  });
}

/** A chat thread with the assistant, suggestion chips and the input bar. */
export function chatThread(ctx: KitContext): DesignNodeInput {
  const c = ctx.content.chat;
  const compact = isCompact(ctx);
  const bubbles = c.messages.map((m) => {
    const bot = m.from === 'bot';
    const bubble = frame(ctx, bot ? 'assistant message' : 'user message', {
      pad: ['3', '4'],
      fill: bot ? 'surface-muted' : 'primary',
      radius: 'lg',
      w: compact ? 'fill' : 520,
      children: [text(ctx, m.text, 'body', bot ? 'on-surface' : 'on-primary', { w: 'fill' })],
    });
    return bot
      ? row(ctx, 'assistant turn', [iconTile(ctx, 'robot', 36, true), bubble, ...(compact ? [] : [spacer(ctx)])], {
          gap: '3',
          align: 'start',
        })
      : row(ctx, 'user turn', compact ? [frame(ctx, 'indent', { w: 36, h: 4 }), bubble] : [spacer(ctx), bubble], {
          gap: '3',
          align: 'start',
        });
  });
  const chips = row(
    ctx,
    'suggestions',
    c.suggestions.map((s) =>
      frame(ctx, `suggestion ${s}`, {
        role: 'button',
        dir: 'horizontal',
        pad: [0, '4'],
        align: 'center',
        fill: 'background',
        stroke: 'border',
        radius: 'full',
        h: 44,
        children: [text(ctx, s, 'body-sm', 'on-surface')],
      }),
    ),
    { gap: '2', wrap: true },
  );
  const inputBar = frame(ctx, 'input bar', {
    role: 'form',
    dir: 'horizontal',
    gap: '2',
    pad: ['2', '2', '2', '4'],
    align: 'center',
    fill: 'surface',
    stroke: 'border',
    radius: 'xl',
    w: 'fill',
    children: [
      icon(ctx, 'paperclip', 20, 'on-surface-muted'),
      frame(ctx, 'message input', {
        role: 'input',
        dir: 'horizontal',
        align: 'center',
        w: 'fill',
        h: 44,
        children: [text(ctx, c.placeholder, 'body', 'on-surface-muted', { w: 'fill' })],
      }),
      iconButton(ctx, 'send', 'Send', true),
    ],
  });
  const header = row(
    ctx,
    'assistant header',
    [
      iconTile(ctx, 'robot', 44, true),
      stack(
        ctx,
        'assistant name',
        [
          text(ctx, c.title, 'title', 'on-surface', { role: 'heading' }),
          row(
            ctx,
            'status',
            [
              frame(ctx, 'online dot', { fill: 'success', radius: 'full', w: 8, h: 8 }),
              text(ctx, c.status, 'caption', 'on-surface-muted'),
            ],
            { gap: '2' },
          ),
        ],
        { gap: '1' },
      ),
    ],
    { gap: '3' },
  );
  const thread = stack(ctx, 'messages', bubbles, { gap: '5' });
  const width = ctx.platform === 'desktop' ? 800 : 'fill';
  return band(
    ctx,
    'chat',
    [
      frame(ctx, 'conversation', {
        gap: '6',
        w: width,
        children: [...(compact || ctx.console ? [] : [header, divider(ctx)]), thread, chips, inputBar],
      }),
    ],
    { pad: compact ? '5' : '10', center: true },
  );
}

/** Settings: grouped rows with an icon, a label and a value, a chevron or a switch. */
export function settingsList(ctx: KitContext): DesignNodeInput {
  const s = ctx.content.settings;
  const groups = s.groups.map((g) => {
    const title = text(ctx, g.title, 'caption', 'on-surface-muted', {
      upper: ctx.language === 'en',
      weightOf: 'label',
    });
    if (ctx.arrangement) return stack(ctx, `group ${g.title}`, [title, arrangedSettings(ctx, g.items)], { gap: '2' });
    const rows: DesignNodeInput[] = [];
    g.items.forEach((item, i) => {
      const trailing: DesignNodeInput[] =
        item.toggle !== undefined
          ? [toggle(ctx, item.toggle)]
          : [
              ...(item.value ? [text(ctx, item.value, 'body-sm', 'on-surface-muted')] : []),
              icon(ctx, 'chevron-right', 20, 'on-surface-muted'),
            ];
      if (i > 0) rows.push(divider(ctx));
      rows.push(
        frame(ctx, `setting ${item.label}`, {
          role: 'button',
          dir: 'horizontal',
          gap: '3',
          pad: [0, '4'],
          align: 'center',
          w: 'fill',
          h: 56,
          children: [
            iconTile(ctx, item.icon, 32),
            text(ctx, item.label, 'body', 'on-surface', { w: 'fill' }),
            ...trailing,
          ],
        }),
      );
    });
    return stack(
      ctx,
      `group ${g.title}`,
      [
        title,
        frame(ctx, 'rows', { fill: 'surface', stroke: 'border', radius: 'lg', w: 'fill', clip: true, children: rows }),
      ],
      { gap: '2' },
    );
  });
  const signOut = frame(ctx, `button ${s.signOut}`, {
    role: 'button',
    dir: 'horizontal',
    gap: '2',
    align: 'center',
    justify: 'center',
    fill: 'surface',
    stroke: 'border',
    radius: 'lg',
    w: 'fill',
    h: 52,
    children: [icon(ctx, 'logout', 20, 'danger'), text(ctx, s.signOut, 'label', 'danger')],
  });
  const column = frame(ctx, 'settings', {
    gap: '6',
    w: readingWidth(ctx),
    // The title is the page chrome's (app bar or console page header).
    children: [...groups, signOut],
  });
  return band(ctx, 'settings list', [column], { pad: isCompact(ctx) ? '5' : '10', fill: 'background' });
}

type SettingItem = KitContext['content']['settings']['groups'][number]['items'][number];

/**
 * Settings as a direction's recipe draws them: tiles (the icon and the switch over the name) in the cards recipe,
 * rows of the name over its value in the split recipe.
 */
function arrangedSettings(ctx: KitContext, items: SettingItem[]): DesignNodeInput {
  const trailing = (item: SettingItem) =>
    item.toggle !== undefined ? toggle(ctx, item.toggle) : icon(ctx, 'chevron-right', 20, 'on-surface-muted');
  if (ctx.arrangement === 'cards') {
    const tiles = items.map((item) =>
      frame(ctx, `setting ${item.label}`, {
        role: 'button',
        gap: '3',
        pad: '4',
        fill: 'surface',
        stroke: 'border',
        radius: 'lg',
        w: 'fill',
        children: [
          row(ctx, 'tile head', [iconTile(ctx, item.icon, 32), trailing(item)], { justify: 'space-between' }),
          text(ctx, item.label, 'label', 'on-surface', { w: 'fill' }),
          ...(item.value ? [text(ctx, item.value, 'caption', 'on-surface-muted', { w: 'fill' })] : []),
        ],
      }),
    );
    return grid(ctx, 'setting tiles', tiles, 2, '3');
  }
  return stack(
    ctx,
    'rows',
    items.map((item) =>
      frame(ctx, `setting ${item.label}`, {
        role: 'button',
        dir: 'horizontal',
        gap: '3',
        align: 'center',
        w: 'fill',
        h: 56,
        children: [
          stack(
            ctx,
            'setting text',
            [
              text(ctx, item.label, 'body', 'on-surface', { w: 'fill' }),
              ...(item.value ? [text(ctx, item.value, 'caption', 'on-surface-muted', { w: 'fill' })] : []),
            ],
            { gap: '1' },
          ),
          trailing(item),
        ],
      }),
    ),
    { gap: '1' },
  );
}

/** A profile header: cover, avatar, name, bio, stats and actions, then tabs. */
export function profileHeader(ctx: KitContext): DesignNodeInput {
  const p = ctx.content.profile;
  const compact = isCompact(ctx);
  const cover = frame(ctx, 'cover', {
    role: 'image',
    fill: 'primary',
    radius: compact ? 'lg' : 'xl',
    w: 'fill',
    h: compact ? 120 : 200,
  });
  const identity = stack(
    ctx,
    'identity',
    [
      text(ctx, p.name, compact ? 'h3' : 'h2', 'on-surface', { role: 'heading' }),
      text(ctx, p.handle, 'body-sm', 'on-surface-muted'),
      text(ctx, p.bio, 'body', 'on-surface', { w: 'fill', role: 'paragraph' }),
    ],
    { gap: '1' },
  );
  const stats = row(
    ctx,
    'profile stats',
    p.stats.map((s) =>
      stack(
        ctx,
        `stat ${s.label}`,
        // On a phone the three share the width: a long label ("Member since") wraps in its third.
        compact
          ? [
              text(ctx, s.value, 'title', 'on-surface', { w: 'fill' }),
              text(ctx, s.label, 'caption', 'on-surface-muted', { w: 'fill' }),
            ]
          : [text(ctx, s.value, 'title', 'on-surface'), text(ctx, s.label, 'caption', 'on-surface-muted')],
        { gap: '1', w: compact ? 'fill' : 'hug' },
      ),
    ),
    { gap: compact ? '3' : '10' },
  );
  const actions = row(
    ctx,
    'profile actions',
    [
      button(ctx, p.follow, 'primary', { w: compact ? 'fill' : 'hug', icon: 'user-plus' }),
      button(ctx, p.message, 'outline', { w: compact ? 'fill' : 'hug', icon: 'message' }),
    ],
    { gap: '3', w: compact ? 'fill' : 'hug' },
  );
  const tabs = row(
    ctx,
    'profile tabs',
    p.tabs.map((t, i) =>
      frame(ctx, `tab ${t}`, {
        role: 'link',
        dir: 'horizontal',
        pad: [0, '4'],
        align: 'center',
        justify: 'center',
        fill: i === 0 ? 'surface-muted' : undefined,
        radius: 'full',
        h: 44,
        w: compact ? 'fill' : 'hug',
        children: [text(ctx, t, 'label', i === 0 ? 'on-surface' : 'on-surface-muted')],
      }),
    ),
    { gap: '2' },
  );
  const head = compact
    ? stack(ctx, 'profile head', [avatar(ctx, p.name, 80), identity, stats, actions], { gap: '4' })
    : row(ctx, 'profile head', [avatar(ctx, p.name, 112), identity, actions], { gap: '6', align: 'end' });
  return band(ctx, 'profile', [cover, head, ...(compact ? [] : [stats]), divider(ctx), tabs], {
    pad: compact ? '5' : '10',
    gap: '6',
  });
}

/** An empty state: a big icon, a title, a line of help and one action. */
export function emptyState(ctx: KitContext): DesignNodeInput {
  const e = ctx.content.empty;
  return band(
    ctx,
    'empty state',
    [
      card(
        ctx,
        'empty',
        [
          iconTile(ctx, e.icon, 72),
          text(ctx, e.title, 'h3', 'on-surface', { role: 'heading', align: 'center', w: 'fill' }),
          text(ctx, e.body, 'body', 'on-surface-muted', { align: 'center', w: 'fill' }),
          button(ctx, e.button, 'primary', { icon: 'plus' }),
        ],
        { gap: '4', pad: '10', w: ctx.platform === 'desktop' ? 560 : 'fill', stroke: 'border' },
      ),
    ],
    { center: true, pad: isCompact(ctx) ? '8' : '16' },
  );
}

/** A page title row for app pages on wide screens: title, subtitle, actions. */
export function pageHeader(ctx: KitContext, title: string, subtitle: string, action?: string): DesignNodeInput {
  const compact = isCompact(ctx);
  const children: DesignNodeInput[] = [
    stack(
      ctx,
      'titles',
      [
        text(ctx, title, compact ? 'h3' : 'h2', 'on-surface', { role: 'heading', w: 'fill' }),
        text(ctx, subtitle, 'body-sm', 'on-surface-muted', { w: 'fill' }),
      ],
      { gap: '1' },
    ),
  ];
  if (action && !compact)
    children.push(
      button(ctx, ctx.content.dashboard.range, 'outline', { icon: 'calendar' }),
      button(ctx, action, 'primary', { icon: 'download' }),
    );
  return row(ctx, 'page header', children, { gap: '3', align: 'center' });
}
