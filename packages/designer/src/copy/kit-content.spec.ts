import type { Language } from '@boxify/design/locale';

import { allDomains, ownedTerms, type DomainFile } from '../domains';
import { tablerPath } from '../kit/icons';
import { kitContent } from './kit-content';

function strings(value: unknown, key: string, visit: (key: string, value: string) => void): void {
  if (typeof value === 'string') visit(key, value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, key, visit));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, k, visit);
}

const CJK = /[\u3400-\u9fff]/;

// One pattern per domain and language for all its own terms, built once (a pattern per term and case took minutes).
const patterns = new Map<string, RegExp | undefined>();
function ownedPattern(id: string, language: Language): RegExp | undefined {
  const key = `${id}:${language}`;
  if (!patterns.has(key)) {
    const terms = ownedTerms(id)[language].map((term) => escape(term.toLowerCase()));
    patterns.set(key, terms.length ? new RegExp(`(^|[^\\p{L}])(${terms.join('|')})($|[^\\p{L}])`, 'u') : undefined);
  }
  return patterns.get(key);
}

describe('the kit copy of a product', () => {
  const domains = allDomains();
  const cases: [string, Language, DomainFile | undefined][] = [
    ...domains.flatMap((domain) =>
      (['en', 'zh'] as const).map((l) => [domain.id, l, domain] as [string, Language, DomainFile]),
    ),
    ['no domain', 'en', undefined],
    ['no domain', 'zh', undefined],
  ];

  it.each(cases)(
    '%s in %s: the brand named, Tabler icons, the language kept, no other domain’s terms',
    (_, language, domain) => {
      const content = kitContent({ brand: 'Acme', language, domain });
      const texts: string[] = [];
      strings(content, '', (key, value) => {
        if (/icon/i.test(key)) expect([key, value, tablerPath(value) !== '']).toEqual([key, value, true]);
        else texts.push(value);
      });
      expect(texts.filter((t) => t.includes('Acme')).length).toBeGreaterThan(5);
      const cjk = texts.filter((t) => CJK.test(t)).length;
      if (language === 'en') expect(texts.filter((t) => CJK.test(t))).toEqual([]);
      else expect(cjk / texts.length).toBeGreaterThan(0.6);
      // Another domain's own nouns and items never reach this product's page.
      const page = texts.join('\n').toLowerCase();
      const foreign = domains
        .filter((other) => other.id !== domain?.id)
        .flatMap((other) => {
          const found = ownedPattern(other.id, language)?.exec(page);
          return found ? [[other.id, found[2]] as const] : [];
        });
      expect(foreign).toEqual([]);
    },
  );

  it('shows a domain’s own items with their prices and its figures with their units', () => {
    const bikes = domains.find((d) => d.id === 'bicycle-shop')!;
    const en = kitContent({ brand: 'Spokeline', language: 'en', domain: bikes });
    expect(en.products.items[0]).toMatchObject({ name: bikes.en.items[0].name, price: expect.stringMatching(/^\$/) });
    expect(en.dashboard.stats.map((s) => s.label)).toEqual(bikes.en.metrics.slice(0, 4).map((m) => m.label));
    const zh = kitContent({ brand: '轮语', language: 'zh', domain: bikes });
    expect(zh.products.items[0].price).toMatch(/^¥/);
    expect(zh.categories.map((c) => c.label)).toEqual(bikes.zh.categories);
  });
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
