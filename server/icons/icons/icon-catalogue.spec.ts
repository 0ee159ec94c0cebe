import { iconCatalogue, MATCH_RANK } from './icon-catalogue';
import { parseIconQuery } from './icon-query';
import { ZH_KEYWORDS } from './zh-keywords';

const catalogue = iconCatalogue();
const keys = (indexes: number[]) =>
  indexes.map(
    (index) => `${catalogue.icons[index].library}:${catalogue.icons[index].style}:${catalogue.icons[index].name}`,
  );
const search = (query: string, filter = {}) => keys(catalogue.search(parseIconQuery(query), filter));

describe('icon catalogue', () => {
  it('holds both sets in both styles', () => {
    expect(catalogue.count('tabler', 'outline')).toBeGreaterThan(5000);
    expect(catalogue.count('tabler', 'filled')).toBeGreaterThan(1000);
    expect(catalogue.count('phosphor', 'outline')).toBeGreaterThan(1500);
    expect(catalogue.count('phosphor', 'filled')).toBe(catalogue.count('phosphor', 'outline'));
    expect(catalogue.styles('tabler', 'home')).toEqual(['outline', 'filled']);
    expect(catalogue.styles('tabler', 'no-such-icon')).toEqual([]);
  });

  it('draws every icon in currentColor: Tabler outline with 2 px round strokes, Phosphor filled', () => {
    const tabler = catalogue.get('tabler', 'outline', 'home')!.svg;
    expect(tabler).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="24" height="24" viewBox="0 0 24 24"/);
    expect(tabler).toContain('stroke="currentColor" stroke-width="2" stroke-linecap="round"');
    expect(tabler).toContain('<path d="M5 12l-2 0l9 -9l9 9l-2 0"/>');
    expect(tabler).not.toContain('M0 0h24v24H0z'); // Tabler's invisible bounding path is not carried
    const phosphor = catalogue.get('phosphor', 'outline', 'house')!.svg;
    expect(phosphor).toContain('viewBox="0 0 256 256"');
    expect(phosphor).toContain('<g fill="currentColor" stroke="none"><path d="M219.31');
    for (const icon of catalogue.icons) expect(icon.svg).not.toMatch(/#[0-9a-f]{3,6}\b|black|white/i);
  });

  it('ranks an exact name first, then names starting with it, then tags', () => {
    const home = search('home');
    expect(home.slice(0, 2)).toEqual(['tabler:outline:home', 'tabler:filled:home']);
    expect(home[2]).toBe('tabler:outline:home-2');
    expect(home).toContain('phosphor:outline:house'); // tagged "homes"
    expect(home.indexOf('phosphor:outline:house')).toBeGreaterThan(home.indexOf('tabler:outline:home-search'));
    const ranks = catalogue.rank(parseIconQuery('home'));
    const house = catalogue.indexOf('phosphor:outline:house')!;
    expect(ranks.get(house)).toBe(MATCH_RANK.tagPrefix);
  });

  it('finds the same icons for a Chinese query as for its English words', () => {
    expect(search('首页')).toEqual(search('home'));
    const cart = search('购物车');
    expect(cart.slice(0, 4)).toEqual([
      'tabler:outline:shopping-cart',
      'tabler:filled:shopping-cart',
      'phosphor:outline:shopping-cart',
      'phosphor:filled:shopping-cart',
    ]);
    expect(search('删除')[0]).toBe('tabler:outline:trash');
  });

  it('needs every word of the query, and matches a multi-word name exactly', () => {
    expect(search('shopping cart')[0]).toBe('tabler:outline:shopping-cart');
    expect(search('arrow left')).toContain('tabler:outline:arrow-left');
    expect(search('zzzqqq')).toEqual([]);
    expect(search('龘')).toEqual([]);
  });

  it('filters by library and style', () => {
    expect(search('home', { library: 'phosphor' }).every((key) => key.startsWith('phosphor:'))).toBe(true);
    expect(search('home', { style: 'filled' }).every((key) => key.includes(':filled:'))).toBe(true);
    expect(search('', {}).length).toBe(catalogue.icons.length);
  });

  it('finds icons for every word of the Chinese vocabulary', () => {
    const words = Object.keys(ZH_KEYWORDS);
    expect(words.length).toBeGreaterThanOrEqual(300);
    const empty = words.filter((word) => search(word).length === 0);
    expect(empty).toEqual([]);
  });
});
