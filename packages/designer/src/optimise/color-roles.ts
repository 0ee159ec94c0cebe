// What a colour does in a design, so that optimise binds it to a token doing the same: an action colour (a
// filled button, a link, a status) to an accent token, a surface to a surface token, a text or icon colour to a
// text token, a border to a border token. A primary button never becomes grey; a surface never becomes blue.
import { blend, contrastRatio, parseColor, type Rgba } from '@boxify/design/color';
import { textBackdrops } from '@boxify/design/checks';
import type { LayoutResult } from '@boxify/design/layout';
import { indexPanel } from '@boxify/design/operations';
import type { DesignNode, Panel } from '@boxify/design/schema';

import type { ColorToken } from './context';

export type ColorRole = 'action' | 'surface' | 'foreground' | 'border' | 'shadow';

/** The colourfulness of a colour (0 grey … 1 pure hue), as the HSV saturation × value. */
export function chroma(color: string | Rgba): number {
  const { r, g, b } = typeof color === 'string' ? parseColor(color) : color;
  return (Math.max(r, g, b) - Math.min(r, g, b)) / 255;
}

// Above this a colour reads as a hue (blue, green), below as a grey (slate #64748b is 0.18).
const COLORFUL = 0.25;
export const isColorful = (color: string) => chroma(color) >= COLORFUL;

/** A token's role, by its name first (`on-*`, `border`, `surface`…), by its colour when the name says none. */
export function tokenRole(token: ColorToken): Exclude<ColorRole, 'shadow'> {
  const key = token.name.replace(/^color\./, '');
  if (/^on-|text|foreground/.test(key)) return 'foreground';
  if (/border|outline|divider|stroke/.test(key)) return 'border';
  if (isColorful(token.color)) return 'action';
  return 'surface';
}

/** The role of one colour of a node: what it paints (a text, an icon, a fill, a stroke) and whether it is a hue. */
export function pathRole(node: DesignNode, path: string, color: string): ColorRole {
  if (path.startsWith('effects.')) return 'shadow';
  const ink = node.type === 'text' || node.type === 'icon';
  if (ink) return isColorful(color) ? 'action' : 'foreground';
  if (isColorful(color)) return 'action';
  return path.startsWith('strokes.') ? 'border' : 'surface';
}

/** The tokens a colour of that role may be bound to; a text or icon may also take an accent colour. */
export function tokensFor(role: ColorRole, colors: readonly ColorToken[]): ColorToken[] {
  if (role === 'shadow') return [...colors];
  return colors.filter((t) => tokenRole(t) === role);
}

/** The colour an ink node (a text, an icon) is painted with: its first visible solid fill. */
export function inkColor(node: DesignNode): Rgba | undefined {
  const paint = node.fills.find((f) => f.visible && f.type === 'solid');
  return paint && paint.type === 'solid' ? parseColor(paint.color) : undefined;
}

/** What an ink node (a text, an icon) sits on: the composited colour behind it and its own opacity. */
export type InkBackdrop = { background: Rgba; opacity: number };

/** Texts on their composited backdrop; icons on the nearest ancestor with an opaque fill (or the panel). */
export function inkBackdrops(panel: Panel, layout: LayoutResult): Map<string, InkBackdrop> {
  const out = new Map<string, InkBackdrop>();
  const { nodes, parents } = indexPanel(panel);
  for (const [id, backdrop] of textBackdrops(panel, layout)) out.set(id, backdrop);
  for (const node of nodes.values()) {
    if (node.type !== 'icon' || !node.visible) continue;
    let background = parseColor(panel.background);
    for (let p = parents.get(node.id); p; p = parents.get(p)) {
      const fill = nodes.get(p)!.fills.find((f) => f.visible && f.type === 'solid' && f.opacity >= 0.999);
      if (fill && fill.type === 'solid' && parseColor(fill.color).a >= 1) {
        background = parseColor(fill.color);
        break;
      }
    }
    out.set(node.id, { background, opacity: 1 });
  }
  return out;
}

export const inkContrast = (color: string | Rgba, on: InkBackdrop): number =>
  contrastRatio(blend(typeof color === 'string' ? parseColor(color) : color, on.background, on.opacity), on.background);

/** The contrast of every text and icon with what is behind it (optimise never lowers one). */
export function inkContrasts(panel: Panel, layout: LayoutResult): Map<string, number> {
  const { nodes } = indexPanel(panel);
  const out = new Map<string, number>();
  for (const [id, on] of inkBackdrops(panel, layout)) {
    const color = inkColor(nodes.get(id)!);
    if (color) out.set(id, inkContrast(color, on));
  }
  return out;
}

/** The ids whose contrast is lower in `after` than in `before` (a rounding's worth of slack). */
export function lowered(before: ReadonlyMap<string, number>, after: ReadonlyMap<string, number>): string[] {
  return [...before].filter(([id, ratio]) => (after.get(id) ?? ratio) < ratio - 1e-3).map(([id]) => id);
}
