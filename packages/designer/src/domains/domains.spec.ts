// The domain data files: format, coverage, both languages, no item shared between domains, and matching.
// The matching test draws prompts from the data with a seed it prints; DOMAINS_SEED=<seed> replays a run.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import type { DesignLanguage } from '../contract';
import { DOMAIN_FILES } from './catalogue';
import { allDomains, matchDomain, ownedTerms } from './index';
import { DOMAIN_LANGUAGES, type DomainFile } from './schema';
import { chineseText, englishTokens, hasCjk } from './words';

// Words every kind of product uses, or that name a kind of UI element: a prompt's page words, never a domain's.
const GENERIC: Record<DesignLanguage, string[]> = {
  en: [
    'app',
    'page',
    'screen',
    'dashboard',
    'home',
    'user',
    'account',
    'profile',
    'setting',
    'order',
    'item',
    'product',
    'service',
    'customer',
    'booking',
    'appointment',
    'report',
    'list',
    'search',
    'shop',
    'store',
    'platform',
    'system',
    'management',
    'tool',
    'team',
    'price',
    'payment',
    'message',
    'notification',
    'card',
    'form',
    'table',
    'chart',
    'button',
    'calendar',
    'map',
    'video',
    'photo',
    'chat',
    'checkout',
    'cart',
    'website',
  ],
  zh: [
    '页面',
    '首页',
    '应用',
    '用户',
    '账户',
    '订单',
    '商品',
    '产品',
    '服务',
    '客户',
    '预约',
    '报表',
    '列表',
    '搜索',
    '设置',
    '平台',
    '系统',
    '管理',
    '工具',
    '消息',
    '通知',
    '日历',
    '图表',
    '表格',
    '按钮',
    '地图',
    '视频',
    '照片',
    '购物车',
    '结算',
    '网站',
    '仪表盘',
  ],
};

/** Every human-facing text of a domain in one language (units and currency codes excepted). */
function textsOf(domain: DomainFile, language: DesignLanguage): string[] {
  const copy = domain[language];
  return [
    ...domain.names[language],
    ...domain.keywords[language],
    ...copy.entities.flatMap((entity) => [entity.singular, entity.plural]),
    ...copy.items.flatMap((item) => [item.name, ...(item.detail ? [item.detail] : [])]),
    ...copy.categories,
    ...copy.metrics.map((metric) => metric.label),
    ...copy.actions.primary,
    ...copy.actions.secondary,
    ...copy.people.flatMap((person) => [person.name, person.role]),
    ...copy.statuses,
    ...Object.values(copy.phrases),
  ];
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, list: readonly T[], count: number): T[] {
  const pool = [...list];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
  return chosen;
}

describe('domain data', () => {
  const domains = allDomains();

  it('validates every file and lists every file of data/ in the catalogue', () => {
    const files = readdirSync(join(__dirname, 'data')).filter((file) => file.endsWith('.json'));
    expect(Object.keys(DOMAIN_FILES).sort()).toEqual(files.map((file) => file.replace(/\.json$/, '')).sort());
    expect(domains.length).toBe(files.length);
  });

  it('covers at least 80 domains', () => {
    expect(domains.length).toBeGreaterThanOrEqual(80);
  });

  it('has every field in both languages with the minimum counts', () => {
    for (const domain of domains) {
      for (const language of DOMAIN_LANGUAGES) {
        const copy = domain[language];
        const where = `${domain.id} (${language})`;
        expect([where, domain.names[language].length >= 1]).toEqual([where, true]);
        expect([where, domain.keywords[language].length >= 4]).toEqual([where, true]);
        expect([where, copy.entities.length >= 2, copy.items.length >= 8, copy.categories.length >= 5]).toEqual([
          where,
          true,
          true,
          true,
        ]);
        expect([where, copy.metrics.length >= 4, copy.people.length >= 6, copy.statuses.length >= 3]).toEqual([
          where,
          true,
          true,
          true,
        ]);
      }
    }
  });

  it('writes Chinese copy in Chinese and English copy without Chinese', () => {
    const wrong: string[] = [];
    for (const domain of domains) {
      for (const text of textsOf(domain, 'zh')) if (!hasCjk(text)) wrong.push(`${domain.id} zh: ${text}`);
      for (const text of textsOf(domain, 'en')) if (hasCjk(text)) wrong.push(`${domain.id} en: ${text}`);
    }
    expect(wrong).toEqual([]);
  });

  it('gives no item name to two domains', () => {
    for (const language of DOMAIN_LANGUAGES) {
      const owner = new Map<string, string>();
      const shared: string[] = [];
      for (const domain of domains) {
        for (const item of domain[language].items) {
          const key = item.name.toLowerCase();
          const first = owner.get(key);
          if (first && first !== domain.id) shared.push(`${item.name}: ${first}, ${domain.id}`);
          owner.set(key, domain.id);
        }
      }
      expect(shared).toEqual([]);
    }
  });

  it('gives each name and keyword to one domain, and none is a generic page word', () => {
    for (const language of DOMAIN_LANGUAGES) {
      const key = (term: string) => (language === 'en' ? englishTokens(term).join(' ') : chineseText(term));
      const generic = new Set(GENERIC[language].map(key));
      const owner = new Map<string, string>();
      const wrong: string[] = [];
      for (const domain of domains) {
        for (const term of [...domain.names[language], ...domain.keywords[language]]) {
          const normal = key(term);
          const first = owner.get(normal);
          if (first && first !== domain.id) wrong.push(`${term}: ${first}, ${domain.id}`);
          if (generic.has(normal)) wrong.push(`${term} (${domain.id}) is generic`);
          if (language === 'zh' && normal.length < 2) wrong.push(`${term} (${domain.id}) is one character`);
          owner.set(normal, domain.id);
        }
      }
      expect(wrong).toEqual([]);
    }
  });

  it('leaves every domain terms of its own', () => {
    for (const domain of domains) {
      const owned = ownedTerms(domain.id);
      expect([domain.id, owned.en.length >= 4, owned.zh.length >= 4]).toEqual([domain.id, true, true]);
    }
  });
});

describe('matchDomain', () => {
  const domains = allDomains();

  it('picks the domain for a prompt made of its own names and keywords', () => {
    const seed = Number(process.env.DOMAINS_SEED ?? Date.now() % 1_000_000);
    console.log(`matchDomain seed: ${seed} (replay with DOMAINS_SEED=${seed})`);
    const random = mulberry32(seed);
    const missed: string[] = [];
    for (const domain of domains) {
      for (const language of DOMAIN_LANGUAGES) {
        const own = [...domain.names[language], ...domain.keywords[language]];
        const nouns = [...pick(random, own, 1 + Math.floor(random() * 3)), ...pick(random, GENERIC[language], 2)];
        const found = matchDomain(nouns, language);
        if (found?.domain.id !== domain.id)
          missed.push(`${domain.id} ${language} [${nouns.join(', ')}] → ${found?.domain.id}`);
      }
    }
    expect(missed).toEqual([]);
  });

  it('reads a domain out of whole noun phrases', () => {
    expect(matchDomain(['product page', 'Spokeline', 'a bicycle shop', 'frame sizes'], 'en')?.domain.id).toBe(
      'bicycle-shop',
    );
    expect(matchDomain(['宠物医院', '预约挂号页面', '医生'], 'zh')?.domain.id).toBe('vet-clinic');
  });

  it('returns undefined for nonsense and for page words alone', () => {
    expect(matchDomain(['blorf', 'zanquill', 'frobnicated wibble'], 'en')).toBeUndefined();
    expect(matchDomain(GENERIC.en, 'en')).toBeUndefined();
    expect(matchDomain(['咕噜噜', '叽里呱啦'], 'zh')).toBeUndefined();
    expect(matchDomain(GENERIC.zh, 'zh')).toBeUndefined();
  });
});
