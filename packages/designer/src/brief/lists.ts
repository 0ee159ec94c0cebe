// Lists inside a prompt: "a, b and c", with parentheses kept whole ("materials (glass, cans)"), and the
// punctuation inside numbers ("7:00", "4.5", "2,000") protected from the clause splitter.

const TIME_COLON = '\u2236';
const DECIMAL = '\u2024';
const THOUSANDS = '\u201a';

const ZH_COMMA = '\ufe50';
const QUESTION = '\ufe56';
const EXCLAMATION = '\ufe57';

/** The text as a literal inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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

type Joint = 'first' | 'comma' | 'word' | 'comma-word';
type ListItem = { text: string; start: number; end: number; /** how it is joined to the one before */ joint: Joint };

const jointOf = (separator: string): Joint =>
  /^\s+(?:and|or)\s+$/i.test(separator) ? 'word' : /\b(?:and|or)\b/i.test(separator) ? 'comma-word' : 'comma';

/** The top-level items of "a, b and c" with where each starts in the list. */
export function listItems(list: string): ListItem[] {
  const masked = maskParentheses(list);
  const items: ListItem[] = [];
  let from = 0;
  let joint: Joint = 'first';
  for (const m of masked.matchAll(SEPARATORS)) {
    items.push({ text: list.slice(from, m.index), start: from, end: m.index, joint });
    from = m.index + m[0].length;
    joint = jointOf(m[0]);
  }
  items.push({ text: list.slice(from), start: from, end: list.length, joint });
  return items.filter((item) => item.text.trim());
}

/**
 * "Wash and fold, Business and Ironing", "Bus, Park and ride and Metro": once commas list the members, an "and"
 * followed by another comma, or one that goes on in lower case among capitalised names, is inside a name.
 */
function namesWithAnd(list: string, items: ListItem[]): ListItem[] {
  if (!items.some((item) => item.joint === 'comma')) return items;
  const joined: ListItem[] = [];
  items.forEach((item, i) => {
    const later = items.slice(i + 1).map((next) => next.joint);
    // "Metro, Bus and Park and ride": among capitalised names, a lower-case word after "and" goes on the name.
    const continues = /^[a-z]/.test(item.text.trim()) && /^[A-Z]/.test(items[0].text.trim());
    const inside = item.joint === 'word' && (later.includes('comma') || continues);
    const previous = joined.at(-1);
    if (inside && previous)
      joined[joined.length - 1] = { ...previous, text: list.slice(previous.start, item.end), end: item.end };
    else joined.push(item);
  });
  return joined;
}

/** Splits "a, b and c" (or "a、b和c") at the top level: commas inside parentheses stay in their item. */
export function splitList(list: string): string[] {
  return namesWithAnd(list, listItems(list)).map((item) => restoreNumbers(item.text.trim()));
}

/**
 * The members of a list up to the first item that starts another element ("…, filters for x and two plans"):
 * `rest` is the text from there on, to be read as clauses of its own.
 */
export function takeList(list: string, startsElement: (item: string) => boolean): { items: string[]; rest: string } {
  const items = listItems(list);
  const stop = items.findIndex((item, i) => i > 0 && startsElement(item.text.trim()));
  const members = namesWithAnd(list, stop < 0 ? items : items.slice(0, stop));
  return {
    items: members.map((i) => restoreNumbers(i.text.trim())),
    rest: stop < 0 ? '' : list.slice(items[stop].start),
  };
}
