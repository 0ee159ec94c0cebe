import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';

import {
  draftPagePanelVersion,
  draftQueryPanelVersion,
  type DraftPagePanelVersionResponse,
  type DraftQueryPanelVersionResponse,
} from '@client/api/generated';
import { request } from '@client/api/request';

export type PanelVersion = DraftPagePanelVersionResponse['data']['items'][number];
export type PanelVersionContent = DraftQueryPanelVersionResponse['data'];

// The history panel lists this many of the newest versions, and this many more at each "Load more".
export const HISTORY_PAGE_SIZE = 100;

export const historyKeys = {
  all: (panelId: string) => ['workbench', 'history', panelId] as const,
  list: (panelId: string, language: string) => ['workbench', 'history', panelId, 'list', language] as const,
  version: (panelId: string, versionId: string) => ['workbench', 'history', panelId, 'version', versionId] as const,
};

// A panel's versions, newest first (Draft/pagePanelVersion), a page at a time; the summaries come in the caller's
// language.
export const versionListQuery = (panelId: string, language: string) =>
  infiniteQueryOptions({
    queryKey: historyKeys.list(panelId, language),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      request((o) => draftPagePanelVersion({ ...o, body: { panelId, page: pageParam, pageSize: HISTORY_PAGE_SIZE } })),
    // Another page while fewer than the total are listed.
    getNextPageParam: (last, pages, lastPage) =>
      pages.reduce((n, page) => n + page.items.length, 0) < last.total && last.items.length > 0
        ? lastPage + 1
        : undefined,
  });

// One version with its document (Draft/queryPanelVersion): a version never changes, so it is read once.
export const versionContentQuery = (panelId: string, versionId: string) =>
  queryOptions({
    queryKey: historyKeys.version(panelId, versionId),
    queryFn: () => request((o) => draftQueryPanelVersion({ ...o, body: { panelId, versionId } })),
    staleTime: Infinity,
  });
