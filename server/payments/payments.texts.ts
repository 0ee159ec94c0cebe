import type { Localized } from '@boxify/design/locale';

// The payments domain's words (the spec's §8 texts where it has them).
export const SELECTED_PRICE: Localized = { en: 'Selected price', zh: '所选价格' };
export const PAYMENT_RESULT: Localized = { en: 'Payment result', zh: '支付结果' };

export const NOT_FOR_SALE = {
  free: { en: 'the free plan needs no payment', zh: '免费版无需付费' },
  custom: { en: 'contact us for an enterprise quote', zh: '企业版请联系我们获取报价' },
} satisfies Record<string, Localized>;

export const ORDER_TEXTS = {
  noRunningSubscription: { en: 'this order has no running subscription', zh: '该订单没有进行中的订阅' },
} satisfies Record<string, Localized>;

export const PRICE_TEXTS = {
  custom: { en: 'Custom', zh: '定制' },
  unit: { en: '{credits} credits/month', zh: '{credits} 积分/月' },
} satisfies Record<string, Localized>;

// The entitlements the plans table's columns give, in the caller's language ({n}: the number).
export const ENTITLEMENT_TEXTS = {
  panels: { en: '{n} panels', zh: '{n} 个画板' },
  panelsUnlimited: { en: 'Unlimited panels', zh: '不限画板数量' },
  projects: { en: '{n} projects', zh: '{n} 个项目' },
  project: { en: '1 project', zh: '1 个项目' },
  projectsUnlimited: { en: 'Unlimited projects', zh: '不限项目数量' },
  libraries: { en: '{n} custom component libraries', zh: '{n} 个自定义组件库' },
  library: { en: '1 custom component library', zh: '1 个自定义组件库' },
  librariesUnlimited: { en: 'Unlimited custom component libraries', zh: '不限自定义组件库' },
  editOthers: { en: "Edit and duplicate others' shared designs", zh: '自由编辑和复制他人分享的设计' },
  viewOthers: { en: "View others' shared designs", zh: '查看他人分享的设计' },
  customiseLibraries: { en: 'Customise component libraries', zh: '自定义组件库' },
  designSystemFromScratch: {
    en: 'Customise libraries, or a design system from scratch',
    zh: '自定义组件库，或从零定制设计系统',
  },
  history: { en: '{n}-day version history', zh: '{n} 天版本历史' },
  historyForever: { en: 'Unlimited version history', zh: '不限版本历史' },
  directions: { en: '{n} design directions per prompt', zh: '每次提示 {n} 个设计方向' },
  direction: { en: '1 design direction per prompt', zh: '每次提示 1 个设计方向' },
} satisfies Record<string, Localized>;

export const LOCAL_CHECKOUT_TEXTS = {
  title: { en: 'Local checkout — no payment is taken', zh: '本地结账 — 不会实际扣款' },
  notice: {
    en: 'This server has no Stripe key, so this page stands in for the card checkout. Completing grants the plan and its credits exactly as a paid order would.',
    zh: '此服务器未配置 Stripe 密钥，本页面代替银行卡结账。完成后将与真实付款一样授予套餐和积分。',
  },
  order: { en: 'Order', zh: '订单' },
  amount: { en: 'Amount', zh: '金额' },
  complete: { en: 'Complete payment', zh: '完成支付' },
  cancel: { en: 'Cancel', zh: '取消' },
  done: { en: 'This order is already {state}.', zh: '该订单已{state}。' },
} satisfies Record<string, Localized>;
