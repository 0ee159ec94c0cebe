import type { Language } from '@boxify/design/locale';

// The kernel's one Language; the client lists its values for the switch and the i18n setup.
export type { Language };
export const LANGUAGES = ['en', 'zh'] as const satisfies readonly Language[];

export { DEFAULT_LANGUAGE, parseLanguage } from '@boxify/design/locale';

export const LANGUAGE_STORAGE_KEY = 'lng';
export const LANGUAGE_QUERY_PARAM = 'lng';

// The `lng` value links use, matching the product's historical `?lng=cn`.
export function languageQueryValue(language: Language): 'en' | 'cn' {
  return language === 'zh' ? 'cn' : 'en';
}

// The `prefer-language` header the server reads to localise `msg`.
export function preferLanguageHeader(language: Language): 'zh-CN' | 'en-US' {
  return language === 'zh' ? 'zh-CN' : 'en-US';
}
