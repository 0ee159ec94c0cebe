// Domain data: the words and copy of one kind of product per file (data/<id>.json), validated once at first use.
// `matchDomain` picks the domain a brief is about; `ownedTerms` lists what only that domain may show.
import { z } from 'zod';
import type { DesignBrief } from '@boxify/design/brief';

import type { DesignLanguage } from '../contract';
import { DOMAIN_FILES } from './catalogue';
import { buildIndex, matchIn, type DomainMatch } from './match';
import { ownedTermsIn } from './owned';
import { domainFileSchema, type DomainFile } from './schema';

export type { DomainMatch } from './match';
export * from './schema';

let loaded: readonly DomainFile[] | undefined;
const indexes = new Map<DesignLanguage, ReturnType<typeof buildIndex>>();
const owned = new Map<string, Record<DesignLanguage, string[]>>();

/** Every domain, validated; a file that does not pass its schema stops the caller with the file's name. */
export function allDomains(): readonly DomainFile[] {
  loaded ??= Object.entries(DOMAIN_FILES).map(([id, raw]) => {
    const parsed = domainFileSchema.safeParse(raw);
    if (!parsed.success) throw new Error(`domains/data/${id}.json: ${z.prettifyError(parsed.error)}`);
    if (parsed.data.id !== id) throw new Error(`domains/data/${id}.json: its id is "${parsed.data.id}"`);
    return parsed.data;
  });
  return loaded;
}

export function domainById(id: string): DomainFile | undefined {
  return allDomains().find((domain) => domain.id === id);
}

/** The domain whose names and keywords best cover the nouns, or undefined when none of them matches. */
export function matchDomain(nouns: readonly string[], language: DesignLanguage): DomainMatch | undefined {
  let index = indexes.get(language);
  if (!index) {
    index = buildIndex(allDomains(), language);
    indexes.set(language, index);
  }
  return matchIn(allDomains(), index, nouns, language);
}

/** The domain a brief is about: the business it names decides; its parts' words only when that names none known. */
export function briefDomain(brief: DesignBrief, language: DesignLanguage = brief.language): DomainFile | undefined {
  const business = brief.product.domain;
  const named = business ? matchDomain([business], language) : undefined;
  return (named ?? matchDomain([business ?? '', ...brief.elements.map((e) => e.label)], language))?.domain;
}

/** The entity nouns and item names of a domain that appear in no other domain's file, per language. */
export function ownedTerms(domainId: string): Record<DesignLanguage, string[]> {
  const cached = owned.get(domainId);
  if (cached) return cached;
  const domain = domainById(domainId);
  if (!domain) throw new Error(`Unknown domain "${domainId}"`);
  const terms = ownedTermsIn(allDomains(), domain);
  owned.set(domainId, terms);
  return terms;
}
