// Brief → page plan: the shell for the platform and the slots, one per requested element in the prompt's order,
// plus what the page kind implies when the prompt did not name it (a booking needs a date, a time and a confirm).
import type { BriefElement, DesignBrief, ElementKind, PageKind } from '@boxify/design/brief';
import type { Language, Localized } from '@boxify/design/locale';

type Implied = { kind: ElementKind; label: Localized; count?: number };

const L = (en: string, zh: string) => ({ en, zh });

const IMPLIED: Partial<Record<PageKind, Implied[]>> = {
  landing: [
    { kind: 'card-grid', label: L('What we offer', '我们提供'), count: 3 },
    { kind: 'button', label: L('Get in touch', '联系我们') },
  ],
  booking: [
    { kind: 'date', label: L('Choose a date', '选择日期') },
    { kind: 'time-slot', label: L('Available times', '可选时间') },
    { kind: 'button', label: L('Confirm booking', '确认预约') },
  ],
  checkout: [
    { kind: 'list', label: L('Order summary', '订单摘要'), count: 3 },
    { kind: 'stat', label: L('Total', '合计') },
    { kind: 'button', label: L('Pay now', '立即支付') },
  ],
  cart: [
    { kind: 'list', label: L('Items in your cart', '购物车商品'), count: 3 },
    { kind: 'stat', label: L('Subtotal', '小计') },
    { kind: 'button', label: L('Check out', '去结算') },
  ],
  'order-tracking': [
    { kind: 'step', label: L('Delivery progress', '配送进度'), count: 4 },
    { kind: 'map', label: L('Where it is now', '当前位置'), count: 1 },
  ],
  dashboard: [
    { kind: 'stat', label: L('Key figures', '核心数据'), count: 4 },
    { kind: 'chart', label: L('Trend', '趋势') },
    { kind: 'table', label: L('Latest records', '最新记录') },
  ],
  'table-admin': [
    { kind: 'search', label: L('Search records', '搜索记录') },
    { kind: 'table', label: L('Records', '记录'), count: 8 },
  ],
  settings: [{ kind: 'toggle', label: L('Notifications', '通知'), count: 4 }],
  profile: [
    { kind: 'media', label: L('Profile photo', '头像') },
    { kind: 'stat', label: L('Activity', '动态'), count: 3 },
  ],
  faq: [{ kind: 'question', label: L('Frequently asked questions', '常见问题'), count: 5 }],
  pricing: [{ kind: 'plan', label: L('Plans', '套餐'), count: 3 }],
  'sign-in': [
    { kind: 'form-field', label: L('Email', '邮箱') },
    { kind: 'form-field', label: L('Password', '密码') },
    { kind: 'button', label: L('Sign in', '登录') },
  ],
  'sign-up': [
    { kind: 'form-field', label: L('Name', '姓名') },
    { kind: 'form-field', label: L('Email', '邮箱') },
    { kind: 'form-field', label: L('Password', '密码') },
    { kind: 'button', label: L('Create account', '创建账号') },
  ],
  chat: [
    { kind: 'message', label: L('Conversation', '对话'), count: 4 },
    { kind: 'form-field', label: L('Message', '消息') },
  ],
  inbox: [
    { kind: 'search', label: L('Search mail', '搜索邮件') },
    { kind: 'list', label: L('Inbox', '收件箱'), count: 6 },
  ],
  notifications: [{ kind: 'list', label: L('Notifications', '通知'), count: 5 }],
  calendar: [{ kind: 'calendar', label: L('This month', '本月') }],
  map: [
    { kind: 'map', label: L('Map', '地图') },
    { kind: 'list', label: L('Nearby', '附近'), count: 3 },
  ],
  player: [
    { kind: 'media', label: L('Now playing', '正在播放') },
    { kind: 'progress', label: L('Playback', '播放进度') },
    { kind: 'list', label: L('Up next', '接下来播放'), count: 3 },
  ],
  'search-results': [
    { kind: 'search', label: L('Search', '搜索') },
    { kind: 'list', label: L('Results', '结果'), count: 5 },
  ],
  'product-list': [
    { kind: 'filter', label: L('Categories', '分类') },
    { kind: 'card-grid', label: L('Products', '商品'), count: 6 },
  ],
  'product-detail': [
    { kind: 'media', label: L('Photos', '图片') },
    { kind: 'button', label: L('Add to cart', '加入购物车') },
  ],
  detail: [{ kind: 'media', label: L('Photos', '图片') }],
  feed: [{ kind: 'list', label: L('Latest', '最新'), count: 5 }],
  invoice: [
    { kind: 'table', label: L('Charges', '明细'), count: 4 },
    { kind: 'stat', label: L('Amount due', '应付金额') },
  ],
  receipt: [
    { kind: 'list', label: L('Items', '商品'), count: 3 },
    { kind: 'stat', label: L('Total paid', '实付金额') },
  ],
  form: [
    { kind: 'form-field', label: L('Full name', '姓名') },
    { kind: 'form-field', label: L('Email', '邮箱') },
    { kind: 'form-field', label: L('Phone', '手机号') },
    { kind: 'button', label: L('Submit', '提交') },
  ],
  contact: [
    { kind: 'form-field', label: L('Name', '姓名') },
    { kind: 'form-field', label: L('Email', '邮箱') },
    { kind: 'form-field', label: L('Message', '留言') },
    { kind: 'button', label: L('Send', '发送') },
  ],
  onboarding: [
    { kind: 'media', label: L('Welcome', '欢迎') },
    { kind: 'step', label: L('How it works', '使用步骤'), count: 3 },
    { kind: 'button', label: L('Get started', '开始使用') },
  ],
  'not-found': [
    { kind: 'stat', label: L('404 Page not found', '404 页面不存在') },
    { kind: 'search', label: L('Search the site', '搜索本站') },
    { kind: 'button', label: L('Back to home', '返回首页') },
  ],
  'empty-state': [{ kind: 'section', label: L('Nothing here yet', '这里还没有内容') }],
  leaderboard: [{ kind: 'list', label: L('Ranking', '排名'), count: 8 }],
  gallery: [{ kind: 'card-grid', label: L('Gallery', '作品'), count: 6 }],
  timeline: [{ kind: 'step', label: L('Timeline', '时间线'), count: 4 }],
  comparison: [{ kind: 'table', label: L('Comparison', '对比'), count: 5 }],
  article: [{ kind: 'media', label: L('Cover', '封面') }],
  blog: [{ kind: 'card-grid', label: L('Latest posts', '最新文章'), count: 3 }],
};

export type Shell = 'app' | 'console' | 'site';
export type PagePlan = {
  page: PageKind;
  shell: Shell;
  title: string;
  /** What the product is, in the prompt's words ("employment law firm"): a landing page's subtitle. */
  subtitle?: string;
  /** The screen's own name when the prompt gives one ("会员卡页面" → "会员卡"), shown in place of the page kind's. */
  heading?: string;
  slots: BriefElement[];
  /** The slots the prompt named (without what the page kind implies). */
  asked: BriefElement[];
  /** The prompt named nothing for this page: every slot is one its kind implies. */
  bare: boolean;
  board: boolean;
};

const CONSOLE_PAGES = new Set<PageKind>(['dashboard', 'table-admin', 'kanban', 'inbox', 'calendar']);

const SCREEN_END = /(?:页面?|界面|屏幕?|\s(?:page|screen|view))$/i;
const namesScreen = (e: BriefElement) => !e.items && !e.count && SCREEN_END.test(e.label);
const screenTitle = (label: string) =>
  label
    .replace(SCREEN_END, '')
    .replace(/(?:\s*的|\s+(?:on|of|in|for)(?:\s+the)?(?:\s+(?:website|app))?)$/i, '')
    .trim() || undefined;

const sameAction = (label: string, implied: Localized) =>
  [implied.en, implied.zh].some((l) => label.toLowerCase().includes(l.toLowerCase().split(' ')[0]));

/** A landing page's hero named as a part: the shell's own opening. */
export const HERO = /^[\W_]*(?:hero(?: section| banner| image)?|首屏|头图|横幅)[\W_]*$/i;

/** The content sections a plan draws, for its price: a counted section is that many, a landing page's hero one. */
export function contentSections(plan: PagePlan): number {
  const drawn = plan.slots.reduce((n, s) => n + (s.kind === 'section' ? (s.count ?? 1) : 1), 0);
  return drawn + (plan.page === 'landing' ? 1 : 0);
}

/** One plan per page the brief names. */
export function planBrief(brief: DesignBrief): PagePlan[] {
  return brief.pages.map((page, index) => {
    // The requested elements go on the first page; later pages carry what their kind implies.
    // A landing page's hero is the shell's own opening, not a card of its own.
    const all = (index === 0 ? brief.elements : []).filter((e) => !(page === 'landing' && HERO.test(e.label)));
    // A phrase that names the screen ("游泳馆 手机会员卡页面", "Exhibition page") is its heading, not a card.
    const screens = all.filter(namesScreen);
    const heading = screens.length > 0 ? screenTitle(screens[0].label) : undefined;
    const asked = all.filter((e) => !screens.includes(e));
    // What the page kind implies stays unless the prompt names its own of that kind; its action stays unless the
    // prompt names that action ("Forgot password" is no sign-in button).
    const implied = (IMPLIED[page] ?? [])
      .filter((i) =>
        i.kind === 'button'
          ? !asked.some((e) => e.kind === 'button' && sameAction(e.label, i.label))
          : !asked.some((e) => e.kind === i.kind),
      )
      .map((i) => implyElement(i, brief.language));
    // Implied pieces that end a page (a confirm or pay button) stay last; the rest lead.
    const lead = implied.filter((e) => e.kind !== 'button');
    const tail = implied.filter((e) => e.kind === 'button');
    const slots = [...lead, ...asked, ...tail];
    const shell: Shell =
      brief.platform === 'desktop' && CONSOLE_PAGES.has(page)
        ? 'console'
        : brief.platform === 'desktop'
          ? 'site'
          : 'app';
    const domain = brief.product.name ? brief.product.domain : undefined;
    const subtitle = domain && domain.charAt(0).toUpperCase() + domain.slice(1);
    return {
      page,
      shell,
      title: brief.product.name ?? brief.product.domain ?? '',
      subtitle,
      heading,
      slots,
      asked,
      bare: asked.length === 0,
      board: page === 'kanban',
    };
  });
}

function implyElement(implied: Implied, language: Language): BriefElement {
  return { kind: implied.kind, label: implied.label[language], ...(implied.count && { count: implied.count }) };
}
