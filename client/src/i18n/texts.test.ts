import { describe, expect, it } from 'vitest';

import en from './en.json';
import zh from './zh.json';

// The English of lazily loaded parts (the workbench, the personal centre…), each its own file.
const parts = Object.values(import.meta.glob<{ default: object }>('./en-*.json', { eager: true })).map(
  (file) => file.default,
);

// Every text path of a nested texts object ("workbench.footer.about"), plural forms as one (English has "_one" and
// "_other" where Chinese has only "_other").
function paths(texts: object, prefix = ''): string[] {
  const all = Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? paths(value as object, `${prefix}${key}.`)
      : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  );
  return [...new Set(all)];
}

describe('the app texts', () => {
  it('has every English text in Chinese and no Chinese text without its English', () => {
    const english = paths(Object.assign({}, en, ...parts)).sort();
    expect(paths(zh).sort()).toEqual(english);
  });

  it('says each area once: in the first script or in one part', () => {
    const areas = [en, ...parts].flatMap((texts) => Object.keys(texts));
    expect(areas.length).toBe(new Set(areas).size);
  });
});
