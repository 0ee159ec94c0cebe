import { createHmac } from 'node:crypto';

/** A material's public id: an HMAC of its key with the server's secret (stable across seeds, unguessable). */
export function materialId(secret: string, key: string): string {
  return createHmac('sha256', secret).update(`material:${key}`).digest('base64url').slice(0, 22);
}
