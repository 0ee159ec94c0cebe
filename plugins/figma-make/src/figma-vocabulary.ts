// Our words and Figma's, both ways (the same mapping the .fig writer uses, in the plugin API's spelling).
import { ALIGN, figFontStyle, figLayerName, JUSTIFY, TEXT_ALIGN, WEIGHT_STYLES } from '@boxify/design/fig-vocabulary';

export { ALIGN, figLayerName, JUSTIFY, TEXT_ALIGN };

export const PLUGIN_DATA_KEY = 'boxify';

/** A weight as a style name; Figma's fonts write some with a space ("Semi Bold"), so available styles win. */
export function fontStyleFor(weight: number, available: readonly string[] = []): string {
  const wanted = figFontStyle(weight);
  return available.find((s) => s.replace(/\s+/g, '') === wanted) ?? wanted;
}

/** A style name as a weight ("Semi Bold Italic" → 600); unknown styles read as regular. */
export function weightOfStyle(style: string): number {
  const compact = style.replace(/\s+|Italic/g, '') || 'Regular';
  const found = Object.entries(WEIGHT_STYLES).find(([, name]) => name === compact);
  return found ? Number(found[0]) : 400;
}

export const VERTICAL_ALIGN = { top: 'TOP', middle: 'CENTER', bottom: 'BOTTOM' } as const;
export const AUTO_RESIZE = { none: 'NONE', height: 'HEIGHT', 'width-and-height': 'WIDTH_AND_HEIGHT' } as const;
export const CASES = { none: 'ORIGINAL', uppercase: 'UPPER', lowercase: 'LOWER', capitalize: 'TITLE' } as const;
export const DECORATIONS = { none: 'NONE', underline: 'UNDERLINE', 'line-through': 'STRIKETHROUGH' } as const;
export const SCALE_MODES = { fill: 'FILL', fit: 'FIT', crop: 'CROP', tile: 'TILE' } as const;
export const STROKE_ALIGN = { inside: 'INSIDE', center: 'CENTER', outside: 'OUTSIDE' } as const;

/** The key whose value is `value` (the reverse of one of the tables above). */
export function keyOf<K extends string, V>(table: Record<K, V>, value: V, fallback: K): K {
  return (Object.keys(table) as K[]).find((k) => table[k] === value) ?? fallback;
}

/** `#rrggbb[aa]` as Figma's channels. */
export function rgba(hex: string): RGBA {
  const v = hex.replace('#', '');
  const channel = (i: number) => parseInt(v.slice(i, i + 2), 16) / 255;
  return { r: channel(0), g: channel(2), b: channel(4), a: v.length === 8 ? channel(6) : 1 };
}

const byte = (c: number) =>
  Math.round(Math.min(1, Math.max(0, c)) * 255)
    .toString(16)
    .padStart(2, '0');

/** Figma's channels as `#rrggbb`, with `aa` only when not opaque. */
export function hexOf(color: RGB | RGBA): string {
  const a = 'a' in color ? color.a : 1;
  return `#${byte(color.r)}${byte(color.g)}${byte(color.b)}${a < 1 ? byte(a) : ''}`;
}

/** CSS `linear-gradient(angle)` as Figma's gradient transform (the node's unit box to gradient space). */
export function gradientTransform(angle: number): Transform {
  const rad = (angle * Math.PI) / 180;
  const dx = Math.sin(rad);
  const dy = -Math.cos(rad);
  const sx = 0.5 - dx / 2;
  const sy = 0.5 - dy / 2;
  return [
    [dx, dy, -(dx * sx + dy * sy)],
    [-dy, dx, 0.5 - (-dy * sx + dx * sy)],
  ];
}

/** The CSS angle of a gradient transform, in [0, 360). */
export function gradientAngle(t: Transform): number {
  const deg = (Math.atan2(t[0][0], -t[0][1]) * 180) / Math.PI;
  return Math.round((((deg % 360) + 360) % 360) * 1000) / 1000;
}
