import type { ChatMessage, IconText, NavItem, Post, ProductItem, Stat } from '../../kit/content';

export const DOMAINS = ['saas', 'fitness', 'finance', 'shop', 'travel', 'education', 'food', 'health'] as const;
export type Domain = (typeof DOMAINS)[number];

/** What differs between kinds of product (a fitness app, a bank…): the nouns, numbers and examples of its copy. */
export type DomainPack = {
  noun: string;
  brand: string;
  brandIcon: string;
  heroIcon: string;
  eyebrow: string;
  heroTitle: string;
  heroSubtitle: string;
  features: IconText[];
  stats: Stat[];
  lineTitle: string;
  barTitle: string;
  pieTitle: string;
  pieLegend: string[];
  tableTitle: string;
  columns: string[];
  rows: string[][];
  productsTitle: string;
  filters: string[];
  products: ProductItem[];
  detail: {
    name: string;
    price: string;
    description: string;
    optionLabel: string;
    options: string[];
    highlights: string[];
    icon: string;
  };
  chatTitle: string;
  chat: ChatMessage[];
  suggestions: string[];
  posts: Post[];
  article: { tag: string; title: string; paragraphs: string[]; quote: string };
  onboarding: IconText[];
  /** Shortcuts on an app's home screen. */
  categories: NavItem[];
  tabBar: NavItem[];
  sideNav: NavItem[];
  quotes: string[];
  empty: { icon: string; title: string; body: string; button: string };
  unit: string;
};
