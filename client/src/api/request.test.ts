import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { client } from '@client/api/generated/client.gen';
import { ErrorCode, systemInfo } from '@client/api/generated';
import { i18n, initI18n } from '@client/i18n/i18n';

import { provideAccessToken } from './access-token';
import { ApiError } from './api-error';
import { REQUEST_TIMEOUT_MS, request } from './request';

const toast = vi.hoisted(() => ({
  error: vi.fn(),
  loading: vi.fn(() => 'loading-toast'),
  dismiss: vi.fn(),
}));
vi.mock('@client/ui/toast', () => ({ toast }));

const INFO = { name: 'Boxify', version: '0.1.0', database: 'embedded', jobs: 'in-process', languages: ['en', 'zh'] };

type FakeAnswer = { status?: number; body: unknown };

function answer({ status = 200, body }: FakeAnswer): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': typeof body === 'string' ? 'text/html' : 'application/json' },
  });
}

// A fake `fetch` that records each request and answers from a script, then repeats the last answer.
function fakeFetch(...answers: Array<FakeAnswer | 'hang' | 'offline'>) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: Request) => {
    requests.push(input);
    const next = answers[Math.min(requests.length - 1, answers.length - 1)];
    if (next === 'hang') return new Promise<Response>(() => undefined);
    if (next === 'offline') throw new TypeError('Failed to fetch');
    return answer(next);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, requests };
}

const callSystemInfo = (options?: Parameters<typeof request>[1]) => request((o) => systemInfo(o), options);

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(async () => {
  void initI18n('en');
  await i18n.changeLanguage('en');
  // Node's fetch Request needs an absolute URL; the browser resolves the relative one.
  client.setConfig({ baseUrl: 'http://boxify.test' });
  window.localStorage.clear();
  toast.error.mockClear();
  toast.loading.mockClear();
  toast.dismiss.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('request: success and headers', () => {
  it('resolves with the envelope data when code is 0', async () => {
    const { requests } = fakeFetch({ body: { code: 0, data: INFO, msg: 'success' } });
    await expect(callSystemInfo()).resolves.toEqual(INFO);
    expect(requests[0]?.url).toBe('http://boxify.test/api/system/System/info');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('sends prefer-language en-US for English and zh-CN for Chinese', async () => {
    const { requests } = fakeFetch({ body: { code: 0, data: INFO, msg: '' } });
    await callSystemInfo();
    await i18n.changeLanguage('zh');
    await callSystemInfo();
    expect(requests.map((r) => r.headers.get('prefer-language'))).toEqual(['en-US', 'zh-CN']);
  });

  it("sends the registered provider's token as access-token, and none while it gives none", async () => {
    const { requests } = fakeFetch({ body: { code: 0, data: INFO, msg: '' } });
    let token: string | undefined;
    provideAccessToken(() => token);
    await callSystemInfo();
    token = 'tok-123';
    await callSystemInfo();
    token = undefined;
    await callSystemInfo();
    expect(requests.map((r) => r.headers.get('access-token'))).toEqual([null, 'tok-123', null]);
  });
});

describe('request: timeout', () => {
  it(`gives up after ${REQUEST_TIMEOUT_MS} ms with 'Network timeout'`, async () => {
    vi.useFakeTimers();
    fakeFetch('hang');
    const settled = vi.fn();
    const failed = rejection(callSystemInfo());
    void failed.then(settled);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect((await failed).kind).toBe('timeout');
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Network timeout', expect.anything());
  });

  it("says '网络超时' in Chinese", async () => {
    await i18n.changeLanguage('zh');
    vi.useFakeTimers();
    fakeFetch('hang');
    const failed = rejection(callSystemInfo());
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await failed;
    expect(toast.error).toHaveBeenCalledWith('网络超时', expect.anything());
  });

  it('aborts the underlying fetch', async () => {
    vi.useFakeTimers();
    const { requests } = fakeFetch('hang');
    const failed = rejection(callSystemInfo());
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await failed;
    expect(requests[0]?.signal.aborted).toBe(true);
  });
});

describe('request: HTTP statuses', () => {
  it.each([500, 503, 504])("answers HTTP %i with 'Network error, please try again later'", async (status) => {
    fakeFetch({ status, body: { code: ErrorCode.Internal, data: null, msg: 'Something went wrong' } });
    const error = await rejection(callSystemInfo());
    expect(error).toMatchObject({ kind: 'network', status });
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Network error, please try again later', expect.anything());
  });

  it.each([500, 503, 504])("answers HTTP %i with '网络异常，请稍后重试' in Chinese", async (status) => {
    await i18n.changeLanguage('zh');
    fakeFetch({ status, body: '<html>bad gateway</html>' });
    await rejection(callSystemInfo());
    expect(toast.error).toHaveBeenCalledWith('网络异常，请稍后重试', expect.anything());
  });

  it('treats an unreachable server as a network error', async () => {
    fakeFetch('offline');
    expect((await rejection(callSystemInfo())).kind).toBe('network');
    expect(toast.error).toHaveBeenCalledWith('Network error, please try again later', expect.anything());
  });
});

describe('request: envelope codes', () => {
  it("shows 'No permission' for 44002001, whatever the server's msg", async () => {
    fakeFetch({ status: 403, body: { code: ErrorCode.NoPermission, data: null, msg: 'forbidden' } });
    const error = await rejection(callSystemInfo());
    expect(error).toMatchObject({ kind: 'no-permission', code: ErrorCode.NoPermission, status: 403 });
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('No permission', expect.anything());
  });

  it("shows '没有权限' for 44002001 in Chinese", async () => {
    await i18n.changeLanguage('zh');
    fakeFetch({ status: 403, body: { code: ErrorCode.NoPermission, data: null, msg: 'No permission' } });
    await rejection(callSystemInfo());
    expect(toast.error).toHaveBeenCalledWith('没有权限', expect.anything());
  });

  it('rejects 1000011 silently', async () => {
    fakeFetch({ status: 400, body: { code: ErrorCode.SilentReject, data: null, msg: 'Rejected' } });
    const error = await rejection(callSystemInfo());
    expect(error).toMatchObject({ kind: 'silent', code: ErrorCode.SilentReject });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("shows the server's msg for any other code", async () => {
    fakeFetch({ status: 422, body: { code: ErrorCode.ValidationFailed, data: null, msg: 'Invalid name: too long' } });
    const error = await rejection(callSystemInfo());
    expect(error).toMatchObject({ kind: 'rejected', code: ErrorCode.ValidationFailed, msg: 'Invalid name: too long' });
    expect(toast.error).toHaveBeenCalledWith('Invalid name: too long');
  });

  it('shows the msg of a non-zero code answered with HTTP 200 too', async () => {
    fakeFetch({ body: { code: ErrorCode.Conflict, data: null, msg: 'Conflict: name taken' } });
    await rejection(callSystemInfo());
    expect(toast.error).toHaveBeenCalledWith('Conflict: name taken');
  });
});

describe('request: retries', () => {
  it('retries a failed transport after retryDelay and resolves when an attempt succeeds', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch({ status: 503, body: '' }, 'offline', { body: { code: 0, data: INFO, msg: '' } });
    const pending = callSystemInfo({ retries: 2, retryDelay: 1000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(pending).resolves.toEqual(INFO);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('retries a timeout and reports only the last failure', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch('hang');
    const failed = rejection(callSystemInfo({ retries: 1, retryDelay: 500 }));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 500 + REQUEST_TIMEOUT_MS);
    expect((await failed).kind).toBe('timeout');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it('stops after the given number of retries', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch({ status: 500, body: '' });
    const failed = rejection(callSystemInfo({ retries: 3, retryDelay: 10 }));
    await vi.advanceTimersByTimeAsync(100);
    expect((await failed).kind).toBe('network');
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it('never retries an answer with a code', async () => {
    const { fetch } = fakeFetch({
      status: 422,
      body: { code: ErrorCode.ValidationFailed, data: null, msg: 'Invalid' },
    });
    await rejection(callSystemInfo({ retries: 3, retryDelay: 0 }));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not retry by default', async () => {
    const { fetch } = fakeFetch({ status: 503, body: '' });
    await rejection(callSystemInfo());
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('request: loading toast', () => {
  it("shows 'Loading...' while the call runs and dismisses it after", async () => {
    fakeFetch({ body: { code: 0, data: INFO, msg: '' } });
    await callSystemInfo({ loading: true });
    expect(toast.loading).toHaveBeenCalledWith('Loading...');
    expect(toast.dismiss).toHaveBeenCalledWith('loading-toast');
  });

  it("shows '加载中...' in Chinese and dismisses it after a failure", async () => {
    await i18n.changeLanguage('zh');
    fakeFetch({ status: 403, body: { code: ErrorCode.NoPermission, data: null, msg: '' } });
    await rejection(callSystemInfo({ loading: true }));
    expect(toast.loading).toHaveBeenCalledWith('加载中...');
    expect(toast.dismiss).toHaveBeenCalledWith('loading-toast');
  });

  it('shows no loading toast unless asked', async () => {
    fakeFetch({ body: { code: 0, data: INFO, msg: '' } });
    await callSystemInfo();
    expect(toast.loading).not.toHaveBeenCalled();
  });
});

describe('request: quiet failures', () => {
  it('shows nothing for failures the caller reports itself, and still rejects', async () => {
    fakeFetch({ status: 401, body: { code: ErrorCode.Unauthenticated, data: null, msg: 'Please log in first' } });
    const error = await rejection(callSystemInfo({ quiet: (e) => e.code === ErrorCode.Unauthenticated }));
    expect(error).toMatchObject({ kind: 'rejected', code: ErrorCode.Unauthenticated });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('still shows the failures the caller does not claim', async () => {
    fakeFetch({ status: 503, body: '' });
    await rejection(callSystemInfo({ quiet: (e) => e.code === ErrorCode.Unauthenticated }));
    expect(toast.error).toHaveBeenCalledWith('Network error, please try again later', expect.anything());
  });
});
