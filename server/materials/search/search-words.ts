import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';

// The words of the library's search, made the same way when a material is written and when it is searched:
// English words as Postgres stems them (the `english` configuration), Chinese runs segmented by jieba into
// words the `simple` configuration keeps as they are.

let jieba: Jieba | undefined;
const segmenter = () => (jieba ??= Jieba.withDict(dict));

const HAN = /\p{Script=Han}+/gu;
// Words that carry nothing alone (的, 页…) and would match every material.
const ZH_STOP = new Set(['的', '和', '与', '及', '页', '页面', '一个', '名为', '包含', '个', '共']);

/** jieba's search segmentation of every Chinese run in a text, stop words dropped. */
export function chineseWords(text: string): string[] {
  const out: string[] = [];
  for (const run of text.match(HAN) ?? []) {
    for (const word of segmenter().cutForSearch(run, true)) {
      if (!ZH_STOP.has(word)) out.push(word);
    }
  }
  return out;
}

/** Lower-case Latin letters and digits, split into words. */
export function latinWords(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/** The Chinese half of a material's search vector: its words separated by spaces. */
export const segmented = (text: string) => chineseWords(text).join(' ');

export type SearchWords = {
  /** The raw query, lower case, for trigram similarity. */
  text: string;
  /** Latin words (at most 8) for the `english` configuration; a word with corrections is a group `a|b|c`. */
  latin: string[];
  /** Chinese words (at most 12) for the `simple` configuration. */
  chinese: string[];
};

export function searchWords(query: string): SearchWords {
  const text = query.trim().toLowerCase().slice(0, 100);
  return {
    text,
    latin: [...new Set(latinWords(text))].slice(0, 8),
    chinese: [...new Set(chineseWords(text))].slice(0, 12),
  };
}

/** The query's Latin words, each mistyped one with the library's closest words as alternatives. */
export function withCorrections(words: SearchWords, corrections: Map<string, string[]>): SearchWords {
  return {
    ...words,
    latin: words.latin.map((word) => [word, ...(corrections.get(word) ?? [])].join('|')),
  };
}

/**
 * A `to_tsquery` text: every word is a prefix (typing "dash" finds "dashboard"), words ORed so a query that
 * names more than the library holds still finds what it has; the rank puts materials with every word first.
 * Words are only [a-z0-9] or Han characters, so nothing in them is tsquery syntax.
 */
export function orQuery(words: string[]): string {
  return words.map(group).join(' | ');
}

export function andQuery(words: string[]): string {
  return words.map(group).join(' & ');
}

// A word, or a word and its corrections: `(hotle:* | hotel:*)`.
const group = (word: string) =>
  `(${word
    .split('|')
    .map((w) => `${w}:*`)
    .join(' | ')})`;
