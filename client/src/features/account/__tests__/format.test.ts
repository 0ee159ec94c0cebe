import { describe, expect, it } from 'vitest';

import { formatCredits, formatLocalDate } from '@client/features/account/format';

describe('formatting the account', () => {
  it('shows an end date as a local date in the interface language', () => {
    const iso = '2027-03-15T12:00:00.000Z';
    expect(formatLocalDate(iso, 'en')).toBe(new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long' }));
    expect(formatLocalDate(iso, 'zh')).toMatch(/^2027年3月1[45]日$/);
    expect(formatLocalDate(null, 'en')).toBeUndefined();
    expect(formatLocalDate('not a date', 'en')).toBeUndefined();
  });

  it('shows credits with grouping and at most two decimals', () => {
    expect(formatCredits('0', 'en')).toBe('0');
    expect(formatCredits('1234.5', 'en')).toBe('1,234.5');
    expect(formatCredits('0.125', 'en')).toBe('0.13');
    expect(formatCredits('n/a', 'en')).toBe('n/a');
  });
});
