// Every kind of product's copy, by domain and language.
import type { DesignLanguage } from '@server/design/designer/contract';
import { EDUCATION_PACK } from '@server/design/designer/generate/content/packs/education';
import { FINANCE_PACK } from '@server/design/designer/generate/content/packs/finance';
import { FITNESS_PACK } from '@server/design/designer/generate/content/packs/fitness';
import { FOOD_PACK } from '@server/design/designer/generate/content/packs/food';
import { HEALTH_PACK } from '@server/design/designer/generate/content/packs/health';
import { SAAS_PACK } from '@server/design/designer/generate/content/packs/saas';
import { SHOP_PACK } from '@server/design/designer/generate/content/packs/shop';
import { TRAVEL_PACK } from '@server/design/designer/generate/content/packs/travel';
import type { Domain, DomainPack } from '@server/design/designer/generate/content/types';

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
