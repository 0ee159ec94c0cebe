// Spec §2 and §9: the landing home's sections, timings and offsets, and the pure rules behind them.

/** The header's nav: item → the id of the section it scrolls to, in page order. */
export const LANDING_NAV = [
  { item: 'home', section: 'hero' },
  { item: 'features', section: 'product-highlights' },
  { item: 'cases', section: 'case' },
  { item: 'pricing', section: 'pricing' },
  { item: 'faq', section: 'faq' },
] as const;

export type NavItem = (typeof LANDING_NAV)[number]['item'];

export const NAV_ACTIVE_LINE_PX = 100;
export const NAV_SCROLL_OFFSET_PX = 80;
export const SCROLL_HINT_HIDE_PX = 24;
export const HERO_FIRST_WORD_MS = 1500;
export const HERO_WORD_MS = 2000;
export const SECTION_SCROLL_DELAY_MS = 500;
export const PRICING_SCROLL_DELAY_MS = 100;
/** When the section is absent: try again after 200 ms, then once more 500 ms later. */
export const SECTION_RETRIES_MS = [200, 500] as const;
/** How long a `?section=` link keeps its section in place while the page above it loads. */
export const SECTION_HOLD_MS = 5000;
export const CREDIT_FAQ_DELAY_MS = 500;
export const CREDIT_FAQ_EVENT = 'jumpToCreditFaq';
export const CREDIT_FAQ_KEY = 'credit';
export const CASES_PAGE_SIZE = 3;
export const CASE_PREVIEWS = 4;
export const FAQ_SKELETON_ROWS = 5;

/** Page names the hero's headline cycles through, in English and Spanish (spec §2). */
export const HERO_WORDS = [
  'Landing Pages',
  'Dashboards',
  'Checkouts',
  'Sign-in Pages',
  'Mobile Apps',
  'Pricing Pages',
  'Portadas',
  'Paneles',
  'Tiendas online',
  'Formularios',
  'Apps móviles',
  'Portafolios',
] as const;

/** A new shuffled copy (Fisher–Yates); `random` is injectable so a test can pin the order. */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/**
 * The nav item whose section is under the active line: the last section (in page order) whose top is at or
 * above the line; before the first one, the first item. Absent sections (top undefined) are skipped. At the
 * page's end the last section is active even when it is too short to reach the line.
 */
export function activeNavItem(
  tops: ReadonlyArray<{ item: NavItem; top: number | undefined }>,
  atEnd = false,
  line = NAV_ACTIVE_LINE_PX,
): NavItem {
  const present = tops.filter((entry): entry is { item: NavItem; top: number } => entry.top !== undefined);
  if (atEnd && present.length > 0) return present[present.length - 1].item;
  let active = tops[0]?.item ?? 'home';
  for (const { item, top } of present) if (top <= line) active = item;
  return active;
}

/** Spec §4 case pagination: pages of `size`, the index bounded between 0 and the page count minus 1. */
export function pageCount(total: number, size = CASES_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

export function boundedPage(page: number, total: number, size = CASES_PAGE_SIZE): number {
  return Math.min(Math.max(0, page), pageCount(total, size) - 1);
}

export function pageOf<T>(items: readonly T[], page: number, size = CASES_PAGE_SIZE): T[] {
  const index = boundedPage(page, items.length, size);
  return items.slice(index * size, index * size + size);
}

/** The wait before scrolling to `?section=` (spec §9): 100 ms for pricing, else 500 ms. */
export function sectionScrollDelay(section: string): number {
  return section === 'pricing' ? PRICING_SCROLL_DELAY_MS : SECTION_SCROLL_DELAY_MS;
}

/** The element id of a FAQ item, the target of a jump to it. */
export const faqItemId = (key: string) => `faq-${key}`;
