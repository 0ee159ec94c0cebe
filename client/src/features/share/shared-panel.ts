import { queryOptions } from '@tanstack/react-query';

import { isApiError } from '@client/api/api-error';
import { draftQuerySharedPanel, ErrorCode } from '@client/api/generated';
import { request } from '@client/api/request';
import type { Language } from '@client/i18n/language';

export const SHARED_IMAGE_PATH = '/api/uxa-center/draft/Draft/querySharedPanelImage';

export function sharedPanelQuery(token: string) {
  return queryOptions({
    queryKey: ['shared-panel', token],
    // The page shows its own error state: no toast from the request layer.
    queryFn: () => request((o) => draftQuerySharedPanel({ ...o, query: { token } }), { quiet: () => true }),
    // A failure the route's loader met stays shown until the visitor asks for a retry.
    retryOnMount: false,
  });
}

export function sharedImageUrl(token: string): string {
  return `${SHARED_IMAGE_PATH}?${new URLSearchParams({ token }).toString()}`;
}

export type ShareFailure = 'unavailable' | 'network';

// Why the design did not load: gone (or never shared) versus a failure worth another try.
// An unknown token answers NotFound ('This shared design is not available'); a token not even
// shaped like one answers ValidationFailed ('Invalid token: …').
export function shareFailure(error: unknown): ShareFailure {
  if (
    isApiError(error) &&
    error.kind === 'rejected' &&
    (error.code === ErrorCode.NotFound || error.code === ErrorCode.ValidationFailed)
  ) {
    return 'unavailable';
  }
  return 'network';
}

// Fallback for a size the server should never send (zero, negative, not a number).
const FALLBACK_SIZE = { width: 390, height: 844 };

const positive = (value: number, fallback: number): number =>
  Number.isFinite(value) && value > 0 ? Math.round(value) : fallback;

export type PanelSize = { width: number; height: number };

export function panelSize(width: number, height: number): PanelSize {
  return { width: positive(width, FALLBACK_SIZE.width), height: positive(height, FALLBACK_SIZE.height) };
}

// Fit to width: the frame shows the design at its natural width, scaled down (never up) to the
// canvas's width, aspect ratio kept; the skeleton and the image share it.
export function frameStyle(size: PanelSize): { width: string; aspectRatio: string } {
  const { width, height } = panelSize(size.width, size.height);
  return { width: `min(100%, ${width}px)`, aspectRatio: `${width} / ${height}` };
}

const LOCALE: Readonly<Record<Language, string>> = { en: 'en-US', zh: 'zh-CN' };

// The last-updated day in the visitor's time zone, short enough for a phone's header bar.
export function formatUpdatedDate(iso: string, language: Language): string | undefined {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return undefined;
  return date.toLocaleDateString(LOCALE[language], { year: 'numeric', month: 'short', day: 'numeric' });
}
