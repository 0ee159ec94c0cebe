// The section kit's page types: the pages the template library and a prompt with nothing read are drawn as.
export const PAGE_TYPES = [
  'home',
  'sign-in',
  'sign-up',
  'pricing',
  'payment-method',
  'checkout',
  'chat',
  'dashboard',
  'settings',
  'profile',
  'product-list',
  'product-detail',
  'blog',
  'article',
  'faq',
  'onboarding',
  'not-found',
  'empty-state',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];
