import { FontSet } from '../fonts/font-set';
import { matchWeight } from '../fonts/catalog';
import { loadFontFileFromNodeModules } from '../fonts/node-font-loader';
import { TextStyleSchema, type TextStyleInput } from '../schema/node';
import { segmentParagraph } from './line-breaking';
import { measureText, transformText } from './measure-text';

let fonts: FontSet;
beforeAll(async () => {
  fonts = await FontSet.load(loadFontFileFromNodeModules);
});
const measure = (text: string, style: TextStyleInput = {}, width?: number) =>
  measureText(fonts, text, TextStyleSchema.parse(style), width);

describe('line breaking', () => {
  it('breaks Latin after spaces and hyphens, CJK between characters but not before closing punctuation', () => {
    expect(segmentParagraph('Sign in now').map((s) => s.content + s.spaces)).toEqual(['Sign ', 'in ', 'now']);
    expect(segmentParagraph('well-known').map((s) => s.content)).toEqual(['well-', 'known']);
    expect(segmentParagraph('你好，世界').map((s) => s.content)).toEqual(['你', '好，', '世', '界']);
    expect(segmentParagraph('Hello, 世界!').map((s) => s.content)).toEqual(['Hello,', '世', '界!']);
  });
});

describe('measureText', () => {
  // Figures checked against Chromium with the same font files (test/fidelity/text-metrics.ts).
  it('measures Latin with Inter and CJK with Noto Sans SC, with CSS normal line heights', () => {
    expect(measure('Sign in to your account').width).toBeCloseTo(174.17, 1);
    expect(measure('Sign in to your account').height).toBe(20);
    expect(measure('登录你的账户')).toMatchObject({ width: 96, height: 24 });
  });

  it('wraps at a width and counts a px line height per line', () => {
    const m = measure('Design beautiful interfaces in minutes.', { fontSize: 16, lineHeight: 24 }, 120);
    expect(m.lines.map((l) => l.text.trim())).toEqual(['Design', 'beautiful', 'interfaces in', 'minutes.']);
    expect(m.height).toBe(96);
    for (const line of m.lines) expect(line.width).toBeLessThanOrEqual(120);
    expect(m.lines.map((l) => l.text).join('')).toBe('Design beautiful interfaces in minutes.');
  });

  it('breaks words longer than the line, keeps explicit line breaks, applies letter-spacing and case', () => {
    expect(measure('averyveryverylongemailaddress', { fontSize: 14 }, 60).lines.length).toBeGreaterThan(2);
    expect(measure('a\nb\n').lines.length).toBe(2);
    const plain = measure('ABC').width;
    expect(measure('ABC', { letterSpacing: 2 }).width).toBeCloseTo(plain + 6, 5);
    expect(measure('abc', { textTransform: 'uppercase' }).width).toBeCloseTo(plain, 5);
    expect(transformText('hello world', 'capitalize')).toBe('Hello World');
  });

  it('matches font weights like a browser', () => {
    expect(matchWeight(400)).toBe(400);
    expect(matchWeight(450)).toBe(500);
    expect(matchWeight(300)).toBe(400);
    expect(matchWeight(800)).toBe(700);
    expect(matchWeight(550)).toBe(600);
  });
});
