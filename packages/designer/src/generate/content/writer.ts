// The content writer: a page's copy for the product the prompt names, in the prompt's language.
import type { KitContent } from '../../kit/content';
import type { DesignLanguage } from '../../contract';
import type { Pack } from './pack';
import { PACKS } from './packs';
import { english } from './templates-en';
import { chinese } from './templates-zh';
import type { Domain, DomainPack } from './types';

// Shops, restaurants and stays invite to browse, not to a free trial.
const ACTIONS: Partial<Record<Domain, Record<DesignLanguage, [string, string]>>> = {
  shop: { en: ['Shop now', 'New arrivals'], zh: ['立即选购', '查看新品'] },
  food: { en: ['Order now', 'See restaurants'], zh: ['立即点餐', '查看餐厅'] },
  travel: { en: ['Find a stay', 'Explore deals'], zh: ['查找住宿', '查看特惠'] },
  health: { en: ['Book a visit', 'Find a doctor'], zh: ['预约挂号', '找医生'] },
};

const SHELF_DOMAINS = new Set<Domain>(['shop', 'food', 'travel', 'health']);

export function domainPack(domain: Domain, language: DesignLanguage): Pack {
  return {
    ...PACKS[domain][language],
    visual: SHELF_DOMAINS.has(domain) ? 'products' : 'dashboard',
    actions: ACTIONS[domain]?.[language],
  };
}

/** Replaces `{brand}` in every string of a value (deeply). */
function fill<T>(value: T, brand: string): T {
  if (typeof value === 'string') return value.replaceAll('{brand}', brand) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => fill(v, brand)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, brand)])) as T;
  }
  return value;
}

export function writeContent(
  brand: string,
  domain: Domain,
  language: DesignLanguage,
  overrides: Partial<DomainPack> = {},
): KitContent {
  const pack = { ...domainPack(domain, language), ...overrides };
  const body = language === 'zh' ? chinese(brand, pack) : english(brand, pack);
  return fill({ brand, brandIcon: pack.brandIcon, ...body }, brand);
}
