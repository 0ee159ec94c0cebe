// 中文页面模板：各产品共用的文案，填入各自领域的示例。
import type { KitContent } from '../../kit/content';
import { MONTHS } from './packs';
import type { Pack } from './pack';

const PEOPLE = [
  ['苏菲', '产品负责人 · 六边形科技'],
  ['周达', '创始人 · 明线工作室'],
  ['铃木花', '运营经理 · 风筝网络'],
];

export function chinese(brand: string, d: Pack): Omit<KitContent, 'brand' | 'brandIcon'> {
  return {
    nav: ['功能', '价格', '客户', '博客', '常见问题'],
    navCta: '免费开始',
    signInLink: '登录',
    search: '搜索…',
    hero: {
      eyebrow: d.eyebrow,
      title: d.heroTitle,
      subtitle: d.heroSubtitle,
      primary: d.actions?.[0] ?? '免费开始',
      secondary: d.actions?.[1] ?? '观看演示',
      icon: d.heroIcon,
      visual: d.visual,
    },
    features: {
      title: `一个${d.noun}，满足你的所有需要`,
      subtitle: `${brand}把核心能力整合在一起，让你专注于真正重要的事。`,
      items: d.features,
    },
    logos: { title: '深受这些团队信赖', names: ['六边形', '明线', '风筝', '北极星', '流明', '轨道'] },
    testimonials: {
      title: `每天使用${brand}的人都这么说`,
      items: d.quotes.map((quote, i) => ({ quote, name: PEOPLE[i][0], role: PEOPLE[i][1] })),
    },
    pricing: {
      title: '简单透明的价格',
      subtitle: '免费开始，成长后再升级，随时可取消。',
      plans: [
        {
          name: '免费版',
          price: '¥0',
          period: '/月',
          blurb: `体验${brand}的基础功能。`,
          features: ['核心功能', '最多 3 个项目', '社区支持'],
          cta: '免费开始',
        },
        {
          name: '专业版',
          price: '¥68',
          period: '/月',
          blurb: '适合想要全部功能的你。',
          features: ['包含免费版全部功能', '无限项目', '高级数据洞察', '优先支持'],
          cta: '升级专业版',
          popular: true,
        },
        {
          name: '企业版',
          price: '¥198',
          period: '/月',
          blurb: '适合团队和组织。',
          features: ['包含专业版全部功能', '团队空间', '单点登录与审计日志', '专属客户经理'],
          cta: '联系销售',
        },
      ],
    },
    faq: {
      title: '常见问题',
      items: [
        { question: `${brand}是什么？`, answer: `${brand}是一款${d.noun}，帮助你在网页和手机上事半功倍。` },
        { question: '有免费版吗？', answer: '有。免费版永久免费，包含核心功能。' },
        { question: '可以随时取消吗？', answer: '当然可以。按月或按年订阅，两步即可取消。' },
        { question: '我的数据安全吗？', answer: '数据在传输和存储时均加密，你可以随时导出或删除。' },
      ],
    },
    cta: { title: `准备好试试${brand}了吗？`, subtitle: '已有成千上万的人完成切换，只需两分钟。', button: '免费开始' },
    footer: {
      tagline: d.heroSubtitle,
      columns: [
        { title: '产品', links: ['功能', '价格', '更新日志', '下载'] },
        { title: '公司', links: ['关于我们', '加入我们', '博客', '媒体'] },
        { title: '支持', links: ['帮助中心', '联系我们', '服务状态', '隐私政策'] },
      ],
      legal: `© 2026 ${brand} 版权所有`,
    },
    auth: {
      signInTitle: '欢迎回来',
      signInSubtitle: `登录你的${brand}账号以继续。`,
      signUpTitle: `注册${brand}账号`,
      signUpSubtitle: '永久免费，无需绑定银行卡。',
      name: '姓名',
      namePlaceholder: '王小明',
      email: '邮箱',
      emailPlaceholder: 'you@example.com',
      password: '密码',
      passwordPlaceholder: '至少 8 位字符',
      forgot: '忘记密码？',
      signIn: '登录',
      signUp: '注册',
      or: '或使用以下方式',
      google: '微信',
      apple: 'Apple',
      noAccount: '还没有账号？',
      haveAccount: '已有账号？',
      terms: '我已阅读并同意《服务协议》和《隐私政策》',
    },
    payment: {
      title: '支付方式',
      subtitle: '选择你的付款方式，之后可随时更改。',
      methods: [
        { icon: 'credit-card', label: '招商银行储蓄卡（4242）', detail: '有效期至 08/28' },
        { icon: 'brand-wechat', label: '微信支付', detail: '推荐使用' },
        { icon: 'brand-alipay', label: '支付宝', detail: '花呗可分期' },
      ],
      cardNumber: '卡号',
      cardPlaceholder: '1234 5678 9012 3456',
      expiry: '有效期',
      expiryPlaceholder: '月 / 年',
      cvc: '安全码',
      holder: '持卡人姓名',
      holderPlaceholder: '王小明',
      save: '保存此卡，方便下次支付',
      pay: '保存支付方式',
    },
    checkout: {
      title: '订单摘要',
      items: d.products
        .slice(0, 3)
        .map((p) => ({ name: p.name, meta: `${p.meta} · 数量 1`, price: p.price, icon: p.icon })),
      lines: [
        { label: '商品小计', value: '¥1,228.00' },
        { label: '运费', value: '免运费' },
        { label: '优惠', value: '−¥50.00' },
      ],
      totalLabel: '合计',
      total: '¥1,178.00',
      promo: '输入优惠码',
      button: '立即支付 ¥1,178.00',
      secure: '支付信息已加密，安全可靠',
    },
    chat: {
      title: d.chatTitle,
      status: '在线 · 秒回',
      messages: d.chat,
      placeholder: `给${brand}发消息…`,
      suggestions: d.suggestions,
    },
    dashboard: {
      title: '数据概览',
      subtitle: `欢迎回来，这是${brand}的最新数据。`,
      range: '近 30 天',
      stats: d.stats,
      lineTitle: d.lineTitle,
      barTitle: d.barTitle,
      pieTitle: d.pieTitle,
      months: MONTHS.zh,
      pieLegend: d.pieLegend,
      tableTitle: d.tableTitle,
      columns: d.columns,
      rows: d.rows,
    },
    settings: {
      title: '设置',
      groups: [
        {
          title: '账号',
          items: [
            { icon: 'user', label: '个人信息' },
            { icon: 'mail', label: '邮箱', value: 'alex@example.com' },
            { icon: 'lock', label: '密码与安全' },
          ],
        },
        {
          title: '偏好',
          items: [
            { icon: 'bell', label: '消息通知', toggle: true },
            { icon: 'moon', label: '深色模式', toggle: false },
            { icon: 'language', label: '语言', value: '简体中文' },
          ],
        },
        {
          title: '支持',
          items: [
            { icon: 'help-circle', label: '帮助中心' },
            { icon: 'shield-check', label: '隐私政策' },
          ],
        },
      ],
      signOut: '退出登录',
    },
    profile: {
      name: '王小明',
      handle: '@xiaoming',
      bio: `${brand}早期用户，热爱好设计、散步和尝试新鲜事物。`,
      stats: [
        { label: '粉丝', value: '1,284' },
        { label: '关注', value: '312' },
        { label: '动态', value: '86' },
      ],
      follow: '关注',
      message: '私信',
      tabs: ['动态', '收藏', '关于'],
    },
    products: {
      title: d.productsTitle,
      subtitle: `${brand}为你精心挑选。`,
      filters: d.filters,
      items: d.products,
      add: '加入购物车',
    },
    detail: { ...d.detail, rating: '4.8 · 1,204 条评价', add: '加入购物车', buy: '立即购买' },
    blog: { title: `${brand}博客`, subtitle: '来自团队的想法、指南和故事。', posts: d.posts, readMore: '阅读' },
    article: { ...d.article, meta: '11月18日 · 6 分钟阅读' },
    onboarding: { steps: d.onboarding, next: '继续', skip: '跳过', start: '开始使用' },
    notFound: {
      code: '404',
      title: '页面走丢了',
      body: '你要找的页面已被移动或不存在，我们带你回到正轨。',
      button: '返回首页',
    },
    empty: d.empty,
    categories: d.categories,
    tabBar: d.tabBar,
    sideNav: d.sideNav,
  };
}

/** The full copy of a product: its domain's examples, the language's page templates, the brand filled in. */
