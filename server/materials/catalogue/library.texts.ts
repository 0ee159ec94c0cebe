import type { PageKind } from '@boxify/design/brief';
import type { Localized } from '@boxify/design/locale';

// The library's words in both languages: its tags' labels and the words that ask the designer for each page.
export const TAG_LABELS = {
  PRODUCT_TYPE: { en: 'Product type', zh: '产品类型' },
  FUNCTION: { en: 'Function', zh: '功能' },
} satisfies Record<string, Localized>;

export const PRODUCT_TYPES = {
  saas: { en: 'SaaS', zh: 'SaaS 软件' },
  fintech: { en: 'Fintech', zh: '金融科技' },
  shop: { en: 'E-commerce', zh: '电商购物' },
  food: { en: 'Food & Drink', zh: '餐饮美食' },
  chat: { en: 'Chat & Social', zh: '社交通讯' },
  education: { en: 'Education', zh: '教育学习' },
  travel: { en: 'Travel', zh: '旅游出行' },
  health: { en: 'Health', zh: '医疗健康' },
  logistics: { en: 'Logistics', zh: '物流运输' },
  'real-estate': { en: 'Real Estate', zh: '房产家居' },
  media: { en: 'Media & Entertainment', zh: '媒体娱乐' },
  services: { en: 'Local Services', zh: '生活服务' },
  energy: { en: 'Energy & Utilities', zh: '能源公用' },
  public: { en: 'Public Services', zh: '公共服务' },
} satisfies Record<string, Localized>;

/** A page's function, by the page kind the designer composes it as. */
export const FUNCTIONS = {
  home: { en: 'Home', zh: '首页' },
  'chat-bot': { en: 'Chat Bot', zh: '聊天机器人' },
  pricing: { en: 'Pricing', zh: '价格' },
  'payment-method': { en: 'Payment Method', zh: '支付方式' },
  charts: { en: 'Charts', zh: '图表' },
  'sign-in': { en: 'Sign In', zh: '登录' },
  'sign-up': { en: 'Sign Up', zh: '注册' },
  settings: { en: 'Settings', zh: '设置' },
  profile: { en: 'Profile', zh: '个人中心' },
  'product-list': { en: 'Product List', zh: '商品列表' },
  'product-detail': { en: 'Product Detail', zh: '商品详情' },
  cart: { en: 'Cart', zh: '购物车' },
  checkout: { en: 'Checkout', zh: '结算' },
  'order-tracking': { en: 'Order Tracking', zh: '订单跟踪' },
  booking: { en: 'Booking', zh: '预约' },
  search: { en: 'Search', zh: '搜索' },
  notifications: { en: 'Notifications', zh: '通知' },
  calendar: { en: 'Calendar', zh: '日历' },
  board: { en: 'Board', zh: '看板' },
  map: { en: 'Map', zh: '地图' },
  feed: { en: 'Feed', zh: '动态' },
  article: { en: 'Article', zh: '文章' },
  faq: { en: 'FAQ', zh: '常见问题' },
  invoice: { en: 'Invoice', zh: '发票' },
  receipt: { en: 'Receipt', zh: '收据' },
  inbox: { en: 'Inbox', zh: '收件箱' },
  onboarding: { en: 'Onboarding', zh: '引导页' },
  records: { en: 'Records', zh: '数据管理' },
  player: { en: 'Player', zh: '播放器' },
  leaderboard: { en: 'Leaderboard', zh: '排行榜' },
  gallery: { en: 'Gallery', zh: '作品集' },
  contact: { en: 'Contact', zh: '联系我们' },
  details: { en: 'Details', zh: '详情' },
  list: { en: 'List', zh: '列表' },
  form: { en: 'Form', zh: '表单' },
} satisfies Record<string, Localized>;

/** The page kinds the library's products are made of, each with its function and the words that ask for it. */
export const PAGE_RECIPES = {
  landing: { fn: 'home', en: 'Landing page', zh: '官网首页' },
  'app-home': { fn: 'home', en: 'Home screen', zh: '首页' },
  chat: { fn: 'chat-bot', en: 'AI assistant chat bot page', zh: '智能助手聊天机器人页面' },
  pricing: { fn: 'pricing', en: 'Pricing page with plans', zh: '价格页' },
  'payment-method': { fn: 'payment-method', en: 'Payment method page', zh: '支付方式页面' },
  dashboard: { fn: 'charts', en: 'Analytics dashboard with charts', zh: '数据看板，包含图表' },
  'sign-in': { fn: 'sign-in', en: 'Sign in page', zh: '登录页' },
  'sign-up': { fn: 'sign-up', en: 'Sign up page', zh: '注册页' },
  settings: { fn: 'settings', en: 'Settings page', zh: '设置页' },
  profile: { fn: 'profile', en: 'Profile page', zh: '个人中心页' },
  'product-list': { fn: 'product-list', en: 'Product list page', zh: '商品列表页' },
  'product-detail': { fn: 'product-detail', en: 'Product detail page', zh: '商品详情页' },
  cart: { fn: 'cart', en: 'Shopping cart page', zh: '购物车页面' },
  checkout: { fn: 'checkout', en: 'Checkout page', zh: '结算页' },
  'order-tracking': { fn: 'order-tracking', en: 'Order tracking page', zh: '订单跟踪页' },
  booking: { fn: 'booking', en: 'Booking page', zh: '预约页' },
  'search-results': { fn: 'search', en: 'Search results page', zh: '搜索结果页' },
  notifications: { fn: 'notifications', en: 'Notifications page', zh: '通知页' },
  calendar: { fn: 'calendar', en: 'Calendar page', zh: '日历页' },
  kanban: { fn: 'board', en: 'Kanban board page', zh: '看板页' },
  map: { fn: 'map', en: 'Map page', zh: '地图页' },
  feed: { fn: 'feed', en: 'Feed page', zh: '动态页' },
  article: { fn: 'article', en: 'Article page', zh: '文章页' },
  faq: { fn: 'faq', en: 'FAQ page', zh: '常见问题页' },
  invoice: { fn: 'invoice', en: 'Invoice page', zh: '发票页' },
  receipt: { fn: 'receipt', en: 'Receipt page', zh: '收据页' },
  inbox: { fn: 'inbox', en: 'Inbox page', zh: '收件箱页' },
  onboarding: { fn: 'onboarding', en: 'Onboarding welcome page', zh: '新手引导页' },
  'table-admin': { fn: 'records', en: 'Admin table page', zh: '管理后台页' },
  player: { fn: 'player', en: 'Now playing player page', zh: '播放器页面' },
  leaderboard: { fn: 'leaderboard', en: 'Leaderboard page', zh: '排行榜页' },
  gallery: { fn: 'gallery', en: 'Gallery page', zh: '作品集页' },
  contact: { fn: 'contact', en: 'Contact page', zh: '联系我们页面' },
  detail: { fn: 'details', en: 'Detail view page', zh: '详情页' },
  list: { fn: 'list', en: 'List page', zh: '列表页' },
  form: { fn: 'form', en: 'Application form page', zh: '申请表单页' },
} satisfies Partial<Record<PageKind, { fn: keyof typeof FUNCTIONS; en: string; zh: string }>>;

/** How a platform is searched for, and how a prompt names it. */
export const PLATFORM_WORDS = {
  mobile: { en: 'mobile app', zh: '移动端 手机 App' },
  tablet: { en: 'tablet', zh: '平板' },
  desktop: { en: 'desktop web', zh: '桌面端 网页' },
} satisfies Record<string, Localized>;

export const PLATFORM_PROMPT = {
  mobile: { en: 'mobile', zh: '移动端' },
  tablet: { en: 'tablet', zh: '平板端' },
  desktop: { en: 'desktop', zh: '桌面端' },
} satisfies Record<string, Localized>;

/** The material types' names (spec §3), for the personal lists' counts. */
export const TYPE_LABELS: Record<number, Localized> = {
  1: { en: 'Icons', zh: '图标' },
  2: { en: 'Components', zh: '组件' },
  3: { en: 'Page templates', zh: '页面模板' },
  4: { en: 'Products', zh: '产品' },
  5: { en: 'Libraries', zh: '组件库' },
};

/** The built-in libraries' search words. */
export const LIBRARY_KEYWORDS = { en: 'design system library', zh: '设计系统 组件库' } satisfies Localized;

type Both<T> = { en: T; zh: T };
const both = <T>(make: (language: 'en' | 'zh') => T): Both<T> => ({ en: make('en'), zh: make('zh') });

/** The prompt that asks the designer for one page of a product. */
export const pagePrompt = (recipe: Localized, brand: string, domainName: Localized, platform: Localized) => ({
  en: `${recipe.en} for ${brand}, a ${domainName.en}, ${platform.en}`,
  zh: `名为 ${brand} 的${domainName.zh}${recipe.zh}，${platform.zh}`,
});

/** "Crumb · Cart" / "Crumb · 购物车": a brand and a name in each language. */
export const brandTitle = (brand: string, name: Localized) => both((l) => `${brand} · ${name[l]}`);

/** Words joined per language. */
export const joinedWords = (...parts: Localized[]) => both((l) => parts.map((part) => part[l]).join(' '));

export const pageDescription = (recipe: Localized, brand: string, domainName: Localized) => ({
  en: `${recipe.en} of ${brand}, a ${domainName.en}`,
  zh: `${brand}（${domainName.zh}）的${recipe.zh}`,
});

export const sectionDescription = (name: Localized) => ({ en: `A ${name.en} section`, zh: `${name.zh}区块` });

/** A product's description: bullet lines split at "- " (spec §2 product detail). */
export const productDescription = (tagline: Localized, pages: Localized[], platform: string) => ({
  en: `${tagline.en} - ${pages.length} pages: ${pages.map((f) => f.en).join(', ')} - Built for ${platform}`,
  zh: `${tagline.zh} - 共 ${pages.length} 个页面：${pages.map((f) => f.zh).join('、')} - ${PLATFORM_WORDS[platform as keyof typeof PLATFORM_WORDS].zh}`,
});

/** A text given in each language (a section's name as each page calls it). */
export const inBoth = (en: string, zh: string): Localized => ({ en, zh });
