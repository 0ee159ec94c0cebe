import type { Language } from './language';

/**
 * One public site of a deployment (SITE_HOSTS): the host visitors reach, the language it stands for, and the host
 * its workbench lives on (the site's own when the same). Host names only: the port and scheme are the page's.
 */
export type SiteHost = { host: string; language: Language; workbench: string };

export const normalizeHost = (hostname: string): string => hostname.trim().toLowerCase().replace(/\.$/, '');

// The site a page's host belongs to: its own host or its workbench host. Undefined when none is configured.
export function siteForHost(sites: readonly SiteHost[], hostname: string): SiteHost | undefined {
  const host = normalizeHost(hostname);
  return sites.find((site) => site.host === host) ?? sites.find((site) => site.workbench === host);
}
