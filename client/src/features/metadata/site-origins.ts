import type { SiteOrigins } from './canonical';

// Set VITE_SITE_ORIGIN_EN / VITE_SITE_ORIGIN_ZH at build time when each language has its own domain.
export const siteOrigins: SiteOrigins = {
  en: import.meta.env.VITE_SITE_ORIGIN_EN || undefined,
  zh: import.meta.env.VITE_SITE_ORIGIN_ZH || undefined,
};
