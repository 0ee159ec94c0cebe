import type { Localized } from '@boxify/design/locale';

// The panels domain's words and messages in both languages (the spec's own texts where it has them).
export const PANEL: Localized = { en: 'Panel', zh: '画板' };
export const PREVIEW: Localized = { en: 'Preview', zh: '预览图' };
export const PANEL_VERSION: Localized = { en: 'Version', zh: '版本' };

export const PANEL_TEXTS = {
  sharedUnavailable: { en: 'This shared design is not available', zh: '该分享的设计不存在或已不可用' },
  // 44002001 on another user's shared panel (spec §6: basic cannot edit others' panels; pro edits and copies).
  sharedPlanViewOnly: {
    en: "Your plan lets you view others' shared designs. Upgrade to edit or duplicate them.",
    zh: '当前套餐只能查看他人分享的设计，升级后可编辑和复制。',
  },
  sharedLinkViewOnly: {
    en: 'The owner shared this design to view only',
    zh: '所有者仅分享了查看权限',
  },
  nameRequired: { en: 'Please enter the panel name', zh: '请输入画板名称' },
  widthRequired: { en: 'Please enter the width', zh: '请输入宽度' },
  widthTooSmall: { en: 'Width must be at least 375', zh: '宽度不能小于 375' },
  heightRequired: { en: 'Please enter the height', zh: '请输入高度' },
  heightTooSmall: { en: 'Height must be at least 100', zh: '高度不能小于 100' },
} satisfies Record<string, Localized>;

// A version's "what" in the history panel; {n} is a count of changed layers, {detail} the prompt or the restored version.
export const VERSION_SUMMARIES = {
  created: { en: 'Created', zh: '新建' },
  edit: { en: 'Edited: {n} changes', zh: '编辑：{n} 处改动' },
  editOne: { en: 'Edited: 1 change', zh: '编辑：1 处改动' },
  generate: { en: 'Boxify: generated “{detail}”', zh: 'Boxify：生成“{detail}”' },
  'designer-edit': { en: 'Boxify: edited “{detail}”', zh: 'Boxify：修改“{detail}”' },
  optimise: { en: 'Optimise: {n} fixes', zh: '优化：{n} 处修正' },
  optimiseOne: { en: 'Optimise: 1 fix', zh: '优化：1 处修正' },
  restore: { en: 'Restored {detail}', zh: '恢复到 {detail}' },
  versionNumber: { en: 'version {n}', zh: '版本 {n}' },
} satisfies Record<string, Localized>;

export const VERSION_TEXTS = {
  nameRequired: { en: 'Please enter a name for this version', zh: '请输入版本名称' },
} satisfies Record<string, Localized>;
