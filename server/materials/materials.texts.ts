import type { Localized } from '@boxify/design/locale';

// The materials domain's messages in both languages.
export const MATERIAL_TEXTS = {
  templateNotFound: { en: 'Page template not found', zh: '页面模板不存在' },
  productNotFound: { en: 'Product not found', zh: '产品不存在' },
  materialNotFound: { en: 'Material not found', zh: '素材不存在' },
  notATemplate: { en: 'Only a page template can be used on a canvas', zh: '只有页面模板可以用到画布上' },
  libraryNotReady: {
    en: 'The template library is being prepared, please try again in a minute',
    zh: '模板库正在准备中，请稍后再试',
  },
} satisfies Record<string, Localized>;
