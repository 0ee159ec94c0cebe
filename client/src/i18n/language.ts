import type { Language } from '@boxify/design/locale';

// The kernel's one Language; the client lists its values for the switch and the i18n setup.
export type { Language };
export const LANGUAGES = ['en', 'zh'] as const satisfies readonly Language[];

// The spec's last resort when nothing else names a language.
export const DEFAULT_LANGUAGE: Language = 'zh';

export const LANGUAGE_STORAGE_KEY = 'lng';
export const LANGUAGE_QUERY_PARAM = 'lng';

// Reads a language tag from any source: `cn` (the query alias), `zh`, `zh-CN`, `en`, `en-US`…
export function parseLanguage(value: string | null | undefined): Language | undefined {
  const tag = value?.trim().toLowerCase();
  if (!tag) return undefined;
  if (tag === 'cn' || tag === 'zh' || tag.startsWith('zh-') || tag.startsWith('zh_')) return 'zh';
  if (tag === 'en' || tag.startsWith('en-') || tag.startsWith('en_')) return 'en';
  return undefined;
}

// The `lng` value links use, matching the product's historical `?lng=cn`.
export function languageQueryValue(language: Language): 'en' | 'cn' {
  return language === 'zh' ? 'cn' : 'en';
}

// The `prefer-language` header the server reads to localise `msg`.
export function preferLanguageHeader(language: Language): 'zh-CN' | 'en-US' {
  return language === 'zh' ? 'zh-CN' : 'en-US';
}
