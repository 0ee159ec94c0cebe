import { describe, expect, it } from 'vitest';

import { addressWithoutLoginParams, readLoginParams } from '@client/features/auth/hooks/use-login-params';

describe('login parameters on the address', () => {
  it('reads authCode, __ID_TOKEN, authError and activation', () => {
    expect(readLoginParams('?authCode=abc&lng=en&__ID_TOKEN=a.b.c&authError=x&activation=success')).toEqual({
      authCode: 'abc',
      __ID_TOKEN: 'a.b.c',
      authError: 'x',
      activation: 'success',
    });
    expect(readLoginParams('?lng=en')).toEqual({});
  });

  it('removes them and keeps the rest of the address', () => {
    expect(addressWithoutLoginParams('https://boxify.example.com/?authCode=abc&section=pricing#faq')).toBe(
      '/?section=pricing#faq',
    );
    expect(addressWithoutLoginParams('https://boxify.example.com/web/personal?__ID_TOKEN=x')).toBe('/web/personal');
  });
});
