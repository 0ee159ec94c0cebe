import type { Localized } from '@boxify/design/locale';

// The panels domain's words and messages in both languages (the spec's own texts where it has them).
export const PANEL: Localized = { en: 'Panel', zh: '画板' };
export const PREVIEW: Localized = { en: 'Preview', zh: '预览图' };

export const PANEL_TEXTS = {
  sharedUnavailable: { en: 'This shared design is not available', zh: '该分享的设计不存在或已不可用' },
  nameRequired: { en: 'Please enter the panel name', zh: '请输入画板名称' },
  widthRequired: { en: 'Please enter the width', zh: '请输入宽度' },
  widthTooSmall: { en: 'Width must be at least 375', zh: '宽度不能小于 375' },
  heightRequired: { en: 'Please enter the height', zh: '请输入高度' },
  heightTooSmall: { en: 'Height must be at least 100', zh: '高度不能小于 100' },
} satisfies Record<string, Localized>;
