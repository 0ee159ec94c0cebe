import { afterEach, describe, expect, it } from 'vitest';

import { currentReferral, REFERRAL_DAYS, REFERRAL_KEY, rememberReferral } from '../referral';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-11-25T08:00:00Z');

describe('an affiliate referral', () => {
  afterEach(() => {
    localStorage.clear();
    delete (globalThis as { Rewardful?: unknown }).Rewardful;
  });

  it('is kept from ?via= or ?ref= for 60 days, the last one winning', () => {
    rememberReferral('?via=anna_42', localStorage, now);
    expect(currentReferral(localStorage, now + (REFERRAL_DAYS - 1) * DAY)).toBe('anna_42');
    expect(currentReferral(localStorage, now + REFERRAL_DAYS * DAY + 1)).toBeUndefined();
    rememberReferral('?lng=zh&ref=bob-7', localStorage, now);
    expect(currentReferral(localStorage, now)).toBe('bob-7');
  });

  it('ignores what is not an id and a page without one', () => {
    rememberReferral('?via=anna', localStorage, now);
    rememberReferral('?via=%3Cscript%3E', localStorage, now);
    rememberReferral(`?ref=${'x'.repeat(201)}`, localStorage, now);
    rememberReferral('?section=pricing', localStorage, now);
    expect(currentReferral(localStorage, now)).toBe('anna');
    localStorage.setItem(REFERRAL_KEY, '{not json');
    expect(currentReferral(localStorage, now)).toBeUndefined();
  });

  it("prefers the affiliate script's referral when the page has one", () => {
    rememberReferral('?via=anna', localStorage, now);
    (globalThis as { Rewardful?: unknown }).Rewardful = { referral: 'rw-123' };
    expect(currentReferral(localStorage, now)).toBe('rw-123');
  });
});
