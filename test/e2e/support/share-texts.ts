// The shared-design view's texts as a visitor must see them, written out so a wrong translation
// fails the test.
export const SHARE_TEXTS = {
  en: {
    copyLink: 'Copy link',
    copied: 'Share link copied to clipboard',
    updated: /^Updated [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    unavailableTitle: 'This shared design is not available',
    networkTitle: "Couldn't load this shared design",
    retry: 'Retry',
    myDesigns: 'View my designs',
    backHome: 'Back to home',
    defaultDocumentTitle: 'Shared design - Boxify',
    signInTitle: 'Sign in to Boxify',
  },
  zh: {
    copyLink: '复制链接',
    copied: '分享链接已复制到剪贴板',
    updated: /^更新于 \d{4}年\d{1,2}月\d{1,2}日$/,
    unavailableTitle: '该分享的设计不存在或已不可用',
    networkTitle: '无法加载该分享的设计',
    retry: '重试',
    myDesigns: '查看我的设计',
    backHome: '返回首页',
    defaultDocumentTitle: '分享的设计 - Boxify',
    signInTitle: '登录 Boxify',
  },
} as const;
