import { ZH_KEYWORDS, ZH_STOP_WORDS } from './zh-keywords';

/**
 * One word of a query: any of its alternatives may match (a Chinese word can mean several English ones).
 * An alternative is a slug such as `shopping-cart`: all its words must match.
 */
export type QueryTerm = string[];

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const LONGEST_WORD = Math.max(...Object.keys(ZH_KEYWORDS).map((word) => word.length), 1);

// Longest match from the left against the vocabulary; an unknown character is skipped.
function segmentChinese(run: string): { terms: QueryTerm[]; unknown: boolean } {
  const terms: QueryTerm[] = [];
  let unknown = false;
  let at = 0;
  while (at < run.length) {
    let matched = 0;
    for (let length = Math.min(LONGEST_WORD, run.length - at); length >= 1; length--) {
      const word = run.slice(at, at + length);
      if (ZH_STOP_WORDS.has(word)) {
        matched = length;
        break;
      }
      const english = ZH_KEYWORDS[word];
      if (english) {
        terms.push(english);
        matched = length;
        break;
      }
    }
    if (!matched) unknown = true;
    at += matched || 1;
  }
  return { terms, unknown };
}

export type ParsedQuery = {
  terms: QueryTerm[];
  /** The query named something (its text was not blank) but none of it could be understood. */
  unmatchable: boolean;
};

/** Splits a query in English and/or Chinese into terms: `"arrow-left"`, `"购物车"`, `"红色 heart"`. */
export function parseIconQuery(query: string | undefined): ParsedQuery {
  const text = (query ?? '').trim().toLowerCase();
  const terms: QueryTerm[] = [];
  let unknownChinese = false;
  // Runs of CJK characters and runs of everything else.
  for (const run of text.match(/[\u3400-\u9fff\uf900-\ufaff]+|[^\u3400-\u9fff\uf900-\ufaff]+/g) ?? []) {
    if (CJK.test(run)) {
      const segmented = segmentChinese(run);
      terms.push(...segmented.terms);
      unknownChinese ||= segmented.unknown;
    } else {
      for (const word of run.split(/[^a-z0-9]+/).filter(Boolean)) terms.push([word]);
    }
  }
  // A Chinese word the vocabulary does not know must not widen the search to everything.
  const kept = terms.filter((term) => term.length > 0);
  return { terms: kept, unmatchable: kept.length === 0 && unknownChinese };
}
