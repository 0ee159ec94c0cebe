import { type ApiError, isApiError } from '@client/api/api-error';
import { track } from '@client/features/analytics/analytics';
import { currentLanguage } from '@client/i18n/i18n';
import { translatorFor } from '@client/i18n/translate';

import { toast } from './toast';

// Spec §8 "Other messages": the failures the product names itself, each a toast (with Retry when the action can
// be repeated) and a `failure` analytics event with the message key (an analytics word: lowercase, `_`).
export const FAILURES = [
  'copy_panel',
  'create_canvas',
  'create_page',
  'create_panel',
  'add_node',
  'template_data',
  'image_download',
  'add_to_folder',
  'submit',
  'canvas_snapshot',
  'ungroup',
  'no_selection',
  'canvas_not_ready',
  'node_incomplete',
  'placeholder_missing',
  'cannot_restore_state',
  'stop_session',
  'accept_change',
  'restore',
] as const;

const RETRY_TOAST_MS = 10_000;

export type Failure = (typeof FAILURES)[number];

export type FailureOptions = {
  // Repeats the action; the toast then carries a Retry button.
  retry?: () => unknown;
  // The call's error, for the answer code reported to analytics.
  error?: unknown;
};

/** Shows a named failure (one toast per kind: a repeat replaces it) and reports it to analytics. */
export function showFailure(failure: Failure, { retry, error }: FailureOptions = {}): void {
  // A silent refusal shows nothing; 'no permission' was already shown by the request layer (spec §8).
  if (isApiError(error) && (error.kind === 'silent' || error.kind === 'no-permission')) return;
  const t = translatorFor(currentLanguage());
  const code = isApiError(error) ? error.code : undefined;
  track('failure', code === undefined ? { kind: failure } : { kind: failure, code });
  toast.error(t(`failure.${failure}`), {
    id: `failure-${failure}`,
    // Long enough to reach Retry.
    duration: retry ? RETRY_TOAST_MS : undefined,
    action: retry ? { label: t('failure.retry'), onClick: () => void retry() } : undefined,
  });
}

/**
 * For request(): the caller names the failure itself, so the generic toast (server message, network error) is
 * not shown. A refusal of the plan (NoPermission) still goes its own way (upgrade prompt or 'no permission').
 */
export const quietFailure = (error: ApiError): boolean => error.kind !== 'no-permission';
