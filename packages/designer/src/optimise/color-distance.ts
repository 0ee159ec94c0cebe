import { parseColor, type Rgba } from '@boxify/design/color';

// CIE L*a*b* (D65): "nearest colour" means nearest to the eye, not nearest in RGB.
function toLab({ r, g, b }: Rgba): [number, number, number] {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [R, G, B] = [lin(r), lin(g), lin(b)];
  const x = (0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047;
  const y = 0.2126 * R + 0.7152 * G + 0.0722 * B;
  const z = (0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** ΔE 1976 between two colours (alpha ignored). */
export function colorDistance(a: string | Rgba, b: string | Rgba): number {
  const [l1, a1, b1] = toLab(typeof a === 'string' ? parseColor(a) : a);
  const [l2, a2, b2] = toLab(typeof b === 'string' ? parseColor(b) : b);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

/** The candidate nearest to `color`; the first wins a tie (callers order by preference). */
export function nearest<T>(color: string | Rgba, candidates: readonly T[], colorOf: (c: T) => string): T | undefined {
  let best: T | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = colorDistance(color, colorOf(candidate));
    if (d < bestDistance - 1e-9) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}
