import { rootRouteId } from '@tanstack/react-router';
import { beforeEach, describe, expect, it } from 'vitest';

import { i18n, initI18n } from '@client/i18n/i18n';

import { type HeadMatch, rootHead, titleHead } from './route-head';

const match = (routeId: string, pathname: string, search: Record<string, unknown> = {}): HeadMatch => ({
  routeId,
  pathname,
  search,
  status: 'success',
});

const root = match(rootRouteId, '/');

beforeEach(async () => {
  void initI18n('en');
  await i18n.changeLanguage('en');
});

describe('rootHead', () => {
  it('emits title, description, keywords, social tags, canonical and hreflang links', () => {
    const head = rootHead([root, match('/', '/')]);
    const origin = window.location.origin;
    expect(head.meta).toEqual(
      expect.arrayContaining([
        { title: 'Boxify - Self-hostable AI UI design tool' },
        { name: 'description', content: expect.stringContaining('self-hostable') },
        { name: 'keywords', content: expect.stringContaining('Boxify') },
        { property: 'og:title', content: 'Boxify - Self-hostable AI UI design tool' },
        { property: 'og:url', content: `${origin}/?lng=en` },
        { property: 'og:locale', content: 'en_US' },
        { name: 'twitter:card', content: 'summary' },
        { name: 'twitter:title', content: 'Boxify - Self-hostable AI UI design tool' },
      ]),
    );
    expect(head.links).toEqual([
      { rel: 'canonical', href: `${origin}/?lng=en` },
      { rel: 'alternate', hrefLang: 'en', href: `${origin}/?lng=en` },
      { rel: 'alternate', hrefLang: 'zh', href: `${origin}/?lng=cn` },
      { rel: 'alternate', hrefLang: 'x-default', href: `${origin}/` },
    ]);
  });

  it('follows the interface language', async () => {
    await i18n.changeLanguage('zh');
    expect(rootHead([root, match('/', '/')]).meta).toContainEqual({ title: 'Boxify - 可自托管的 AI 界面设计工具' });
  });

  it('keeps shared designs out of search results', () => {
    const head = rootHead([root, match('/web/share/$token', '/web/share/abcdefghijklmnop')]);
    expect(head.meta).toContainEqual({ title: 'Shared design - Boxify' });
    expect(head.meta).toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('describes the not-found screen when only the root matches', () => {
    const head = rootHead([match(rootRouteId, '/missing')]);
    expect(head.meta).toContainEqual({ title: 'Page not found - Boxify' });
    expect(head.meta).toContainEqual({ name: 'robots', content: 'noindex' });
  });
});

describe('titleHead', () => {
  it('gives a route its dynamic title tags', () => {
    expect(titleHead({ kind: 'ranking', type: 'source6' }).meta).toEqual([
      { title: 'AI Product Rank - Boxify' },
      { property: 'og:title', content: 'AI Product Rank - Boxify' },
      { name: 'twitter:title', content: 'AI Product Rank - Boxify' },
    ]);
  });

  it("titles a shared design with its panel's name", () => {
    expect(titleHead({ kind: 'share', name: ' Sign in (mobile) ' }).meta).toContainEqual({
      title: 'Sign in (mobile) - Boxify',
    });
    expect(titleHead({ kind: 'share', name: undefined }).meta).toEqual([]);
  });

  it('leaves the default title alone when the data is empty', () => {
    expect(titleHead({ kind: 'search', query: '' }).meta).toEqual([]);
  });
});
