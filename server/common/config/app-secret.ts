import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { AppConfig } from './config.schema';

// APP_SECRET, or one made on first start and kept in DATA_DIR (shared by every process that
// shares DATA_DIR), so temporary links survive restarts.
export function resolveAppSecret(config: Pick<AppConfig, 'APP_SECRET' | 'DATA_DIR'>): string {
  if (config.APP_SECRET) return config.APP_SECRET;
  const file = join(config.DATA_DIR, 'app-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(config.DATA_DIR, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      return readFileSync(file, 'utf8').trim(); // another process wrote it first
    }
  }
}
