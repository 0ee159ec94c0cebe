import { tablerPath } from '../../kit/icons';
import { catalogueFor } from './catalogues';
import { DOMAINS } from './types';
import { writeContent } from './writer';

function walk(value: unknown, key: string, visit: (key: string, value: string) => void): void {
  if (typeof value === 'string') visit(key, value);
  else if (Array.isArray(value)) value.forEach((v) => walk(v, key, visit));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k, visit);
}

describe('content writer', () => {
  const cases = DOMAINS.flatMap((domain) => (['en', 'zh'] as const).map((language) => [domain, language] as const));

  it.each(cases)('%s in %s: the brand filled in, every icon in Tabler, the language kept', (domain, language) => {
    const content = writeContent('Acme', domain, language);
    const strings: string[] = [];
    walk(content, '', (key, value) => {
      strings.push(value);
      if (/icon/i.test(key)) expect([key, value, tablerPath(value) !== '']).toEqual([key, value, true]);
    });
    expect(strings.filter((s) => s.includes('{brand}'))).toEqual([]);
    expect(strings.some((s) => s.includes('Acme'))).toBe(true);
    const cjk = strings.filter((s) => /[\u3400-\u9fff]/.test(s)).length;
    if (language === 'en') expect(cjk).toBe(0);
    else expect(cjk / strings.length).toBeGreaterThan(0.5);
  });

  it.each(['online bookstore', 'electronics shop', '美妆商城'])('has a catalogue for a %s', (prompt) => {
    const language = /[\u3400-\u9fff]/.test(prompt) ? 'zh' : 'en';
    const catalogue = catalogueFor(prompt, language)!;
    expect(catalogue.products.length).toBeGreaterThanOrEqual(6);
    walk(catalogue, '', (key, value) => {
      if (/icon/i.test(key)) expect(tablerPath(value)).not.toBe('');
    });
  });
});
