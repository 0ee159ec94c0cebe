// Lists inside a prompt: "a, b and c", with parentheses kept whole ("materials (glass, cans)"), and the
// punctuation inside numbers ("7:00", "4.5", "2,000") protected from the clause splitter.

const TIME_COLON = '\u2236';
const DECIMAL = '\u2024';
const THOUSANDS = '\u201a';

/** Hides the punctuation inside numbers so clauses are not split there. */
export function protectNumbers(text: string): string {
  return text
    .replace(/(\d):(\d)/g, `$1${TIME_COLON}$2`)
    .replace(/(\d)\.(\d)/g, `$1${DECIMAL}$2`)
    .replace(/(\d),(\d{3})/g, `$1${THOUSANDS}$2`);
}

export function restoreNumbers(text: string): string {
  return text.replaceAll(TIME_COLON, ':').replaceAll(DECIMAL, '.').replaceAll(THOUSANDS, ',');
}

const SEPARATORS = /\s*(?:[,，、;/]\s*(?:(?:and|or)\s+)?)|\s+(?:and|or|&)\s+|以及|和|及|与|或/gi;

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

/** Splits "a, b and c" (or "a、b和c") at the top level: commas inside parentheses stay in their item. */
export function splitList(list: string): string[] {
  const masked = maskParentheses(list);
  const items: string[] = [];
  let from = 0;
  for (const m of masked.matchAll(SEPARATORS)) {
    items.push(list.slice(from, m.index));
    from = m.index + m[0].length;
  }
  items.push(list.slice(from));
  return items.map((item) => restoreNumbers(item.trim())).filter(Boolean);
}
