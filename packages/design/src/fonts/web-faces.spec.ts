import { CJK_FAMILY, LATIN_FAMILY, type ShippedFamily } from './catalog';
import { WEB_FONT_PACKAGES, webFontFaceCss, webFontFileName, type SubsetRanges } from './web-faces';

const [inter, noto] = WEB_FONT_PACKAGES;

describe('web font slices', () => {
  it('names a static slice by weight and a variable one by its axis', () => {
    expect(webFontFileName(inter, 'latin', 700)).toBe('inter-latin-700-normal.woff2');
    expect(webFontFileName(noto, '[118]', 500)).toBe('noto-sans-sc-118-wght-normal.woff2');
  });

  it('declares every slice at each shipped weight with its unicode-range, leaving out slices without a file', () => {
    const ranges = new Map<ShippedFamily, SubsetRanges>([
      [LATIN_FAMILY, { latin: 'U+0000-00FF' }],
      [CJK_FAMILY, { '[118]': 'U+4E00-4E0F', '[119]': 'U+4E10-4E1F' }],
    ]);
    const css = webFontFaceCss(ranges, (_pkg, file) => (file.includes('-119-') ? undefined : `/assets/${file}`));
    expect(css).toHaveLength(8);
    expect(css).toContain(
      "@font-face { font-family: 'Noto Sans SC'; font-weight: 600; font-style: normal; font-display: block; src: url('/assets/noto-sans-sc-118-wght-normal.woff2') format('woff2'); unicode-range: U+4E00-4E0F; }",
    );
    expect(
      css.filter((rule) => rule.includes("'Inter'") && rule.includes('inter-latin-400-normal.woff2')),
    ).toHaveLength(1);
  });
});
