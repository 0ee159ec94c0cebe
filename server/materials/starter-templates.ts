import { createHash } from 'node:crypto';

import { generateDesign } from '@boxify/designer/generate';
import type { Language, Localized } from '@boxify/design/locale';
import type { Panel } from '@boxify/design/schema';

/** The seeded templates: pages the built-in designer composes from the section kit (same prompt, same page). */
const STARTERS: { key: string; tags: string[]; prompt: Localized }[] = [
  {
    key: 'saas-home',
    tags: ['Home'],
    prompt: {
      en: 'A landing page for a project management SaaS called Tasky with a hero and 3 sections',
      zh: '名为 Tasky 的项目管理 SaaS 落地页，包含首屏和三个功能区',
    },
  },
  {
    key: 'sign-in',
    tags: ['Sign in'],
    prompt: { en: 'Mobile sign in page for a bank called Ledgerly', zh: '名为 Ledgerly 的银行手机登录页' },
  },
  {
    key: 'dashboard',
    tags: ['Charts'],
    prompt: {
      en: 'Analytics dashboard for an online store with sales charts, desktop',
      zh: '网店的数据看板，展示销售图表，桌面端',
    },
  },
  {
    key: 'pricing',
    tags: ['Pricing'],
    prompt: { en: 'Pricing page for a design tool called Boxify, desktop', zh: '名为 Boxify 的设计工具价格页，桌面端' },
  },
  {
    key: 'shop-home',
    tags: ['Home'],
    prompt: { en: 'Mobile shop home page for a bookstore called Pages', zh: '名为 Pages 的书店手机商城首页' },
  },
  {
    key: 'chat-bot',
    tags: ['Chat Bot'],
    prompt: { en: 'Chat bot screen for a travel app called Wanderly', zh: '名为 Wanderly 的旅行 App 聊天机器人页面' },
  },
  {
    key: 'payment',
    tags: ['Payment Method'],
    prompt: { en: 'Payment method page for a food delivery app, mobile', zh: '外卖 App 的支付方式页面，移动端' },
  },
  {
    key: 'settings',
    tags: ['Settings'],
    prompt: { en: 'Settings page for a fitness app, mobile', zh: '健身 App 的设置页面，移动端' },
  },
];

export type StarterTemplate = {
  /** Opaque and stable: the same template keeps its id across restarts. */
  encryptedId: string;
  key: string;
  title: string;
  tags: string[];
  panel: Panel;
};

const opaqueId = (key: string) =>
  createHash('sha256').update(`boxify-template:${key}`).digest('base64url').slice(0, 22);

const cache = new Map<Language, Promise<StarterTemplate[]>>();

/** Every starter template in a language, composed once per process. */
export function starterTemplates(language: Language): Promise<StarterTemplate[]> {
  let templates = cache.get(language);
  if (!templates) {
    templates = Promise.all(
      STARTERS.map(async (starter) => {
        const result = await generateDesign({ prompt: starter.prompt[language], seed: `template:${starter.key}` });
        const panel = result.panels[0];
        return { encryptedId: opaqueId(starter.key), key: starter.key, title: panel.name, tags: starter.tags, panel };
      }),
    );
    templates.catch(() => cache.delete(language));
    cache.set(language, templates);
  }
  return templates;
}
