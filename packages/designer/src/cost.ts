import { indexPanel } from '@boxify/design/operations';
import type { Panel } from '@boxify/design/schema';

import type { EditIntent } from './edit/parse';

// Every credit amount of the product, in one place: the built-in designer and the LLM provider price
// their results with it, the agent holds and caps with its estimates, and the README copies it.

/**
 * Credit cost of generations and edits, by size. The spec's examples: removing a header 0.1, a sign-in page 0.5,
 * a home page with a hero and 3 sections 1.0. A page is sized by its content sections (navigation bars, footers,
 * tab bars and side navigations are chrome and not counted):
 *
 * | work                                  | credits |
 * | ------------------------------------- | ------- |
 * | small edit (remove, recolour, rename) | 0.1     |
 * | larger edit (add or rebuild sections) | 0.3     |
 * | page with 1–3 content sections        | 0.5     |
 * | page with 4–6 content sections        | 1.0     |
 * | page with 7 or more content sections  | 1.5     |
 *
 * A generation of several pages costs the sum of its pages; one-click optimise follows OPTIMISE_COST_TABLE.
 */
export const COST_TABLE = {
  smallEdit: 0.1,
  largeEdit: 0.3,
  smallPage: 0.5,
  page: 1.0,
  largePage: 1.5,
} as const;

/**
 * Credits per built-in edit, by what the edit asks. An edit that changes nothing (unknown request, nothing found,
 * already so) costs 0; an edit of several parts costs the sum of the parts that changed something.
 *
 * | edit                                                        | cost |
 * | ----------------------------------------------------------- | ---- |
 * | remove, hide/show, recolour, change a text, bigger, bold     | 0.1  |
 * | rounder corners, more/less spacing, align                   | 0.1  |
 * | translate (en ↔ zh)                                         | 0.2  |
 * | dark/light theme                                            | 0.3  |
 * | add a section                                               | 0.3  |
 * | not understood                                              | 0    |
 */
export const EDIT_COST: Readonly<Record<EditIntent['kind'], number>> = {
  remove: COST_TABLE.smallEdit,
  hide: COST_TABLE.smallEdit,
  show: COST_TABLE.smallEdit,
  recolor: COST_TABLE.smallEdit,
  'set-text': COST_TABLE.smallEdit,
  'font-size': COST_TABLE.smallEdit,
  'font-weight': COST_TABLE.smallEdit,
  radius: COST_TABLE.smallEdit,
  spacing: COST_TABLE.smallEdit,
  align: COST_TABLE.smallEdit,
  translate: 0.2,
  theme: COST_TABLE.largeEdit,
  'add-section': COST_TABLE.largeEdit,
  unknown: 0,
};

/**
 * Credits for one-click optimise, by the size of the panel (nodes), charged only when something was fixed:
 *
 * | nodes        | cost |
 * | ------------ | ---- |
 * | up to 100    | 0.2  |
 * | 101 – 500    | 0.5  |
 * | 501 – 2,000  | 1.0  |
 * | over 2,000   | 2.0  |
 *
 * The charge never passes the estimate (0.5, CREDIT_ESTIMATES), so today the two larger rows charge 0.5.
 */
export const OPTIMISE_COST_TABLE: readonly { maxNodes: number; cost: number }[] = [
  { maxNodes: 100, cost: 0.2 },
  { maxNodes: 500, cost: 0.5 },
  { maxNodes: 2000, cost: 1 },
  { maxNodes: Infinity, cost: 2 },
];

/**
 * The estimate shown before sending and held from free and plus plans: the most a request of each kind costs.
 * The charge is the designer's cost capped at this.
 */
export const CREDIT_ESTIMATES = {
  generate: COST_TABLE.page,
  edit: 0.5,
  optimise: 0.5,
} as const satisfies Record<'generate' | 'edit' | 'optimise', number>;

/**
 * Directions (one prompt designed 1–3 ways): on plans that pay when sending (free, plus), n directions cost
 * n × the page's price, and n × the estimate is held; on plans that pay on acceptance (pro), only the accepted
 * direction is paid, at its page's price, and the estimate is one page's.
 *
 * | plan pays          | held / estimate        | charged                 |
 * | ------------------ | ---------------------- | ----------------------- |
 * | when sending       | n × estimate           | n × page's price        |
 * | on acceptance      | estimate               | the accepted one's price |
 */
export function directionsCost(pagePrice: number, directions: number, payAt: 'generation' | 'acceptance'): number {
  return payAt === 'generation' ? Math.round(pagePrice * directions * 100) / 100 : pagePrice;
}

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

/** The cost of optimising this panel: by its size, and nothing when nothing was fixed. */
export function optimiseCost(panel: Panel, fixed: boolean): number {
  if (!fixed) return 0;
  const nodes = indexPanel(panel).nodes.size;
  return OPTIMISE_COST_TABLE.find((row) => nodes <= row.maxNodes)!.cost;
}
