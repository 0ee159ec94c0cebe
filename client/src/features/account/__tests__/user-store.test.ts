import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ErrorCode } from '@client/api/generated';
import { client } from '@client/api/generated/client.gen';
import { initI18n } from '@client/i18n/i18n';

import {
  accountState,
  type AccountView,
  aiPlanKey,
  DEFAULT_ACCOUNT_STATE,
  deriveAiPlan,
} from '@client/features/account/state/account-state';
import { userStore } from '@client/features/account/state/user-store';
import { logout, refreshUser } from '@client/features/account/user-session';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), loading: vi.fn(), dismiss: vi.fn() }));
vi.mock('@client/ui/toast', () => ({ toast }));

const account = (overrides: Partial<AccountView> = {}): AccountView => ({
  version: 2,
  versionEndTime: '2027-01-31T00:00:00.000Z',
  aiVersion: 31,
  aiVersionEndTime: '2027-01-31T00:00:00.000Z',
  services: ['plus', 'pro2'],
  serviceDetails: [
    { service: 'plus', level: 20, endTime: '2026-12-31T00:00:00.000Z' },
    { service: 'pro2', level: 31, endTime: '2027-01-31T00:00:00.000Z' },
  ],
  balances: [
    { currency: 'AI_CREDIT', balance: '125.5' },
    { currency: 'FREE_ACCEPT', balance: '2' },
  ],
  aiCredits: '125.5',
  aiCreditsUsed: '74.5',
  aiCreditsTotal: '200',
  aiFreeChance: 2,
  ...overrides,
});

const SESSION = { isLogin: true, token: 'tok-1', user: { name: 'Ada', email: 'ada@example.com', userCode: 'u1' } };

function envelope(data: unknown, code = 0, status = 200) {
  return new Response(JSON.stringify({ code, data, msg: code === 0 ? 'success' : 'Please log in first' }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

beforeEach(() => {
  void initI18n('en');
  client.setConfig({ baseUrl: 'http://boxify.test' });
  window.localStorage.clear();
  userStore.clear();
  toast.error.mockClear();
});

afterEach(() => vi.unstubAllGlobals());

describe('account state: the AI plan derivation of spec §4', () => {
  it('takes the plan the server derived, with its end date', () => {
    expect(accountState(account())).toMatchObject({
      version: 2,
      versionEndTime: '2027-01-31T00:00:00.000Z',
      aiVersion: 31,
      aiVersionEndTime: '2027-01-31T00:00:00.000Z',
    });
  });

  it('falls back to the highest level among the services when the server names none', () => {
    expect(deriveAiPlan(account({ aiVersion: 1, aiVersionEndTime: null }))).toEqual({
      aiVersion: 31,
      aiVersionEndTime: '2027-01-31T00:00:00.000Z',
    });
    expect(deriveAiPlan(account({ aiVersion: 1, services: [], serviceDetails: [] }))).toEqual({
      aiVersion: 1,
      aiVersionEndTime: null,
    });
  });

  it('reads credits from the AI-credit balance and free chances only when above 0', () => {
    expect(accountState(account())).toMatchObject({ aiCredits: '125.5', aiFreeChance: 2 });
    const none = account({ balances: [{ currency: 'FREE_ACCEPT', balance: '-1' }], aiCredits: '0', aiFreeChance: 0 });
    expect(accountState(none)).toMatchObject({ aiCredits: '0', aiFreeChance: 0 });
  });

  it('keeps the account answer as versionDetails', () => {
    const answer = account();
    expect(accountState(answer).versionDetails).toBe(answer);
  });

  it('names AI plan levels; 1 and 10 are both the base plan', () => {
    expect([1, 10, 20, 21, 22, 30, 31, 32, 40, 99].map(aiPlanKey)).toEqual([
      'base',
      'base',
      'plus',
      'plus2',
      'plus3',
      'pro',
      'pro2',
      'pro3',
      'enterprise',
      'base',
    ]);
  });
});

describe('user store', () => {
  it('persists the session under the key user', () => {
    userStore.setSession(SESSION);
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toEqual(SESSION);
    expect(userStore.getState()).toMatchObject({ isLogin: true, token: 'tok-1', user: SESSION.user });
  });

  it('sets, adds to and subtracts from the free chances, never below 0', () => {
    userStore.setFreeChance(3);
    userStore.addFreeChance(2);
    expect(userStore.getState().aiFreeChance).toBe(5);
    userStore.subtractFreeChance(7);
    expect(userStore.getState().aiFreeChance).toBe(0);
  });

  it('resets everything to the defaults on clear: plan 1, AI plan 1, 0 chances, "0" credits', () => {
    userStore.setSession(SESSION);
    userStore.setAccount(account());
    userStore.clear();
    expect(userStore.getState()).toEqual({ ...DEFAULT_ACCOUNT_STATE, isLogin: false, token: '', user: null });
    expect(DEFAULT_ACCOUNT_STATE).toMatchObject({ version: 1, aiVersion: 1, aiFreeChance: 0, aiCredits: '0' });
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});

describe('refresh on load', () => {
  it('reads the user info and the account with the stored token', async () => {
    userStore.setSession(SESSION);
    const fetch = vi.fn(async (input: Request) => {
      expect(input.headers.get('access-token')).toBe('tok-1');
      return input.url.endsWith('getUserInfoByToken')
        ? envelope({ ...account(), name: 'Ada L', email: 'ada@example.com', userCode: 'u1' })
        : envelope(account());
    });
    vi.stubGlobal('fetch', fetch);
    await refreshUser();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(userStore.getState()).toMatchObject({ user: { name: 'Ada L' }, aiVersion: 31, aiCredits: '125.5' });
  });

  it('clears the stored session quietly when the server answers 40100001', async () => {
    userStore.setSession(SESSION);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(null, ErrorCode.Unauthenticated, 401)),
    );
    await refreshUser();
    expect(userStore.getState().isLogin).toBe(false);
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('keeps the session when the server is unreachable', async () => {
    userStore.setSession(SESSION);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    await refreshUser();
    expect(userStore.getState()).toMatchObject({ isLogin: true, token: 'tok-1' });
  });

  it('does nothing without a stored session', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await refreshUser();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('logout', () => {
  it('revokes the session on the server, then clears the store and the access-token', async () => {
    userStore.setSession(SESSION);
    userStore.setAccount(account());
    const fetch = vi.fn(async (input: Request) => {
      expect(input.url).toMatch(/Support\/logout$/);
      expect(input.headers.get('access-token')).toBe('tok-1');
      return envelope(null);
    });
    vi.stubGlobal('fetch', fetch);
    await logout();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(userStore.getState()).toMatchObject({ isLogin: false, token: '', aiVersion: 1, aiCredits: '0' });
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('signs out here even when the server call fails', async () => {
    userStore.setSession(SESSION);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    await logout();
    expect(userStore.getState().isLogin).toBe(false);
    expect(toast.error).not.toHaveBeenCalled();
  });
});
