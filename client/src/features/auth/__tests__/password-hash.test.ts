import { describe, expect, it } from 'vitest';

import { hashPassword } from '@client/features/auth/password-hash';

describe('hashPassword', () => {
  it('answers the lowercase hex SHA-256 of the UTF-8 password', async () => {
    expect(await hashPassword('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await hashPassword('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    // Non-ASCII passwords hash their UTF-8 bytes.
    expect(await hashPassword('密码')).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashPassword('密码')).not.toBe(await hashPassword('mima'));
  });
});
