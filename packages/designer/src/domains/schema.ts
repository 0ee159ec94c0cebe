// The format of a domain data file (`data/<id>.json`): the words and copy of one kind of product, in English and
// Chinese, that the designer fills a page with. Adding a domain is adding a file that passes this schema.
import { z } from 'zod';

import type { DesignLanguage } from '../contract';

export const DOMAIN_LANGUAGES = ['en', 'zh'] as const satisfies readonly DesignLanguage[];

const text = z.string().trim().min(1);
const words = (min: number) => z.array(text).min(min);

/** Words per language: names and keywords are matched against a prompt in the prompt's language. */
const perLanguage = (min: number) => z.strictObject({ en: words(min), zh: words(min) });

/** A thing the product deals in: `bike`/`bikes`, `booking`/`bookings`; Chinese repeats the noun. */
export const domainEntitySchema = z.strictObject({
  singular: text,
  plural: text,
});

/** Something the product sells, lists or tracks, as a page would show it. */
export const domainItemSchema = z
  .strictObject({
    name: text,
    /** In `currency`; a whole or decimal amount, never a formatted string. */
    price: z.number().nonnegative().optional(),
    /** ISO 4217 code: USD for English copy, CNY for Chinese unless the domain is priced otherwise. */
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    /** What the price is for: `night`, `month`, `kg`, `晚`, `月`. */
    unit: text.optional(),
    detail: text.optional(),
  })
  .refine((item) => (item.price === undefined) === (item.currency === undefined), {
    message: 'a price needs a currency and a currency needs a price',
  });

/** A figure a dashboard would show: its label, a plausible value with its unit, and which way it moves. */
export const domainMetricSchema = z.strictObject({
  // A figure is named inside lists ("a progress bar for X, two plans"): a comma would split its name, and
  // brackets would read as its members.
  label: text.refine((label) => !/[,，、()（）]/.test(label), { message: "a figure's name has no comma or bracket" }),
  value: z.number(),
  /** `%`, `USD`, `kWh`, `min`, `单`… — absent for a plain count. */
  unit: text.optional(),
  trend: z.enum(['up', 'down', 'flat']),
  /** Change over the last period, in percent. */
  change: z.number().optional(),
});

export const domainPersonSchema = z.strictObject({
  name: text,
  role: text,
});

/** All the copy of a domain in one language. */
export const domainCopySchema = z.strictObject({
  entities: z.array(domainEntitySchema).min(2),
  items: z.array(domainItemSchema).min(8),
  categories: words(5),
  metrics: z.array(domainMetricSchema).min(4),
  actions: z.strictObject({ primary: words(2), secondary: words(2) }),
  people: z.array(domainPersonSchema).min(6),
  statuses: words(3),
  phrases: z.strictObject({
    tagline: text,
    emptyTitle: text,
    emptyBody: text,
  }),
});

export const domainFileSchema = z.strictObject({
  /** The file's name without `.json`, in kebab case. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  /** What people call this kind of product: `bicycle shop`, `自行车店`. */
  names: perLanguage(1),
  /** Nouns a prompt about this domain would use; each belongs to this domain alone. */
  keywords: perLanguage(4),
  en: domainCopySchema,
  zh: domainCopySchema,
});

export type DomainEntity = z.infer<typeof domainEntitySchema>;
export type DomainItem = z.infer<typeof domainItemSchema>;
export type DomainMetric = z.infer<typeof domainMetricSchema>;
export type DomainPerson = z.infer<typeof domainPersonSchema>;
export type DomainCopy = z.infer<typeof domainCopySchema>;
export type DomainFile = z.infer<typeof domainFileSchema>;
