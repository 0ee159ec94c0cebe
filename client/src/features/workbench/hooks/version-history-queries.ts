import { queryOptions } from '@tanstack/react-query';

import {
  draftPagePanelVersion,
  draftQueryPanelVersion,
  type DraftPagePanelVersionResponse,
  type DraftQueryPanelVersionResponse,
} from '@client/api/generated';
import { request } from '@client/api/request';

export type PanelVersion = DraftPagePanelVersionResponse['data']['items'][number];
export type PanelVersionContent = DraftQueryPanelVersionResponse['data'];

// The history panel lists this many of the newest versions.
export const HISTORY_PAGE_SIZE = 100;

export const historyKeys = {
  all: (panelId: string) => ['workbench', 'history', panelId] as const,
  list: (panelId: string, language: string) => ['workbench', 'history', panelId, 'list', language] as const,
  version: (panelId: string, versionId: string) => ['workbench', 'history', panelId, 'version', versionId] as const,
};

// A panel's versions, newest first (Draft/pagePanelVersion); the summaries come in the caller's language.
export const versionListQuery = (panelId: string, language: string) =>
  queryOptions({
    queryKey: historyKeys.list(panelId, language),
    queryFn: () =>
      request((o) => draftPagePanelVersion({ ...o, body: { panelId, page: 1, pageSize: HISTORY_PAGE_SIZE } })),
  });

// One version with its document (Draft/queryPanelVersion): a version never changes, so it is read once.
export const versionContentQuery = (panelId: string, versionId: string) =>
  queryOptions({
    queryKey: historyKeys.version(panelId, versionId),
    queryFn: () => request((o) => draftQueryPanelVersion({ ...o, body: { panelId, versionId } })),
    staleTime: Infinity,
  });
