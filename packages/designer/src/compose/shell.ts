// The page around the slots: an app screen (mobile, tablet), a site page or a console (desktop), drawn from the
// brief alone — no navigation labels of another product.
import type { BriefElement } from '@boxify/design/brief';
import type { DesignNodeInput } from '@boxify/design/schema';

import { appBar } from '../kit/app';
import { brandMark, button, iconTile, stack } from '../kit/components';
import { type KitContext } from '../kit/context';
import { contentWidth } from '../kit/layout';
import { divider, frame, icon, spacer, text } from '../kit/nodes';
import type { PagePlan } from './plan';
import { word } from './words';

function root(ctx: KitContext, children: DesignNodeInput[], horizontal = false): DesignNodeInput {
  return frame(ctx, 'page', {
    role: 'main',
    dir: horizontal ? 'horizontal' : 'vertical',
    align: 'stretch',
    fill: 'background',
    w: ctx.width,
    h: 'hug',
    clip: true,
    children,
  });
}

const body = (ctx: KitContext, slots: DesignNodeInput[], pad: '5' | '8') =>
  frame(ctx, 'content', {
    gap: pad === '5' ? '5' : '6',
    pad: [pad, pad === '5' ? '5' : '8'],
    w: 'fill',
    children: slots,
  });

// A site without a named navigation links to its own sections, as one-page sites do.
const SECTION_LINK_KINDS = new Set([
  'section',
  'card-grid',
  'list',
  'plan',
  'question',
  'map',
  'gallery',
  'table',
  'media',
]);

function topBar(ctx: KitContext, nav: BriefElement | undefined, slots: readonly BriefElement[]): DesignNodeInput {
  const own = slots.filter((s) => SECTION_LINK_KINDS.has(s.kind) && s.label.length <= 18).map((s) => s.label);
  const links = nav?.items ?? own.slice(0, 4);
  return frame(ctx, 'top bar', {
    role: 'header',
    w: 'fill',
    children: [
      frame(ctx, 'bar', {
        dir: 'horizontal',
        gap: '6',
        pad: [0, '8'],
        align: 'center',
        w: 'fill',
        h: 72,
        children: [
          brandMark(ctx),
          frame(ctx, 'links', {
            role: 'nav',
            dir: 'horizontal',
            gap: '6',
            align: 'center',
            w: 'fill',
            children: links.map((l) => text(ctx, l, 'label', 'on-surface-muted', { role: 'link' })),
          }),
          icon(ctx, 'user-circle', 28, 'on-surface-muted'),
        ],
      }),
      divider(ctx),
    ],
  });
}

function sideBar(ctx: KitContext, nav: BriefElement | undefined): DesignNodeInput {
  const lang = ctx.language;
  const entries = nav?.items ?? [word(lang, 'overview'), word(lang, 'reports'), word(lang, 'settings')];
  return frame(ctx, 'side navigation', {
    role: 'nav',
    gap: '2',
    pad: ['6', '4'],
    fill: 'surface',
    w: 240,
    h: 'fill',
    children: [
      frame(ctx, 'brand row', {
        dir: 'horizontal',
        gap: '2',
        pad: [0, '2', '4', '2'],
        align: 'center',
        w: 'fill',
        children: [iconTile(ctx, 'sparkles', 32, true), text(ctx, ctx.brand, 'title', 'on-surface', { w: 'fill' })],
      }),
      ...entries.map((e, i) =>
        frame(ctx, `nav ${e}`, {
          role: 'link',
          dir: 'horizontal',
          gap: '3',
          pad: ['2', '3'],
          align: 'center',
          fill: i === 0 ? 'surface-muted' : undefined,
          radius: 'md',
          w: 'fill',
          h: 40,
          children: [text(ctx, e, 'label', i === 0 ? 'on-surface' : 'on-surface-muted', { w: 'fill' })],
        }),
      ),
    ],
  });
}

/** A landing page opens with its own name, what it is and its first action, in its own words. */
function hero(ctx: KitContext, plan: PagePlan, pageLabel: string): DesignNodeInput {
  const action = plan.slots.find((s) => s.kind === 'button')?.label;
  const large = ctx.platform === 'desktop';
  return frame(ctx, 'hero', {
    role: 'section',
    gap: '4',
    pad: [large ? '10' : '4', 0],
    w: 'fill',
    children: [
      text(ctx, plan.title || pageLabel, large ? 'display' : 'h1', 'on-surface', { role: 'heading', w: 'fill' }),
      ...(plan.subtitle ? [text(ctx, plan.subtitle, 'body', 'on-surface-muted', { w: 'fill' })] : []),
      ...(action ? [button(ctx, action, 'primary', { large })] : []),
    ],
  });
}

/** A site's foot: its name again, where visitors look for it. */
function siteFooter(ctx: KitContext, title: string): DesignNodeInput {
  return frame(ctx, 'footer', {
    role: 'footer',
    fill: 'surface',
    pad: ['6', '8'],
    w: 'fill',
    children: [text(ctx, `© ${title}`, 'body-sm', 'on-surface-muted', { w: 'fill' })],
  });
}

/** The page: the shell for the plan around the slots already drawn. */
export function shellOf(ctx: KitContext, plan: PagePlan, pageLabel: string, slots: DesignNodeInput[]): DesignNodeInput {
  const nav = plan.slots.find((s) => s.kind === 'nav-item' && s.items);
  const title = plan.title || pageLabel;
  const header = stack(
    ctx,
    'page heading',
    [
      text(ctx, title, 'h2', 'on-surface', { role: 'heading', w: 'fill' }),
      text(ctx, pageLabel, 'body', 'on-surface-muted', { w: 'fill' }),
    ],
    { gap: '1' },
  );
  const landing = plan.page === 'landing';
  switch (plan.shell) {
    case 'app':
      return root(ctx, [
        appBar(ctx, title),
        body(ctx, landing ? [hero(ctx, plan, pageLabel), ...slots] : slots, '5'),
        spacer(ctx),
      ]);
    case 'site': {
      const opening = landing ? hero(ctx, plan, pageLabel) : header;
      const column = frame(ctx, 'column', { gap: '6', w: contentWidth(ctx, '8'), children: [opening, ...slots] });
      const main = frame(ctx, 'main', { pad: ['10', '8'], align: 'center', w: 'fill', children: [column] });
      return root(ctx, [topBar(ctx, nav, plan.slots), main, spacer(ctx), siteFooter(ctx, title)]);
    }
    case 'console': {
      const main = frame(ctx, 'main column', { gap: '6', pad: '8', w: 'fill', children: [header, ...slots] });
      return root(ctx, [sideBar(ctx, nav), main], true);
    }
  }
}
