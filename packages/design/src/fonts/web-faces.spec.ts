import { readFileSync } from 'node:fs';

import * as fontkit from 'fontkit';

import { CJK_FAMILY, FONT_FACES, LATIN_FAMILY, type ShippedFamily } from './catalog';
import { INTER_BEYOND_SLICES } from './inter-beyond-slices';
import { WEB_FONT_PACKAGES, webFontFaceCss, webFontModule, type SubsetRanges } from './web-faces';

const [inter, noto] = WEB_FONT_PACKAGES;

/** `U+41-5A,U+E9` → the code points it names. */
const codePointsOf = (range: string) =>
  range.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().slice(2).split('-');
    const [a, b] = [parseInt(from, 16), parseInt(to, 16)];
    return Array.from({ length: b - a + 1 }, (_, i) => a + i);
  });

describe('web font slices', () => {
  it('names a static slice by weight and a variable one by its axis', () => {
    expect(webFontModule(inter, 'latin', 700)).toBe('@fontsource/inter/files/inter-latin-700-normal.woff2');
    expect(webFontModule(noto, '[118]', 500)).toBe(
      '@fontsource-variable/noto-sans-sc/files/noto-sans-sc-118-wght-normal.woff2',
    );
  });

  it('declares every slice at each shipped weight with its unicode-range, leaving out modules without a URL', () => {
    const ranges = new Map<ShippedFamily, SubsetRanges>([
      [LATIN_FAMILY, { latin: 'U+0000-00FF' }],
      [CJK_FAMILY, { '[118]': 'U+4E00-4E0F', '[119]': 'U+4E10-4E1F' }],
    ]);
    const css = webFontFaceCss(ranges, (module) => (module.includes('-119-') ? undefined : `/assets/${module}`));
    // Each family: 4 weights × (its rest from the .ttf + the slices with a URL: one each here).
    expect(css).toHaveLength(16);
    // The rest comes first, so a slice (declared later, tried first) wins wherever their ranges overlap.
    expect(css.findIndex((rule) => rule.includes('NotoSansSC_400Regular.ttf'))).toBeLessThan(
      css.findIndex((rule) =>
        rule.includes(
          "font-weight: 400; font-style: normal; font-display: block; src: url('/assets/@fontsource-variable",
        ),
      ),
    );
    expect(css).toContain(
      "@font-face { font-family: 'Noto Sans SC'; font-weight: 600; font-style: normal; font-display: block; src: url('/assets/@fontsource-variable/noto-sans-sc/files/noto-sans-sc-118-wght-normal.woff2') format('woff2'); unicode-range: U+4E00-4E0F; }",
    );
    const rest = css.filter((rule) => rule.includes('Inter_700Bold.ttf'));
    expect(rest).toHaveLength(1);
    expect(rest[0]).toContain(`format('truetype'); unicode-range: ${INTER_BEYOND_SLICES};`);
  });

  it("holds in INTER_BEYOND_SLICES exactly the .ttf's characters that no slice of @fontsource/inter holds", () => {
    const slices = JSON.parse(readFileSync(require.resolve('@fontsource/inter/unicode.json'), 'utf8')) as SubsetRanges;
    const sliced = new Set(Object.values(slices).flatMap(codePointsOf));
    for (const face of FONT_FACES.filter((f) => f.family === LATIN_FAMILY)) {
      const font = fontkit.openSync(require.resolve(face.module)) as fontkit.Font;
      const beyond = font.characterSet.filter((cp) => !sliced.has(cp)).sort((a, b) => a - b);
      expect([face.weight, codePointsOf(INTER_BEYOND_SLICES)]).toEqual([face.weight, beyond]);
    }
  });
});
