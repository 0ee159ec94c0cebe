import { contrastRatio, formatColor, parseColor, type Rgba } from '@boxify/design/color';
import type { Localized } from '@boxify/design/locale';

/** Colour names a prompt may use, English and Chinese, with the shade the designer paints. */
export const COLOR_NAMES: readonly { en: string[]; zh: string[]; hex: string }[] = [
  { en: ['red'], zh: ['红色', '红'], hex: '#dc2626' },
  { en: ['orange'], zh: ['橙色', '橘色', '橙'], hex: '#ea580c' },
  { en: ['yellow', 'amber'], zh: ['黄色', '黄'], hex: '#facc15' },
  { en: ['green'], zh: ['绿色', '绿'], hex: '#16a34a' },
  { en: ['teal', 'cyan'], zh: ['青色', '蓝绿色', '青'], hex: '#0d9488' },
  { en: ['blue'], zh: ['蓝色', '蓝'], hex: '#2563eb' },
  { en: ['navy', 'dark blue'], zh: ['深蓝色', '藏青色', '深蓝'], hex: '#1e3a8a' },
  { en: ['light blue', 'sky blue'], zh: ['浅蓝色', '天蓝色', '浅蓝'], hex: '#7dd3fc' },
  { en: ['indigo'], zh: ['靛蓝色', '靛蓝'], hex: '#4f46e5' },
  { en: ['purple', 'violet'], zh: ['紫色', '紫'], hex: '#9333ea' },
  { en: ['pink'], zh: ['粉色', '粉红色', '粉'], hex: '#ec4899' },
  { en: ['brown'], zh: ['棕色', '咖啡色', '棕'], hex: '#92400e' },
  { en: ['black'], zh: ['黑色', '黑'], hex: '#111827' },
  { en: ['white'], zh: ['白色', '白'], hex: '#ffffff' },
  { en: ['grey', 'gray'], zh: ['灰色', '灰'], hex: '#6b7280' },
  { en: ['light grey', 'light gray'], zh: ['浅灰色', '浅灰'], hex: '#e5e7eb' },
  { en: ['dark grey', 'dark gray'], zh: ['深灰色', '深灰'], hex: '#374151' },
  { en: ['gold'], zh: ['金色'], hex: '#ca8a04' },
];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A colour named in a prompt (`green`, `绿色`, `#16a34a`, `#0a0`) as `#rrggbb`, or undefined. */
export function parseColorWord(word: string): string | undefined {
  const w = word.trim().toLowerCase().replace(/\s+/g, ' ').replace(/^the /, '');
  if (HEX.test(w)) return w.length === 4 ? `#${[...w.slice(1)].map((c) => c + c).join('')}` : w;
  const plain = w.replace(/ colou?r$/, '');
  return COLOR_NAMES.find((c) => c.en.includes(plain) || c.zh.includes(plain))?.hex;
}

function toHsl({ r, g, b }: Rgba): [number, number, number] {
  const [R, G, B] = [r / 255, g / 255, b / 255];
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === R ? (G - B) / d + (G < B ? 6 : 0) : max === G ? (B - R) / d + 2 : (R - G) / d + 4;
  return [h / 6, s, l];
}

function fromHsl(h: number, s: number, l: number, a: number): Rgba {
  if (s === 0) return { r: l * 255, g: l * 255, b: l * 255, a };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const hue = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return { r: hue(h + 1 / 3) * 255, g: hue(h) * 255, b: hue(h - 1 / 3) * 255, a };
}

/**
 * The colour with its lightness mirrored (light ↔ dark), hue and saturation kept. Saturated mid-tones (brand
 * colours, which read on both themes) are kept as they are.
 */
export function invertLightness(color: string): string {
  const rgba = parseColor(color);
  const [h, s, l] = toHsl(rgba);
  if (s > 0.4 && l > 0.3 && l < 0.7) return color;
  return formatColor(fromHsl(h, s, 1 - l, rgba.a));
}

/** The shade of `color` (same hue) nearest to it that reaches `required` contrast on `background`. */
export function accessibleShade(color: string, background: Rgba, required: number): string {
  const rgba = parseColor(color);
  if (contrastRatio(rgba, background) + 1e-9 >= required) return color;
  const [h, hueS, l] = toHsl(rgba);
  // A near grey (black, slate) stays grey in its lighter or darker shades instead of turning into a tint.
  const { r, g, b } = rgba;
  const s = (Math.max(r, g, b) - Math.min(r, g, b)) / 255 < 0.1 ? 0 : hueS;
  for (let step = 0.02; step <= 1; step += 0.02) {
    for (const candidate of [l - step, l + step]) {
      if (candidate < 0 || candidate > 1) continue;
      const shade = fromHsl(h, s, candidate, 1);
      if (contrastRatio(shade, background) + 1e-9 >= required) return formatColor(shade);
    }
  }
  return contrastRatio(parseColor('#000000'), background) >= contrastRatio(parseColor('#ffffff'), background)
    ? '#000000'
    : '#ffffff';
}

/** The colour's name for a summary, in English and Chinese (the hex when it has no name). */
export function colorLabel(hex: string): Localized {
  const named = COLOR_NAMES.find((c) => c.hex === hex.toLowerCase());
  return named ? { en: named.en[0], zh: named.zh[0] } : { en: hex, zh: hex };
}
