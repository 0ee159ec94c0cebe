// From a phrase the prompt used to an element kind, by the kind words it holds (the last one wins: "table of
// faulty inverters" is a table, "inverter table" too). Phrases without a kind word are sections of their own.
import type { ElementKind } from '@boxify/design/brief';

import { ELEMENT_WORDS_EN, ELEMENT_WORDS_ZH } from './lexicon';

const EN_BY_LENGTH = [...ELEMENT_WORDS_EN].sort((a, b) => b[0].length - a[0].length);
const ZH_BY_LENGTH = [...ELEMENT_WORDS_ZH].sort((a, b) => b[0].length - a[0].length);

const endOf = (at: number, word: string) => at + word.length;

export type KindMatch = { kind: ElementKind; word: string; at: number };

const PREPOSITIONS = new Set(['of', 'for', 'per', 'by', 'about', 'with', 'in', 'on', 'from', 'to']);

/**
 * The kind word in an English phrase (words lower-cased). The head comes before a preposition ("a progress bar
 * for return rate" is a progress bar, "a table of faulty inverters" a table); within it, the last kind word.
 */
export function kindOfEnglish(words: readonly string[]): KindMatch | undefined {
  const cut = words.findIndex((w, i) => i > 0 && PREPOSITIONS.has(w));
  if (cut > 0) {
    const head = kindIn(words.slice(0, cut));
    if (head) return head;
  }
  return kindIn(words);
}

function kindIn(words: readonly string[]): KindMatch | undefined {
  const text = ` ${words.join(' ')} `;
  let best: KindMatch | undefined;
  for (const [word, kind] of EN_BY_LENGTH) {
    const at = text.lastIndexOf(` ${word} `);
    // The head is the kind word that ends last; a longer phrase ending there wins ("sort menu" over "menu").
    if (
      at >= 0 &&
      (!best ||
        endOf(at, word) > endOf(best.at, best.word) ||
        (endOf(at, word) === endOf(best.at, best.word) && word.length > best.word.length))
    ) {
      best = { kind, word, at };
    }
  }
  return best;
}

export function kindOfChinese(phrase: string): KindMatch | undefined {
  let best: KindMatch | undefined;
  for (const [word, kind] of ZH_BY_LENGTH) {
    const at = phrase.lastIndexOf(word);
    if (at >= 0 && (!best || at > best.at)) best = { kind, word, at };
  }
  return best;
}
