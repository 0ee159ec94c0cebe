import { readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

import type { Request, Response } from 'express';

// The build writes `.br` and `.gz` beside each text asset (client/scripts/precompress.ts); the browser gets the
// smallest it accepts, the same bytes for everyone, with no compression work per request.
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The URL paths (`/assets/x.js`) that have a compressed copy, per encoding, read once at start. */
export type Precompressed = Map<string, Set<string>>;

export function findPrecompressed(clientDir: string): Precompressed {
  const found: Precompressed = new Map(ENCODINGS.map(({ name }) => [name, new Set<string>()]));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      const encoding = ENCODINGS.find(({ suffix }) => entry.name.endsWith(suffix));
      if (!entry.isFile() || !encoding) continue;
      const urlPath = `/${relative(clientDir, path).split(sep).join('/')}`.slice(0, -encoding.suffix.length);
      found.get(encoding.name)?.add(urlPath);
    }
  };
  walk(clientDir);
  return found;
}

// Points the request at the compressed copy the browser accepts, if there is one; the response keeps the
// original file's type and says it varies with Accept-Encoding.
export function useCompressedCopy(request: Request, response: Response, precompressed: Precompressed): void {
  const path = request.path;
  // Ours is the order of preference (browsers list gzip first and would get it from plain negotiation).
  const encoding = ENCODINGS.find(
    ({ name }) => precompressed.get(name)?.has(path) && request.acceptsEncodings(name) === name,
  );
  if (!encoding) return;
  response.vary('Accept-Encoding');
  response.setHeader('Content-Encoding', encoding.name);
  response.type(extname(path));
  request.url = `${path}${encoding.suffix}${request.url.slice(request.path.length)}`;
}
