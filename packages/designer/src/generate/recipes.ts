// Page recipes: which kit sections a page type holds, in order, and the chrome around them per platform.
import type { DesignPlatform } from '../contract';
import type { SectionName } from '../kit';
import type { PromptReading } from './understand';
import type { PageType } from './vocabulary';

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

const RECIPES: Record<PageType, SectionName[]> = {
  home: ['hero', 'logos', 'features', 'testimonials', 'cta'],
  'sign-in': ['sign-in'],
  'sign-up': ['sign-up'],
  pricing: ['pricing', 'faq'],
  'payment-method': ['payment-method'],
  checkout: ['checkout'],
  chat: ['chat'],
  dashboard: ['stats', 'charts', 'data-table'],
  settings: ['settings'],
  profile: ['profile', 'posts'],
  'product-list': ['product-list'],
  'product-detail': ['product-detail'],
  blog: ['blog', 'cta'],
  article: ['article'],
  faq: ['faq', 'cta'],
  onboarding: ['onboarding'],
  'not-found': ['not-found'],
  'empty-state': ['empty-state'],
};

/** A mobile app's home screen (not its website). */
const APP_HOME: SectionName[] = ['search', 'carousel', 'shortcuts', 'product-list'];
/** Sections that fill "and N more sections" on a landing page, in order. */
const HOME_FILLERS: SectionName[] = ['features', 'testimonials', 'pricing', 'faq', 'logos', 'cta'];
const LEADS = new Set<SectionName>(['hero', 'carousel']);

function chromeOf(pageType: PageType, platform: DesignPlatform, marketing: boolean): Chrome {
  switch (pageType) {
    case 'home':
      return marketing || platform !== 'mobile' ? 'site' : 'app';
    case 'pricing':
    case 'faq':
    case 'blog':
    case 'article':
    case 'not-found':
      return 'site';
    case 'sign-in':
    case 'sign-up':
    case 'onboarding':
      return 'bare';
    case 'dashboard':
    case 'settings':
    case 'profile':
    case 'empty-state':
    case 'chat':
      return platform === 'desktop' ? 'console' : 'app';
    case 'product-list':
    case 'product-detail':
    case 'checkout':
    case 'payment-method':
      return platform === 'desktop' ? 'site' : 'app';
  }
}

const TOP_LEVEL = new Set<PageType>([
  'home',
  'dashboard',
  'settings',
  'profile',
  'chat',
  'product-list',
  'empty-state',
]);

/** The pages of a prompt: one per page type; listed sections go to the first page that takes them. */
export function planPages(reading: PromptReading): PagePlan[] {
  const listed = reading.listed as SectionName[];
  const target = reading.pageTypes.includes('home') ? 'home' : reading.pageTypes[0];
  return reading.pageTypes.map((pageType) => {
    const chrome = chromeOf(pageType, reading.platform, reading.marketing);
    let sections = pageType === 'home' && chrome === 'app' ? APP_HOME : RECIPES[pageType];
    if (pageType === target && (listed.length > 0 || reading.extraSections > 0)) {
      sections = customise(pageType, sections, listed, reading.extraSections);
    }
    return { pageType, sections: [...sections], chrome, tabs: TOP_LEVEL.has(pageType) && chrome === 'app' };
  });
}

function customise(pageType: PageType, recipe: SectionName[], listed: SectionName[], extra: number): SectionName[] {
  // Chart kinds named one by one replace the combined chart cards.
  const named = listed.filter((s) => s !== 'search' || pageType === 'product-list');
  const out: SectionName[] = [];
  const lead = recipe[0];
  if (pageType === 'home') {
    if (!named.some((s) => LEADS.has(s))) out.push(lead);
  } else if (!named.includes(lead)) out.push(lead);
  for (const s of named) if (!out.includes(s)) out.push(s);
  const fillers = pageType === 'home' ? HOME_FILLERS : recipe.slice(1);
  for (const f of fillers) {
    if (extra <= 0) break;
    if (out.includes(f)) continue;
    out.push(f);
    extra--;
  }
  return out;
}
