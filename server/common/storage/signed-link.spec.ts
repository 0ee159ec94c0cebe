import { checkLink, signLink } from './signed-link';

describe('temporary links', () => {
  const secret = 'a-secret-of-the-server';
  const expires = Math.floor(Date.now() / 1000) + 60;

  it('accepts its own signature until it expires', () => {
    const signature = signLink(secret, 'export:42', expires);
    expect(checkLink(secret, 'export:42', expires, signature)).toBe('valid');
    expect(checkLink(secret, 'export:42', expires, signature, (expires + 1) * 1000)).toBe('expired');
  });

  it('refuses another resource, another expiry, another secret or a forged signature', () => {
    const signature = signLink(secret, 'export:42', expires);
    expect(checkLink(secret, 'export:43', expires, signature)).toBe('invalid');
    expect(checkLink(secret, 'export:42', expires + 3600, signature)).toBe('invalid');
    expect(checkLink('another', 'export:42', expires, signature)).toBe('invalid');
    expect(checkLink(secret, 'export:42', expires, 'x'.repeat(43))).toBe('invalid');
  });
});
