import type { Localized } from '@boxify/design/locale';

// The materials domain's messages in both languages.
export const MATERIAL_TEXTS = {
  templateNotFound: { en: 'Page template not found', zh: '页面模板不存在' },
} satisfies Record<string, Localized>;
