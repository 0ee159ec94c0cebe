// Shared by the fidelity scripts: the shipped fonts as @font-face (pages never rely on the system's fonts).
import { pathToFileURL } from 'node:url';

import { FONT_FACES } from '@boxify/design/fonts';
import { fontFilePath } from '@boxify/design/node';

/** @font-face rules for every shipped face, from the .ttf files in node_modules (pages are loaded from file URLs). */
export function fontFaceCss(): string {
  return FONT_FACES.map(
    (f) =>
      `@font-face{font-family:'${f.family}';font-weight:${f.weight};src:url('${pathToFileURL(fontFilePath(f)).href}') format('truetype');}`,
  ).join('\n');
}

// Browser-side code as a string: the project's TypeScript has no DOM library.
export const LOAD_FONTS = `(async () => {
  await Promise.all([...document.fonts].map((f) => f.load()));
  await document.fonts.ready;
})()`;
