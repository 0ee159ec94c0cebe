import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Plugin } from 'vite';

import {
  CJK_FAMILY,
  LATIN_FAMILY,
  webFontFaceCss,
  type ShippedFamily,
  type SubsetRanges,
} from '../../packages/design/src/web-fonts';

// The product's faces (Inter, Noto Sans SC) as @fontsource's WOFF2 slices: stylesheets of @font-face rules,
// written before each build and dev start, that main.tsx imports — the Latin faces with the app's first stylesheet,
// the Chinese ones (408 rules) in their own, which a Chinese page waits for and an English one loads after its
// first paint. In a stylesheet rather than a script, the
// faces are declared before the first paint without 30 KB of unicode ranges in the app's first script; Vite
// resolves each url() to a hashed asset, and the browser fetches only the slices a page's text uses.
const ROOT = join(__dirname, '..', '..');
const NODE_MODULES = join(ROOT, 'node_modules');
export const PRODUCT_FONTS_CSS = join(ROOT, 'client', 'src', 'styles', 'product-fonts.gen.css');
export const PRODUCT_CJK_FONTS_CSS = join(ROOT, 'client', 'src', 'styles', 'product-fonts-cjk.gen.css');

function ranges(pkg: string): SubsetRanges {
  return JSON.parse(readFileSync(join(NODE_MODULES, pkg, 'unicode.json'), 'utf8')) as SubsetRanges;
}

/** The Latin faces' stylesheet and the Chinese faces'. */
export function productFontFacesCss(): { latin: string; cjk: string } {
  const families = new Map<ShippedFamily, SubsetRanges>([
    [LATIN_FAMILY, ranges('@fontsource/inter')],
    [CJK_FAMILY, ranges('@fontsource-variable/noto-sans-sc')],
  ]);
  // Relative to client/src/styles, where the stylesheet is.
  const url = (module: string) =>
    existsSync(join(NODE_MODULES, module)) ? `../../../node_modules/${module}` : undefined;
  const faces = webFontFaceCss(families, url);
  const sheet = (rules: string[]) =>
    `/* Written by client/scripts/product-font-faces.ts; do not edit. */\n${rules.join('\n')}\n`;
  const cjk = (rule: string) => rule.includes(`font-family: '${CJK_FAMILY}'`);
  return { latin: sheet(faces.filter((rule) => !cjk(rule))), cjk: sheet(faces.filter(cjk)) };
}

export function productFontFaces(): Plugin {
  const writeIfChanged = (path: string, css: string) => {
    if (!existsSync(path) || readFileSync(path, 'utf8') !== css) writeFileSync(path, css);
  };
  const write = () => {
    const { latin, cjk } = productFontFacesCss();
    writeIfChanged(PRODUCT_FONTS_CSS, latin);
    writeIfChanged(PRODUCT_CJK_FONTS_CSS, cjk);
  };
  return { name: 'boxify-product-font-faces', config: write };
}
