import type { Localized } from '@boxify/design/locale';

// The projects domain's words and messages in both languages (the spec's own texts where it has them).
export const PROJECT: Localized = { en: 'Project', zh: '项目' };
// A folder of a project (stored as a flow).
export const FLOW: Localized = { en: 'Folder', zh: '文件夹' };

export const PROJECT_TEXTS = {
  nameRequired: { en: 'please enter project name', zh: '请输入项目名称' },
  nameTooLong: { en: 'project name cannot exceed 20 characters', zh: '项目名称不能超过 20 个字符' },
  folderNameEmpty: { en: 'Name cannot be empty', zh: '名称不能为空' },
} satisfies Record<string, Localized>;

// Spec §6: what the basic plan refuses, with the way out.
export const PLAN_LIMIT_TEXTS = {
  projects: {
    en: 'The basic plan allows 1 project. Upgrade to add more.',
    zh: '基础版最多可创建 1 个项目，升级后可添加更多。',
  },
  panels: {
    en: 'The basic plan allows 5 panels. Upgrade to add more.',
    zh: '基础版最多可创建 5 个画板，升级后可添加更多。',
  },
  libraries: {
    en: 'The basic plan allows 1 custom library. Upgrade to add more.',
    zh: '基础版最多可创建 1 个自定义组件库，升级后可添加更多。',
  },
} satisfies Record<string, Localized>;

// The same refusal when an operator changed the limit in the plans table (or it is a paid plan's limit).
export const PLAN_LIMIT_ANY: Localized = {
  en: 'Your plan allows {limit} {thing}. Upgrade to add more.',
  zh: '当前套餐最多可创建 {limit} 个{thing}，升级后可添加更多。',
};
export const LIMITED_THINGS = {
  projects: { en: 'projects', zh: '项目', basic: 1 },
  panels: { en: 'panels', zh: '画板', basic: 5 },
  libraries: { en: 'custom libraries', zh: '自定义组件库', basic: 1 },
};
