// The terms that identify one domain: its entity nouns and item names that no other domain's file contains.
// A page made for another domain must not show any of them.
import type { DesignLanguage } from '../contract';
import { DOMAIN_LANGUAGES, type DomainCopy, type DomainFile } from './schema';

/** Every text of a domain in one language, joined, lowercased. */
function corpusOf(domain: DomainFile, language: DesignLanguage): string {
  const copy: DomainCopy = domain[language];
  const texts = [
    ...domain.names[language],
    ...domain.keywords[language],
    ...copy.entities.flatMap((entity) => [entity.singular, entity.plural]),
    ...copy.items.flatMap((item) => [item.name, item.detail ?? '']),
    ...copy.categories,
    ...copy.metrics.map((metric) => metric.label),
    ...copy.actions.primary,
    ...copy.actions.secondary,
    ...copy.people.flatMap((person) => [person.name, person.role]),
    ...copy.statuses,
    ...Object.values(copy.phrases),
  ];
  return texts.join('\n').toLowerCase();
}

function contains(corpus: string, term: string, language: DesignLanguage): boolean {
  const needle = term.toLowerCase();
  if (language === 'zh') return corpus.includes(needle);
  const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^a-z0-9])${escaped}($|[^a-z0-9])`).test(corpus);
}

export function ownedTermsIn(domains: readonly DomainFile[], domain: DomainFile): Record<DesignLanguage, string[]> {
  const owned = { en: [] as string[], zh: [] as string[] };
  for (const language of DOMAIN_LANGUAGES) {
    const others = domains.filter((other) => other.id !== domain.id).map((other) => corpusOf(other, language));
    const copy = domain[language];
    const terms = new Set([
      ...copy.entities.flatMap((entity) => [entity.singular, entity.plural]),
      ...copy.items.map((item) => item.name),
    ]);
    for (const term of terms) {
      if (!others.some((corpus) => contains(corpus, term, language))) owned[language].push(term);
    }
  }
  return owned;
}
