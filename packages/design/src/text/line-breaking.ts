/**
 * Break opportunities like a browser's `line-break: auto` (a practical subset of UAX #14): after spaces,
 * between CJK characters (except before closing punctuation and after opening punctuation), after a hyphen
 * inside a word; never before Latin closing punctuation.
 */
const NO_BREAK_BEFORE = new Set(
  Array.from('，。、：；！？）」』】》〉〕〗〙〛”’…‥・ー々〆ゝゞヽヾ～,.!?;:)]}%\'"»›‰°'),
);
const NO_BREAK_AFTER = new Set(Array.from('（「『【《〈〔〖〘〚“‘([{$£¥€«‹'));

/** Ideographic characters (break between any two of them). */
export function isCjk(codePoint: number): boolean {
  return (
    (codePoint >= 0x2e80 && codePoint <= 0x9fff) || // radicals, punctuation, kana, CJK unified
    (codePoint >= 0xac00 && codePoint <= 0xd7af) || // Hangul syllables
    (codePoint >= 0xf900 && codePoint <= 0xfaff) || // compatibility ideographs
    (codePoint >= 0xfe30 && codePoint <= 0xfe4f) || // vertical forms
    (codePoint >= 0xff00 && codePoint <= 0xffef) || // full-width forms
    (codePoint >= 0x20000 && codePoint <= 0x3ffff) // extension planes
  );
}

export function isSpace(char: string): boolean {
  return char === ' ' || char === '\t';
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** May a line break between `prev` and `next` (code points of one paragraph)? `before` precedes `prev`. */
export function canBreakBetween(before: string | undefined, prev: string, next: string): boolean {
  if (isSpace(next)) return false;
  if (isSpace(prev)) return true;
  if (NO_BREAK_BEFORE.has(next) || NO_BREAK_AFTER.has(prev)) return false;
  const cjk = isCjk(prev.codePointAt(0)!) || isCjk(next.codePointAt(0)!);
  if (cjk) return true;
  return prev === '-' && before !== undefined && LETTER_OR_DIGIT.test(before) && LETTER_OR_DIGIT.test(next);
}

/** A paragraph cut at its break opportunities: each segment is content followed by its spaces. */
export type Segment = { content: string; spaces: string };

export function segmentParagraph(paragraph: string): Segment[] {
  const chars = Array.from(paragraph);
  const segments: Segment[] = [];
  let content = '';
  let spaces = '';
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i];
    if (i > 0 && canBreakBetween(chars[i - 2], chars[i - 1], char)) {
      segments.push({ content, spaces });
      content = '';
      spaces = '';
    }
    if (isSpace(char) && (content !== '' || spaces !== '' || segments.length === 0)) spaces += char;
    else content += char;
  }
  if (content !== '' || spaces !== '' || segments.length === 0) segments.push({ content, spaces });
  return segments;
}
