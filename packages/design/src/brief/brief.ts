// The design brief: what a prompt asks for, read before anything is drawn. The built-in reader and a model both
// produce one; the user sees it and can correct it; the rest of the designer only ever reads the brief.
import { z } from 'zod';

/** The kinds of element a prompt can name. A lexicon of UI kinds, never of products. */
export const ELEMENT_KINDS = [
  'chart',
  'stat',
  'table',
  'list',
  'card-grid',
  'form-field',
  'filter',
  'sort',
  'tabs',
  'button',
  'nav-item',
  'media',
  'map',
  'calendar',
  'date',
  'time-slot',
  'step',
  'question',
  'message',
  'plan',
  'search',
  'toggle',
  'progress',
  'section',
] as const;
export type ElementKind = (typeof ELEMENT_KINDS)[number];

/** Kinds of page the designer composes; `custom` is a page made of the requested elements alone. */
export const PAGE_KINDS = [
  'landing',
  'app-home',
  'detail',
  'list',
  'search-results',
  'booking',
  'cart',
  'checkout',
  'order-tracking',
  'dashboard',
  'table-admin',
  'settings',
  'profile',
  'faq',
  'not-found',
  'onboarding',
  'sign-in',
  'sign-up',
  'chat',
  'inbox',
  'calendar',
  'kanban',
  'map',
  'player',
  'feed',
  'article',
  'blog',
  'pricing',
  'invoice',
  'form',
  'comparison',
  'notifications',
  'empty-state',
  'payment-method',
  'product-list',
  'product-detail',
  'receipt',
  'leaderboard',
  'gallery',
  'timeline',
  'contact',
  'about',
  'custom',
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

const Label = z.string().trim().min(1).max(80);

export const BriefElementSchema = z.strictObject({
  kind: z.enum(ELEMENT_KINDS),
  /** The words the prompt used for it ("energy produced per day", "时间段"); shown on the page. */
  label: Label,
  /** "6 questions", "3 plans": how many of it the page shows. */
  count: z.int().min(1).max(50).optional(),
  /** Members the prompt names for it ("check-up, hygiene, whitening"), in the prompt's order. */
  items: z.array(Label).max(50).optional(),
  /** What each member shows: a table's columns, a card's fields ("rank, team name, wins"). */
  fields: z.array(Label).max(12).optional(),
});
export type BriefElement = z.infer<typeof BriefElementSchema>;

export const DesignBriefSchema = z.strictObject({
  product: z.strictObject({
    /** The product's own name as the prompt gives it ("Voltfield", "暖爪"). */
    name: Label.optional(),
    /** The kind of business, in the prompt's words ("solar farm operator", "宠物医院"). */
    domain: Label.optional(),
    audience: Label.optional(),
  }),
  platform: z.enum(['mobile', 'tablet', 'desktop']),
  pages: z.array(z.enum(PAGE_KINDS)).min(1).max(8),
  /** What the page must carry, in the order the prompt names it. */
  elements: z.array(BriefElementSchema).max(40),
  theme: z.strictObject({
    mode: z.enum(['light', 'dark']),
    /** Colours the prompt names, as #rrggbb. */
    colors: z.array(z.string().regex(/^#[0-9a-f]{6}$/i)).max(6),
    /** Mood words: calm, playful, premium… */
    mood: z.array(z.string().trim().min(1).max(24)).max(6),
  }),
  language: z.enum(['en', 'zh']),
});
export type DesignBrief = z.infer<typeof DesignBriefSchema>;
