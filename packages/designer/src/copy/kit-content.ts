// The section kit's copy for one product: its domain file's nouns, items, figures, people and actions poured into
// one page template, in English or Chinese. A product no domain file matches gets neutral copy (neutral.ts).
import type { Language } from '@boxify/design/locale';

import type { DomainCopy, DomainFile } from '../domains';
import type { KitContent, NavItem, ProductItem } from '../kit/content';
import { metricDelta, metricValue, priceOf } from './figures';
import { iconFor } from './icon-words';
import { interfaceCopy } from './interface-copy';
import { neutralCopy, UNNAMED_BRAND } from './neutral';

/** Without a brand the page calls the product by its kind ("Coffee shop"), else "Your brand". */
export type CopySource = { brand?: string; language: Language; domain?: DomainFile };

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const cycle = <T>(list: readonly T[], i: number): T => list[i % list.length];

export function kitContent({ brand: name, language, domain }: CopySource): KitContent {
  const copy: DomainCopy = domain?.[language] ?? neutralCopy(language);
  const kind = domain?.names[language][0];
  const brand = name ?? (kind ? cap(kind) : UNNAMED_BRAND[language]);
  // Icons are named in English: a Chinese label takes the icon of its English counterpart in the same file.
  const english = domain?.en ?? neutralCopy('en');
  const l = <T>(en: T, zh: T): T => (language === 'zh' ? zh : en);
  const shared = interfaceCopy(brand, language);
  const noun = copy.entities[0];
  const categoryIcon = (i: number) => iconFor(english.categories[i] ?? '', 'category');
  const categories: NavItem[] = copy.categories.map((label, i) => ({ label, icon: categoryIcon(i) }));
  const brandIcon = iconFor(domain?.names.en[0] ?? '', 'sparkles');
  const items: ProductItem[] = copy.items.map((item, i) => ({
    name: item.name,
    price: priceOf(item, language),
    meta: item.detail ?? cycle(copy.categories, i),
    icon: iconFor(english.items[i]?.name ?? '', brandIcon),
    ...(i === 0 && { badge: l('New', '新品') }),
  }));
  const actions = [...copy.actions.primary, ...copy.actions.secondary];
  const actionIcon = (i: number) =>
    iconFor(cycle([...english.actions.primary, ...english.actions.secondary], i), 'check');
  const first = copy.items[0];
  const subtotal = copy.items.slice(0, 3).reduce((sum, item) => sum + (item.price ?? 0), 0);
  const currency = first.currency;
  const sum = (amount: number) => (currency ? priceOf({ name: '', price: amount, currency }, language) : '');
  const joined = (words: string[]) => words.join(l(', ', '、'));
  return {
    brand,
    brandIcon,
    nav: [...copy.categories.slice(0, 3), l('About', '关于我们'), l('Contact', '联系我们')],
    navCta: copy.actions.primary[0],
    signInLink: shared.signInLink,
    search: l(`Search ${noun.plural}…`, `搜索${noun.plural}…`),
    hero: {
      eyebrow: kind ? cap(kind) : l('New', '全新上线'),
      title: copy.phrases.tagline,
      subtitle: l(
        `${joined(copy.categories.slice(0, 3))} and more, from ${brand}.`,
        `${brand}为你提供${joined(copy.categories.slice(0, 3))}等。`,
      ),
      primary: copy.actions.primary[0],
      secondary: copy.actions.secondary[0],
      icon: brandIcon,
      visual: copy.items.filter((i) => i.price !== undefined).length >= 4 ? 'products' : 'dashboard',
    },
    features: {
      title: l(`Why ${brand}`, `为什么选择${brand}`),
      subtitle: copy.phrases.tagline,
      items: actions.slice(0, 6).map((action, i) => ({
        icon: actionIcon(i),
        title: action,
        body: l(
          `${cycle(copy.categories, i)}: ${cycle(copy.items, i).name} and more.`,
          `${cycle(copy.categories, i)}：${cycle(copy.items, i).name}等。`,
        ),
      })),
    },
    logos: shared.logos,
    testimonials: {
      title: l(`What people say about ${brand}`, `大家怎么评价${brand}`),
      items: copy.people.slice(0, 3).map((person, i) => ({
        quote: cycle(
          l(
            [
              `${brand} made ${noun.plural} easy for me. I would not go anywhere else now.`,
              `Clear prices, friendly people and ${copy.items[1].name} exactly as promised.`,
              `I recommend ${brand} to everyone who asks. ${cap(copy.phrases.tagline)}`,
            ],
            [
              `有了${brand}，${noun.plural}变得很省心，现在不会再去别家了。`,
              `价格清楚，服务贴心，${copy.items[1].name}和介绍的一模一样。`,
              `谁问我都推荐${brand}。${copy.phrases.tagline}`,
            ],
          ),
          i,
        ),
        name: person.name,
        role: person.role,
      })),
    },
    pricing: shared.pricing,
    faq: {
      title: shared.faq.title,
      items: [
        ...(name && kind
          ? [
              {
                question: l(`What is ${brand}?`, `${brand}是什么？`),
                answer: l(
                  `${brand} is a ${kind}. ${copy.phrases.tagline}`,
                  `${brand}是一家${kind}。${copy.phrases.tagline}`,
                ),
              },
            ]
          : []),
        ...shared.faq.items,
      ],
    },
    cta: {
      title: l(`Ready to try ${brand}?`, `准备好体验${brand}了吗？`),
      subtitle: copy.phrases.tagline,
      button: copy.actions.primary[0],
    },
    footer: { ...shared.footer, tagline: copy.phrases.tagline },
    auth: shared.auth,
    payment: shared.payment,
    checkout: {
      title: l('Order summary', '订单摘要'),
      items: items.slice(0, 3).map((item) => ({ ...item, meta: `${item.meta} · ${l('Qty 1', '数量 1')}` })),
      lines: [
        { label: l('Subtotal', '小计'), value: sum(subtotal) },
        { label: l('Delivery', '配送'), value: l('Free', '免运费') },
      ],
      totalLabel: l('Total', '合计'),
      total: sum(subtotal),
      promo: l('Promo code', '优惠码'),
      button: l(`Pay ${sum(subtotal)}`, `支付 ${sum(subtotal)}`).trim(),
      secure: l('Payments are encrypted and secure', '支付全程加密，安全无忧'),
    },
    chat: {
      title: brand,
      status: l('Online · replies in minutes', '在线 · 几分钟内回复'),
      messages: [
        { from: 'bot', text: l(`Hi! This is ${brand}. How can we help?`, `你好！这里是${brand}，有什么可以帮你？`) },
        { from: 'user', text: l(`Is ${first.name} available this week?`, `这周可以安排${first.name}吗？`) },
        {
          from: 'bot',
          text: l(
            `Yes, ${first.name}${first.price !== undefined ? ` is ${priceOf(first, language)}` : ''}. Shall I go ahead?`,
            `可以，${first.name}${first.price !== undefined ? `价格是${priceOf(first, language)}` : ''}，需要帮你安排吗？`,
          ),
        },
        { from: 'user', text: l('Yes please, thank you!', '好的，谢谢！') },
      ],
      placeholder: l(`Message ${brand}…`, `给${brand}发消息…`),
      suggestions: copy.actions.secondary.slice(0, 3),
    },
    dashboard: {
      title: l('Overview', '概览'),
      subtitle: l(`Here is how ${brand} is doing.`, `${brand}的最新经营情况。`),
      range: l('Last 30 days', '近 30 天'),
      stats: copy.metrics.slice(0, 4).map((metric, i) => ({
        label: metric.label,
        value: metricValue(metric, language),
        delta: metricDelta(metric),
        up: metric.trend !== 'down',
        icon: iconFor(english.metrics[i]?.label ?? '', 'chart-bar'),
      })),
      lineTitle: copy.metrics[0].label,
      barTitle: copy.metrics[1].label,
      pieTitle: l(`${cap(noun.plural)} by category`, `${noun.plural}分类占比`),
      months: shared.months,
      pieLegend: copy.categories.slice(0, 4),
      tableTitle: l(`Latest ${noun.plural}`, `最新${noun.plural}`),
      columns: [cap(noun.singular), l('Contact', '经办人'), l('Amount', '金额'), l('Status', '状态')],
      rows: copy.items
        .slice(0, 4)
        .map((item, i) => [
          item.name,
          cycle(copy.people, i).name,
          priceOf(item, language) || '—',
          cycle(copy.statuses, i),
        ]),
    },
    settings: shared.settings,
    profile: {
      name: copy.people[0].name,
      handle: `@${english.people[0].name.toLowerCase().replace(/[^a-z]+/g, '')}`,
      bio: l(`${copy.people[0].role} at ${brand}.`, `${brand} · ${copy.people[0].role}`),
      stats: shared.profileStats,
      follow: shared.follow,
      message: shared.message,
      tabs: shared.profileTabs,
    },
    products: {
      title: l(`Popular ${noun.plural}`, `热门${noun.plural}`),
      subtitle: copy.phrases.tagline,
      filters: [l('All', '全部'), ...copy.categories.slice(0, 5)],
      items,
      add: copy.actions.primary[0],
    },
    detail: {
      name: first.name,
      price: priceOf(first, language),
      rating: l('4.8 · 1,204 reviews', '4.8 · 1204 条评价'),
      description: first.detail ?? copy.phrases.tagline,
      optionLabel: l('Option', '选项'),
      options: copy.categories.slice(0, 4),
      add: copy.actions.primary[0],
      buy: copy.actions.primary[1],
      highlights: copy.actions.secondary.slice(0, 3),
      icon: items[0].icon,
    },
    blog: {
      title: l(`The ${brand} journal`, `${brand}专栏`),
      subtitle: copy.phrases.tagline,
      posts: copy.categories.slice(0, 3).map((category, i) => ({
        title: l(`A guide to ${category.toLowerCase()}`, `${category}指南`),
        excerpt: l(
          `What to look for, what it costs and how ${copy.items[i].name} compares.`,
          `选择要点、价格参考，以及${copy.items[i].name}的对比。`,
        ),
        meta: l(`Nov ${18 - i * 3} · ${4 + i} min read`, `11月${18 - i * 3}日 · 阅读 ${4 + i} 分钟`),
        tag: category,
      })),
      readMore: l('Read', '阅读'),
    },
    article: {
      tag: copy.categories[0],
      title: l(`How to choose ${noun.plural}`, `如何挑选${noun.plural}`),
      meta: l('Nov 18 · 6 min read', '11月18日 · 阅读 6 分钟'),
      paragraphs: [
        l(
          `Choosing ${noun.plural} starts with what you need them for. ${copy.phrases.tagline}`,
          `挑选${noun.plural}，先从你的需求出发。${copy.phrases.tagline}`,
        ),
        l(
          `${copy.items[0].name}, ${copy.items[1].name} and ${copy.items[2].name} are where most people start.`,
          `大多数人会从${copy.items[0].name}、${copy.items[1].name}和${copy.items[2].name}开始。`,
        ),
        l(
          `Not sure yet? ${copy.actions.secondary[0]} — the ${brand} team is happy to help.`,
          `还没想好？${copy.actions.secondary[0]}，${brand}团队乐意为你解答。`,
        ),
      ],
      quote: copy.phrases.tagline,
    },
    onboarding: {
      steps: copy.actions.primary.slice(0, 3).map((action, i) => ({
        icon: actionIcon(i),
        title: action,
        body: l(`${cycle(copy.categories, i)}, in a few taps.`, `${cycle(copy.categories, i)}，轻点几下即可。`),
      })),
      next: l('Continue', '继续'),
      skip: l('Skip', '跳过'),
      start: copy.actions.primary[0],
    },
    notFound: shared.notFound,
    empty: {
      icon: brandIcon,
      title: copy.phrases.emptyTitle,
      body: copy.phrases.emptyBody,
      button: copy.actions.primary[0],
    },
    categories,
    tabBar: [
      { icon: 'home', label: l('Home', '首页') },
      { icon: 'search', label: l('Search', '搜索') },
      { icon: iconFor(english.entities[0].plural, 'list'), label: cap(noun.plural) },
      { icon: 'user', label: l('Me', '我的') },
    ],
    sideNav: [
      { icon: 'layout-dashboard', label: l('Overview', '概览') },
      ...copy.entities
        .slice(0, 3)
        .map((entity, i) => ({ icon: iconFor(english.entities[i]?.plural ?? '', 'list'), label: cap(entity.plural) })),
      { icon: 'chart-bar', label: l('Reports', '报表') },
      { icon: 'settings', label: l('Settings', '设置') },
    ],
  };
}
