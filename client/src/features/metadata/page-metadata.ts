import type { SiteHost } from '@client/api/site';
import type { Language } from '@client/i18n/language';
import type { Translate } from '@client/i18n/translate';

import { type AlternateLink, alternateLinks, canonicalUrl, type SiteOrigins } from './canonical';
import { canonicalPath, type PageKey, pageKeyForPath } from './page-key';
import { type DynamicTitle, dynamicTitle } from './page-title';

export type PageLocation = {
  origin: string;
  hostname: string;
  pathname: string;
  search: Record<string, unknown>;
};

export type PageMetadataInput = {
  t: Translate;
  language: Language;
  location: PageLocation;
  // Overrides the page derived from the path (the not-found screen).
  page?: PageKey;
  dynamic?: DynamicTitle;
  siteOrigins?: SiteOrigins;
  // SITE_HOSTS: which hosts stand for a language (empty: the cn.* / *.cn rule).
  sites?: readonly SiteHost[];
};

export type PageMetadata = {
  title: string;
  description: string;
  keywords: string;
  siteName: string;
  locale: 'en_US' | 'zh_CN';
  alternateLocale: 'en_US' | 'zh_CN';
  canonical: string;
  alternates: AlternateLink[];
  noindex: boolean;
};

const OG_LOCALE = { en: 'en_US', zh: 'zh_CN' } as const;

export function buildPageMetadata(input: PageMetadataInput): PageMetadata {
  const { t, language, location } = input;
  const page = input.page ?? pageKeyForPath(location.pathname);
  const ownTitle = input.dynamic ? dynamicTitle(t, input.dynamic) : undefined;
  const defaultTitle = t(`meta.pages.${page}.title`);
  // The home title already carries the product's name; every other title gets the suffix.
  const title =
    ownTitle !== undefined
      ? t('meta.titleTemplate', { title: ownTitle })
      : page === 'home'
        ? defaultTitle
        : t('meta.titleTemplate', { title: defaultTitle });
  const canonicalInput = {
    origin: location.origin,
    hostname: location.hostname,
    path: canonicalPath(location.pathname),
    search: location.search,
    language,
    siteOrigins: input.siteOrigins ?? {},
    sites: input.sites,
  };
  return {
    title,
    description: t(`meta.pages.${page}.description`),
    keywords: t('meta.keywords'),
    siteName: t('meta.siteName'),
    locale: OG_LOCALE[language],
    alternateLocale: OG_LOCALE[language === 'en' ? 'zh' : 'en'],
    canonical: canonicalUrl(canonicalInput),
    alternates: alternateLinks(canonicalInput),
    // Private pages, shared designs and the 404 stay out of search results.
    noindex: page === 'notFound' || page === 'personal' || page === 'share',
  };
}
