import { beforeEach, describe, expect, it } from 'vitest';

import { currentAccessToken } from '@client/api/access-token';
import { installAccessToken, readAccessToken } from '@client/features/account/session-storage';

beforeEach(() => {
  window.localStorage.clear();
});

describe('the stored session token', () => {
  it('is the stored token only while logged in, and nothing for a corrupt entry', () => {
    expect(readAccessToken()).toBeUndefined();
    window.localStorage.setItem('user', JSON.stringify({ isLogin: true, token: 'tok-123', user: { id: 'u1' } }));
    expect(readAccessToken()).toBe('tok-123');
    window.localStorage.setItem('user', JSON.stringify({ isLogin: false, token: 'stale', user: null }));
    expect(readAccessToken()).toBeUndefined();
    window.localStorage.setItem('user', '{not json');
    expect(readAccessToken()).toBeUndefined();
  });

  it('is what the request layer sends once installed', () => {
    installAccessToken();
    window.localStorage.setItem('user', JSON.stringify({ isLogin: true, token: 'tok-9', user: null }));
    expect(currentAccessToken()).toBe('tok-9');
  });
});
