// Composition: a page plan → one panel (chrome + sections), sized to its content.
import type { LayoutEngine } from '@boxify/design/layout';
import type { DesignNode, DesignNodeInput, Panel } from '@boxify/design/schema';
import { appBar, pageHeader, SECTION_KIT, sideNavigation, tabBar, type KitContext } from '../kit';
import { frame, pageRoot, spacer } from '../kit/nodes';
import { footer, navigationBar } from '../kit/marketing';
import type { PagePlan } from './recipes';
import { cardsPage, sectionContext, splitPage, type LayoutRecipe } from '../compose/layouts';
import { CONSOLE_SUBTITLES, pageTitle, PAGE_LABELS } from './labels';
import { DesignNodeSchema } from '@boxify/design/schema';

/** The shortest a screen is drawn: a phone, a tablet or a laptop viewport. */
const MIN_HEIGHT = { mobile: 844, tablet: 1024, desktop: 900 } as const;
const NO_FOOTER = new Set(['not-found', 'checkout', 'payment-method']);

/** Builds the page's node tree (not yet sized): chrome around the plan's sections, arranged by the layout recipe. */
export function composePage(
  plan: PagePlan,
  ctx: KitContext,
  onSection?: (name: string) => void,
  layout: LayoutRecipe = 'stacked',
): DesignNode {
  const sections = (c: KitContext) =>
    plan.sections.map((name) => {
      onSection?.(name);
      return SECTION_KIT[name](c);
    });
  const title = pageTitle(plan.pageType, ctx.content, ctx.language);
  if (layout !== 'stacked') {
    const inner = sectionContext(layout, ctx);
    const site = plan.chrome === 'site' || plan.pageType === 'home';
    const parts = {
      title: site ? ctx.brand : title,
      subtitle: site ? title : undefined,
      sections: sections(inner).map((node) => ({ node })),
      links: ctx.content.nav,
      top:
        plan.chrome === 'bare' ? undefined : site ? navigationBar(ctx) : appBar(ctx, title, 'dots', ctx.content.brand),
      app: plan.chrome === 'app',
    };
    return DesignNodeSchema.parse(layout === 'cards' ? cardsPage(ctx, parts) : splitPage(ctx, parts));
  }
  let tree: DesignNodeInput;
  switch (plan.chrome) {
    case 'site': {
      const body = [navigationBar(ctx), ...sections(ctx), spacer(ctx)];
      if (!NO_FOOTER.has(plan.pageType)) body.push(footer(ctx));
      tree = pageRoot(ctx, body);
      break;
    }
    case 'app': {
      const top = plan.pageType === 'home' ? navigationBar(ctx) : appBar(ctx, title, 'dots', ctx.content.brand);
      const body = [top, ...sections(ctx), spacer(ctx)];
      if (plan.tabs) body.push(tabBar(ctx, tabIndex(plan)));
      tree = pageRoot(ctx, body);
      break;
    }
    case 'console': {
      const inner: KitContext = { ...ctx, console: true };
      const subtitle =
        plan.pageType === 'dashboard'
          ? ctx.content.dashboard.subtitle
          : (CONSOLE_SUBTITLES[plan.pageType] ?? PAGE_LABELS[plan.pageType])[ctx.language];
      const header = frame(ctx, 'page header band', {
        pad: ['8', '8', 0, '8'],
        w: 'fill',
        children: [pageHeader(ctx, title, subtitle, plan.pageType === 'dashboard' ? exportLabel(ctx) : undefined)],
      });
      const main = frame(ctx, 'main column', {
        gap: '2',
        pad: [0, 0, '8', 0],
        w: 'fill',
        children: [header, ...sections(inner)],
      });
      tree = pageRoot(ctx, [sideNavigation(ctx, sideIndex(plan)), main], true);
      break;
    }
    case 'bare':
      tree = pageRoot(ctx, [...sections(ctx), spacer(ctx)]);
      break;
  }
  return DesignNodeSchema.parse(tree);
}

const exportLabel = (ctx: KitContext) => (ctx.language === 'zh' ? '导出' : 'Export');

function tabIndex(plan: PagePlan): number {
  if (plan.pageType === 'profile' || plan.pageType === 'settings') return 3;
  // A screen the tabs do not name (chat, an empty list) highlights none.
  return plan.pageType === 'home' || plan.pageType === 'dashboard' ? 0 : plan.pageType === 'product-list' ? 1 : -1;
}

function sideIndex(plan: PagePlan): number {
  return plan.pageType === 'settings' ? 5 : plan.pageType === 'dashboard' ? 0 : 1;
}

/** A panel around the page, its height the page's content height (at least a screen). */
export function sizePanel(
  page: DesignNode,
  meta: { id: string; name: string; width: number; platform: keyof typeof MIN_HEIGHT },
  engine: LayoutEngine,
): Panel {
  const draft: Panel = {
    id: meta.id,
    name: meta.name,
    width: meta.width,
    height: 2000,
    background: '#ffffff',
    children: [page],
    version: 1,
  };
  const box = engine.layout(draft).boxes.get(page.id);
  const content = Math.ceil(box?.height ?? 0);
  const height = Math.max(MIN_HEIGHT[meta.platform], content);
  // A short page is stretched to the screen: its spacer takes the rest, keeping the tab bar at the bottom.
  const sized: DesignNode = {
    ...page,
    height,
    sizing: { ...page.sizing, vertical: content < height ? 'fixed' : 'hug' },
  };
  const background = page.fills[0]?.type === 'solid' ? page.fills[0].color : '#ffffff';
  return { ...draft, height, background, children: [sized] };
}
