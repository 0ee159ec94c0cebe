import { defaultStringifySearch } from '@tanstack/react-router';

import type { SiteHost } from '@client/api/site';
import { LANGUAGE_QUERY_PARAM, LANGUAGES, type Language, languageQueryValue } from '@client/i18n/language';
import { languageFromHost } from '@client/i18n/resolve-language';

// The public origin of each language's site, when the deployment has one per language.
export type SiteOrigins = Partial<Record<Language, string>>;

export type AlternateLink = { hrefLang: Language | 'x-default'; href: string };

export type CanonicalInput = {
  origin: string;
  hostname: string;
  path: string;
  search: Record<string, unknown>;
  language: Language;
  siteOrigins: SiteOrigins;
  sites?: readonly SiteHost[];
};

// One-shot parameters (login hand-over, payment return, scroll target, tracking) never name a page.
const TRANSIENT_PARAMS = new Set([LANGUAGE_QUERY_PARAM, 'authCode', 'payment', 'section', 'faq', '__ID_TOKEN']);

export function pageSearch(search: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(search).filter(
      ([key, value]) => value !== undefined && !TRANSIENT_PARAMS.has(key) && !key.startsWith('utm_'),
    ),
  );
}

const trimOrigin = (origin: string): string => origin.replace(/\/+$/, '');

function url(origin: string, path: string, search: Record<string, unknown>): string {
  return `${trimOrigin(origin)}${path}${defaultStringifySearch(search)}`;
}

// The language the current host stands for: a configured language site, or (without SITE_HOSTS) a regional (cn) host.
export function hostLanguage(
  origin: string,
  hostname: string,
  siteOrigins: SiteOrigins,
  sites: readonly SiteHost[] = [],
): Language | undefined {
  const configured = LANGUAGES.find((language) => {
    const site = siteOrigins[language];
    return site !== undefined && trimOrigin(site) === trimOrigin(origin);
  });
  return configured ?? (sites.length > 0 ? undefined : languageFromHost(hostname));
}

// Where a language's version of this page lives: its own site, else this host with `?lng=`.
function languageUrl(input: CanonicalInput, language: Language): string {
  const search = pageSearch(input.search);
  const site = input.siteOrigins[language];
  if (site) return url(site, input.path, search);
  return url(input.origin, input.path, { ...search, [LANGUAGE_QUERY_PARAM]: languageQueryValue(language) });
}

// Spec §2: the canonical follows the current host when the host names a language, else the language.
export function canonicalUrl(input: CanonicalInput): string {
  if (hostLanguage(input.origin, input.hostname, input.siteOrigins, input.sites)) {
    return url(input.origin, input.path, pageSearch(input.search));
  }
  return languageUrl(input, input.language);
}

export function alternateLinks(input: CanonicalInput): AlternateLink[] {
  return [
    ...LANGUAGES.map((language) => ({ hrefLang: language, href: languageUrl(input, language) })),
    // Without `lng` the visitor's own stored, host or browser language decides.
    { hrefLang: 'x-default', href: url(input.origin, input.path, pageSearch(input.search)) },
  ];
}
