import { describe, expect, it } from 'vitest';

import { faqItems, showcaseProductIds } from '@client/features/home/home-cms';
import {
  activeNavItem,
  boundedPage,
  HERO_WORDS,
  pageCount,
  pageOf,
  sectionScrollDelay,
  shuffled,
} from '@client/features/home/landing';

describe('the hero words', () => {
  it('are shuffled without losing or repeating one, and mix English and Spanish', () => {
    const words = shuffled(HERO_WORDS, () => 0);
    expect([...words].sort()).toEqual([...HERO_WORDS].sort());
    expect(words).not.toEqual([...HERO_WORDS]);
    expect(HERO_WORDS).toContain('Dashboards');
    expect(HERO_WORDS).toContain('Paneles');
  });
});

describe('the nav item under the 100 px line', () => {
  const tops = (home: number, features: number, cases: number | undefined, faq: number) => [
    { item: 'home' as const, top: home },
    { item: 'features' as const, top: features },
    { item: 'cases' as const, top: cases },
    { item: 'pricing' as const, top: undefined },
    { item: 'faq' as const, top: faq },
  ];
  it('is the last section whose top reached the line', () => {
    expect(activeNavItem(tops(0, 700, 1400, 2100))).toBe('home');
    expect(activeNavItem(tops(-700, 100, 700, 1400))).toBe('features');
    expect(activeNavItem(tops(-700, 101, 700, 1400))).toBe('home');
    expect(activeNavItem(tops(-2000, -1300, -600, 90))).toBe('faq');
  });
  it('is the last section at the end of the page, even when it never reaches the line', () => {
    expect(activeNavItem(tops(-2000, -1300, -600, 300), true)).toBe('faq');
  });
  it('skips a section the page does not show', () => {
    expect(activeNavItem(tops(-2000, -1300, undefined, 300))).toBe('features');
  });
});

describe('case pages of three', () => {
  const cases = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
  it('count, bound and slice', () => {
    expect(pageCount(7)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(boundedPage(-1, 7)).toBe(0);
    expect(boundedPage(5, 7)).toBe(2);
    expect(pageOf(cases, 1)).toEqual(['d', 'e', 'f']);
    expect(pageOf(cases, 2)).toEqual(['g']);
  });
});

it('waits 100 ms before scrolling to pricing and 500 ms elsewhere', () => {
  expect(sectionScrollDelay('pricing')).toBe(100);
  expect(sectionScrollDelay('faq')).toBe(500);
});

describe('the home CMS', () => {
  const contents = [
    { positionKey: 'showcase', contentType: 'case', content: JSON.stringify({ children: ['p1', 'p2', 7] }) },
    {
      positionKey: 'faq-credit',
      contentType: 'faq',
      content: JSON.stringify({
        key: 'credit',
        question: { en: 'How do credits work?', zh: '积分如何计算？' },
        answer: { en: 'You see the cost first.', zh: '' },
      }),
    },
    { positionKey: 'faq-broken', contentType: 'faq', content: '{not json' },
  ];
  it('reads the FAQ in the visitor language, falling back to the other, and skips a broken entry', () => {
    expect(faqItems(contents, 'en')).toEqual([
      { key: 'credit', question: 'How do credits work?', answer: 'You see the cost first.' },
    ]);
    expect(faqItems(contents, 'zh')).toEqual([
      { key: 'credit', question: '积分如何计算？', answer: 'You see the cost first.' },
    ]);
  });
  it('reads the showcase product ids', () => {
    expect(showcaseProductIds(contents)).toEqual(['p1', 'p2']);
    expect(showcaseProductIds([])).toEqual([]);
  });
});
