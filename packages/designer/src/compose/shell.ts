// The page around the slots: an app screen (mobile, tablet), a site page or a console (desktop), drawn from the
// brief alone — no navigation labels of another product.
import type { BriefElement } from '@boxify/design/brief';
import type { DesignNodeInput } from '@boxify/design/schema';

import { appBar } from '../kit/app';
import { brandMark, button, iconTile, stack } from '../kit/components';
import { type KitContext } from '../kit/context';
import { contentWidth } from '../kit/layout';
import { divider, frame, icon, pageRoot, spacer, text } from '../kit/nodes';
import { cardsPage, splitPage, type LayoutRecipe, type PageSection } from './layouts';
import type { PagePlan } from './plan';
import { word } from './words';

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

// The page's own sections to link to; the product's usual destinations when it has fewer than two.
function sectionLinks(ctx: KitContext, plan: PagePlan): string[] {
  const own = plan.slots.filter((s) => SECTION_LINK_KINDS.has(s.kind) && s.label.length <= 24).map((s) => s.label);
  return own.length >= 2 ? own : ctx.content.nav;
}

/** The page: the shell for the plan around the slots already drawn, arranged by the layout recipe. */
export function shellOf(
  ctx: KitContext,
  plan: PagePlan,
  pageLabel: string,
  slots: DesignNodeInput[],
  recipe: LayoutRecipe = 'stacked',
  tags: readonly Omit<PageSection, 'node'>[] = [],
): DesignNodeInput {
  const nav = plan.slots.find((s) => s.kind === 'nav-item' && s.items);
  const title = plan.title || pageLabel;
  if (recipe !== 'stacked') {
    const landing = plan.page === 'landing';
    const parts = {
      title,
      subtitle: landing ? plan.subtitle : pageLabel,
      sections: [
        ...(landing ? [{ node: hero(ctx, plan, pageLabel) }] : []),
        ...slots.map((node, i) => ({ ...tags[i], node })),
      ],
      links: nav?.items ?? sectionLinks(ctx, plan),
      top: plan.shell === 'site' ? topBar(ctx, nav, plan.slots) : plan.shell === 'app' ? appBar(ctx, title) : undefined,
      app: plan.shell === 'app',
    };
    return recipe === 'cards' ? cardsPage(ctx, parts) : splitPage(ctx, parts);
  }
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
      return pageRoot(ctx, [
        appBar(ctx, title),
        body(ctx, landing ? [hero(ctx, plan, pageLabel), ...slots] : slots, '5'),
        spacer(ctx),
      ]);
    case 'site': {
      const opening = landing ? hero(ctx, plan, pageLabel) : header;
      const column = frame(ctx, 'column', { gap: '6', w: contentWidth(ctx, '8'), children: [opening, ...slots] });
      const main = frame(ctx, 'main', { pad: ['10', '8'], align: 'center', w: 'fill', children: [column] });
      return pageRoot(ctx, [topBar(ctx, nav, plan.slots), main, spacer(ctx), siteFooter(ctx, title)]);
    }
    case 'console': {
      const main = frame(ctx, 'main column', { gap: '6', pad: '8', w: 'fill', children: [header, ...slots] });
      return pageRoot(ctx, [sideBar(ctx, nav), main], true);
    }
  }
}
