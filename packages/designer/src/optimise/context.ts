import type { DesignLibraryTokens, DesignTokens } from '../contract';
import { flattenTheme } from '../libraries/schema';
import { NEUTRAL_LIBRARY } from '../libraries/neutral';
import { GRID } from '@boxify/design/checks';

/** A colour token of the library: its flat name (`color.on-surface`) and value. */
export type ColorToken = { name: string; color: string };
/** One step of the library's typography scale. */
export type TypeStep = { role: string; size: number; lineHeight: number; weight: number };

/** What the fixes read from the library: its token table and the scales derived from it. */
export type DesignContext = {
  tokens: DesignTokens;
  colors: ColorToken[];
  typeScale: TypeStep[];
  space: number[];
  radius: number[];
};

const HEX = /^#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

/** The library's tokens, or the default library's light theme when the caller sends none. */
export function designContext(library?: DesignLibraryTokens): DesignContext {
  const tokens = library?.tokens ?? flattenTheme(NEUTRAL_LIBRARY.light);
  const colors: ColorToken[] = [];
  const steps = new Map<string, Partial<TypeStep>>();
  const space = new Set<number>();
  const radius = new Set<number>();
  for (const [name, value] of Object.entries(tokens)) {
    const [group, key, prop] = name.split('.');
    if (group === 'color' && typeof value === 'string' && HEX.test(value)) colors.push({ name, color: value });
    else if (group === 'space' && typeof value === 'number') space.add(value);
    else if (group === 'radius' && typeof value === 'number') radius.add(value);
    else if (group === 'type' && key && typeof value === 'number') {
      const step = steps.get(key) ?? { role: key };
      if (prop === 'size') step.size = value;
      if (prop === 'lineHeight') step.lineHeight = value;
      if (prop === 'weight') step.weight = value;
      steps.set(key, step);
    }
  }
  const typeScale = [...steps.values()]
    .filter((s): s is TypeStep => s.size !== undefined && s.lineHeight !== undefined)
    .map((s) => ({ ...s, weight: s.weight ?? 400 }))
    .sort((a, b) => a.size - b.size || a.weight - b.weight);
  return {
    tokens,
    colors,
    typeScale,
    space: [...space].filter((v) => v > 0).sort((a, b) => a - b),
    radius: [...radius].sort((a, b) => a - b),
  };
}

/** The nearest multiple of the 4 px grid. */
export const snapToGrid = (value: number): number => Math.round(value / GRID) * GRID;
export const onGrid = (value: number): boolean => Math.abs(value - snapToGrid(value)) < 1e-6;
