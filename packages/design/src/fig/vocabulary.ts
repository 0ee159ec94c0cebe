// Figma's words for ours, shared by the .fig writer and the Figma plugin (no dependency beyond the schema, so the
// plugin's bundle stays small).
import type { DesignNode } from '../schema/node';

const DEFAULT_NAMES: Record<DesignNode['type'], string> = {
  frame: 'Frame',
  group: 'Group',
  text: 'Text',
  rect: 'Rectangle',
  ellipse: 'Ellipse',
  image: 'Image',
  icon: 'Icon',
  vector: 'Vector',
};

/** A layer's name in Figma: its own, else what Figma would call it. */
export function figLayerName(node: DesignNode): string {
  if (node.name) return node.name;
  return node.type === 'text' && node.characters ? node.characters.slice(0, 40) : DEFAULT_NAMES[node.type];
}

export const WEIGHT_STYLES: Readonly<Record<number, string>> = {
  100: 'Thin',
  200: 'ExtraLight',
  300: 'Light',
  400: 'Regular',
  500: 'Medium',
  600: 'SemiBold',
  700: 'Bold',
  800: 'ExtraBold',
  900: 'Black',
};

/** A font weight as Figma's style name (Inter and Noto Sans SC name their styles so). */
export function figFontStyle(weight: number): string {
  return WEIGHT_STYLES[Math.round(weight / 100) * 100] ?? 'Regular';
}

export const JUSTIFY = { start: 'MIN', center: 'CENTER', end: 'MAX', 'space-between': 'SPACE_BETWEEN' } as const;
// Figma has no stretched cross axis on the frame: its children stretch one by one (layoutAlign).
export const ALIGN = { start: 'MIN', center: 'CENTER', end: 'MAX', stretch: 'MIN', baseline: 'BASELINE' } as const;
export const TEXT_ALIGN = { left: 'LEFT', center: 'CENTER', right: 'RIGHT', justify: 'JUSTIFIED' } as const;
