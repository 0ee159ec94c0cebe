import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { client } from '@client/api/generated/client.gen';
import { systemInfo } from '@client/api/generated';
import { sharedParentDomain, transferCookie, type TransferRecord } from '@client/features/auth/token-handoff';
import { workbenchUrl } from '@client/features/auth/handoff';
import { canonicalUrl } from '@client/features/metadata/canonical';
import { siteOrigins } from '@client/features/metadata/site-origins';
import { i18n, initI18n } from '@client/i18n/i18n';
import { resolveLanguage } from '@client/i18n/resolve-language';

import { request } from '@client/api/request';
import { configuredSites, currentSite, loadSites, type SiteHost, setSites, siteLanguage } from '@client/api/site';

const EN: SiteHost = { host: 'boxify.example', language: 'en', workbench: 'app.boxify.example' };
const ZH: SiteHost = { host: 'boxify.example.cn', language: 'zh', workbench: 'app.boxify.example.cn' };
const SITES = [EN, ZH];
const HERE = window.location.hostname;

const sources = (hostname: string, sites: readonly SiteHost[], browser = ['en-US']) => ({
  search: '',
  stored: null,
  hostname,
  browserLanguages: browser,
  sites,
});

function answerWith(data: unknown) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      requests.push(input);
      return new Response(JSON.stringify({ code: 0, data, msg: '' }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return requests;
}

beforeEach(() => {
  client.setConfig({ baseUrl: 'http://boxify.test' });
  window.localStorage.clear();
  setSites([]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setSites([]);
});

describe('the site a page is on (SITE_HOSTS)', () => {
  it('is chosen by host name, its own or its workbench host, whatever the case or trailing dot', () => {
    setSites(SITES);
    expect(currentSite('boxify.example')).toBe(EN);
    expect(currentSite('APP.Boxify.Example.cn.')).toBe(ZH);
    expect(currentSite('preview.boxify.example')).toBeUndefined();
    expect(siteLanguage('boxify.example.cn')).toBe('zh');
  });

  it("gives the host's language ahead of the browser; an unlisted host has none (not the cn.* rule)", () => {
    expect(resolveLanguage(sources('boxify.example', SITES, ['zh-CN']))).toBe('en');
    expect(resolveLanguage(sources('app.boxify.example.cn', SITES))).toBe('zh');
    expect(resolveLanguage(sources('cn.elsewhere.example', SITES))).toBe('en');
    // A stored choice and ?lng= still win.
    expect(resolveLanguage({ ...sources('boxify.example.cn', SITES), stored: 'en' })).toBe('en');
  });

  it("keeps today's host rule when SITE_HOSTS is empty", () => {
    expect(resolveLanguage(sources('cn.elsewhere.example', []))).toBe('zh');
    expect(resolveLanguage(sources('boxify.example.cn', []))).toBe('zh');
    expect(resolveLanguage(sources('boxify.example', []))).toBe('en');
  });
});

describe('loading the sites before the first paint', () => {
  it('asks System/info on a first visit and keeps the answer for the next', async () => {
    const requests = answerWith({ sites: SITES });
    await loadSites();
    expect(requests[0]?.url).toBe('http://boxify.test/api/system/System/info');
    expect(configuredSites()).toEqual(SITES);
    setSites([]);
    // The next visit starts from the stored answer without waiting.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    await loadSites();
    expect(configuredSites()).toEqual(SITES);
  });

  it('goes on without sites when System/info fails or is slow', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    await loadSites(10);
    expect(configuredSites()).toEqual([]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await loadSites();
    expect(configuredSites()).toEqual([]);
  });
});

describe('what the site decides', () => {
  it('prefer-language: the site fixes it (zh-CN on the regional domain) whatever the interface language', async () => {
    void initI18n('en');
    await i18n.changeLanguage('en');
    const requests = answerWith({});
    setSites([{ host: HERE, language: 'zh', workbench: HERE }]);
    await request((o) => systemInfo(o));
    expect(requests[0]?.headers.get('prefer-language')).toBe('zh-CN');
    setSites([]);
    await request((o) => systemInfo(o));
    expect(requests[1]?.headers.get('prefer-language')).toBe('en-US');
  });

  it("the workbench link: on the site's workbench host, this page's scheme and port", () => {
    setSites([{ host: HERE, language: 'en', workbench: 'app.boxify.example' }]);
    const url = workbenchUrl();
    expect(url.hostname).toBe('app.boxify.example');
    expect(url.protocol).toBe(window.location.protocol);
    expect(url.port).toBe(window.location.port);
    expect(url.pathname + url.search).toBe('/web/workbench?mode=new');
  });

  it('the handoff cookie: on the common parent of the site and its workbench host', () => {
    expect(sharedParentDomain('boxify.example.cn', 'app.boxify.example.cn')).toBe('boxify.example.cn');
    expect(sharedParentDomain('www.boxify.example', 'app.boxify.example')).toBe('boxify.example');
    // Never a public suffix, an IP address or localhost.
    expect(sharedParentDomain('a.com.cn', 'b.com.cn')).toBeUndefined();
    expect(sharedParentDomain('boxify.example', 'boxify.other')).toBeUndefined();
    expect(sharedParentDomain('127.0.0.1', 'localhost')).toBeUndefined();
    setSites(SITES);
    const record: TransferRecord = { token: 't', timestamp: 1, source: 'https://boxify.example.cn', nonce: 'n' };
    // The build's public host no longer decides.
    expect(transferCookie(record, 'boxify.example.cn', 'elsewhere.example', true)).toContain(
      'Domain=boxify.example.cn',
    );
  });

  it("canonical links: the site's host for the page's language", () => {
    const here = { protocol: 'https:', port: '' };
    const origins = siteOrigins(SITES, here);
    expect(origins).toEqual({ en: 'https://boxify.example', zh: 'https://boxify.example.cn' });
    const page = { path: '/', search: {}, siteOrigins: origins, sites: SITES };
    // On the workbench host (no language site of its own), the canonical is the page language's site.
    const onWorkbench = { ...page, origin: 'https://app.boxify.example', hostname: 'app.boxify.example' };
    expect(canonicalUrl({ ...onWorkbench, language: 'zh' })).toBe('https://boxify.example.cn/');
    expect(canonicalUrl({ ...onWorkbench, language: 'en' })).toBe('https://boxify.example/');
    // On a site's own host the canonical stays there (spec: canonical follows the current host).
    const onZh = { ...page, origin: 'https://boxify.example.cn', hostname: 'boxify.example.cn' };
    expect(canonicalUrl({ ...onZh, language: 'zh' })).toBe('https://boxify.example.cn/');
  });
});
