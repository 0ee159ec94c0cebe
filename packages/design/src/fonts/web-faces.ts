import {
  CJK_FAMILY,
  FONT_FACES,
  LATIN_FAMILY,
  SHIPPED_WEIGHTS,
  type ShippedFamily,
  type ShippedWeight,
} from './catalog';
import { INTER_BEYOND_SLICES } from './inter-beyond-slices';

/**
 * What a browser downloads: the same faces as the shipped .ttf files (same version, same metrics), cut by
 * `@fontsource` into WOFF2 slices, each with its unicode-range, so a page fetches only the slices its text uses
 * (a Chinese page a few hundred KB, not 10 MB per weight). Exports and server renderers keep the complete .ttf.
 */
export type WebFontPackage = {
  family: ShippedFamily;
  /** The npm package holding `unicode.json` and `files/`. */
  package: string;
  /** The slice files' prefix: `files/<slug>-<subset>-<weight or wght>-normal.woff2`. */
  slug: string;
  /**
   * One variable slice serves every weight. Noto Sans SC's is (CJK glyphs are one em wide at every weight): a
   * page using four weights fetches each slice once, not four times. Inter stays static: its variable font has
   * an optical-size axis a browser applies by font size, which the kernel's static metrics do not.
   */
  variable: boolean;
  /**
   * Characters the complete .ttf holds beyond every slice: a face of their own, from the .ttf, declared before
   * the slices. Where its range overlaps theirs the slices win (CSS Fonts: the face declared last is tried
   * first), so the .ttf loads only for a character no slice holds.
   */
  beyondSlices?: string;
};

/** The CJK blocks (radicals, punctuation, kana, Han, compatibility, forms, full width, Extension B and on). */
const CJK_BLOCKS =
  'U+2E80-2FFF, U+3000-303F, U+3040-30FF, U+3100-9FFF, U+F900-FAFF, U+FE30-FE4F, U+FF00-FFEF, U+20000-2FA1F';

export const WEB_FONT_PACKAGES: readonly WebFontPackage[] = [
  {
    family: LATIN_FAMILY,
    package: '@fontsource/inter',
    slug: 'inter',
    variable: false,
    beyondSlices: INTER_BEYOND_SLICES,
  },
  {
    family: CJK_FAMILY,
    package: '@fontsource-variable/noto-sans-sc',
    slug: 'noto-sans-sc',
    variable: true,
    // Google's slices hold the ~12,000 Han characters in use; the rarer ones (Extension A, old variants) and a
    // few symbols come from the 10 MB .ttf, as the kernel measures them.
    beyondSlices: CJK_BLOCKS,
  },
];

/** A package's `unicode.json`: subset name (`latin`, `[118]`) → its unicode-range. */
export type SubsetRanges = Record<string, string>;

/** The module of one slice: `@fontsource/inter/files/inter-latin-700-normal.woff2` for subset `latin`. */
export function webFontModule(pkg: WebFontPackage, subset: string, weight: ShippedWeight): string {
  const file = `${pkg.slug}-${subset.replace(/[[\]]/g, '')}-${pkg.variable ? 'wght' : weight}-normal.woff2`;
  return `${pkg.package}/files/${file}`;
}

const face = (family: string, weight: number, src: string, format: string, range: string) =>
  `@font-face { font-family: '${family}'; font-weight: ${weight}; font-style: normal; font-display: block; src: url('${src}') format('${format}'); unicode-range: ${range}; }`;

/**
 * @font-face rules for every slice of every shipped face. `url` gives where the page loads a module from (a
 * bundler's URL in the client, a file URL in tests); a module without one is left out. A variable slice gets one
 * rule per shipped weight (same file), so a browser picks the weight the kernel measured, never one between.
 * `font-display: block` as for the .ttf faces: the canvas never paints a fallback font's metrics.
 */
export function webFontFaceCss(
  ranges: ReadonlyMap<ShippedFamily, SubsetRanges>,
  url: (module: string) => string | undefined,
): string[] {
  return WEB_FONT_PACKAGES.flatMap((pkg) =>
    SHIPPED_WEIGHTS.flatMap((weight) => {
      const slices = Object.entries(ranges.get(pkg.family) ?? {}).map(([subset, range]) => ({
        src: url(webFontModule(pkg, subset, weight)),
        format: 'woff2',
        range,
      }));
      const complete = FONT_FACES.find((f) => f.family === pkg.family && f.weight === weight)!.module;
      const beyond = pkg.beyondSlices ? [{ src: url(complete), format: 'truetype', range: pkg.beyondSlices }] : [];
      return [...beyond, ...slices].flatMap(({ src, format, range }) =>
        src ? [face(pkg.family, weight, src, format, range)] : [],
      );
    }),
  );
}
