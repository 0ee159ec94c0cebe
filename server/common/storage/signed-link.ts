import { createHmac, timingSafeEqual } from 'node:crypto';

// Temporary download links: `expires` (epoch seconds) and an HMAC of the resource and expiry.
export function signLink(secret: string, resource: string, expiresAt: number): string {
  return createHmac('sha256', secret).update(`${resource}\n${expiresAt}`).digest('base64url');
}

export type LinkCheck = 'valid' | 'expired' | 'invalid';

export function checkLink(
  secret: string,
  resource: string,
  expiresAt: number,
  signature: string,
  now = Date.now(),
): LinkCheck {
  const expected = Buffer.from(signLink(secret, resource, expiresAt));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return expiresAt * 1000 < now ? 'expired' : 'valid';
}
