/**
 * The section kit: parametric auto-layout sections bound to a library's tokens. Each is `(ctx) → node`; the
 * designer composes pages from them, and the template library is seeded with them.
 */
import type { DesignNode, DesignNodeInput } from '@boxify/design/schema';
import { DesignNodeSchema } from '@boxify/design/schema';
import { appBar, chatThread, emptyState, pageHeader, profileHeader, settingsList, sideNavigation, tabBar } from './app';
import { chartCards, dataTable, statCards } from './charts';
import { checkoutSummary, productDetail, productList } from './commerce';
import type { KitContext } from './context';
import { article, blogList, notFound, onboarding, searchBar, shortcuts } from './editorial';
import { paymentMethodForm, signInForm, signUpForm } from './forms';
import { ctaBanner, featureGrid, footer, hero, logosStrip, navigationBar, testimonials } from './marketing';
import { band } from './layout';
import { carousel, faq, pricingTable } from './offer';

export * from './context';
export type { KitContent } from './content';

/** A data block (stats, charts, table) in a band with tight vertical padding, so blocks stack closely. */
function banded(name: string, build: (ctx: KitContext) => DesignNodeInput) {
  return (ctx: KitContext) => band(ctx, name, [build(ctx)], { pad: ctx.platform === 'mobile' ? '2' : '3' });
}

/** Every section the designer can place, by the name prompts and page recipes use. */
export const SECTION_KIT = {
  navigation: navigationBar,
  hero,
  carousel,
  features: featureGrid,
  logos: logosStrip,
  testimonials,
  pricing: pricingTable,
  faq,
  cta: ctaBanner,
  footer,
  'sign-in': signInForm,
  'sign-up': signUpForm,
  'payment-method': paymentMethodForm,
  checkout: checkoutSummary,
  chat: chatThread,
  stats: banded('stats', statCards),
  charts: banded('charts', (ctx) => chartCards(ctx)),
  'line-chart': banded('line chart', (ctx) => chartCards(ctx, ['line'])),
  'bar-chart': banded('bar chart', (ctx) => chartCards(ctx, ['bar'])),
  'pie-chart': banded('pie chart', (ctx) => chartCards(ctx, ['pie'])),
  'data-table': banded('data table', dataTable),
  settings: settingsList,
  profile: profileHeader,
  'product-list': productList,
  'product-detail': productDetail,
  'empty-state': emptyState,
  blog: (ctx: KitContext) => blogList(ctx),
  posts: (ctx: KitContext) => blogList(ctx, { title: ctx.content.profile.tabs[0] }),
  shortcuts,
  article,
  onboarding,
  'not-found': notFound,
  search: banded('search', searchBar),
  'tab-bar': (ctx: KitContext) => tabBar(ctx),
  'side-navigation': (ctx: KitContext) => sideNavigation(ctx),
} satisfies Record<string, (ctx: KitContext) => DesignNodeInput>;

export type SectionName = keyof typeof SECTION_KIT;
export const SECTION_NAMES = Object.keys(SECTION_KIT) as SectionName[];

/** One section as a validated kernel node. */
export function buildSection(name: SectionName, ctx: KitContext): DesignNode {
  return DesignNodeSchema.parse(SECTION_KIT[name](ctx));
}

export { appBar, pageHeader, sideNavigation, tabBar };
