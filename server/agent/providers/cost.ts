import type { DesignNode, Panel } from '@boxify/designer';

// The credit table for results the LLM provider makes (the built-in designer prices its own):
// a small edit 0.1 (removing a header), a single-purpose page 0.5 (a login page), a page with a
// hero and three sections or more 1.0. Amounts stay within two decimals, like the ledger.
export const COST = { smallEdit: 0.1, simplePage: 0.5, fullPage: 1.0, optimise: 0.5 } as const;

export function generationCost(panels: Panel[]): number {
  const perPanel = panels.map((panel) => (panel.children.length >= 4 ? COST.fullPage : COST.simplePage));
  return round2(perPanel.reduce((sum, cost) => sum + cost, 0));
}

export function editCost(changed: number): number {
  // 0.1 per started ten changed layers, at most a full page.
  return round2(Math.min(COST.fullPage, Math.max(1, Math.ceil(changed / 10)) * COST.smallEdit));
}

export function countNodes(nodes: DesignNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + ('children' in node ? countNodes(node.children) : 0), 0);
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
