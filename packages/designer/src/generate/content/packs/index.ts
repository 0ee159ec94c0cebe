// Every kind of product's copy, by domain and language.
import type { DesignLanguage } from '../../../contract';
import { EDUCATION_PACK } from './education';
import { FINANCE_PACK } from './finance';
import { FITNESS_PACK } from './fitness';
import { FOOD_PACK } from './food';
import { HEALTH_PACK } from './health';
import { SAAS_PACK } from './saas';
import { SHOP_PACK } from './shop';
import { TRAVEL_PACK } from './travel';
import type { Domain, DomainPack } from '../types';

export const MONTHS: Record<DesignLanguage, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  zh: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
};

export const PACKS: Record<Domain, Record<DesignLanguage, DomainPack>> = {
  education: EDUCATION_PACK,
  finance: FINANCE_PACK,
  fitness: FITNESS_PACK,
  food: FOOD_PACK,
  health: HEALTH_PACK,
  saas: SAAS_PACK,
  shop: SHOP_PACK,
  travel: TRAVEL_PACK,
};
