// Chooses the domain a brief's nouns are about. Every name and keyword of every domain goes into one index;
// a prompt's nouns are read longest phrase first, each word (or Chinese character) counted once, so `电动自行车`
// is not also credited to a shorter keyword inside it. A name counts double: it says what the product is.
import type { DesignLanguage } from '../contract';
import type { DomainFile } from './schema';
import { chineseText, englishTokens } from './words';

export type DomainMatch = {
  domain: DomainFile;
  /** Words matched, weighted (a name ×2); Chinese counts two characters as one word. */
  score: number;
  /** The names and keywords that matched, as written in the domain's file. */
  matched: string[];
};

type Entry = { domainId: string; weight: number; term: string };
type LanguageIndex = { entries: Map<string, Entry[]>; longest: number };

const NAME_WEIGHT = 2;

/** A phrase's key in the index: stemmed words joined by spaces, or Chinese without spaces. */
export function phraseKey(phrase: string, language: DesignLanguage): string {
  return language === 'en' ? englishTokens(phrase).join(' ') : chineseText(phrase);
}

function phraseLength(key: string, language: DesignLanguage): number {
  return language === 'en' ? key.split(' ').length : key.length;
}

export function buildIndex(domains: readonly DomainFile[], language: DesignLanguage): LanguageIndex {
  const entries = new Map<string, Entry[]>();
  let longest = 1;
  const add = (domainId: string, term: string, weight: number) => {
    const key = phraseKey(term, language);
    if (!key) return;
    const length = phraseLength(key, language);
    longest = Math.max(longest, length);
    const list = entries.get(key) ?? [];
    list.push({ domainId, term, weight: weight * (language === 'en' ? length : length / 2) });
    entries.set(key, list);
  };
  for (const domain of domains) {
    for (const name of domain.names[language]) add(domain.id, name, NAME_WEIGHT);
    for (const keyword of domain.keywords[language]) add(domain.id, keyword, 1);
  }
  return { entries, longest };
}

/** The index entries found in one noun phrase, longest first, without reusing a word. */
function entriesIn(noun: string, language: DesignLanguage, index: LanguageIndex): Entry[] {
  const units = language === 'en' ? englishTokens(noun) : [...chineseText(noun)];
  const used = new Array<boolean>(units.length).fill(false);
  const found: Entry[] = [];
  for (let length = Math.min(index.longest, units.length); length >= 1; length--) {
    for (let start = 0; start + length <= units.length; start++) {
      if (used.slice(start, start + length).some(Boolean)) continue;
      const key = units.slice(start, start + length).join(language === 'en' ? ' ' : '');
      const hits = index.entries.get(key);
      if (!hits) continue;
      found.push(...hits);
      used.fill(true, start, start + length);
    }
  }
  return found;
}

export function matchIn(
  domains: readonly DomainFile[],
  index: LanguageIndex,
  nouns: readonly string[],
  language: DesignLanguage,
): DomainMatch | undefined {
  const scores = new Map<string, { score: number; matched: string[] }>();
  for (const noun of nouns) {
    for (const entry of entriesIn(noun, language, index)) {
      const current = scores.get(entry.domainId) ?? { score: 0, matched: [] };
      current.score += entry.weight;
      if (!current.matched.includes(entry.term)) current.matched.push(entry.term);
      scores.set(entry.domainId, current);
    }
  }
  let best: DomainMatch | undefined;
  // Catalogue order breaks a tie, so the same nouns always give the same domain.
  for (const domain of domains) {
    const found = scores.get(domain.id);
    if (found && (!best || found.score > best.score)) best = { domain, ...found };
  }
  return best;
}
