import { detectLanguage } from '@boxify/design/locale';
import type { DesignLanguage, DesignPlatform } from '@boxify/designer';

import type { Localized } from '@boxify/design/locale';

// A quick reading of a chat message (no generation): the platform and the pages it mentions,
// so the designer can say what it would make before any credit is spent.
const PLATFORMS: [DesignPlatform, RegExp][] = [
  ['mobile', /\b(mobile|phone|ios|android|app)\b|手机|移动|小程序/i],
  ['tablet', /\b(tablet|ipad)\b|平板/i],
];

const PAGES: [string, RegExp][] = [
  ['login', /\b(log ?in|sign ?in|sign ?up|register)\b|登录|注册/i],
  ['home', /\b(home|landing|homepage)\b|首页|主页|落地页/i],
  ['pricing', /\bpric(e|ing)\b|价格|定价/i],
  ['dashboard', /\b(dashboard|analytics|admin)\b|仪表盘|后台|数据/i],
  ['settings', /\bsettings?\b|设置/i],
  ['profile', /\bprofile\b|个人|资料/i],
  ['checkout', /\b(checkout|payment|cart)\b|支付|购物车|结算/i],
  ['chat', /\b(chat|messag\w*)\b|聊天|消息/i],
];

const PAGE_ZH: Record<string, string> = {
  login: '登录页',
  home: '首页',
  pricing: '价格页',
  dashboard: '仪表盘',
  settings: '设置页',
  profile: '个人资料页',
  checkout: '结算页',
  chat: '聊天页',
};
const PLATFORM_ZH: Record<DesignPlatform, string> = { mobile: '移动端', tablet: '平板', desktop: '桌面端' };

export type ChatReading = { platform: DesignPlatform; pageTypes: string[]; language: DesignLanguage };

export function readChat(prompt: string): ChatReading {
  const platform = PLATFORMS.find(([, pattern]) => pattern.test(prompt))?.[0] ?? 'desktop';
  const pageTypes = PAGES.filter(([, pattern]) => pattern.test(prompt)).map(([page]) => page);
  return { platform, pageTypes, language: detectLanguage(prompt) };
}

export function chatReply(reading: ChatReading): Localized {
  if (reading.pageTypes.length === 0) {
    return {
      en: `I can design ${reading.platform} screens: describe the page (for example "a login page with Google sign-in") and send it to generate, select layers to edit them, or optimise the panel.`,
      zh: `我可以设计${PLATFORM_ZH[reading.platform]}界面：描述页面（例如“带 Google 登录的登录页”）后发送生成，选中图层进行修改，或一键优化画板。`,
    };
  }
  return {
    en: `I understood: ${reading.platform}, ${reading.pageTypes.join(', ')} page. Send it to generate and I will design it.`,
    zh: `我理解的是：${PLATFORM_ZH[reading.platform]}${reading.pageTypes.map((page) => PAGE_ZH[page]).join('、')}。发送生成后我就开始设计。`,
  };
}
