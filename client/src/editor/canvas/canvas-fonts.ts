import interRanges from '@fontsource/inter/unicode.json';
import notoRanges from '@fontsource-variable/noto-sans-sc/unicode.json';

import { CJK_FAMILY, LATIN_FAMILY, webFontFaceCss, type ShippedFamily, type SubsetRanges } from '@boxify/design/fonts';
import { RESET_CSS } from '@boxify/design/render';

// The canvas draws text with the faces the kernel measures and the exports embed, as @fontsource's WOFF2 slices
// (WEB_FONT_PACKAGES): the browser fetches only the slices whose unicode-range the page's text touches.
const NODE_MODULES = '../../../../node_modules/';
const FONT_URLS = import.meta.glob<string>(
  [
    '../../../../node_modules/@fontsource/inter/files/inter-*-{400,500,600,700}-normal.woff2',
    '../../../../node_modules/@fontsource-variable/noto-sans-sc/files/noto-sans-sc-*-wght-normal.woff2',
    // Characters beyond the slices (Inter's →, ★…; rare Han characters) come from the complete .ttf files.
    '../../../../node_modules/@expo-google-fonts/inter/*/Inter_{400Regular,500Medium,600SemiBold,700Bold}.ttf',
    '../../../../node_modules/@expo-google-fonts/noto-sans-sc/*/NotoSansSC_{400Regular,500Medium,600SemiBold,700Bold}.ttf',
  ],
  { query: '?url', import: 'default', eager: true },
);
const urlByModule = new Map(Object.entries(FONT_URLS).map(([path, url]) => [path.slice(NODE_MODULES.length), url]));
const RANGES = new Map<ShippedFamily, SubsetRanges>([
  [LATIN_FAMILY, interRanges],
  [CJK_FAMILY, notoRanges],
]);

let installed = false;

/** Adds the shipped fonts and the export's reset to the page once. */
export function installCanvasStyles(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  const faces = webFontFaceCss(RANGES, (module) => urlByModule.get(module));
  const style = document.createElement('style');
  style.dataset.boxifyCanvas = '';
  style.textContent = [...faces, RESET_CSS].join('\n');
  document.head.append(style);
}
