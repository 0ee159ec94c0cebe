import type { FontSet, MeasuredFont } from '../fonts/font-set';
import type { TextStyle } from '../schema/node';
import { isSpace, segmentParagraph, type Segment } from './line-breaking';

export type TextLine = {
  text: string;
  /** Width of the line without its trailing spaces, px. */
  width: number;
  /** Top of the line box relative to the text's top, and its height, px. */
  top: number;
  height: number;
  /** Baseline position relative to the text's top, px. */
  baseline: number;
};

/** Shared between layouts through the engine's cache: treat as read-only. */
export type TextMeasure = { readonly width: number; readonly height: number; readonly lines: readonly TextLine[] };

type MeasuredSegment = { text: string; width: number; spacesWidth: number; fonts: Set<MeasuredFont> };

/** CSS text-transform, for the characters that are drawn (and measured). */
export function transformText(text: string, transform: TextStyle['textTransform']): string {
  switch (transform) {
    case 'uppercase':
      return text.toUpperCase();
    case 'lowercase':
      return text.toLowerCase();
    case 'capitalize':
      return text.replace(/(^|[\s\p{P}])(\p{Ll})/gu, (_m, pre: string, letter: string) => pre + letter.toUpperCase());
    case 'none':
      return text;
  }
}

/**
 * Lays out text like Chromium with `white-space: pre-wrap; overflow-wrap: break-word` and the font stack
 * `Inter, 'Noto Sans SC'`: per-character fallback, shaped advances with kerning, letter-spacing after every
 * character, greedy line filling with hanging trailing spaces, and CSS line-box heights (`normal` = each used
 * font's rounded ascent + descent; a px line height adds half-leading per font).
 * `maxWidth` undefined (or Infinity) means no wrapping, only explicit line breaks.
 */
export function measureText(fonts: FontSet, characters: string, style: TextStyle, maxWidth?: number): TextMeasure {
  const [primary, fallback] = fonts.stack(style.fontWeight);
  const size = style.fontSize;
  const spacing = style.letterSpacing;
  const limit = maxWidth === undefined || !Number.isFinite(maxWidth) ? Infinity : maxWidth;
  // Browsers turn off optional ligatures and contextual alternates when letter-spacing is set.
  const plain = spacing !== 0;
  const text = transformText(characters, style.textTransform);
  const paragraphs = text.split(/\r\n|\r|\n/);
  // A final line feed does not open an empty line in a browser.
  if (paragraphs.length > 1 && paragraphs[paragraphs.length - 1] === '') paragraphs.pop();

  const measureRun = (run: string): { width: number; fonts: Set<MeasuredFont> } => {
    const used = new Set<MeasuredFont>();
    let width = 0;
    let current: MeasuredFont | undefined;
    let piece = '';
    let count = 0;
    for (const char of run) {
      count++;
      const font =
        primary.hasGlyph(char.codePointAt(0)!) || !fallback.hasGlyph(char.codePointAt(0)!) ? primary : fallback;
      if (font !== current && piece !== '') {
        width += current!.advance(piece, plain) * size;
        used.add(current!);
        piece = '';
      }
      current = font;
      piece += char;
    }
    if (piece !== '' && current) {
      width += current.advance(piece, plain) * size;
      used.add(current);
    }
    return { width: width + count * spacing, fonts: used };
  };

  const measureSegment = (segment: Segment): MeasuredSegment => {
    const content = measureRun(segment.content);
    // Shaped together: fonts kern a word's last glyph against the space (Inter: ", ").
    const spaces = segment.spaces === '' ? 0 : measureRun(segment.content + segment.spaces).width - content.width;
    return { text: segment.content + segment.spaces, width: content.width, spacesWidth: spaces, fonts: content.fonts };
  };

  type Line = { text: string; width: number; trailing: number; fonts: Set<MeasuredFont> };
  const lines: Line[] = [];
  for (const paragraph of paragraphs) {
    let line: Line | undefined;
    const flush = () => {
      if (line) lines.push(line);
      line = undefined;
    };
    for (const segment of segmentParagraph(paragraph)) {
      const measured = measureSegment(segment);
      if (line && line.width + line.trailing + measured.width > limit + 0.01) flush();
      if (!line && measured.width > limit + 0.01 && Array.from(segment.content).length > 1) {
        // overflow-wrap: break-word — a word wider than the line breaks between characters.
        for (const piece of breakWord(segment, limit, measureRun)) {
          if (line) flush();
          line = { text: piece.text, width: piece.width, trailing: piece.trailing, fonts: piece.fonts };
        }
        continue;
      }
      if (!line) line = { text: '', width: 0, trailing: 0, fonts: new Set() };
      line.text += measured.text;
      line.width += line.trailing + measured.width;
      line.trailing = measured.spacesWidth;
      measured.fonts.forEach((f) => line!.fonts.add(f));
    }
    if (!line) line = { text: '', width: 0, trailing: 0, fonts: new Set() };
    flush();
  }

  let top = 0;
  let width = 0;
  const out: TextLine[] = lines.map((line) => {
    const { height, ascent } = lineBox([primary, ...line.fonts], size, style.lineHeight);
    const result = { text: line.text, width: line.width, top, height, baseline: top + ascent };
    top += height;
    width = Math.max(width, line.width);
    return result;
  });
  return { width, height: top, lines: out };
}

function breakWord(
  segment: Segment,
  limit: number,
  measureRun: (run: string) => { width: number; fonts: Set<MeasuredFont> },
): { text: string; width: number; trailing: number; fonts: Set<MeasuredFont> }[] {
  const chars = Array.from(segment.content);
  const pieces: { text: string; width: number; trailing: number; fonts: Set<MeasuredFont> }[] = [];
  let start = 0;
  while (start < chars.length) {
    let end = start + 1;
    while (end < chars.length && measureRun(chars.slice(start, end + 1).join('')).width <= limit + 0.01) end++;
    const text = chars.slice(start, end).join('');
    const measured = measureRun(text);
    pieces.push({ text, width: measured.width, trailing: 0, fonts: measured.fonts });
    start = end;
  }
  const last = pieces[pieces.length - 1];
  last.text += segment.spaces;
  last.trailing = segment.spaces === '' ? 0 : measureRun(segment.spaces).width;
  return pieces;
}

// Blink rounds each font's ascent and descent to whole pixels (SimpleFontData::PlatformInit).
function roundedMetrics(font: MeasuredFont, size: number): { ascent: number; descent: number; lineGap: number } {
  const m = font.metrics;
  return {
    ascent: Math.round((m.ascent / m.unitsPerEm) * size),
    descent: Math.round((m.descent / m.unitsPerEm) * size),
    lineGap: Math.round((m.lineGap / m.unitsPerEm) * size),
  };
}

/** A CSS line box: the strut (primary font) and every font used on the line, aligned on their baseline. */
export function lineBox(
  fonts: Iterable<MeasuredFont>,
  size: number,
  lineHeight: TextStyle['lineHeight'],
): { height: number; ascent: number } {
  let above = -Infinity;
  let below = -Infinity;
  const all = [...new Set(fonts)];
  if (lineHeight !== 'auto') {
    // A fixed line height makes every line exactly that tall: Blink adds the fallback fonts' metrics
    // to the line box only for `line-height: normal`.
    const m = roundedMetrics(all[0], size);
    return { height: lineHeight, ascent: m.ascent + (lineHeight - m.ascent - m.descent) / 2 };
  }
  for (const font of all) {
    const m = roundedMetrics(font, size);
    const half = m.lineGap / 2;
    const leading = m.lineGap;
    above = Math.max(above, m.ascent + half);
    below = Math.max(below, m.descent + (leading - half));
  }
  return { height: above + below, ascent: above };
}

export function isBlank(text: string): boolean {
  return Array.from(text).every(isSpace);
}
