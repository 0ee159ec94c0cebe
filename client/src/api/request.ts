import { toast } from '@client/ui/toast';

import { currentLanguage } from '@client/i18n/i18n';
import { preferLanguageHeader } from '@client/i18n/language';
import { translatorFor } from '@client/i18n/translate';

import { currentAccessToken } from './access-token';
import { ApiError } from './api-error';
import { type Envelope, isEnvelope } from './envelope';
import { ErrorCode } from './generated';
import { siteLanguage } from './site';

// Spec §9: every call gives up after 60 s.
export const REQUEST_TIMEOUT_MS = 60_000;

// Spec §8: these statuses mean the service, not the request, failed.
const NETWORK_ERROR_STATUSES: ReadonlySet<number> = new Set([500, 503, 504]);

// What the request layer hands to a generated SDK function (spread it into the call's options).
export type SdkCallOptions = {
  signal: AbortSignal;
  headers: Record<string, string>;
};

// The shape a generated SDK function resolves to (hey-api fetch client, `throwOnError: false`).
export type SdkResult<TBody> = {
  data?: TBody;
  error?: unknown;
  response?: Response;
};

export type SdkCall<TBody> = (options: SdkCallOptions) => Promise<SdkResult<TBody>>;

export type RequestOptions = {
  // Extra attempts after a timeout or a network failure; answers with a code are never retried.
  retries?: number;
  retryDelay?: number;
  // Shows '加载中...' / 'Loading...' while the call (and its retries) run.
  loading?: boolean;
  timeout?: number;
  // Return true for failures the caller reports itself; the request layer then shows nothing.
  quiet?: (error: ApiError) => boolean;
};

type Outcome<T> = { ok: true; data: T } | { ok: false; error: ApiError; retryable: boolean };

function requestHeaders(): Record<string, string> {
  // Spec (API): a configured site (SITE_HOSTS) fixes the language: zh-CN on the regional domain, en-US on the main one.
  const headers: Record<string, string> = {
    'prefer-language': preferLanguageHeader(siteLanguage() ?? currentLanguage()),
  };
  const token = currentAccessToken();
  if (token) headers['access-token'] = token;
  return headers;
}

function failure<T>(error: ApiError, retryable: boolean): Outcome<T> {
  return { ok: false, error, retryable };
}

function interpret<TBody extends Envelope<unknown>>(result: SdkResult<TBody>): Outcome<TBody['data']> {
  const status = result.response?.status;
  // No response at all: the browser could not reach the server.
  if (status === undefined) return failure(new ApiError('network', { cause: result.error }), true);
  if (NETWORK_ERROR_STATUSES.has(status)) return failure(new ApiError('network', { status }), true);

  // Failed statuses still carry the envelope; the generated client puts it in `error`.
  const body: unknown = result.data ?? result.error;
  if (!isEnvelope(body)) return failure(new ApiError('network', { status }), status >= 500);

  // The answer codes the client reacts to itself (spec §8); other codes show the server's `msg`.
  switch (body.code) {
    case ErrorCode.Success:
      return { ok: true, data: body.data as TBody['data'] };
    case ErrorCode.SilentReject:
      return failure(new ApiError('silent', { status, code: body.code, msg: body.msg }), false);
    case ErrorCode.NoPermission:
      return failure(new ApiError('no-permission', { status, code: body.code, msg: body.msg }), false);
    default:
      return failure(new ApiError('rejected', { status, code: body.code, msg: body.msg, data: body.data }), false);
  }
}

async function attempt<TBody extends Envelope<unknown>>(
  call: SdkCall<TBody>,
  timeout: number,
): Promise<Outcome<TBody['data']>> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      // Settle before aborting so the race reports a timeout, not the abort it causes.
      resolve('timeout');
      controller.abort();
    }, timeout);
  });
  try {
    const result = await Promise.race([call({ signal: controller.signal, headers: requestHeaders() }), expired]);
    return result === 'timeout' ? failure(new ApiError('timeout'), true) : interpret(result);
  } catch (error) {
    return failure(new ApiError('network', { cause: error }), true);
  } finally {
    clearTimeout(timer);
  }
}

// The one place the product reacts to a failed call (spec §8).
function showFailure(error: ApiError): void {
  const t = translatorFor(currentLanguage());
  switch (error.kind) {
    case 'timeout':
      toast.error(t('request.timeout'), { id: 'request-timeout' });
      return;
    case 'network':
      toast.error(t('request.networkError'), { id: 'request-network-error' });
      return;
    case 'no-permission':
      toast.error(t('request.noPermission'), { id: 'request-no-permission' });
      return;
    case 'silent':
      return;
    case 'rejected':
      if (error.msg) toast.error(error.msg);
      return;
  }
}

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a generated SDK call and resolves with the envelope's `data`, or rejects with an ApiError
 * after showing the spec's reaction. Usage: `request((o) => systemInfo(o))`,
 * `request((o) => draftCreatePanel({ ...o, body }), { retries: 2, retryDelay: 1000 })`.
 */
export async function request<TBody extends Envelope<unknown>>(
  call: SdkCall<TBody>,
  options: RequestOptions = {},
): Promise<TBody['data']> {
  const { retries = 0, retryDelay = 0, loading = false, timeout = REQUEST_TIMEOUT_MS, quiet } = options;
  const loadingToast = loading ? toast.loading(translatorFor(currentLanguage())('request.loading')) : undefined;
  try {
    for (let attemptNumber = 0; ; attemptNumber += 1) {
      const outcome = await attempt(call, timeout);
      if (outcome.ok) return outcome.data;
      if (!outcome.retryable || attemptNumber >= retries) {
        if (!quiet?.(outcome.error)) showFailure(outcome.error);
        throw outcome.error;
      }
      await wait(retryDelay);
    }
  } finally {
    if (loadingToast !== undefined) toast.dismiss(loadingToast);
  }
}
