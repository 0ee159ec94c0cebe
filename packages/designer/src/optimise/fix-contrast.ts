import { blend, contrastRatio, parseColor, type Rgba } from '@boxify/design/color';
import { AA_LARGE, AA_NORMAL, isLargeText, textBackdrops, type Backdrop } from '@boxify/design/checks';
import { nearest } from './color-distance';
import type { ColorToken, DesignContext } from './context';
import { unchanged, type Fix, type FixOutcome } from './types';
import type { LayoutResult } from '@boxify/design/layout';
import { indexPanel, updateNodes } from '@boxify/design/operations';
import type { DesignNode, TextNode, Panel } from '@boxify/design/schema';

// The library's pairings: a label bound to `on-X` sits on a fill bound to `X`.
const PAIRS: Record<string, string> = { 'color.on-primary': 'color.primary', 'color.on-secondary': 'color.secondary' };

const passes = (color: string, backdrop: Backdrop, required: number): boolean =>
  contrastRatio(blend(parseColor(color), backdrop.background, backdrop.opacity), backdrop.background) + 1e-9 >=
  required;

/** The index of the paint that gives a text its colour (its first visible solid fill). */
function textPaintIndex(node: DesignNode): number {
  return node.fills.findIndex((f) => f.visible && f.type === 'solid');
}

/** A node with its paint `index` (a new solid one when -1) set to `color`, bound to `token` (unbound when undefined). */
export function withFillColor(node: DesignNode, index: number, color: string, token: string | undefined): DesignNode {
  const fills = index < 0 ? [{ type: 'solid' as const, color, opacity: 1, visible: true }] : node.fills.slice();
  const at = index < 0 ? 0 : index;
  if (index >= 0) fills[at] = { ...fills[at], color } as (typeof fills)[number];
  const tokens = { ...node.tokens };
  const path = `fills.${at}.color`;
  if (token) tokens[path] = token;
  else delete tokens[path];
  const next = { ...node, fills } as DesignNode;
  if (Object.keys(tokens).length > 0) next.tokens = tokens;
  else delete next.tokens;
  return next;
}

/** The accessible text colour nearest to `current`: an on-* token first, then any token, then black or white. */
export function accessibleTextColor(
  current: string,
  backdrop: Backdrop,
  required: number,
  colors: readonly ColorToken[],
): { color: string; token?: string } {
  const passing = colors.filter((t) => passes(t.color, backdrop, required));
  const preferred = passing.filter((t) => t.name.startsWith('color.on-'));
  const pick = nearest(current, preferred.length > 0 ? preferred : passing, (t) => t.color);
  if (pick) return { color: pick.color, token: pick.name };
  const bg: Rgba = backdrop.background;
  const black = contrastRatio(parseColor('#000000'), bg);
  const white = contrastRatio(parseColor('#ffffff'), bg);
  return { color: black >= white ? '#000000' : '#ffffff' };
}

/**
 * Texts below WCAG AA (4.5:1, 3:1 for large text) get the nearest passing colour — the library's on-surface /
 * on-primary tokens first, bound — or, for a button label in the library's pairing, the button's fill moves back
 * to the paired token. `only` limits the fix to some texts (an edit's selection).
 */
export function fixTextContrast(
  panel: Panel,
  context: DesignContext,
  layout: LayoutResult,
  only?: ReadonlySet<string>,
  { moveFills = true }: { moveFills?: boolean } = {},
): FixOutcome {
  const { nodes } = indexPanel(panel);
  const updates = new Map<string, DesignNode>();
  for (const [id, backdrop] of textBackdrops(panel, layout)) {
    if (only && !only.has(id)) continue;
    const text = nodes.get(id) as TextNode;
    const index = textPaintIndex(text);
    const current = index >= 0 ? (text.fills[index] as { color: string }).color : '#000000';
    const required = isLargeText(text) ? AA_LARGE : AA_NORMAL;
    if (index >= 0 && text.fills.filter((f) => f.visible).length === 1 && passes(current, backdrop, required)) continue;
    if (index >= 0 && text.fills.filter((f) => f.visible).length > 1) continue; // layered text paints: leave them
    const paired = PAIRS[text.tokens?.[`fills.${index}.color`] ?? ''];
    const fillOwner = backdrop.backdropId
      ? (updates.get(backdrop.backdropId) ?? nodes.get(backdrop.backdropId))
      : undefined;
    if (moveFills && paired && fillOwner && fillOwner.role === 'button') {
      const pairedColor = context.tokens[paired];
      const fillIndex = fillOwner.fills.findIndex((f) => f.visible && f.type === 'solid');
      const onFill: Backdrop = { ...backdrop, background: parseColor(String(pairedColor)) };
      if (typeof pairedColor === 'string' && fillIndex >= 0 && passes(current, onFill, required)) {
        updates.set(fillOwner.id, withFillColor(fillOwner, fillIndex, pairedColor, paired));
        continue;
      }
    }
    const pick = accessibleTextColor(current, backdrop, required, context.colors);
    updates.set(id, withFillColor(text, index, pick.color, pick.token));
  }
  if (updates.size === 0) return unchanged(panel);
  return { panel: updateNodes(panel, updates.keys(), (n) => updates.get(n.id)!), changed: [...updates.keys()] };
}

export const fixContrast: Fix = {
  name: 'contrast',
  layout: true,
  changesLayout: false,
  run: (panel, context, layout) => fixTextContrast(panel, context, layout!),
  describe: (n) => ({
    en: `Raised the contrast of ${n} layers to WCAG AA`,
    zh: `已将 ${n} 个图层的对比度提升到 WCAG AA 标准`,
  }),
};
