import type { LayoutResult } from '@boxify/design/layout';
import { indexPanel, updateNodes } from '@boxify/design/operations';
import type { DesignNode, Panel } from '@boxify/design/schema';

import { inkBackdrops, inkColor, inkContrast, lowered, pathRole, tokensFor } from './color-roles';
import { nearest } from './color-distance';
import type { DesignContext } from './context';
import { accessibleTextColor, withFillColor } from './fix-contrast';
import { formatColor } from '@boxify/design/color';

/**
 * Optimise's promise that no text or icon ends with less contrast than it had: the fixes move boxes (a text onto
 * another backdrop) and colours; any ink that lost contrast takes the nearest token of its role that gives its
 * old contrast back (an on-* token, black or white when none does).
 */
export function keepContrast(
  panel: Panel,
  before: ReadonlyMap<string, number>,
  after: ReadonlyMap<string, number>,
  layout: LayoutResult,
  context: DesignContext,
): { panel: Panel; changed: string[] } {
  const worse = lowered(before, after);
  if (worse.length === 0) return { panel, changed: [] };
  const { nodes } = indexPanel(panel);
  const backdrops = inkBackdrops(panel, layout);
  const updates = new Map<string, DesignNode>();
  for (const id of worse) {
    const node = nodes.get(id);
    const on = backdrops.get(id);
    const ink = node && inkColor(node);
    if (!node || !on || !ink) continue;
    const index = node.fills.findIndex((f) => f.visible && f.type === 'solid');
    const floor = before.get(id)!;
    const current = formatColor(ink);
    const same = tokensFor(pathRole(node, `fills.${index}.color`, current), context.colors).filter(
      (t) => inkContrast(t.color, on) >= floor - 1e-3,
    );
    const pick =
      nearest(current, same, (t) => t.color) ??
      (() => {
        const any = accessibleTextColor(current, { ...on, backdropId: undefined }, floor, context.colors);
        return any.token ? { name: any.token, color: any.color } : { name: undefined, color: any.color };
      })();
    updates.set(id, withFillColor(node, index, pick.color, pick.name));
  }
  if (updates.size === 0) return { panel, changed: [] };
  return { panel: updateNodes(panel, updates.keys(), (n) => updates.get(n.id)!), changed: [...updates.keys()] };
}
