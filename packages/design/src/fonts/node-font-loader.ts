import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';

import type { FontFaceFile } from './catalog';
import { provideFontFiles } from './font-files';

/** Reads a shipped font file from node_modules (server side; the client passes its own loader). */
export async function loadFontFileFromNodeModules(face: FontFaceFile): Promise<Uint8Array> {
  return readFile(require.resolve(face.module));
}

/** The absolute path of a shipped font file (renderers: @font-face for satori, resvg, Chromium). */
export function fontFilePath(face: FontFaceFile): string {
  return require.resolve(face.module);
}

provideFontFiles({
  read: (face) => readFileSync(fontFilePath(face)),
  url: (face) => pathToFileURL(fontFilePath(face)).href,
});
