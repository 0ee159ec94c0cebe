// A landing or about page named only by its sections ("a hero, features, testimonials, pricing and FAQ") is the
// kit's page with those sections in the prompt's order, each under the prompt's own name.
import type { DesignBrief } from '@boxify/design/brief';

import { siteSectionOf } from '../brief/sections';
import type { KitContext } from '../kit/context';
import type { SectionName } from '../kit';
import { kitRecipe } from '../generate/recipes';
import { HERO, type PagePlan } from './plan';

export function siteRecipe(
  plan: PagePlan,
  platform: DesignBrief['platform'],
): { recipe: NonNullable<ReturnType<typeof kitRecipe>>; eyebrows: KitContext['eyebrows'] } | undefined {
  if (plan.page !== 'landing' && plan.page !== 'about') return undefined;
  const named = plan.asked.filter((e) => !HERO.test(e.label));
  const sites = named.map((e) => ({ label: e.label, site: siteSectionOf(e.label) }));
  const base = kitRecipe('landing', platform);
  if (!base || sites.length === 0 || sites.some((s) => !s.site)) return undefined;
  const sections: SectionName[] = ['hero', ...new Set(sites.map((s) => s.site!.section))];
  const eyebrows: KitContext['eyebrows'] = {};
  for (const { label, site } of sites)
    if (site!.section !== 'logos' && site!.section !== 'cta') eyebrows[site!.section] = label;
  return { recipe: { ...base, sections }, eyebrows };
}
