import type { Localized } from '@boxify/design/locale';

import { FUNCTIONS, PAGE_RECIPES, PRODUCT_TYPES, TAG_LABELS } from './library.texts';

export { FUNCTIONS, PAGE_RECIPES, PRODUCT_TYPES, TAG_LABELS };

// The library's tags (spec §3): a product's type, and a page's function. A tag's value is `<TAG>:<key>`; the
// filter tabs keep Home, Chat Bot, Pricing, Payment Method and Charts.
export const TAG_NAMES = ['PRODUCT_TYPE', 'FUNCTION'] as const;
export type TagName = (typeof TAG_NAMES)[number];
export type ProductType = keyof typeof PRODUCT_TYPES;
export type FunctionKey = keyof typeof FUNCTIONS;

export type LibraryPageKind = keyof typeof PAGE_RECIPES;

export const tagValue = (tag: TagName, key: string) => `${tag}:${key}`;

/** A tag value's label in a language, or undefined for a value the library does not know. */
export function tagLabel(value: string, language: 'en' | 'zh'): string | undefined {
  const [tag, key] = value.split(':', 2) as [string, string];
  if (tag === 'PRODUCT_TYPE') return (PRODUCT_TYPES as Record<string, Localized>)[key]?.[language];
  if (tag === 'FUNCTION') return (FUNCTIONS as Record<string, Localized>)[key]?.[language];
  return undefined;
}
