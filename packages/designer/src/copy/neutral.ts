// The copy of a product whose kind no domain file matches (neutral-copy.json): words any product could use, never
// another domain's nouns, items or brands. Same format as a domain's copy, validated at first use.
import type { Language } from '@boxify/design/locale';

import { domainCopySchema, type DomainCopy } from '../domains';
import data from './neutral-copy.json';

let parsed: Record<Language, DomainCopy> | undefined;

export function neutralCopy(language: Language): DomainCopy {
  parsed ??= { en: domainCopySchema.parse(data.en), zh: domainCopySchema.parse(data.zh) };
  return parsed[language];
}

/** What the page calls a product it has no name and no kind for. */
export const UNNAMED_BRAND: Record<Language, string> = { en: 'Your brand', zh: '你的品牌' };
