import { COST_TABLE, optimiseCost, pageCost, type DesignNode, type Panel } from '@boxify/designer';

// How the LLM provider's results are sized against the designer's one cost table (@boxify/designer's
// COST_TABLE): the provider cannot tell chrome from content, so every top-level layer counts as a section.

export function generationCost(panels: Panel[]): number {
  return round2(panels.reduce((sum, panel) => sum + pageCost(panel.children.length), 0));
}

export function editCost(changed: number): number {
  // A small edit per started ten changed layers, at most a page.
  return round2(Math.min(COST_TABLE.page, Math.max(1, Math.ceil(changed / 10)) * COST_TABLE.smallEdit));
}

// By the panel's size, like the built-in optimise: an answer that leaves the panel as it was costs nothing.
export function optimisationCost(before: Panel, after: Panel): number {
  return optimiseCost(before, JSON.stringify(before) !== JSON.stringify(after));
}

export function countNodes(nodes: DesignNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + ('children' in node ? countNodes(node.children) : 0), 0);
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
