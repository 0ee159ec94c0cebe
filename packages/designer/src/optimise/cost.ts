import { indexPanel } from '@boxify/design/operations';
import type { Panel } from '@boxify/design/schema';

/**
 * Credits for one-click optimise, by the size of the panel (nodes), charged only when something was fixed:
 *
 * | nodes        | cost |
 * | ------------ | ---- |
 * | up to 100    | 0.2  |
 * | 101 – 500    | 0.5  |
 * | 501 – 2,000  | 1.0  |
 * | over 2,000   | 2.0  |
 */
export const OPTIMISE_COST_TABLE: readonly { maxNodes: number; cost: number }[] = [
  { maxNodes: 100, cost: 0.2 },
  { maxNodes: 500, cost: 0.5 },
  { maxNodes: 2000, cost: 1 },
  { maxNodes: Infinity, cost: 2 },
];

export function optimiseCost(panel: Panel, fixed: boolean): number {
  if (!fixed) return 0;
  const nodes = indexPanel(panel).nodes.size;
  return OPTIMISE_COST_TABLE.find((row) => nodes <= row.maxNodes)!.cost;
}
