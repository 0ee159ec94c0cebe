// Lists inside a prompt: "a, b and c", with parentheses kept whole ("materials (glass, cans)"), and the
// punctuation inside numbers ("7:00", "4.5", "2,000") protected from the clause splitter.

const TIME_COLON = '\u2236';
const DECIMAL = '\u2024';
const THOUSANDS = '\u201a';

const ZH_COMMA = '\ufe50';
const QUESTION = '\ufe56';
const EXCLAMATION = '\ufe57';

/** Hides the punctuation inside numbers and quotes ("Good evening, Sam") so clauses are not split there. */
export function protectNumbers(text: string): string {
  return (
    text
      .replace(/[“"「『]([^”"」』]{1,60})[”"」』]/g, (quote) =>
        quote
          .replace(/,/g, THOUSANDS)
          .replace(/，/g, ZH_COMMA)
          .replace(/:/g, TIME_COLON)
          .replace(/\./g, DECIMAL)
          .replace(/\?/g, QUESTION)
          .replace(/!/g, EXCLAMATION),
      )
      .replace(/(\d):(\d)/g, `$1${TIME_COLON}$2`)
      // File names and versions ("index.ts", "package.json", "v2.1") are words, not sentence ends.
      .replace(/([A-Za-z0-9])\.([a-z0-9])/g, `$1${DECIMAL}$2`)
      .replace(/(\d)\.(\d)/g, `$1${DECIMAL}$2`)
      .replace(/(\d),(\d{3})/g, `$1${THOUSANDS}$2`)
  );
}

export function restoreNumbers(text: string): string {
  return text
    .replaceAll(TIME_COLON, ':')
    .replaceAll(DECIMAL, '.')
    .replaceAll(THOUSANDS, ',')
    .replaceAll(ZH_COMMA, '，')
    .replaceAll(QUESTION, '?')
    .replaceAll(EXCLAMATION, '!');
}

const SEPARATORS = /\s*(?:[,，、;/]\s*(?:(?:and|or)\s+)?)|\s+(?:and|or)\s+|以及|和|及|与|或/gi;

/** The text with everything inside parentheses blanked out (same length): separators there are not top level. */
function maskParentheses(text: string): string {
  let depth = 0;
  return [...text]
    .map((ch) => {
      if (ch === '(' || ch === '（') return (depth++, ch);
      if ((ch === ')' || ch === '）') && depth > 0) return (depth--, ch);
      return depth > 0 ? '_' : ch;
    })
    .join('');
}

/** The top-level items of "a, b and c" with where each starts in the list. */
export function listItems(list: string): { text: string; start: number }[] {
  const masked = maskParentheses(list);
  const items: { text: string; start: number }[] = [];
  let from = 0;
  for (const m of masked.matchAll(SEPARATORS)) {
    items.push({ text: list.slice(from, m.index), start: from });
    from = m.index + m[0].length;
  }
  items.push({ text: list.slice(from), start: from });
  return items.filter((item) => item.text.trim());
}

/** Splits "a, b and c" (or "a、b和c") at the top level: commas inside parentheses stay in their item. */
export function splitList(list: string): string[] {
  return listItems(list).map((item) => restoreNumbers(item.text.trim()));
}

/**
 * The members of a list up to the first item that starts another element ("…, filters for x and two plans"):
 * `rest` is the text from there on, to be read as clauses of its own.
 */
export function takeList(list: string, startsElement: (item: string) => boolean): { items: string[]; rest: string } {
  const items = listItems(list);
  const stop = items.findIndex((item, i) => i > 0 && startsElement(item.text.trim()));
  if (stop < 0) return { items: items.map((i) => restoreNumbers(i.text.trim())), rest: '' };
  return {
    items: items.slice(0, stop).map((i) => restoreNumbers(i.text.trim())),
    rest: list.slice(items[stop].start),
  };
}
