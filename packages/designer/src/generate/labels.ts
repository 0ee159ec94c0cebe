// Names of pages and sections as the designer's steps and panel names show them.
import type { Localized } from '@boxify/design/locale';

import type { DesignLanguage } from '../contract';
import type { SectionName } from '../kit';
import type { KitContent } from '../kit/content';
import type { PageType } from './page-types';

export const PAGE_LABELS: Record<PageType, Localized> = {
  home: { en: 'Home', zh: '首页' },
  'sign-in': { en: 'Sign in', zh: '登录' },
  'sign-up': { en: 'Sign up', zh: '注册' },
  pricing: { en: 'Pricing', zh: '价格' },
  'payment-method': { en: 'Payment method', zh: '支付方式' },
  checkout: { en: 'Checkout', zh: '结算' },
  chat: { en: 'Chat', zh: '聊天' },
  dashboard: { en: 'Dashboard', zh: '数据看板' },
  settings: { en: 'Settings', zh: '设置' },
  profile: { en: 'Profile', zh: '个人主页' },
  'product-list': { en: 'Products', zh: '商品列表' },
  'product-detail': { en: 'Product detail', zh: '商品详情' },
  blog: { en: 'Blog', zh: '博客' },
  article: { en: 'Article', zh: '文章' },
  faq: { en: 'FAQ', zh: '常见问题' },
  onboarding: { en: 'Onboarding', zh: '引导页' },
  'not-found': { en: 'Page not found', zh: '404 页面' },
  'empty-state': { en: 'Empty state', zh: '空状态' },
};

export const SECTION_LABELS: Record<SectionName, Localized> = {
  navigation: { en: 'navigation bar', zh: '导航栏' },
  hero: { en: 'hero', zh: '首屏' },
  carousel: { en: 'carousel', zh: '轮播图' },
  features: { en: 'feature grid', zh: '功能区' },
  logos: { en: 'customer logos', zh: '客户标志' },
  testimonials: { en: 'testimonials', zh: '用户评价' },
  pricing: { en: 'pricing table', zh: '价格表' },
  faq: { en: 'FAQ', zh: '常见问题' },
  cta: { en: 'call to action', zh: '行动号召' },
  footer: { en: 'footer', zh: '页脚' },
  'sign-in': { en: 'sign-in form', zh: '登录表单' },
  'sign-up': { en: 'sign-up form', zh: '注册表单' },
  'payment-method': { en: 'payment-method form', zh: '支付方式表单' },
  checkout: { en: 'checkout summary', zh: '结算摘要' },
  chat: { en: 'chat thread and input bar', zh: '对话与输入栏' },
  stats: { en: 'stat cards', zh: '数据卡片' },
  charts: { en: 'line, bar and pie charts', zh: '折线图、柱状图和饼图' },
  'line-chart': { en: 'line chart', zh: '折线图' },
  'bar-chart': { en: 'bar chart', zh: '柱状图' },
  'pie-chart': { en: 'pie chart', zh: '饼图' },
  'data-table': { en: 'data table', zh: '数据表格' },
  settings: { en: 'settings list', zh: '设置列表' },
  profile: { en: 'profile header', zh: '个人资料头部' },
  'product-list': { en: 'product list', zh: '商品列表' },
  'product-detail': { en: 'product detail', zh: '商品详情' },
  'empty-state': { en: 'empty state', zh: '空状态' },
  blog: { en: 'blog posts', zh: '博客文章' },
  article: { en: 'article', zh: '文章' },
  onboarding: { en: 'onboarding', zh: '引导页' },
  'not-found': { en: '404 message', zh: '404 提示' },
  search: { en: 'search bar', zh: '搜索栏' },
  posts: { en: 'posts', zh: '动态' },
  shortcuts: { en: 'shortcuts', zh: '快捷入口' },
  'tab-bar': { en: 'tab bar', zh: '标签栏' },
  'side-navigation': { en: 'side navigation', zh: '侧边导航' },
};

/** The title an app bar or a console page header shows for a page. */
export function pageTitle(pageType: PageType, content: KitContent, language: DesignLanguage): string {
  switch (pageType) {
    case 'dashboard':
      return content.dashboard.title;
    case 'chat':
      return content.chat.title;
    case 'product-list':
      return content.products.title;
    case 'settings':
      return content.settings.title;
    default:
      return PAGE_LABELS[pageType][language];
  }
}

/** The line under a console page's title. */
export const CONSOLE_SUBTITLES: Partial<Record<PageType, Localized>> = {
  settings: { en: 'Manage your account, notifications and privacy.', zh: '管理账号、通知与隐私。' },
  profile: { en: 'How others see you.', zh: '别人眼中的你。' },
  chat: { en: 'Ask anything — answers in seconds.', zh: '有问必答，秒级回复。' },
  'empty-state': { en: 'Nothing here yet.', zh: '这里还什么都没有。' },
};
