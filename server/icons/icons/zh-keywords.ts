import { z } from 'zod';

// Not zh-keywords.json: a require hook resolves `./zh-keywords` to a .json before a .ts of the same name.
import vocabulary from './zh-vocabulary.json';

// Chinese → English words for icon search. Neither icon set has Chinese keywords, so a Chinese query is
// segmented (longest match first) against this vocabulary and each word searched by its English ones.
// The first English word is the closest icon name or tag; every word finds icons (see its spec).
// The words are data (zh-vocabulary.json, grouped by topic); this file reads and checks them once.
const vocabularySchema = z.strictObject({
  // Words that only say "icon" or join words: ignored in a query.
  stopWords: z.array(z.string().min(1)),
  groups: z.array(
    z.strictObject({ topic: z.string(), words: z.record(z.string().min(1), z.array(z.string().min(1)).min(1)) }),
  ),
});

const { groups, stopWords } = vocabularySchema.parse(vocabulary);

export const ZH_KEYWORDS: Record<string, string[]> = Object.assign({}, ...groups.map((group) => group.words));

export const ZH_STOP_WORDS = new Set(stopWords);
