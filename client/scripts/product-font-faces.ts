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

// The product's faces (Inter, Noto Sans SC) as @fontsource's WOFF2 slices: one stylesheet of @font-face rules,
// written before each build and dev start, that main.tsx imports. In a stylesheet rather than a script, the
// faces are declared before the first paint without 30 KB of unicode ranges in the app's first script; Vite
// resolves each url() to a hashed asset, and the browser fetches only the slices a page's text uses.
const ROOT = join(__dirname, '..', '..');
const NODE_MODULES = join(ROOT, 'node_modules');
export const PRODUCT_FONTS_CSS = join(ROOT, 'client', 'src', 'styles', 'product-fonts.gen.css');

function ranges(pkg: string): SubsetRanges {
  return JSON.parse(readFileSync(join(NODE_MODULES, pkg, 'unicode.json'), 'utf8')) as SubsetRanges;
}

export function productFontFacesCss(): string {
  const families = new Map<ShippedFamily, SubsetRanges>([
    [LATIN_FAMILY, ranges('@fontsource/inter')],
    [CJK_FAMILY, ranges('@fontsource-variable/noto-sans-sc')],
  ]);
  // Relative to client/src/styles, where the stylesheet is.
  const url = (module: string) =>
    existsSync(join(NODE_MODULES, module)) ? `../../../node_modules/${module}` : undefined;
  return `/* Written by client/scripts/product-font-faces.ts; do not edit. */\n${webFontFaceCss(families, url).join('\n')}\n`;
}

export function productFontFaces(): Plugin {
  const write = () => {
    const css = productFontFacesCss();
    if (!existsSync(PRODUCT_FONTS_CSS) || readFileSync(PRODUCT_FONTS_CSS, 'utf8') !== css)
      writeFileSync(PRODUCT_FONTS_CSS, css);
  };
  return { name: 'boxify-product-font-faces', config: write };
}
