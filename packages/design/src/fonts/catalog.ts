/**
 * The fonts Boxify ships and measures with: Inter for Latin, Noto Sans SC for CJK (per-character fallback),
 * at the weights the product uses. Renderers must emit the same stack so browsers lay text out like the kernel.
 */
export const LATIN_FAMILY = 'Inter';
export const CJK_FAMILY = 'Noto Sans SC';
export const FONT_STACK_CSS = "Inter, 'Noto Sans SC', sans-serif";
export const SHIPPED_WEIGHTS = [400, 500, 600, 700] as const;
export type ShippedWeight = (typeof SHIPPED_WEIGHTS)[number];
export type ShippedFamily = typeof LATIN_FAMILY | typeof CJK_FAMILY;

export type FontFaceFile = {
  family: ShippedFamily;
  weight: ShippedWeight;
  /** Module path of the complete .ttf in its npm package (resolve with require.resolve or a bundler URL). */
  module: string;
};

const WEIGHT_NAMES: Record<ShippedWeight, string> = {
  400: '400Regular',
  500: '500Medium',
  600: '600SemiBold',
  700: '700Bold',
};

export const FONT_FACES: readonly FontFaceFile[] = SHIPPED_WEIGHTS.flatMap((weight) => [
  {
    family: LATIN_FAMILY,
    weight,
    module: `@expo-google-fonts/inter/${WEIGHT_NAMES[weight]}/Inter_${WEIGHT_NAMES[weight]}.ttf`,
  },
  {
    family: CJK_FAMILY,
    weight,
    module: `@expo-google-fonts/noto-sans-sc/${WEIGHT_NAMES[weight]}/NotoSansSC_${WEIGHT_NAMES[weight]}.ttf`,
  },
]);

/** The shipped weight a browser picks for a requested one (CSS Fonts 4 §5.2 font-weight matching). */
export function matchWeight(requested: number): ShippedWeight {
  const available = [...SHIPPED_WEIGHTS];
  if (available.includes(requested as ShippedWeight)) return requested as ShippedWeight;
  const below = available.filter((w) => w < requested).sort((a, b) => b - a);
  const above = available.filter((w) => w > requested).sort((a, b) => a - b);
  if (requested >= 400 && requested <= 500) {
    const upTo500 = above.filter((w) => w <= 500);
    return upTo500[0] ?? below[0] ?? above[0];
  }
  if (requested < 400) return below[0] ?? above[0];
  return above[0] ?? below[0];
}
