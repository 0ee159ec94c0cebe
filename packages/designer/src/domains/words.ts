// How a word is compared when matching a prompt to a domain: English lowercased and lightly stemmed (plurals
// only), Chinese as written. Both the domain index and the prompt's nouns go through the same functions.

// Words whose final s is not a plural; `news` must not become `new`.
const NOT_PLURAL = new Set(['news', 'series', 'species', 'lens', 'gas', 'canvas', 'analytics', 'logistics']);

/** `bikes` → `bike`, `batteries` → `battery`, `boxes` → `box`; short words and `-ss`/`-us`/`-is` stay. */
export function stemEnglish(word: string): string {
  if (word.length <= 3 || NOT_PLURAL.has(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|ss|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The stemmed words of an English phrase, in order. */
export function englishTokens(phrase: string): string[] {
  return (phrase.toLowerCase().match(/[a-z0-9]+/g) ?? []).map(stemEnglish);
}

/** Chinese text with spaces and punctuation removed, so `自行车 店` matches `自行车店`. */
export function chineseText(phrase: string): string {
  return phrase.replace(/[\s\p{P}\p{S}]+/gu, '').toLowerCase();
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

export function hasCjk(text: string): boolean {
  return CJK.test(text);
}
