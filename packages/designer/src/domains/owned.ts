// The terms that identify one domain: its entity nouns and item names that no other domain's file contains.
// A page made for another domain must not show any of them.
import type { DesignLanguage } from '../contract';
import { DOMAIN_LANGUAGES, type DomainCopy, type DomainFile } from './schema';

/** Lowercased; English reduced to words between single spaces, so a term matches whole words only. */
function normalise(text: string, language: DesignLanguage): string {
  const lower = text.toLowerCase();
  return language === 'zh' ? lower : ` ${lower.replace(/[^a-z0-9]+/g, ' ').trim()} `;
}

/** Every text of a domain in one language, normalised and joined. */
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
  return texts.map((text) => normalise(text, language)).join('\n');
}

// The corpora are built once per list of domains: every call compares one domain with all the others.
const corpora = new WeakMap<readonly DomainFile[], Record<DesignLanguage, Map<string, string>>>();

function corporaOf(domains: readonly DomainFile[]): Record<DesignLanguage, Map<string, string>> {
  let built = corpora.get(domains);
  if (!built) {
    built = { en: new Map(), zh: new Map() };
    for (const language of DOMAIN_LANGUAGES) {
      for (const domain of domains) built[language].set(domain.id, corpusOf(domain, language));
    }
    corpora.set(domains, built);
  }
  return built;
}

export function ownedTermsIn(domains: readonly DomainFile[], domain: DomainFile): Record<DesignLanguage, string[]> {
  const owned = { en: [] as string[], zh: [] as string[] };
  const all = corporaOf(domains);
  for (const language of DOMAIN_LANGUAGES) {
    const others = [...all[language]].filter(([id]) => id !== domain.id).map(([, corpus]) => corpus);
    const copy = domain[language];
    const terms = new Set([
      ...copy.entities.flatMap((entity) => [entity.singular, entity.plural]),
      ...copy.items.map((item) => item.name),
    ]);
    for (const term of terms) {
      const needle = normalise(term, language);
      if (!others.some((corpus) => corpus.includes(needle))) owned[language].push(term);
    }
  }
  return owned;
}
