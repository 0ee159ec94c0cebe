import { createHash, randomBytes } from 'node:crypto';

// 32 random bytes (256 bits), URL-safe: sessions, auth codes, activation links, OAuth state.
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
