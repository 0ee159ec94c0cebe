/**
 * Credit cost of the built-in designer's work, by size. The spec's examples: removing a header 0.1, a sign-in
 * page 0.5, a home page with a hero and 3 sections 1.0. A page is sized by its content sections (navigation
 * bars, footers, tab bars and side navigations are chrome and not counted):
 *
 * | work                                  | credits |
 * | ------------------------------------- | ------- |
 * | small edit (remove, recolour, rename) | 0.1     |
 * | larger edit (add or rebuild sections) | 0.3     |
 * | page with 1–3 content sections        | 0.5     |
 * | page with 4–6 content sections        | 1.0     |
 * | page with 7 or more content sections  | 1.5     |
 * | one-click optimise of a panel         | 0.2     |
 *
 * A generation of several pages costs the sum of its pages.
 */
export const COST_TABLE = {
  smallEdit: 0.1,
  largeEdit: 0.3,
  smallPage: 0.5,
  page: 1.0,
  largePage: 1.5,
  optimise: 0.2,
} as const;

/** The cost of one generated page with this many content sections. */
export function pageCost(contentSections: number): number {
  if (contentSections >= 7) return COST_TABLE.largePage;
  if (contentSections >= 4) return COST_TABLE.page;
  return COST_TABLE.smallPage;
}

/** The cost of a generation: the sum of its pages, rounded to a tenth. */
export function generationCost(sectionsPerPage: number[]): number {
  return Math.round(sectionsPerPage.reduce((sum, n) => sum + pageCost(n), 0) * 10) / 10;
}
