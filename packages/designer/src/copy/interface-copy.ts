// The words every product's screens share (sign-in, payment, settings, plans, a site's footer), once, in English
// and Chinese. Nothing here names a kind of product: what differs between products comes from its domain file.
import type { Language } from '@boxify/design/locale';

import type { KitContent, Plan } from '../kit/content';

type Shared = Pick<KitContent, 'auth' | 'payment' | 'settings' | 'pricing' | 'faq' | 'footer' | 'notFound'> & {
  signInLink: string;
  logos: KitContent['logos'];
  profileStats: { label: string; value: string }[];
  profileTabs: string[];
  follow: string;
  message: string;
  months: string[];
};

const pick = <T>(language: Language, en: T, zh: T): T => (language === 'zh' ? zh : en);

export function interfaceCopy(brand: string, language: Language): Shared {
  const l = <T>(en: T, zh: T) => pick(language, en, zh);
  const plan = (name: string, amount: number, blurb: string, cta: string, features: string[]): Plan => ({
    name,
    price: l(`$${amount}`, `¥${amount * 6}`),
    period: l('/month', '/月'),
    blurb,
    features,
    cta,
  });
  return {
    signInLink: l('Sign in', '登录'),
    logos: {
      title: l('Trusted by', '深受信赖'),
      names: l(
        ['Hexa', 'Brightline', 'Kite', 'Northstar', 'Lumen', 'Orbit'],
        ['六边形', '明线', '风筝', '北极星', '流明', '轨道'],
      ),
    },
    auth: {
      signInTitle: l('Welcome back', '欢迎回来'),
      signInSubtitle: l(`Sign in to your ${brand} account to continue.`, `登录你的${brand}账号以继续。`),
      signUpTitle: l(`Create your ${brand} account`, `创建你的${brand}账号`),
      signUpSubtitle: l('Free to join. No credit card needed.', '免费注册，无需绑定银行卡。'),
      name: l('Full name', '姓名'),
      namePlaceholder: l('Alex Morgan', '林晓'),
      email: l('Email', '邮箱'),
      emailPlaceholder: 'you@example.com',
      password: l('Password', '密码'),
      passwordPlaceholder: l('At least 8 characters', '至少 8 位字符'),
      forgot: l('Forgot password?', '忘记密码？'),
      signIn: l('Sign in', '登录'),
      signUp: l('Create account', '创建账号'),
      or: l('or continue with', '或使用以下方式'),
      google: 'Google',
      apple: 'Apple',
      noAccount: l('New here?', '还没有账号？'),
      haveAccount: l('Already have an account?', '已有账号？'),
      terms: l('I agree to the Terms of Service and Privacy Policy.', '我已阅读并同意服务条款和隐私政策。'),
    },
    payment: {
      title: l('Payment method', '支付方式'),
      subtitle: l('Choose how you would like to pay. You can change it anytime.', '选择你的支付方式，随时可以更改。'),
      methods: [
        {
          icon: 'credit-card',
          label: l('Visa ending in 4242', 'Visa 卡（尾号 4242）'),
          detail: l('Expires 08/28', '有效期至 08/28'),
        },
        l(
          { icon: 'brand-paypal', label: 'PayPal', detail: 'alex@example.com' },
          { icon: 'brand-wechat', label: '微信支付', detail: '已绑定' },
        ),
        l(
          { icon: 'brand-apple', label: 'Apple Pay', detail: 'Pay with Face ID' },
          { icon: 'brand-alipay', label: '支付宝', detail: '推荐使用' },
        ),
      ],
      cardNumber: l('Card number', '卡号'),
      cardPlaceholder: '1234 5678 9012 3456',
      expiry: l('Expiry date', '有效期'),
      expiryPlaceholder: l('MM / YY', '月 / 年'),
      cvc: l('CVC', '安全码'),
      holder: l('Name on card', '持卡人姓名'),
      holderPlaceholder: l('Alex Morgan', '林晓'),
      save: l('Save this card for future payments', '保存此卡，下次支付更快'),
      pay: l('Save payment method', '保存支付方式'),
    },
    settings: {
      title: l('Settings', '设置'),
      groups: [
        {
          title: l('Account', '账号'),
          items: [
            { icon: 'user', label: l('Personal information', '个人信息') },
            { icon: 'mail', label: l('Email', '邮箱'), value: 'alex@example.com' },
            { icon: 'lock', label: l('Password and security', '密码与安全') },
          ],
        },
        {
          title: l('Preferences', '偏好设置'),
          items: [
            { icon: 'bell', label: l('Push notifications', '推送通知'), toggle: true },
            { icon: 'moon', label: l('Dark mode', '深色模式'), toggle: false },
            { icon: 'language', label: l('Language', '语言'), value: l('English', '简体中文') },
          ],
        },
        {
          title: l('Support', '帮助'),
          items: [
            { icon: 'help-circle', label: l('Help centre', '帮助中心') },
            { icon: 'shield-check', label: l('Privacy policy', '隐私政策') },
          ],
        },
      ],
      signOut: l('Sign out', '退出登录'),
    },
    pricing: {
      title: l('Simple, transparent pricing', '简单透明的价格'),
      subtitle: l('Start free, upgrade when you need more. Cancel anytime.', '免费开始，需要时再升级，随时可取消。'),
      plans: [
        plan(
          l('Free', '免费版'),
          0,
          l(`Try ${brand} with the basics.`, `体验${brand}的基础功能。`),
          l('Start free', '免费开始'),
          l(['The essentials', 'One account', 'Email support'], ['核心功能', '一个账号', '邮件支持']),
        ),
        {
          ...plan(
            l('Plus', '进阶版'),
            12,
            l('For people who want it all.', '适合想要全部功能的你。'),
            l('Choose Plus', '选择进阶版'),
            l(
              ['Everything in Free', 'Unlimited use', 'Priority support', 'Early access'],
              ['包含免费版全部功能', '不限次数', '优先支持', '抢先体验新功能'],
            ),
          ),
          popular: true,
        },
        plan(
          l('Business', '商业版'),
          29,
          l('For companies and organisations.', '适合企业和机构。'),
          l('Contact us', '联系我们'),
          l(
            ['Everything in Plus', 'Shared accounts', 'Invoices and reports', 'A dedicated contact'],
            ['包含进阶版全部功能', '团队账号', '发票与报表', '专属客户经理'],
          ),
        ),
      ],
    },
    faq: {
      title: l('Frequently asked questions', '常见问题'),
      items: [
        {
          question: l('Can I cancel anytime?', '可以随时取消吗？'),
          answer: l('Yes. There is no contract and you can cancel in two clicks.', '可以，没有合约，两步即可取消。'),
        },
        {
          question: l('How do I pay?', '如何付款？'),
          answer: l('By card or digital wallet. Every payment is encrypted.', '支持银行卡和移动支付，每笔支付均加密。'),
        },
        {
          question: l('How do I reach you?', '如何联系你们？'),
          answer: l('Write to us any day; we answer within a few hours.', '每天都可以联系我们，几小时内回复。'),
        },
      ],
    },
    footer: {
      tagline: '',
      columns: [
        { title: brand, links: l(['About', 'Careers', 'Press'], ['关于我们', '加入我们', '媒体']) },
        {
          title: l('Help', '帮助'),
          links: l(['Help centre', 'Contact', 'Status'], ['帮助中心', '联系我们', '服务状态']),
        },
        {
          title: l('Legal', '法律'),
          links: l(['Privacy', 'Terms', 'Cookies'], ['隐私政策', '服务条款', 'Cookie 政策']),
        },
      ],
      legal: l(`© 2026 ${brand}. All rights reserved.`, `© 2026 ${brand} 版权所有`),
    },
    notFound: {
      code: '404',
      title: l('This page took a wrong turn', '页面走丢了'),
      body: l(
        'The page you are looking for was moved or no longer exists. Let us get you back on track.',
        '你要找的页面已移动或不存在，我们带你回到正轨。',
      ),
      button: l('Back to home', '返回首页'),
    },
    profileStats: [
      { label: l('Member since', '注册于'), value: '2023' },
      { label: l('Saved', '收藏'), value: '24' },
      { label: l('Reviews', '评价'), value: '12' },
    ],
    profileTabs: l(['Activity', 'Saved', 'About'], ['记录', '收藏', '关于']),
    follow: l('Follow', '关注'),
    message: l('Message', '私信'),
    months: l(
      ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
      ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
    ),
  };
}
