import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// package.json sits two levels up from both `server/common` and `dist/server/common`... and three from dist.
function readVersion(): string {
  for (const up of [
    ['..', '..'],
    ['..', '..', '..'],
  ]) {
    try {
      const pkg = JSON.parse(readFileSync(join(__dirname, ...up, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (pkg.name === 'boxify' && pkg.version) return pkg.version;
    } catch {
      // try the next level
    }
  }
  return '0.0.0';
}

export const PRODUCT_VERSION = readVersion();
