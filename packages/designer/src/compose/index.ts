/**
 * Brief → panels: plan the page (plan.ts), draw each requested element with its slot (slots.ts), wrap the
 * slots in the platform's shell (shell.ts), size the panel to its content. Every text comes from the brief or
 * from neutral interface words (words.ts).
 */
import type { BriefElement, DesignBrief, PageKind } from '@boxify/design/brief';
import type { LayoutEngine } from '@boxify/design/layout';
import type { Localized } from '@boxify/design/locale';
import { DesignNodeSchema, type DesignNodeInput, type Panel } from '@boxify/design/schema';

import { composePage, sizePanel } from '../generate/compose';
import { kitRecipe } from '../generate/recipes';
import { kitContent } from '../copy/kit-content';
import { hash36, idSource } from '../generate/ids';
import { resolveTheme, type GenerationTheme } from '../generate/theme';
import { readBrief } from '../brief/read-brief';
import { planBrief, type PagePlan } from './plan';
import { arrangedSlot } from './slots-arranged';
import { sectionContext, type LayoutRecipe, type PageSection } from './layouts';
import { siteRecipe } from './site-sections';
import { shellOf } from './shell';
import { completeSlot } from './complete';
import { kanbanSlot, SLOTS } from './slots';
import { membersOf, type ComposeContext } from './slot-parts';
import { frame } from '../kit/nodes';
import { articleText } from '../kit/editorial';
import { briefDomain } from '../domains';

export { contentSections, planBrief, type PagePlan } from './plan';

// Page titles by kind; the chat names the page it understood with them too.
export const PAGE_NAMES: Record<PageKind, Localized> = {
  landing: { en: 'Home', zh: '首页' },
  'app-home': { en: 'Home', zh: '首页' },
  detail: { en: 'Details', zh: '详情' },
  list: { en: 'List', zh: '列表' },
  'search-results': { en: 'Search results', zh: '搜索结果' },
  booking: { en: 'Booking', zh: '预约' },
  cart: { en: 'Cart', zh: '购物车' },
  checkout: { en: 'Checkout', zh: '结算' },
  'order-tracking': { en: 'Order tracking', zh: '订单跟踪' },
  dashboard: { en: 'Dashboard', zh: '仪表盘' },
  'table-admin': { en: 'Records', zh: '数据管理' },
  settings: { en: 'Settings', zh: '设置' },
  profile: { en: 'Profile', zh: '个人中心' },
  faq: { en: 'FAQ', zh: '常见问题' },
  'not-found': { en: 'Page not found', zh: '页面不存在' },
  onboarding: { en: 'Welcome', zh: '欢迎' },
  'sign-in': { en: 'Sign in', zh: '登录' },
  'sign-up': { en: 'Create an account', zh: '注册' },
  chat: { en: 'Chat', zh: '聊天' },
  inbox: { en: 'Inbox', zh: '收件箱' },
  calendar: { en: 'Calendar', zh: '日程' },
  kanban: { en: 'Board', zh: '看板' },
  map: { en: 'Map', zh: '地图' },
  player: { en: 'Now playing', zh: '正在播放' },
  feed: { en: 'Feed', zh: '动态' },
  article: { en: 'Article', zh: '文章' },
  blog: { en: 'Blog', zh: '博客' },
  pricing: { en: 'Pricing', zh: '价格' },
  invoice: { en: 'Invoice', zh: '发票' },
  form: { en: 'Application', zh: '申请' },
  comparison: { en: 'Compare', zh: '对比' },
  notifications: { en: 'Notifications', zh: '通知' },
  'empty-state': { en: 'Nothing here yet', zh: '暂无内容' },
  'payment-method': { en: 'Payment methods', zh: '支付方式' },
  'product-list': { en: 'Products', zh: '商品' },
  'product-detail': { en: 'Product', zh: '商品详情' },
  receipt: { en: 'Receipt', zh: '收据' },
  leaderboard: { en: 'Leaderboard', zh: '排行榜' },
  gallery: { en: 'Gallery', zh: '作品' },
  timeline: { en: 'Timeline', zh: '时间线' },
  contact: { en: 'Contact', zh: '联系我们' },
  about: { en: 'About', zh: '关于' },
  custom: { en: 'Page', zh: '页面' },
};

/** A width for each platform when the panel has none: a phone, a tablet, a laptop. */
export const BRIEF_WIDTH = { mobile: 390, tablet: 834, desktop: 1440 } as const;

export type ComposeOptions = {
  theme: GenerationTheme;
  engine: LayoutEngine;
  seed: string;
  width?: number;
  /** How the sections are arranged (a direction's layout); `stacked` when absent. */
  layout?: LayoutRecipe;
};

const pageLabel = (page: PageKind, language: DesignBrief['language']) => PAGE_NAMES[page][language];

export function composeBrief(brief: DesignBrief, options: ComposeOptions): Panel[] {
  const width = options.width ?? BRIEF_WIDTH[brief.platform];
  const brand = brief.product.name ?? brief.product.domain ?? '';
  // The domain's copy fills what the prompt did not list (items, metrics); none when no domain is close.
  const domain = briefDomain(brief);
  const copy = domain?.[brief.language];
  const content = kitContent({ brand: brief.product.name, language: brief.language, domain });
  const shown = brand || content.brand;
  return planBrief(brief).map((plan, index) => {
    const ctx: ComposeContext = {
      copy,
      tokens: options.theme.tokens,
      platform: brief.platform,
      language: brief.language,
      brand: shown,
      content,
      width,
      id: idSource(`${options.seed}#${index}`),
      accentText: options.theme.accentText,
      console: plan.shell === 'console',
      primaryAction: primaryActionOf(plan.slots),
    };
    const label = plan.heading ?? pageLabel(plan.page, brief.language);
    // A page the prompt names nothing for is the kit's page of that kind, written for the product.
    const site = plan.bare ? undefined : siteRecipe(plan, brief.platform);
    const recipe = plan.bare ? kitRecipe(plan.page, brief.platform) : site?.recipe;
    const layout = options.layout ?? 'stacked';
    const slots = recipe ? [] : drawSlots(sectionContext(layout, ctx), plan, brief);
    const page = recipe
      ? composePage(recipe, { ...ctx, eyebrows: site?.eyebrows }, undefined, layout)
      : DesignNodeSchema.parse(
          shellOf(
            ctx,
            plan,
            label,
            slots.map((s) => s.node),
            layout,
            slots,
          ),
        );
    const name = [shown, label].filter(Boolean).join(' · ');
    return sizePanel(
      page,
      { id: `panel-${hash36(options.seed)}-${index}`, name, width, platform: brief.platform },
      options.engine,
    );
  });
}

/** Prompt → brief → panels with the built-in theme for the brief (the pipeline's whole path, for tests and the grid). */
export function designPrompt(
  prompt: string,
  options: { engine: LayoutEngine; width?: number; seed?: string },
): { brief: DesignBrief; panels: Panel[] } {
  const brief = readBrief({ prompt, width: options.width });
  const theme = resolveTheme(undefined, brief.theme.mode === 'dark' ? ['dark'] : [], brief.theme.colors);
  const panels = composeBrief(brief, {
    theme,
    engine: options.engine,
    seed: options.seed ?? prompt,
    width: options.width,
  });
  return { brief, panels };
}

/**
 * The requested elements drawn in order, fields grouped into forms, a board's columns first; each with the
 * element's name where the drawing does not already show it (a card's title in the cards recipe).
 */
function drawSlots(ctx: ComposeContext, plan: PagePlan, brief: DesignBrief): PageSection[] {
  const slots: DesignNodeInput[] = plan.slots.map((element) => {
    const legend = {
      ...ctx,
      content: { ...ctx.content, dashboard: { ...ctx.content.dashboard, pieLegend: membersOf(ctx, element, 4) } },
    };
    return completeSlot(
      ctx,
      element,
      arrangedSlot(ctx, element.kind, SLOTS[element.kind])(element.kind === 'chart' ? legend : ctx, element),
    );
  });
  const tags: Tag[] = plan.slots.map((e) => ({ label: e.label, kind: e.kind }));
  groupForms(ctx, plan.slots, slots, tags);
  // An article page is read: its text follows the cover (or leads) whatever else the prompt names.
  if (plan.page === 'article') {
    const cover = plan.slots.findIndex((s) => s.kind === 'media');
    slots.splice(cover + 1, 0, frame(ctx, 'article body', { gap: '4', w: 'fill', children: articleText(ctx) }));
    tags.splice(cover + 1, 0, { kind: 'article' });
  }
  if (plan.board) {
    const columns = plan.slots.find((s) => /column|lane|stage|列|阶段/i.test(s.label) && s.items);
    slots.unshift(
      kanbanSlot(ctx, columns ?? { kind: 'section', label: brief.product.name ?? pageLabel('kanban', brief.language) }),
    );
    tags.unshift({ kind: 'board' });
  }
  return slots.map((node, i) => {
    const { label, kind } = tags[i];
    const shown = label !== undefined && textsOf(node).some((t) => t.includes(label.toLowerCase()));
    return { node, kind, label: shown ? undefined : label };
  });
}

type Tag = { label?: string; kind: string };

function textsOf(node: DesignNodeInput, out: string[] = []): string[] {
  const characters = (node as { characters?: unknown }).characters;
  if (typeof characters === 'string') out.push(characters.toLowerCase());
  for (const child of (node as { children?: DesignNodeInput[] }).children ?? []) textsOf(child, out);
  return out;
}

// The page kind's own action (sign in, confirm booking, pay) leads; else the first button the prompt names.
function primaryActionOf(slots: readonly BriefElement[]): BriefElement | undefined {
  const buttons = slots.filter((s) => s.kind === 'button');
  return buttons.find((b) => PAGE_ACTION.test(b.label)) ?? buttons[0];
}
const PAGE_ACTION =
  /^(?:sign in|log in|sign up|create account|confirm|pay|place order|check out|book|submit|send|save|apply|donate|subscribe|get started|登录|注册|确认|支付|提交|立即|预约|下单|去结算|保存|发送)/i;

/** Fields and the buttons right after them are one form (a `<form>` in the HTML export, labels and all). */
function groupForms(
  ctx: ComposeContext,
  elements: readonly BriefElement[],
  slots: DesignNodeInput[],
  tags: Tag[],
): void {
  for (let i = elements.length - 1; i >= 0; i--) {
    if (elements[i].kind !== 'form-field' && elements[i].kind !== 'search') continue;
    let start = i;
    while (start > 0 && elements[start - 1].kind === 'form-field') start--;
    let end = i + 1;
    while (end < elements.length && elements[end].kind === 'button') end++;
    if (elements[i].kind === 'search' && end === i + 1) continue;
    const form = frame(ctx, 'form', { role: 'form', gap: '4', w: 'fill', children: slots.slice(start, end) });
    slots.splice(start, end - start, form);
    tags.splice(start, end - start, { kind: 'form' });
    elements = [...elements.slice(0, start), { kind: 'section', label: 'form' }, ...elements.slice(end)];
    i = start;
  }
}
