import * as fontkit from 'fontkit';

import { CJK_FAMILY, FONT_FACES, LATIN_FAMILY, matchWeight, type FontFaceFile, type ShippedWeight } from './catalog';

export type FontBytesLoader = (face: FontFaceFile) => Promise<Uint8Array>;

/** Vertical metrics in font units, as browsers read them (hhea, or OS/2 typo with USE_TYPO_METRICS). */
export type VerticalMetrics = { ascent: number; descent: number; lineGap: number; unitsPerEm: number };

const PLAIN_FEATURES = { liga: false, clig: false, dlig: false, calt: false };

type Os2 = {
  fsSelection?: { useTypoMetrics?: boolean };
  typoAscender: number;
  typoDescender: number;
  typoLineGap: number;
};

type LookupTables = { featureList?: { feature: { lookupListIndexes: number[] } }[] };

/**
 * Inter lists some lookups twice under one feature (kern: 2/3/1/2/3/1). HarfBuzz, which browsers shape with,
 * applies each lookup once; fontkit would apply them twice (double kerning of "4.1"). Keep the first of each.
 */
function dedupeLookups(font: fontkit.Font): void {
  for (const table of ['GPOS', 'GSUB']) {
    const parsed = (font as unknown as Record<string, LookupTables | undefined>)[table];
    for (const entry of parsed?.featureList ?? []) {
      entry.feature.lookupListIndexes = [...new Set(entry.feature.lookupListIndexes)];
    }
  }
}

/** One loaded face with memoised glyph coverage and shaped advances (HarfBuzz-like, kerning included). */
export class MeasuredFont {
  private readonly coverage = new Map<number, boolean>();
  private readonly advances = new Map<string, number>();
  readonly metrics: VerticalMetrics;

  constructor(
    readonly family: string,
    readonly weight: ShippedWeight,
    private readonly font: fontkit.Font,
  ) {
    dedupeLookups(font);
    const os2 = (font as unknown as Record<string, Os2 | undefined>)['OS/2'];
    const useTypo = os2?.fsSelection?.useTypoMetrics === true;
    this.metrics =
      os2 && useTypo
        ? {
            ascent: os2.typoAscender,
            descent: -os2.typoDescender,
            lineGap: os2.typoLineGap,
            unitsPerEm: font.unitsPerEm,
          }
        : { ascent: font.ascent, descent: -font.descent, lineGap: font.lineGap, unitsPerEm: font.unitsPerEm };
  }

  hasGlyph(codePoint: number): boolean {
    let has = this.coverage.get(codePoint);
    if (has === undefined) {
      has = this.font.hasGlyphForCodePoint(codePoint);
      this.coverage.set(codePoint, has);
    }
    return has;
  }

  /** Advance width of a run in em (multiply by the font size); `plain` turns ligatures and alternates off. */
  advance(text: string, plain = false): number {
    const cacheKey = plain ? `\u0000${text}` : text;
    let width = this.advances.get(cacheKey);
    if (width === undefined) {
      const run = plain ? this.font.layout(text, PLAIN_FEATURES) : this.font.layout(text);
      width = run.advanceWidth / this.font.unitsPerEm;
      if (this.advances.size > 50_000) this.advances.clear();
      this.advances.set(cacheKey, width);
    }
    return width;
  }
}

/** The shipped fonts, loaded: a primary (Latin) and a fallback (CJK) face per weight. */
export class FontSet {
  constructor(private readonly faces: ReadonlyMap<string, MeasuredFont>) {}

  static async load(loader: FontBytesLoader, faces: readonly FontFaceFile[] = FONT_FACES): Promise<FontSet> {
    const loaded = await Promise.all(
      faces.map(async (face) => {
        const bytes = await loader(face);
        const font = fontkit.create(bytes as Buffer) as fontkit.Font;
        return [key(face.family, face.weight), new MeasuredFont(face.family, face.weight, font)] as const;
      }),
    );
    return new FontSet(new Map(loaded));
  }

  /** [primary, fallback] for a requested weight; any family other than the shipped ones is measured as Inter. */
  stack(weight: number): readonly [MeasuredFont, MeasuredFont] {
    const w = matchWeight(weight);
    const primary = this.faces.get(key(LATIN_FAMILY, w)) ?? this.any(LATIN_FAMILY);
    const fallback = this.faces.get(key(CJK_FAMILY, w)) ?? this.any(CJK_FAMILY) ?? primary;
    return [primary, fallback];
  }

  private any(family: string): MeasuredFont {
    for (const face of this.faces.values()) if (face.family === family) return face;
    const first = this.faces.values().next();
    if (first.done) throw new Error('No font loaded');
    return first.value;
  }
}

function key(family: string, weight: number): string {
  return `${family}|${weight}`;
}
