// Prompts drawn at random from combinations (seed printed; BRIEF_SEED=… replays one run): the reader must find
// the brand, every named element in order with its count, the platform and the theme.
import { readBrief } from './read-brief';

const seed = Number(process.env.BRIEF_SEED ?? Date.now() % 100_000);
function random(s: number) {
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}
const rand = random(seed);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];

const SYLLABLES = ['vel', 'tor', 'bri', 'mo', 'qua', 'zen', 'lum', 'dra', 'fen', 'cor', 'pix', 'ward', 'nol'];
const brand = () => {
  const word = pick(SYLLABLES) + pick(SYLLABLES) + pick(SYLLABLES);
  return word.charAt(0).toUpperCase() + word.slice(1);
};
const ZH_BRANDS = ['青禾', '暖爪', '云帆', '知味', '星野', '木棉', '远山', '晴川'];

// [phrase, kind, count?]: the element kinds a user names, in their own words.
const EN_ELEMENTS: [string, string][] = [
  ['a bar chart of weekly sales', 'chart'],
  ['a table of overdue invoices', 'table'],
  ['a list of upcoming classes', 'list'],
  ['a search bar', 'search'],
  ['a map of nearby stores', 'map'],
  ['a date picker', 'date'],
  ['time slots', 'time-slot'],
  ['filters', 'filter'],
  ['a sort menu', 'sort'],
  ['tabs', 'tabs'],
  ['a photo gallery', 'media'],
  ['a progress bar', 'progress'],
  ['a calendar', 'calendar'],
];
const EN_COUNTED: [string, string][] = [
  ['questions', 'question'],
  ['plans', 'plan'],
  ['steps', 'step'],
  ['messages', 'message'],
  ['stat cards', 'card-grid'],
];
const ZH_ELEMENTS: [string, string][] = [
  ['销量柱状图', 'chart'],
  ['订单表格', 'table'],
  ['课程列表', 'list'],
  ['搜索框', 'search'],
  ['门店地图', 'map'],
  ['日期', 'date'],
  ['时间段', 'time-slot'],
  ['筛选', 'filter'],
  ['排序', 'sort'],
  ['图片相册', 'media'],
  ['日历', 'calendar'],
];
const ZH_COUNTED: [string, string][] = [
  ['个问题', 'question'],
  ['个套餐', 'plan'],
  ['个步骤', 'step'],
  ['条消息', 'message'],
];
const ZH_DIGITS = ['', '一', '两', '三', '四', '五', '六'];

type Case = {
  prompt: string;
  width: number;
  brand: string;
  kinds: string[];
  counts: (number | undefined)[];
  platform: string;
  dark: boolean;
};

function englishCase(): Case {
  const name = brand();
  const platform = pick(['mobile', 'tablet', 'desktop'] as const);
  const width = { mobile: 390, tablet: 834, desktop: 1440 }[platform];
  const chosen = [...EN_ELEMENTS].sort(() => rand() - 0.5).slice(0, 2 + Math.floor(rand() * 2));
  const counted = pick(EN_COUNTED);
  const n = 2 + Math.floor(rand() * 5);
  const dark = rand() < 0.3;
  const parts = [...chosen.map(([p]) => p), `${n} ${counted[0]}`];
  const list = `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  const opener = pick([
    `A screen for ${name} with`,
    `${name} app, ${platform}, with`,
    `Design a page for ${name} showing`,
  ]);
  return {
    prompt: `${opener} ${list}${dark ? ', in dark mode' : ''}.`,
    width: opener.includes(platform) ? 1440 : width,
    brand: name,
    kinds: [...chosen.map(([, k]) => k), counted[1]],
    counts: [...chosen.map(() => undefined), n],
    platform,
    dark,
  };
}

function chineseCase(): Case {
  const name = pick(ZH_BRANDS);
  const platform = pick(['mobile', 'desktop'] as const);
  const chosen = [...ZH_ELEMENTS].sort(() => rand() - 0.5).slice(0, 2 + Math.floor(rand() * 2));
  const counted = pick(ZH_COUNTED);
  const n = 2 + Math.floor(rand() * 5);
  const dark = rand() < 0.3;
  const parts = [...chosen.map(([p]) => p), `${ZH_DIGITS[n]}${counted[0]}`];
  return {
    prompt: `「${name}」的页面，包含${parts.slice(0, -1).join('、')}和${parts[parts.length - 1]}${dark ? '，深色主题' : ''}`,
    width: platform === 'mobile' ? 390 : 1440,
    brand: name,
    kinds: [...chosen.map(([, k]) => k), counted[1]],
    counts: [...chosen.map(() => undefined), n],
    platform,
    dark,
  };
}

const CASES = Array.from({ length: 120 }, (_, i) => (i % 3 === 2 ? chineseCase() : englishCase()));

describe(`readBrief on generated prompts (seed ${seed})`, () => {
  it('finds the brand, every element in order with its count, the platform and the theme', () => {
    const failures: string[] = [];
    for (const c of CASES) {
      const brief = readBrief({ prompt: c.prompt, width: c.width });
      const kinds = brief.elements.map((e) => e.kind);
      const counts = brief.elements.map((e) => e.count);
      const problems = [
        brief.product.name !== c.brand && `brand ${brief.product.name}`,
        JSON.stringify(kinds) !== JSON.stringify(c.kinds) && `kinds ${kinds.join(',')}`,
        JSON.stringify(counts) !== JSON.stringify(c.counts) && `counts ${counts.join(',')}`,
        brief.platform !== c.platform && `platform ${brief.platform}`,
        (brief.theme.mode === 'dark') !== c.dark && `mode ${brief.theme.mode}`,
      ].filter(Boolean);
      if (problems.length > 0) failures.push(`${c.prompt} → ${problems.join('; ')}`);
    }
    expect({ seed, failures }).toEqual({ seed, failures: [] });
  });

  it('keeps a 390 px panel mobile unless the prompt names another platform', () => {
    expect(readBrief({ prompt: 'A booking page for Quenby with a calendar', width: 390 }).platform).toBe('mobile');
    expect(readBrief({ prompt: 'A tablet booking page for Quenby with a calendar', width: 390 }).platform).toBe(
      'tablet',
    );
    expect(readBrief({ prompt: 'A booking page for Quenby with a calendar', width: 834 }).platform).toBe('tablet');
  });
});

// Phrasings the grid found read wrong; each case is one a user wrote that way.
describe('readBrief on names, businesses and lists', () => {
  const read = (prompt: string) => readBrief({ prompt });
  const members = (prompt: string) => read(prompt).elements.flatMap((e) => e.items ?? []);

  it('keeps "and" inside capitalised names and after commas', () => {
    expect(members('Tabs for Bus, Park and ride and Metro')).toEqual(['Bus', 'Park and ride', 'Metro']);
    expect(members('Filters for Wash and fold, Business and Ironing')).toEqual([
      'Wash and fold',
      'Business',
      'Ironing',
    ]);
    expect(members('Filters for Backlog, Done and In review and a map of sprints')).toEqual([
      'Backlog',
      'Done',
      'In review',
    ]);
  });

  it('reads the business before the page kind, in brackets, and beside an acronym', () => {
    expect(read('Brimovel art gallery search results page: two plans')).toMatchObject({
      product: { name: 'Brimovel', domain: 'art gallery' },
      pages: ['search-results'],
    });
    expect(read('A leaderboard for Sarveldra (cleaning service)')).toMatchObject({
      product: { name: 'Sarveldra', domain: 'cleaning service' },
      elements: [],
    });
    expect(read('Nolkellum EV charging mobile detail page').product).toEqual({
      name: 'Nolkellum',
      domain: 'EV charging',
    });
    expect(read('Create a premium home screen for a sales CRM')).toMatchObject({ product: { domain: 'sales CRM' } });
  });

  it('reads a Chinese business whole and keeps a part that names a domain word', () => {
    expect(read('社区动态“野远”的地图页：三个套餐')).toMatchObject({
      product: { name: '野远', domain: '社区动态' },
      pages: ['map'],
      elements: [{ kind: 'plan', count: 3 }],
    });
    expect(read('请生成3C 数码店「暖云」的404页面')).toMatchObject({ product: { domain: '3C 数码店' }, elements: [] });
    expect(read('运营商“远野”的预约页：两个套餐、一个地图').elements.map((e) => e.kind)).toEqual(['plan', 'map']);
    expect(read('为发票管理「禾禾」设计网页首页，包含发票列表').elements).toEqual([
      { kind: 'list', label: '发票列表' },
    ]);
  });
});
