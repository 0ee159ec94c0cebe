import { z } from 'zod';

// The catalogue of analytics events (issue 16): one strict schema per event name for its properties.
// Strict objects are the privacy rule: a field the catalogue does not name (an e-mail, a prompt, a design's
// content) is refused, never stored. Free text is limited to page titles, which the client derives from the route.

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;

// Short words from a closed vocabulary the client chooses (sources, formats, failure kinds).
const word = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'a lowercase word of at most 40 characters (a-z, 0-9, _ or -)');

// An id of a template, component or generation: opaque, short, never text a person wrote.
const reference = z
  .string()
  .regex(/^[\w.:-]{1,80}$/, 'an id of at most 80 characters (letters, digits, . _ : -)')
  .optional();

const LOGIN_METHODS = ['password', 'email-code', 'google', 'github', 'figma', 'x', 'id-token', 'auth-code'] as const;
const PLAN_TYPES = ['free', 'plus', 'pro', 'enterprise'] as const;

// The spec's pricing analytics record (§3): planType, popular, selected.
const pricingRecord = {
  planType: z.enum(PLAN_TYPES),
  popular: z.boolean(),
  selected: z.boolean(),
};

export const ANALYTICS_EVENTS = {
  // §2: every route change; the title is the page's dynamic title (search query excepted, see the client).
  page_view: z.strictObject({
    title: z
      .string()
      .max(120)
      .refine((title) => !EMAIL.test(title), 'no e-mail address'),
  }),
  start_design: z.strictObject({ source: word }),
  login_result: z.strictObject({
    method: z.enum(LOGIN_METHODS),
    registration: z.boolean(),
    success: z.boolean(),
  }),
  pricing_view: z.strictObject(pricingRecord),
  pricing_click: z.strictObject({ ...pricingRecord, cycleType: z.union([z.literal(1), z.literal(2)]) }),
  upgrade_click: z.strictObject({ source: word }),
  // §2: the checkout's return to the home route (?payment=success or cancel).
  payment_result: z.strictObject({ result: z.enum(['success', 'cancel']) }),
  generation_sent: z.strictObject({ kind: z.enum(['design', 'component', 'page']).default('design') }),
  generation_completed: z.strictObject({ success: z.boolean(), generationId: reference }),
  generation_accepted: z.strictObject({ generationId: reference }),
  generation_discarded: z.strictObject({ generationId: reference }),
  generation_regenerated: z.strictObject({ generationId: reference }),
  optimise: z.strictObject({ success: z.boolean() }),
  export: z.strictObject({
    format: z.enum(['fig', 'png', 'jpg', 'svg', 'webp', 'pdf', 'html', 'react', 'vue', 'json']),
  }),
  template_use: z.strictObject({ templateId: reference, kind: z.enum(['page', 'product']).default('page') }),
  component_use: z.strictObject({ componentId: reference }),
  star: z.strictObject({ starred: z.boolean(), kind: word }),
  share: z.strictObject({ kind: word }),
  // §8: failures the spec says are reported (pricing fetch failure, …), by kind; never the server's message.
  failure: z.strictObject({ kind: word, code: z.int().min(0).max(99_999_999).optional() }),
} satisfies Record<string, z.ZodType>;

export type AnalyticsEventName = keyof typeof ANALYTICS_EVENTS;
export const ANALYTICS_EVENT_NAMES = Object.keys(ANALYTICS_EVENTS) as AnalyticsEventName[];

export function isAnalyticsEventName(name: string): name is AnalyticsEventName {
  return Object.hasOwn(ANALYTICS_EVENTS, name);
}

// The operator's funnel (issue 16, point 5): visit → Start Design → generation → accepted → export.
export const FUNNEL_STEPS: AnalyticsEventName[] = [
  'page_view',
  'start_design',
  'generation_sent',
  'generation_accepted',
  'export',
];
