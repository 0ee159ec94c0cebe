import type { Language } from '@boxify/design/locale';

// `prefer-language: zh-CN` (or any zh tag) answers in Chinese; everything else in English.
export function languageOf(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim().toLowerCase().startsWith('zh') ? 'zh' : 'en';
}
