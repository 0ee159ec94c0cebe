import { type Language, normalizeHost, type SiteHost, siteForHost } from '@boxify/design/locale';

import { systemInfo } from './generated';

export type { SiteHost };

// SITE_HOSTS as System/info answered it last; kept so a returning visitor's first paint needs no call.
const SITES_STORAGE_KEY = 'boxify.sites';
// A first visit waits this long for System/info before choosing its language without the sites.
const FIRST_VISIT_WAIT_MS = 3000;

let sites: readonly SiteHost[] = [];

function isSite(value: unknown): value is SiteHost {
  const site = value as Partial<SiteHost> | null;
  return (
    typeof site?.host === 'string' &&
    typeof site.workbench === 'string' &&
    (site.language === 'en' || site.language === 'zh')
  );
}

function readStored(): readonly SiteHost[] | undefined {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(SITES_STORAGE_KEY) ?? 'null');
    return Array.isArray(parsed) && parsed.every(isSite) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function store(list: readonly SiteHost[]): void {
  try {
    window.localStorage.setItem(SITES_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Without storage the next visit asks again.
  }
}

// The configured sites (empty: the host rule of resolve-language decides, the build settings the links).
export function configuredSites(): readonly SiteHost[] {
  return sites;
}

export function setSites(list: readonly SiteHost[]): void {
  sites = list;
}

/**
 * Learns SITE_HOSTS before the first paint chooses its language. A stored answer settles it at once (and is
 * refreshed for the next visit); a first visit waits for System/info, and a failure keeps no sites.
 */
export function loadSites(waitMs = FIRST_VISIT_WAIT_MS): Promise<void> {
  const stored = readStored();
  if (stored) sites = stored;
  const asked = systemInfo().then(
    (answer) => {
      const list = answer.data?.data.sites;
      if (!Array.isArray(list)) return;
      store(list);
      sites = list;
    },
    () => undefined,
  );
  if (stored) return Promise.resolve();
  return Promise.race([asked, new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}

// The site this page is on (its own host or its workbench host), when SITE_HOSTS lists one.
export function currentSite(hostname = window.location.hostname): SiteHost | undefined {
  return siteForHost(sites, hostname);
}

// Spec §6: the language a site fixes (zh on the regional domain); undefined without a configured site.
export function siteLanguage(hostname = window.location.hostname): Language | undefined {
  return currentSite(hostname)?.language;
}

// `host` on this page's scheme and port (sites are configured by host name only).
export function originOnHost(host: string, here: Pick<Location, 'protocol' | 'port'> = window.location): string {
  return `${here.protocol}//${host}${here.port ? `:${here.port}` : ''}`;
}

// The workbench's origin for this site: its workbench host. Undefined when no site is configured for this host.
export function siteWorkbenchOrigin(here: Pick<Location, 'protocol' | 'port' | 'hostname'> = window.location) {
  const site = currentSite(here.hostname);
  return site ? originOnHost(normalizeHost(site.workbench), here) : undefined;
}
