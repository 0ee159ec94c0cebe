import type { Language } from './language';
import { normalizeHost, type SiteHost, siteForHost } from './site-hosts';

// The spec's last resort when nothing else names a language.
export const DEFAULT_LANGUAGE: Language = 'zh';

// Reads a language tag from any source: `cn` (the query alias), `zh`, `zh-CN`, `en`, `en-US`…
export function parseLanguage(value: string | null | undefined): Language | undefined {
  const tag = value?.trim().toLowerCase();
  if (!tag) return undefined;
  if (tag === 'cn' || tag === 'zh' || tag.startsWith('zh-') || tag.startsWith('zh_')) return 'zh';
  if (tag === 'en' || tag.startsWith('en-') || tag.startsWith('en_')) return 'en';
  return undefined;
}

export type LanguageSources = {
  search: string;
  stored: string | null;
  hostname: string;
  browserLanguages: readonly string[];
  // SITE_HOSTS: when any is configured, the host's language is its site's (none for an unlisted host).
  sites?: readonly SiteHost[];
};

// The configured site's language; without SITE_HOSTS, regional hosts (cn.example.com, example.cn) serve Chinese.
export function languageFromHost(hostname: string, sites: readonly SiteHost[] = []): Language | undefined {
  if (sites.length > 0) return siteForHost(sites, hostname)?.language;
  const host = normalizeHost(hostname);
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

// Spec §2: `lng` query parameter, stored choice, host, browser, then the default. The client decides with it, and
// the server too when it picks the landing's first paint (the stored choice then comes as the `lng` cookie).
export function resolveLanguage(sources: LanguageSources): Language {
  return (
    parseLanguage(new URLSearchParams(sources.search).get('lng')) ??
    parseLanguage(sources.stored) ??
    languageFromHost(sources.hostname, sources.sites) ??
    languageFromBrowser(sources.browserLanguages) ??
    DEFAULT_LANGUAGE
  );
}
