import { rootRouteId } from '@tanstack/react-router';
import type { JSX } from 'react';

import { configuredSites } from '@client/api/site';
import { currentLanguage } from '@client/i18n/i18n';
import { translatorFor } from '@client/i18n/translate';

import { type PageMetadata, buildPageMetadata, type PageLocation } from './page-metadata';
import { type DynamicTitle, dynamicTitle } from './page-title';
import { siteOrigins } from './site-origins';

type MetaTag = JSX.IntrinsicElements['meta'];
type LinkTag = JSX.IntrinsicElements['link'];

export type RouteHead = { meta: MetaTag[]; links?: LinkTag[] };

// The parts of a router match the head needs (structurally a TanStack RouteMatch).
export type HeadMatch = {
  routeId: string;
  pathname: string;
  search: unknown;
  status: string;
  _notFound?: boolean;
};

const asSearch = (search: unknown): Record<string, unknown> =>
  typeof search === 'object' && search !== null ? (search as Record<string, unknown>) : {};

function titleTags(title: string): MetaTag[] {
  return [{ title }, { property: 'og:title', content: title }, { name: 'twitter:title', content: title }];
}

export function headFromMetadata(metadata: PageMetadata): RouteHead {
  return {
    meta: [
      ...titleTags(metadata.title),
      { name: 'description', content: metadata.description },
      { name: 'keywords', content: metadata.keywords },
      ...(metadata.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: metadata.siteName },
      { property: 'og:description', content: metadata.description },
      { property: 'og:url', content: metadata.canonical },
      { property: 'og:locale', content: metadata.locale },
      { property: 'og:locale:alternate', content: metadata.alternateLocale },
      { name: 'twitter:card', content: 'summary' },
      { name: 'twitter:description', content: metadata.description },
    ],
    links: [
      { rel: 'canonical', href: metadata.canonical },
      ...metadata.alternates.map(({ hrefLang, href }) => ({ rel: 'alternate', hrefLang, href })),
    ],
  };
}

function browserLocation(match: HeadMatch): PageLocation {
  // The build's first paint renders the landing without a window (its head is not taken from that render).
  const here = globalThis.location as Location | undefined;
  return {
    origin: here?.origin ?? '',
    hostname: here?.hostname ?? '',
    pathname: match.pathname,
    search: asSearch(match.search),
  };
}

function isNotFound(matches: readonly HeadMatch[]): boolean {
  const leaf = matches.at(-1);
  // Only the root matches when no route does ('/' itself has the index route).
  return (
    leaf === undefined || leaf.routeId === rootRouteId || matches.some((m) => m.status === 'notFound' || m._notFound)
  );
}

// The root route's head: every tag, derived from the deepest match's path and the UI language.
export function rootHead(matches: readonly HeadMatch[]): RouteHead {
  const leaf = matches.at(-1);
  const language = currentLanguage();
  const metadata = buildPageMetadata({
    t: translatorFor(language),
    language,
    location: browserLocation(leaf ?? { routeId: rootRouteId, pathname: '/', search: {}, status: 'success' }),
    page: isNotFound(matches) ? 'notFound' : undefined,
    siteOrigins: siteOrigins(),
    sites: configuredSites(),
  });
  return headFromMetadata(metadata);
}

/**
 * For a route whose title comes from its data, e.g.
 * `head: ({ match }) => titleHead({ kind: 'ranking', type: match.search.type })`.
 * Its title tags replace the root's; description, canonical and alternates stay the root's.
 */
export function titleHead(title: DynamicTitle): RouteHead {
  const t = translatorFor(currentLanguage());
  const own = dynamicTitle(t, title);
  return { meta: own === undefined ? [] : titleTags(t('meta.titleTemplate', { title: own })) };
}
