// The theme a generation uses: the library's tokens (light or dark by tone), a named colour as the primary with
// an accessible on-primary, and style hints read from screenshots.
import { contrastRatio, formatColor, parseColor, type Rgba } from '@boxify/design/color';
import type { DesignLibraryTokens, DesignTokens, ImageStyleHints } from '../contract';
import { builtInLibrary, BUILT_IN_LIBRARIES, flattenTheme } from '../libraries';

const AA = 4.5;
const ratio = (a: string, b: string) => contrastRatio(parseColor(a), parseColor(b));

/** The library a tone asks for when none is selected. */
export function libraryForTone(tone: string[]): string {
  if (tone.includes('playful')) return 'playful';
  if (tone.includes('corporate')) return 'enterprise';
  return BUILT_IN_LIBRARIES[0].id;
}

function mix(color: Rgba, toward: number, amount: number): Rgba {
  const m = (v: number) => v + (toward - v) * amount;
  return { r: m(color.r), g: m(color.g), b: m(color.b), a: 1 };
}

/**
 * A colour usable as a button fill: it keeps its hue and is darkened (or lightened on dark themes) until white
 * (or near-black) text on it passes AA. Returns the fill and its on-colour.
 */
export function accessiblePrimary(hex: string, dark: boolean): { primary: string; onPrimary: string } {
  const base = parseColor(hex.slice(0, 7));
  const light = '#ffffff';
  const ink = '#0b1120';
  for (let step = 0; step <= 20; step++) {
    const darker = formatColor(mix(base, 0, step * 0.05));
    const lighter = formatColor(mix(base, 255, step * 0.05));
    // Dark themes prefer bright primaries with dark text; light themes keep white text on a deep primary.
    const candidates = dark
      ? [
          [lighter, ink],
          [darker, light],
        ]
      : [
          [darker, light],
          [lighter, ink],
        ];
    for (const [fill, on] of candidates) if (ratio(fill, on) >= AA) return { primary: fill, onPrimary: on };
  }
  return { primary: dark ? '#e5e7eb' : '#111827', onPrimary: dark ? ink : light };
}

function readableOn(fill: string): string {
  return ratio(fill, '#ffffff') >= ratio(fill, '#0b1120') ? '#ffffff' : '#0b1120';
}

export type GenerationTheme = { libraryId: string; theme: 'light' | 'dark'; tokens: DesignTokens; accentText: string };

/** Builds the token table of a generation. */
export function resolveTheme(
  library: DesignLibraryTokens | undefined,
  tone: string[],
  colors: string[],
  hints?: ImageStyleHints,
): GenerationTheme {
  const wantsDark = tone.includes('dark') || (library?.theme === 'dark' && !tone.includes('light'));
  const theme: 'light' | 'dark' = wantsDark ? 'dark' : 'light';
  const definition = builtInLibrary(library?.libraryId ?? libraryForTone(tone));
  const tokens: DesignTokens = definition
    ? flattenTheme(definition[theme])
    : { ...(library?.tokens ?? flattenTheme(BUILT_IN_LIBRARIES[0][theme])) };
  if (!definition && library) Object.assign(tokens, library.tokens);
  const requested = colors[0] ?? hints?.palette[0];
  if (requested && /^#[0-9a-f]{6}/i.test(requested)) {
    const { primary, onPrimary } = accessiblePrimary(requested, theme === 'dark');
    tokens['color.primary'] = primary;
    tokens['color.on-primary'] = onPrimary;
  }
  const second = colors[1] ?? hints?.palette[1];
  if (second && /^#[0-9a-f]{6}/i.test(second)) {
    const on = readableOn(second.slice(0, 7));
    if (ratio(second.slice(0, 7), on) >= AA) {
      tokens['color.secondary'] = second.slice(0, 7).toLowerCase();
      tokens['color.on-secondary'] = on;
    }
  }
  if (hints?.radius !== undefined) {
    const r = Math.max(0, Math.round(hints.radius / 2) * 2);
    Object.assign(tokens, {
      'radius.sm': Math.round(r / 2),
      'radius.md': r,
      'radius.lg': Math.round(r * 1.5),
      'radius.xl': r * 2,
    });
  }
  const surfaces = ['color.background', 'color.surface', 'color.surface-muted'].map((k) => String(tokens[k]));
  const primaryReads = surfaces.every((s) => ratio(String(tokens['color.primary']), s) >= AA);
  return {
    libraryId: definition?.id ?? library?.libraryId ?? BUILT_IN_LIBRARIES[0].id,
    theme,
    tokens,
    accentText: primaryReads ? 'color.primary' : 'color.on-surface',
  };
}
