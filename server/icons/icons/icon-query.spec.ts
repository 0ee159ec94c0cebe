import { parseIconQuery } from './icon-query';

describe('parseIconQuery', () => {
  it('splits English words on spaces, hyphens and case', () => {
    expect(parseIconQuery('  Arrow-LEFT circle ').terms).toEqual([['arrow'], ['left'], ['circle']]);
  });

  it('segments Chinese by the longest known word', () => {
    // 购物车 (cart) wins over 购物 (shopping) followed by 车 (car).
    expect(parseIconQuery('购物车').terms).toEqual([['shopping-cart', 'cart']]);
    expect(parseIconQuery('首页').terms).toEqual([['home']]);
    expect(parseIconQuery('删除用户').terms).toEqual([['trash', 'delete'], ['user']]);
  });

  it('mixes Chinese and English and drops words that only say "icon"', () => {
    expect(parseIconQuery('红 heart 图标').terms).toEqual([['heart']]);
    expect(parseIconQuery('设置icon').terms).toEqual([['settings'], ['icon']]);
  });

  it('marks a query made only of unknown Chinese as unmatchable, a blank one as everything', () => {
    expect(parseIconQuery('龘龘')).toEqual({ terms: [], unmatchable: true });
    expect(parseIconQuery('   ')).toEqual({ terms: [], unmatchable: false });
    expect(parseIconQuery(undefined)).toEqual({ terms: [], unmatchable: false });
  });
});
