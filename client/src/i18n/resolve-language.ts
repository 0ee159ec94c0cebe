import { DEFAULT_LANGUAGE, LANGUAGE_QUERY_PARAM, type Language, parseLanguage } from './language';

export type LanguageSources = {
  search: string;
  stored: string | null;
  hostname: string;
  browserLanguages: readonly string[];
};

// Regional hosts (cn.example.com, example.cn) serve the Chinese site.
export function languageFromHost(hostname: string): Language | undefined {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  return host.startsWith('cn.') || host.endsWith('.cn') ? 'zh' : undefined;
}

// Only zh* and en* browser tags count; the first one wins, in the browser's order of preference.
export function languageFromBrowser(browserLanguages: readonly string[]): Language | undefined {
  for (const tag of browserLanguages) {
    const language = parseLanguage(tag);
    if (language) return language;
  }
  return undefined;
}

// Spec §2: `lng` query parameter, stored choice, host, browser, then the default.
export function resolveLanguage(sources: LanguageSources): Language {
  return (
    parseLanguage(new URLSearchParams(sources.search).get(LANGUAGE_QUERY_PARAM)) ??
    parseLanguage(sources.stored) ??
    languageFromHost(sources.hostname) ??
    languageFromBrowser(sources.browserLanguages) ??
    DEFAULT_LANGUAGE
  );
}
