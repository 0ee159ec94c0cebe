import { describe, expect, it } from 'vitest';

import { i18n, initI18n } from '@client/i18n/i18n';

// Issue 14 §5: a cost of one reads "1 credit" (i18next's plural forms by count), in both languages.
describe('credit plurals', () => {
  it('says 1 credit, 0.5 and 2 credits, and 积分 in Chinese', async () => {
    void initI18n('en');
    await i18n.changeLanguage('en');
    const cost = (count: number) => i18n.t('designer.result.cost', { count, cost: String(count) });
    expect(cost(1)).toBe('Cost: 1 credit');
    expect(cost(0.5)).toBe('Cost: 0.5 credits');
    expect(cost(2)).toBe('Cost: 2 credits');
    await i18n.changeLanguage('zh');
    expect(cost(1)).toBe('消耗：1 积分');
  });
});
