// What a visitor must see, written out here so a wrong translation fails the test.
export const TEXTS = {
  en: {
    lng: 'en',
    htmlLang: 'en',
    title: 'Boxify - Self-hostable AI UI design tool',
    description: 'Boxify is a self-hostable AI UI design tool: describe a screen, edit it on a canvas, export code.',
    tagline: 'Describe a screen, let AI design it, edit it on a canvas and export the code — on your own server.',
    homeHeadline: /^Build .+ Like a Pro$/,
    languageLabel: 'Language',
    notFoundTitle: 'Page not found',
    notFoundDocumentTitle: 'Page not found - Boxify',
    backHome: 'Back to home',
    server: (version: string) => `Server: Boxify ${version}`,
    preferLanguage: 'en-US',
  },
  zh: {
    lng: 'cn',
    htmlLang: 'zh',
    title: 'Boxify - 可自托管的 AI 界面设计工具',
    description: 'Boxify 是可自托管的 AI 界面设计工具：描述一个界面，在画布上编辑，导出代码。',
    tagline: '描述一个界面，让 AI 生成设计，在画布上编辑并导出代码——全部运行在你自己的服务器上。',
    homeHeadline: /^像专家一样打造.+$/,
    languageLabel: '语言',
    notFoundTitle: '页面不存在',
    notFoundDocumentTitle: '页面不存在 - Boxify',
    backHome: '返回首页',
    server: (version: string) => `服务端：Boxify ${version}`,
    preferLanguage: 'zh-CN',
  },
} as const;

export type TextLanguage = keyof typeof TEXTS;

export const LANGUAGES: readonly TextLanguage[] = ['en', 'zh'];
