// Page recipes of the section kit: which sections a page holds, in order, and the chrome around them.
import type { PageKind } from '@boxify/design/brief';

import type { DesignPlatform } from '../contract';
import type { SectionName } from '../kit';
import type { PageType } from './page-types';

/** The frame a page sits in: a marketing site, an app screen, a console with a side navigation, or nothing. */
export type Chrome = 'site' | 'app' | 'console' | 'bare';

export type PagePlan = {
  pageType: PageType;
  /** Content sections in order (chrome excluded). */
  sections: SectionName[];
  chrome: Chrome;
  /** Show the mobile tab bar (a top-level app screen). */
  tabs: boolean;
};

const LANDING: SectionName[] = ['hero', 'logos', 'features', 'testimonials', 'cta'];
/** A mobile app's home screen (not its website). */
const APP_HOME: SectionName[] = ['search', 'carousel', 'shortcuts', 'product-list'];

type Recipe = { page: PageType; sections: SectionName[]; chrome: (platform: DesignPlatform) => Chrome; tabs?: boolean };
const site = () => 'site' as const;
const siteOrApp = (platform: DesignPlatform) => (platform === 'desktop' ? 'site' : 'app');
const consoleOrApp = (platform: DesignPlatform) => (platform === 'desktop' ? 'console' : 'app');

// The kit's own page for a page kind, drawn when the prompt names nothing for that page: richer than a few implied
// parts, and written for the product by its domain's copy.
const RECIPES: Partial<Record<PageKind, Recipe>> = {
  landing: { page: 'home', sections: LANDING, chrome: site },
  about: { page: 'home', sections: ['hero', 'features', 'testimonials', 'cta'], chrome: site },
  detail: { page: 'product-detail', sections: ['product-detail'], chrome: siteOrApp },
  'product-detail': { page: 'product-detail', sections: ['product-detail'], chrome: siteOrApp },
  list: { page: 'product-list', sections: ['product-list'], chrome: siteOrApp, tabs: true },
  settings: { page: 'settings', sections: ['settings'], chrome: consoleOrApp, tabs: true },
  profile: { page: 'profile', sections: ['profile', 'posts'], chrome: consoleOrApp, tabs: true },
  article: { page: 'article', sections: ['article'], chrome: site },
  blog: { page: 'blog', sections: ['blog', 'cta'], chrome: site },
  faq: { page: 'faq', sections: ['faq', 'cta'], chrome: site },
  pricing: { page: 'pricing', sections: ['pricing', 'faq'], chrome: site },
  'payment-method': { page: 'payment-method', sections: ['payment-method'], chrome: siteOrApp },
  'empty-state': { page: 'empty-state', sections: ['empty-state'], chrome: consoleOrApp, tabs: true },
};

/** The kit page for a page kind the prompt named nothing for; none where the composer's own parts do better. */
export function kitRecipe(kind: PageKind, platform: DesignPlatform): PagePlan | undefined {
  if (kind === 'app-home') {
    return platform === 'mobile'
      ? { pageType: 'home', sections: APP_HOME, chrome: 'app', tabs: true }
      : kitRecipe('landing', platform);
  }
  const recipe = RECIPES[kind];
  if (!recipe) return undefined;
  const chrome = recipe.chrome(platform);
  const sections = kind === 'landing' && platform === 'mobile' ? LANDING.filter((s) => s !== 'logos') : recipe.sections;
  return { pageType: recipe.page, sections, chrome, tabs: !!recipe.tabs && chrome === 'app' };
}
