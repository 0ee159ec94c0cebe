import { blend, parseColor, type Rgba } from '../color/color';
import type { LayoutResult } from '../layout/types';
import { containsBox } from '../operations/geometry';
import { indexPanel } from '../operations/tree';
import type { DesignNode } from '../schema/node';
import type { Paint } from '../schema/paint';
import type { Panel } from '../schema/panel';

/** What a text is painted on (the contrast check, optimise and edits read it). */
export type Backdrop = {
  /** The composited colour behind the text. */
  background: Rgba;
  /** The text's effective opacity (its own × its ancestors'). */
  opacity: number;
  /** The topmost opaque node behind the text (a button's fill), if any. */
  backdropId?: string;
};

/**
 * The backdrop of every visible text: the panel background with every earlier-painted visible node whose box
 * covers the text composited over it; texts over images (unknown backdrop) are left out, like the check does.
 */
export function textBackdrops(panel: Panel, layout: LayoutResult): Map<string, Backdrop> {
  const { nodes, order, parents } = indexPanel(panel);
  const opacity = new Map<string, number>();
  const hidden = new Set<string>();
  for (const id of order) {
    const node = nodes.get(id)!;
    const parent = parents.get(id);
    opacity.set(id, (parent ? (opacity.get(parent) ?? 1) : 1) * node.opacity);
    if (!node.visible || (parent && hidden.has(parent))) hidden.add(id);
  }
  const painted: { node: DesignNode; at: number }[] = [];
  order.forEach((id, at) => {
    const node = nodes.get(id)!;
    if (!hidden.has(id) && node.type !== 'text' && node.fills.some((f) => f.visible)) painted.push({ node, at });
  });
  const out = new Map<string, Backdrop>();
  order.forEach((id, at) => {
    const node = nodes.get(id)!;
    if (node.type !== 'text' || hidden.has(id) || node.characters.trim() === '') return;
    const textBox = layout.boxes.get(id);
    if (!textBox) return;
    let background: Rgba = parseColor(panel.background);
    let backdropId: string | undefined;
    let unknown = false;
    for (const { node: behind, at: paintedAt } of painted) {
      if (paintedAt >= at) break;
      const box = layout.boxes.get(behind.id);
      if (!box || !containsBox(box, textBox, 0.5)) continue;
      const paint = visiblePaintColor(behind.fills);
      const alpha = opacity.get(behind.id) ?? 1;
      if (paint && paint.opaque && alpha >= 0.999) {
        background = paint.color;
        backdropId = behind.id;
        unknown = false;
      } else if (paint) background = blend(paint.color, background, alpha);
      else unknown = true;
    }
    if (!unknown) out.set(id, { background, opacity: opacity.get(id) ?? 1, backdropId });
  });
  return out;
}

/** The colour a paint list shows, flattened (gradients as the mean of their stops); undefined for images. */
export function visiblePaintColor(fills: Paint[]): { color: Rgba; opaque: boolean } | undefined {
  let result: Rgba | undefined;
  let alpha = 0;
  for (const paint of fills) {
    if (!paint.visible) continue;
    if (paint.type === 'image') return undefined;
    const color =
      paint.type === 'solid' ? parseColor(paint.color) : meanColor(paint.stops.map((s) => parseColor(s.color)));
    const a = color.a * paint.opacity;
    result = result ? blend({ ...color, a }, result) : { ...color, a };
    alpha = alpha + a * (1 - alpha);
  }
  return result ? { color: { ...result, a: alpha }, opaque: alpha >= 0.999 } : undefined;
}

function meanColor(colors: Rgba[]): Rgba {
  const n = colors.length;
  return {
    r: colors.reduce((s, c) => s + c.r, 0) / n,
    g: colors.reduce((s, c) => s + c.g, 0) / n,
    b: colors.reduce((s, c) => s + c.b, 0) / n,
    a: colors.reduce((s, c) => s + c.a, 0) / n,
  };
}
