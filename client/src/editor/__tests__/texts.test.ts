import { describe, expect, it } from 'vitest';

import { ACTIONS } from '@client/editor/actions';
import en from '@client/editor/i18n/en.json';
import zh from '@client/editor/i18n/zh.json';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

describe('editor texts', () => {
  it('English and Chinese have the same keys', () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort());
  });

  it('every listed action has a name in both languages', () => {
    for (const action of ACTIONS.filter((a) => a.listed !== false)) {
      expect(en.action).toHaveProperty(action.id);
      expect(zh.action).toHaveProperty(action.id);
    }
  });
});
