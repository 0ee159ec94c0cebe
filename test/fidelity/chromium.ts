// Shared by the fidelity scripts: the shipped fonts as @font-face (pages never rely on the system's fonts).
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

import { FONT_FACES, WEB_FONT_PACKAGES, webFontFaceCss, type SubsetRanges } from '@boxify/design/fonts';
import { fontFilePath } from '@boxify/design/node';

/** @font-face rules for every shipped face, from the .ttf files in node_modules (pages are loaded from file URLs). */
export function fontFaceCss(): string {
  return FONT_FACES.map(
    (f) =>
      `@font-face{font-family:'${f.family}';font-weight:${f.weight};src:url('${pathToFileURL(fontFilePath(f)).href}') format('truetype');}`,
  ).join('\n');
}

/** The client canvas's @font-face rules (WEB_FONT_PACKAGES: the WOFF2 slices, Inter's rest), from node_modules. */
export function webSliceFaceCss(): string {
  const ranges = new Map(
    WEB_FONT_PACKAGES.map((pkg) => [
      pkg.family,
      JSON.parse(readFileSync(require.resolve(`${pkg.package}/unicode.json`), 'utf8')) as SubsetRanges,
    ]),
  );
  return webFontFaceCss(ranges, (module) => pathToFileURL(require.resolve(module)).href).join('\n');
}

// Browser-side code as a string: the project's TypeScript has no DOM library.
export const LOAD_FONTS = `(async () => {
  await Promise.all([...document.fonts].map((f) => f.load()));
  await document.fonts.ready;
})()`;
