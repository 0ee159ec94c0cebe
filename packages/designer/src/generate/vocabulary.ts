// The words the built-in designer understands, in English and Chinese. Order matters where noted.
import type { Domain } from './content/types';

export const PAGE_TYPES = [
  'home',
  'sign-in',
  'sign-up',
  'pricing',
  'payment-method',
  'checkout',
  'chat',
  'dashboard',
  'settings',
  'profile',
  'product-list',
  'product-detail',
  'blog',
  'article',
  'faq',
  'onboarding',
  'not-found',
  'empty-state',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** Page-type patterns; the more specific come first (product detail before product list, sign up before sign in). */
export const PAGE_PATTERNS: [PageType, RegExp][] = [
  ['not-found', /\b404\b|not[- ]found|页面不存在|找不到页面|错误页/i],
  [
    'payment-method',
    /payment[- ]methods?|payment (?:page|screen|form)|add (?:a )?card|billing (?:page|info|details)|支付方式|付款方式|绑卡|添加银行卡/i,
  ],
  ['checkout', /check[- ]?out|order summary|shopping cart|\bcart\b|结算|结账|购物车|确认订单|下单页/i],
  ['sign-up', /sign[- ]?up|register|registration|create (?:an )?account|注册/i],
  ['sign-in', /sign[- ]?in|log[- ]?in|登录|登陆/i],
  [
    'chat',
    /chat[- ]?bot|\bchat\b|assistant|conversation|messag(?:e|ing) (?:page|screen)|聊天|对话|ai ?助手|智能助手|客服/i,
  ],
  [
    'dashboard',
    /dashboard|analytics|charts?\b|graphs?\b|metrics (?:page|screen)|admin panel|report(?:s|ing)? (?:page|screen)|图表|数据看板|仪表盘|看板|数据分析|报表|后台/i,
  ],
  ['settings', /settings|preferences|设置|偏好/i],
  ['profile', /profile|account page|my account|user page|个人主页|个人资料|个人中心|我的页面/i],
  ['product-detail', /product (?:detail|page)|item detail|detail page|商品详情|产品详情|详情页/i],
  [
    'product-list',
    /product (?:list|listing|grid|catalog(?:ue)?)|catalog(?:ue)?|shop page|store page|商品列表|产品列表|商品页|分类页/i,
  ],
  ['article', /blog post|\barticle\b|文章详情|文章|资讯详情/i],
  ['blog', /\bblog\b|news page|博客|资讯/i],
  ['faq', /\bfaq\b|frequently asked|help cent(?:er|re)|常见问题|帮助中心/i],
  ['onboarding', /onboarding|welcome (?:screen|flow|page)|walkthrough|guide screens?|引导页|新手引导|欢迎页/i],
  ['pricing', /pricing|price (?:page|table|list)|plans? page|价格|定价|套餐/i],
  ['empty-state', /empty state|no results|空状态|空白页/i],
  ['home', /home ?page|landing|homepage|\bhome\b|main page|首页|落地页|主页|官网/i],
];

/** Sections a prompt may list; the first match wins for each word. */
export const SECTION_PATTERNS: [string, RegExp][] = [
  ['hero', /\bhero\b|首屏|头图|主视觉|英雄区/i],
  ['carousel', /carousel|slider|slideshow|banner|轮播/i],
  ['features', /features?|benefits|功能区|功能|特性|卖点|亮点/i],
  ['logos', /logos?|clients|partners|trusted by|合作伙伴|客户标志|品牌墙/i],
  ['testimonials', /testimonials?|reviews|customer quotes|用户评价|评价|口碑|证言/i],
  ['pricing', /pricing|plans|price table|价格|定价|套餐/i],
  ['faq', /\bfaqs?\b|questions|常见问题|问答/i],
  ['cta', /call to action|\bcta\b|行动号召/i],
  ['stats', /\bstats\b|statistics|kpis?|metrics|stat cards|统计|指标/i],
  ['line-chart', /line charts?|trend|折线图|趋势图/i],
  ['bar-chart', /bar charts?|柱状图|条形图/i],
  ['pie-chart', /pie charts?|donut|饼图|环形图/i],
  ['data-table', /tables?\b|data grid|表格/i],
  ['blog', /\bblog\b|articles|博客/i],
  [
    'product-list',
    /product (?:grid|list)|products|courses|course list|doctors|doctor list|商品列表|商品|课程列表|课程|医生列表|医生/i,
  ],
  ['shortcuts', /categories|category icons|shortcuts|分类|快捷入口|金刚区/i],
  ['search', /search|搜索/i],
];

/** Generic "N sections" (any kind): the composer fills them from the page's recipe. */
export const GENERIC_SECTIONS =
  /(\d+|one|two|three|four|five|six|一|二|两|三|四|五|六)\s*(?:more\s+|other\s+|content\s+)?(?:个)?\s*(?:sections|blocks|parts|modules|部分|板块|区块|模块|个区域)/i;

export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
};

export const PLATFORM_PATTERNS = {
  tablet: /tablet|ipad|平板/i,
  mobileStrong: /mobile|iphone|android|\bios\b|phone|smartphone|手机|移动端|移动|小程序/i,
  desktop: /desktop|website|web ?site|\bweb\b|webpage|web page|browser|\bpc\b|网站|网页|桌面|电脑|官网|pc端/i,
  mobileWeak: /\bapps?\b|应用/i,
};

export const TONE_PATTERNS: [string, RegExp][] = [
  ['dark', /dark(?! ?(?:blue|green|red|purple|grey|gray))|night mode|深色|暗色|暗黑|黑色主题|夜间/i],
  ['light', /\blight (?:mode|theme)|浅色|亮色|明亮/i],
  ['playful', /playful|fun\b|friendly|cute|colou?rful|kids|活泼|可爱|有趣|童趣|俏皮/i],
  ['corporate', /corporate|enterprise|business|professional|formal|b2b|商务|企业|专业|正式/i],
  ['minimal', /minimal|clean|simple|极简|简约|简洁/i],
];

/** Named colours (English and Chinese) → the primary they ask for; longer names first. */
export const COLOR_NAMES: [RegExp, string][] = [
  [/navy|dark blue|藏青|海军蓝|深蓝/i, '#1e3a8a'],
  [/sky blue|light blue|天蓝|浅蓝/i, '#0284c7'],
  [/turquoise|teal|cyan|青色|蓝绿|湖蓝/i, '#0f766e'],
  [/emerald|翠绿/i, '#047857'],
  [/lime|草绿/i, '#4d7c0f'],
  [/indigo|靛蓝|靛青/i, '#4f46e5'],
  [/violet|purple|lavender|紫色/i, '#7c3aed'],
  [/pink|\brose\b|粉色|粉红/i, '#db2777'],
  [/coral|珊瑚/i, '#e2553f'],
  [/orange|橙色|橘色|橘黄/i, '#ea580c'],
  [/gold|amber|金色|琥珀/i, '#b45309'],
  [/yellow|黄色/i, '#ca8a04'],
  [/brown|棕色|咖啡色/i, '#92400e'],
  [/\bred\b|crimson|红色|中国红/i, '#dc2626'],
  [/green|绿色/i, '#16a34a'],
  [/blue|蓝色/i, '#2563eb'],
];

export const DOMAIN_PATTERNS: [Domain, RegExp][] = [
  [
    'food',
    /food|restaurant|recipe|meal|coffee|caf[eé]|bakery|bread|cake|pizza|takeaway|烘焙|面包|蛋糕|外卖|美食|餐厅|咖啡|点餐|菜谱|奶茶/i,
  ],
  [
    'health',
    /clinic|doctor|hospital|medical|dental|dentist|patient|pharmacy|telehealth|医疗|医院|医生|诊所|挂号|问诊|口腔|牙科|药房/i,
  ],
  [
    'fitness',
    /fitness|workout|gym|yoga|running|exercise|training|health|meditation|mindful|wellness|sleep|冥想|健康|健身|运动|跑步|瑜伽|锻炼|训练/i,
  ],
  [
    'finance',
    /bank|banking|finance|fintech|wallet|budget|invest|crypto|money|loan|银行|金融|理财|钱包|记账|投资|支付宝|贷款/i,
  ],
  ['travel', /travel|trip|hotel|flight|booking|vacation|tour|旅行|旅游|酒店|机票|民宿|出行/i],
  ['education', /course|learning|education|school|study|tutor|student|教育|课程|学习|培训|学校|网课/i],
  [
    'shop',
    /shop|store|e-?commerce|fashion|clothing|retail|boutique|sneaker|marketplace|商城|电商|购物|店铺|服装|零售|商品/i,
  ],
  ['saas', /saas|project|crm|team|workspace|productivity|startup|software|platform|协作|项目管理|团队|软件|平台/i],
];
