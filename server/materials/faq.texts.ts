import type { Localized } from '@boxify/design/locale';

export type FaqItem = { key: string; question: Localized; answer: Localized };

// The home page's FAQ (spec §2) in both languages, in this order. `credit` is the item
// /?section=faq&faq=credit opens. An operator rewrites one with `npm run admin -- cms-set home faq-<key> faq '<json>'`.
export const FAQ_TEXTS = [
  {
    key: 'what',
    question: { en: 'What is Boxify?', zh: 'Boxify 是什么？' },
    answer: {
      en: 'Boxify is an AI user-interface design tool. Describe a screen or start from a template, let the AI design it, edit every layer on a canvas, then export it as HTML/CSS, React or Vue code, as images or as a .fig file.',
      zh: 'Boxify 是一款 AI 界面设计工具。描述一个界面或从模板开始，让 AI 生成设计，在画布上编辑每一个图层，再导出为 HTML/CSS、React 或 Vue 代码、图片或 .fig 文件。',
    },
  },
  {
    key: 'credit',
    question: { en: 'How do credits work?', zh: '积分如何计算？' },
    answer: {
      en: 'AI work is paid in credits, and you see the cost before you send a request. A small edit such as removing a header costs 0.1 credit, a sign-in page 0.5 and a home page with a hero and three sections 1.0. Free and Plus plans pay when the request is sent; Pro pays only for results you accept. Failed or stopped requests cost nothing.',
      zh: 'AI 生成按积分计费，发送前即可看到本次消耗。删除页头这类小改动消耗 0.1 积分，一个登录页 0.5 积分，一个含首屏和三个板块的首页 1.0 积分。免费版和 Plus 版在发送时扣除；Pro 版只为你采纳的结果付费。失败或中途停止的请求不扣积分。',
    },
  },
  {
    key: 'free',
    question: { en: 'Is Boxify free?', zh: 'Boxify 免费吗？' },
    answer: {
      en: 'Boxify is in public beta and free to try: a new account gets free generations to start with. Paid plans add credits each month; see Pricing above.',
      zh: 'Boxify 正在公测，可免费试用：新账号自带免费生成次数。付费套餐每月提供积分，详见上方的价格方案。',
    },
  },
  {
    key: 'export',
    question: { en: 'What can I export?', zh: '可以导出哪些格式？' },
    answer: {
      en: 'A panel exports as HTML/CSS, React or Vue code, as PNG, WebP or SVG images, or as a .fig file you import into Figma. Download links are temporary.',
      zh: '画板可以导出为 HTML/CSS、React 或 Vue 代码，PNG、WebP 或 SVG 图片，或可导入 Figma 的 .fig 文件。下载链接有时效。',
    },
  },
  {
    key: 'templates',
    question: { en: 'Do I have to start from a blank canvas?', zh: '必须从空白画布开始吗？' },
    answer: {
      en: 'No. The library holds page templates and full product replicas you can open, remix and edit; you can also upload your own design as JSON.',
      zh: '不必。模板库中有页面模板和完整的产品复刻，可直接打开、改编和编辑；也可以上传自己的 JSON 设计。',
    },
  },
  {
    key: 'self-host',
    question: { en: 'Can I run Boxify on my own server?', zh: '可以把 Boxify 部署在自己的服务器上吗？' },
    answer: {
      en: 'Yes. Boxify is self-hostable: your designs, accounts and files stay in your own database and storage, and the AI designer can run offline or use any OpenAI-compatible model you choose.',
      zh: '可以。Boxify 支持自托管：设计、账号和文件都保存在你自己的数据库和存储中，AI 设计助手可以离线运行，也可以接入你选择的任意兼容 OpenAI 的模型。',
    },
  },
] satisfies FaqItem[];
