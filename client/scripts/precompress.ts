import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import type { Plugin } from 'vite';

/** What is worth compressing ahead of time: text the browser loads (fonts and images are compressed already). */
export const PRECOMPRESSED = /\.(js|css|svg|json|txt|webmanifest)$|^sandbox\.html$/;
const MIN_BYTES = 1024;

// Writes `.br` and `.gz` beside each built text file, so the server sends compressed bytes without compressing per
// request (server/common/http/client-assets.ts picks the one the browser accepts).
export function precompress(): Plugin {
  return {
    name: 'boxify-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      for (const fileName of Object.keys(bundle)) {
        if (!PRECOMPRESSED.test(fileName)) continue;
        const path = join(outDir, fileName);
        const bytes = readFileSync(path);
        if (bytes.length < MIN_BYTES) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
