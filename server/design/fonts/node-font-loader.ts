import { readFile } from 'node:fs/promises';

import type { FontFaceFile } from '@server/design/fonts/catalog';

/** Reads a shipped font file from node_modules (server side; the client passes its own loader). */
export async function loadFontFileFromNodeModules(face: FontFaceFile): Promise<Uint8Array> {
  return readFile(require.resolve(face.module));
}

/** The absolute path of a shipped font file (renderers: @font-face for satori, resvg, Chromium). */
export function fontFilePath(face: FontFaceFile): string {
  return require.resolve(face.module);
}
