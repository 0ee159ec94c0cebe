import { configuredSites, originOnHost, type SiteHost } from '@client/api/site';
import { LANGUAGES } from '@client/i18n/language';

import type { SiteOrigins } from './canonical';

type Here = Pick<Location, 'protocol' | 'port'>;

// Each language's site: SITE_HOSTS' first site in that language (on this page's scheme and port); without SITE_HOSTS,
// VITE_SITE_ORIGIN_EN / VITE_SITE_ORIGIN_ZH set at build time when each language has its own domain.
export function siteOrigins(sites: readonly SiteHost[] = configuredSites(), here?: Here): SiteOrigins {
  if (sites.length === 0) {
    return {
      en: import.meta.env.VITE_SITE_ORIGIN_EN || undefined,
      zh: import.meta.env.VITE_SITE_ORIGIN_ZH || undefined,
    };
  }
  const origins: SiteOrigins = {};
  for (const language of LANGUAGES) {
    const site = sites.find((candidate) => candidate.language === language);
    if (site) origins[language] = originOnHost(site.host, here ?? window.location);
  }
  return origins;
}
