// The generalisation grid's prompts: combinations of a domain (from the designer's domain data), a page kind, a
// brand, named elements with counts, a language, a platform and a theme — drawn at random from a printed seed.
// Written before the designer was tuned to them: they describe what a user asks, not what the code does.
import type { DomainFile } from '@boxify/designer/domains';

export type Language = 'en' | 'zh';
export type Platform = 'mobile' | 'tablet' | 'desktop';
export type ExpectedElement = { kind: string; words: string[]; count?: number };
export type GridCase = {
  prompt: string;
  language: Language;
  domain: string;
  brand: string;
  platform: Platform;
  width: number;
  dark: boolean;
  page: string;
  elements: ExpectedElement[];
  /** The prompt names only the page's kind (bare-prompts.ts): no element may be read, and the page is full. */
  bare?: boolean;
};

/** A small seeded generator (LCG): the same seed draws the same grid. */
export function seeded(seed: number) {
  let s = seed >>> 0 || 1;
  const next = () => (s = (Math.imul(s, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const shuffle = <T>(list: readonly T[]): T[] => [...list].sort(() => next() - 0.5);
  return { next, pick, shuffle, int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)) };
}

// Panels come in many widths: every width of a platform must hold, not only the common one. The width is drawn
// from the prompt's text, so adding it left every earlier draw of a seed as it was.
const WIDTHS: Record<Platform, readonly number[]> = {
  mobile: [360, 390, 430],
  tablet: [768, 834, 1000],
  desktop: [1024, 1280, 1440],
};
export function widthOf(platform: Platform, prompt: string): number {
  let hash = 0;
  for (const ch of prompt) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return WIDTHS[platform][hash % WIDTHS[platform].length];
}

// Page kinds as users name them.
export const PAGES: [string, string, string][] = [
  ['app-home', 'home screen', '首页'],
  ['detail', 'detail page', '详情页'],
  ['list', 'list page', '列表页'],
  ['search-results', 'search results page', '搜索结果页'],
  ['booking', 'booking page', '预约页'],
  ['cart', 'shopping cart', '购物车页'],
  ['checkout', 'checkout page', '结算页'],
  ['order-tracking', 'order tracking screen', '订单跟踪页'],
  ['dashboard', 'dashboard', '仪表盘'],
  ['table-admin', 'admin table page', '管理后台列表'],
  ['settings', 'settings page', '设置页'],
  ['profile', 'profile page', '个人中心'],
  ['faq', 'FAQ page', '常见问题页'],
  ['not-found', '404 page', '404页面'],
  ['onboarding', 'onboarding screen', '新手引导页'],
  ['sign-in', 'sign-in page', '登录页'],
  ['sign-up', 'sign-up page', '注册页'],
  ['chat', 'chat screen', '聊天页'],
  ['inbox', 'inbox', '收件箱'],
  ['calendar', 'calendar view', '日程页'],
  ['kanban', 'kanban board', '看板'],
  ['map', 'map view', '地图页'],
  ['player', 'player screen', '播放器页面'],
  ['feed', 'activity feed', '动态页'],
  ['article', 'article page', '文章页'],
  ['pricing', 'pricing page', '定价页'],
  ['invoice', 'invoice page', '发票页'],
  ['form', 'application form', '申请表单'],
  ['comparison', 'comparison page', '对比页'],
  ['notifications', 'notifications screen', '通知页'],
  ['empty-state', 'empty state screen', '空状态页'],
  ['payment-method', 'payment methods page', '支付方式页'],
  ['product-list', 'product list', '商品列表页'],
  ['product-detail', 'product detail page', '商品详情页'],
  ['receipt', 'receipt screen', '收据页'],
  ['leaderboard', 'leaderboard', '排行榜'],
  ['gallery', 'gallery page', '作品集页'],
  ['timeline', 'timeline page', '时间线页'],
  ['contact', 'contact page', '联系我们页'],
  ['about', 'about page', '关于我们页'],
];

const SYLLABLES = [
  'vel',
  'tor',
  'bri',
  'mo',
  'qua',
  'zen',
  'lum',
  'dra',
  'fen',
  'cor',
  'pix',
  'ward',
  'nol',
  'sar',
  'kel',
];
const ZH_SYLLABLES = ['青', '禾', '云', '帆', '知', '味', '星', '野', '木', '棉', '远', '山', '晴', '川', '暖', '屿'];
const EN_COUNT = ['two', 'three', 'four', 'five', 'six'];
const ZH_COUNT = ['两', '三', '四', '五', '六'];

export type Draw = ReturnType<typeof seeded>;
type Copy = DomainFile['en'];

/** One element phrase and what the page must then carry. */
function element(r: Draw, copy: Copy, language: Language): { phrase: string; expect: ExpectedElement } {
  const entity = r.pick(copy.entities);
  const metric = r.pick(copy.metrics);
  const cats = r.shuffle(copy.categories).slice(0, 3);
  const n = r.int(2, 6);
  const count =
    language === 'zh' ? (r.next() < 0.5 ? String(n) : ZH_COUNT[n - 2]) : r.next() < 0.5 ? String(n) : EN_COUNT[n - 2];
  const action = r.pick(copy.actions.primary);
  const en: [string, ExpectedElement][] = [
    [`a bar chart of ${metric.label.toLowerCase()}`, { kind: 'chart', words: [metric.label] }],
    [`a table of ${entity.plural}`, { kind: 'table', words: [entity.plural] }],
    [`a list of ${entity.plural}`, { kind: 'list', words: [entity.plural] }],
    [`filters for ${cats[0]}, ${cats[1]} and ${cats[2]}`, { kind: 'filter', words: cats }],
    [`tabs for ${cats[0]}, ${cats[1]} and ${cats[2]}`, { kind: 'tabs', words: cats }],
    [`a "${action}" button`, { kind: 'button', words: [action] }],
    ['a search bar', { kind: 'search', words: [] }],
    [`a map of nearby ${entity.plural}`, { kind: 'map', words: [entity.plural] }],
    ['a date picker', { kind: 'date', words: [] }],
    ['time slots', { kind: 'time-slot', words: [] }],
    [`${count} steps`, { kind: 'step', words: [], count: n }],
    [`${count} questions about ${cats[0]}, ${cats[1]} and ${cats[2]}`, { kind: 'question', words: cats, count: n }],
    [`${count} plans`, { kind: 'plan', words: [], count: n }],
    [`a progress bar for ${metric.label.toLowerCase()}`, { kind: 'progress', words: [metric.label] }],
  ];
  const zh: [string, ExpectedElement][] = [
    [`${metric.label}柱状图`, { kind: 'chart', words: [metric.label] }],
    [`${entity.plural}表格`, { kind: 'table', words: [entity.plural] }],
    [`${entity.plural}列表`, { kind: 'list', words: [entity.plural] }],
    [`筛选（${cats.join('、')}）`, { kind: 'filter', words: cats }],
    [`标签页（${cats.join('、')}）`, { kind: 'tabs', words: cats }],
    [`“${action}”按钮`, { kind: 'button', words: [action] }],
    ['搜索框', { kind: 'search', words: [] }],
    [`附近${entity.plural}地图`, { kind: 'map', words: [entity.plural] }],
    ['日期选择', { kind: 'date', words: [] }],
    ['时间段', { kind: 'time-slot', words: [] }],
    [`${count}个步骤`, { kind: 'step', words: [], count: n }],
    [`${count}个关于${cats[0]}的问题`, { kind: 'question', words: [cats[0]], count: n }],
    [`${count}个套餐`, { kind: 'plan', words: [], count: n }],
    [`${metric.label}进度条`, { kind: 'progress', words: [metric.label] }],
  ];
  const [phrase, expect] = r.pick(language === 'zh' ? zh : en);
  return { phrase, expect };
}

export function brandName(r: Draw, language: Language): string {
  if (language === 'zh') return r.pick(ZH_SYLLABLES) + r.pick(ZH_SYLLABLES);
  const word = r.pick(SYLLABLES) + r.pick(SYLLABLES) + r.pick(SYLLABLES);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

const EN_PLATFORM: Record<Platform, string> = { mobile: 'mobile', tablet: 'tablet', desktop: 'desktop web' };
const ZH_PLATFORM: Record<Platform, string> = { mobile: '手机', tablet: '平板', desktop: '网页' };

export function drawCase(r: Draw, domains: readonly DomainFile[]): GridCase {
  const domain = r.pick(domains);
  const language: Language = r.next() < 0.5 ? 'en' : 'zh';
  const copy = domain[language];
  const [page, enPage, zhPage] = r.pick(PAGES);
  const platform = r.pick(['mobile', 'tablet', 'desktop'] as const);
  const dark = r.next() < 0.3;
  const brand = brandName(r, language);
  const picked: { phrase: string; expect: ExpectedElement }[] = [];
  for (let i = 0, n = r.int(2, 4); i < n; i++) {
    const next = element(r, copy, language);
    if (!picked.some((p) => p.expect.kind === next.expect.kind)) picked.push(next);
  }
  const phrases = picked.map((p) => p.phrase);
  const name = r.pick(domain.names[language]);
  // The platform is said in the prompt half the time; otherwise only the panel's width tells it.
  const said = r.next() < 0.5;
  let prompt: string;
  if (language === 'en') {
    const list =
      phrases.length > 1 ? `${phrases.slice(0, -1).join(', ')} and ${phrases[phrases.length - 1]}` : phrases[0];
    prompt = r.pick([
      `${cap(enPage)} for ${brand}, a ${name}${said ? `, ${EN_PLATFORM[platform]}` : ''}, with ${list}${dark ? ', dark theme' : ''}.`,
      `${brand} ${name} ${said ? `${EN_PLATFORM[platform]} ` : ''}${enPage}: ${list}${dark ? '. Dark mode' : ''}.`,
    ]);
  } else {
    const list = phrases.join('、');
    prompt = r.pick([
      `${name}“${brand}”的${zhPage}${said ? `（${ZH_PLATFORM[platform]}）` : ''}：${list}${dark ? '，深色主题' : ''}`,
      `为${name}「${brand}」设计${said ? ZH_PLATFORM[platform] : ''}${zhPage}，包含${list}${dark ? '，深色模式' : ''}`,
    ]);
  }
  return {
    prompt,
    language,
    domain: domain.id,
    brand,
    platform,
    width: widthOf(platform, prompt),
    dark,
    page,
    elements: picked.map((p) => p.expect),
  };
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
