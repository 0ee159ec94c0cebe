import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ErrorCode } from '@client/api/generated';
import { client } from '@client/api/generated/client.gen';
import { adoptTransferredToken } from '@client/features/auth/handoff';
import { writeLoginIntent } from '@client/features/auth/login-intent';
import { afterThirdPartyLogin, looksLikeIdToken, loginWithIdToken } from '@client/features/auth/third-party-login';
import { userStore } from '@client/features/account/state/user-store';
import { i18n, initI18n } from '@client/i18n/i18n';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), loading: vi.fn(), dismiss: vi.fn() }));
vi.mock('@client/ui/toast', () => ({ toast }));

const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const ID_TOKEN = `${b64url({ alg: 'RS256' })}.${b64url({ sub: '1', email: 'ada@example.com' })}.c2ln`;

function answer(data: unknown, code = 0, status = 200) {
  return new Response(JSON.stringify({ code, data, msg: code ? 'Login failed: Invalid token' : '' }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const SESSION = { isLogin: true, token: 'new', expiresAt: '', user: { name: 'Ada', email: 'a@x.io', userCode: 'u' } };

beforeEach(async () => {
  void initI18n('en');
  await i18n.changeLanguage('en');
  client.setConfig({ baseUrl: 'http://boxify.test' });
  window.localStorage.clear();
  userStore.clear();
  for (const fn of Object.values(toast)) fn.mockClear();
});

afterEach(() => vi.unstubAllGlobals());

describe('the __ID_TOKEN callback', () => {
  it('accepts only three parts whose middle one is JSON', () => {
    expect(looksLikeIdToken(ID_TOKEN)).toBe(true);
    expect(looksLikeIdToken('a.b')).toBe(false);
    expect(looksLikeIdToken(`x.${btoa('not json')}.y`)).toBe(false);
    expect(looksLikeIdToken('..')).toBe(false);
  });

  it("says 'Login failed: Invalid token' without calling the server for a malformed token", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await loginWithIdToken('garbage')).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Login failed: Invalid token');
  });

  it("says 'Login failed: Invalid token' once when the server refuses it", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(null, ErrorCode.InvalidIdToken, 401)),
    );
    expect(await loginWithIdToken(ID_TOKEN)).toBe(false);
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Login failed: Invalid token');
  });

  it('stores the session the server answers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) =>
        input.url.endsWith('loginByThirdAuth') ? answer(SESSION) : answer(null, 1, 500),
      ),
    );
    expect(await loginWithIdToken(ID_TOKEN)).toBe(true);
    expect(userStore.getState()).toMatchObject({ isLogin: true, token: 'new' });
  });
});

describe('after a third-party login', () => {
  const navigation = () => ({ toWorkbench: vi.fn(), toPricing: vi.fn() });

  it('follows a fresh workbench intent', async () => {
    writeLoginIntent({ type: 'workbench', timestamp: Date.now() });
    const nav = navigation();
    await afterThirdPartyLogin(nav);
    expect(nav.toWorkbench).toHaveBeenCalledTimes(1);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('goes to pricing for a custom pricing intent', async () => {
    writeLoginIntent({ type: 'custom', customCallback: 'pricing', timestamp: Date.now() });
    const nav = navigation();
    await afterThirdPartyLogin(nav);
    expect(nav.toPricing).toHaveBeenCalledTimes(1);
  });

  it("else, or when the intent is over 5 minutes old, shows 'Login successful!'", async () => {
    writeLoginIntent({ type: 'workbench', timestamp: Date.now() - 300_001 });
    const nav = navigation();
    await afterThirdPartyLogin(nav);
    expect(nav.toWorkbench).not.toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith('Login successful!');
    expect(window.localStorage.getItem('third_party_login_intent')).toBeNull();
  });
});

describe('adopting a handed-over token (auth_transfer)', () => {
  const setCookie = (token: string, nonce: string, timestamp = Date.now()) => {
    document.cookie = `auth_transfer=${encodeURIComponent(
      JSON.stringify({ token, timestamp, source: 'https://www.example.com', nonce }),
    )}; Path=/`;
  };

  it('signs in with the token when the server knows it, and deletes the cookie', async () => {
    setCookie('handed', 'n-ok');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) =>
        input.url.endsWith('getUserInfoByToken')
          ? answer({ name: 'Ada', email: 'a@x.io', userCode: 'u' })
          : answer(null, 1, 500),
      ),
    );
    expect(await adoptTransferredToken()).toBe(true);
    expect(userStore.getState()).toMatchObject({ isLogin: true, token: 'handed', user: { name: 'Ada' } });
    expect(document.cookie).not.toContain('auth_transfer');
  });

  it("restores the previous token and says 'Failed to sync login state' when the sync fails", async () => {
    userStore.setSession({ isLogin: true, token: 'previous', user: { name: 'Old', email: null, userCode: 'o' } });
    setCookie('stale', 'n-bad');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(null, ErrorCode.Unauthenticated, 401)),
    );
    expect(await adoptTransferredToken()).toBe(true);
    expect(userStore.getState()).toMatchObject({ isLogin: true, token: 'previous' });
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toMatchObject({ token: 'previous' });
    expect(toast.error).toHaveBeenCalledWith('Failed to sync login state');
  });

  it("says '登录态同步失败' in Chinese", async () => {
    await i18n.changeLanguage('zh');
    setCookie('stale', 'n-zh');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(null, ErrorCode.Unauthenticated, 401)),
    );
    await adoptTransferredToken();
    expect(toast.error).toHaveBeenCalledWith('登录态同步失败');
    expect(userStore.getState().isLogin).toBe(false);
  });

  it('ignores a handoff older than 5 minutes', async () => {
    setCookie('old', 'n-old', Date.now() - 300_001);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await adoptTransferredToken()).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});
