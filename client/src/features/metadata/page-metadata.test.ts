import { beforeAll, describe, expect, it } from 'vitest';

import { initI18n } from '@client/i18n/i18n';
import type { Language } from '@client/i18n/language';
import { translatorFor } from '@client/i18n/translate';

import { alternateLinks, canonicalUrl, type CanonicalInput } from './canonical';
import { pageKeyForPath } from './page-key';
import { buildPageMetadata, type PageLocation } from './page-metadata';
import { dynamicTitle } from './page-title';

beforeAll(() => void initI18n('en'));

const at = (
  pathname: string,
  search: Record<string, unknown> = {},
  origin = 'https://boxify.example.com',
): PageLocation => ({
  origin,
  hostname: new URL(origin).hostname,
  pathname,
  search,
});

const metadata = (
  language: Language,
  location: PageLocation,
  extra: Partial<Parameters<typeof buildPageMetadata>[0]> = {},
) => buildPageMetadata({ t: translatorFor(language), language, location, ...extra });

describe('buildPageMetadata: defaults from the path', () => {
  it('gives the home page its own title and description in each language', () => {
    expect(metadata('en', at('/'))).toMatchObject({
      title: 'Boxify - Self-hostable AI UI design tool',
      description: expect.stringContaining('describe a screen, edit it on a canvas, export code'),
      keywords: expect.stringContaining('AI UI design'),
      siteName: 'Boxify',
      locale: 'en_US',
      alternateLocale: 'zh_CN',
      noindex: false,
    });
    expect(metadata('zh', at('/'))).toMatchObject({
      title: 'Boxify - 可自托管的 AI 界面设计工具',
      description: expect.stringContaining('在画布上编辑'),
      keywords: expect.stringContaining('AI 界面设计'),
      locale: 'zh_CN',
    });
  });

  it('suffixes other pages with the product name', () => {
    expect(metadata('en', at('/landing/product-rank')).title).toBe('Top10 Product Rank - Boxify');
    expect(metadata('zh', at('/landing/page')).title).toBe('页面模板 - Boxify');
  });

  it('marks the not-found page noindex', () => {
    expect(metadata('en', at('/nope'), { page: 'notFound' })).toMatchObject({
      title: 'Page not found - Boxify',
      noindex: true,
    });
    expect(metadata('zh', at('/nope'), { page: 'notFound' }).title).toBe('页面不存在 - Boxify');
  });

  it('titles the personal centre in both languages and keeps it out of search results', () => {
    expect(pageKeyForPath('/web/personal')).toBe('personal');
    expect(metadata('en', at('/web/personal'))).toMatchObject({ title: 'Personal centre - Boxify', noindex: true });
    expect(metadata('zh', at('/web/personal')).title).toBe('个人中心 - Boxify');
  });

  it('maps paths to pages, longest first, on segment boundaries', () => {
    expect(pageKeyForPath('/')).toBe('home');
    expect(pageKeyForPath('/boxify/')).toBe('home');
    expect(pageKeyForPath('/landing/product')).toBe('productDetail');
    expect(pageKeyForPath('/landing/product-rank')).toBe('productRank');
    expect(pageKeyForPath('/landing/product-collection')).toBe('productCollection');
    expect(pageKeyForPath('/landing/page-collection')).toBe('pageCollection');
    expect(pageKeyForPath('/landing/page')).toBe('pageTemplate');
    expect(pageKeyForPath('/web/workbench')).toBe('workbench');
    expect(pageKeyForPath('/landing/products')).toBe('home');
  });
});

describe('dynamic titles', () => {
  const en = () => translatorFor('en');
  const zh = () => translatorFor('zh');

  it('builds titles for search, category, tags, page collection and ranking', () => {
    expect(dynamicTitle(en(), { kind: 'search', query: ' login page ' })).toBe('“login page” designs');
    expect(dynamicTitle(zh(), { kind: 'search', query: '登录页' })).toBe('“登录页”相关设计');
    expect(dynamicTitle(en(), { kind: 'category', category: 'Dashboard' })).toBe('Dashboard designs');
    expect(dynamicTitle(en(), { kind: 'tags', tags: ['SaaS', ' Mobile '] })).toBe('SaaS, Mobile page templates');
    expect(dynamicTitle(zh(), { kind: 'tags', tags: ['电商', '移动端'] })).toBe('电商、移动端 页面模板');
    expect(dynamicTitle(en(), { kind: 'pageCollection', name: 'Fintech onboarding' })).toBe('Fintech onboarding');
  });

  it('titles rankings by type: source6 is the AI rank; top10, source1 and the rest are the Top10 rank', () => {
    expect(dynamicTitle(en(), { kind: 'ranking', type: 'source6' })).toBe('AI Product Rank');
    expect(dynamicTitle(en(), { kind: 'ranking', type: 'top10' })).toBe('Top10 Product Rank');
    expect(dynamicTitle(en(), { kind: 'ranking', type: 'source1' })).toBe('Top10 Product Rank');
    expect(dynamicTitle(en(), { kind: 'ranking', type: undefined })).toBe('Top10 Product Rank');
    expect(dynamicTitle(zh(), { kind: 'ranking', type: 'source6' })).toBe('AI 产品榜');
  });

  it('gives no title for empty data, so the path default stays', () => {
    expect(dynamicTitle(en(), { kind: 'search', query: '  ' })).toBeUndefined();
    expect(dynamicTitle(en(), { kind: 'tags', tags: [] })).toBeUndefined();
    expect(dynamicTitle(en(), { kind: 'pageCollection', name: undefined })).toBeUndefined();
    expect(
      metadata('en', at('/landing/page-collection'), { dynamic: { kind: 'pageCollection', name: '' } }).title,
    ).toBe('Page collection - Boxify');
  });

  it('puts a dynamic title into the page metadata with the suffix', () => {
    const location = at('/landing/product-rank', { type: 'source6' });
    expect(metadata('en', location, { dynamic: { kind: 'ranking', type: 'source6' } }).title).toBe(
      'AI Product Rank - Boxify',
    );
    expect(
      metadata('zh', at('/landing/page-collection'), { dynamic: { kind: 'pageCollection', name: '登录页合集' } }).title,
    ).toBe('登录页合集 - Boxify');
  });
});

describe('canonical and alternate links', () => {
  const input = (overrides: Partial<CanonicalInput>): CanonicalInput => ({
    origin: 'https://boxify.example.com',
    hostname: 'boxify.example.com',
    path: '/',
    search: {},
    language: 'en',
    siteOrigins: {},
    ...overrides,
  });

  it('follows a host that names a language (cn.*, *.cn)', () => {
    const cn = { origin: 'https://cn.boxify.example.com', hostname: 'cn.boxify.example.com' };
    expect(canonicalUrl(input({ ...cn, language: 'zh' }))).toBe('https://cn.boxify.example.com/');
    // Even when the visitor reads it in English, the host decides.
    expect(canonicalUrl(input({ ...cn, language: 'en', search: { lng: 'en' } }))).toBe(
      'https://cn.boxify.example.com/',
    );
  });

  it("follows a configured language site's host", () => {
    const siteOrigins = { en: 'https://boxify.example.com', zh: 'https://boxify.example.cn' };
    expect(canonicalUrl(input({ siteOrigins, language: 'zh' }))).toBe('https://boxify.example.com/');
  });

  it("else follows the language: that language's site, or this host with ?lng=", () => {
    const siteOrigins = { zh: 'https://boxify.example.cn' };
    const other = { origin: 'https://preview.internal', hostname: 'preview.internal', siteOrigins };
    expect(canonicalUrl(input({ ...other, language: 'zh' }))).toBe('https://boxify.example.cn/');
    expect(canonicalUrl(input({ language: 'en' }))).toBe('https://boxify.example.com/?lng=en');
    expect(canonicalUrl(input({ language: 'zh' }))).toBe('https://boxify.example.com/?lng=cn');
  });

  it('keeps the parameters that name the page and drops one-shot ones', () => {
    const search = {
      id: 'abc',
      lng: 'en',
      authCode: 'x',
      payment: 'success',
      section: 'faq',
      faq: 'credit',
      utm_source: 'x',
    };
    expect(canonicalUrl(input({ path: '/landing/product', search, language: 'en' }))).toBe(
      'https://boxify.example.com/landing/product?id=abc&lng=en',
    );
  });

  it('lists en, zh and x-default alternates', () => {
    expect(alternateLinks(input({ path: '/landing/page', search: { id: 'p1', lng: 'cn' } }))).toEqual([
      { hrefLang: 'en', href: 'https://boxify.example.com/landing/page?id=p1&lng=en' },
      { hrefLang: 'zh', href: 'https://boxify.example.com/landing/page?id=p1&lng=cn' },
      { hrefLang: 'x-default', href: 'https://boxify.example.com/landing/page?id=p1' },
    ]);
    const siteOrigins = { en: 'https://boxify.example.com', zh: 'https://boxify.example.cn' };
    expect(alternateLinks(input({ siteOrigins })).slice(0, 2)).toEqual([
      { hrefLang: 'en', href: 'https://boxify.example.com/' },
      { hrefLang: 'zh', href: 'https://boxify.example.cn/' },
    ]);
  });

  it('gives the /boxify alias the home canonical', () => {
    expect(metadata('en', at('/boxify')).canonical).toBe('https://boxify.example.com/?lng=en');
  });
});
