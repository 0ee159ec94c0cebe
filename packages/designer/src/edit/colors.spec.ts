import { contrastRatio, parseColor } from '@boxify/design/color';
import { accessibleShade, colorLabel, invertLightness, parseColorWord } from './colors';

describe('colours in prompts', () => {
  it('reads English and Chinese colour names and hex codes', () => {
    expect(parseColorWord('green')).toBe('#16a34a');
    expect(parseColorWord('绿色')).toBe('#16a34a');
    expect(parseColorWord('Dark Blue')).toBe('#1e3a8a');
    expect(parseColorWord('#0A0')).toBe('#00aa00');
    expect(parseColorWord('#0ea5e9')).toBe('#0ea5e9');
    expect(parseColorWord('banana')).toBeUndefined();
    expect(colorLabel('#16a34a')).toEqual({ en: 'green', zh: '绿色' });
    expect(colorLabel('#0ea5e9')).toEqual({ en: '#0ea5e9', zh: '#0ea5e9' });
  });

  it('mirrors lightness for a dark theme and keeps saturated brand colours', () => {
    expect(invertLightness('#ffffff')).toBe('#000000');
    expect(invertLightness('#f8fafc')).not.toBe('#f8fafc');
    expect(invertLightness('#2563eb')).toBe('#2563eb');
  });

  it('finds the nearest shade of a colour that reaches the contrast asked', () => {
    const white = parseColor('#ffffff');
    const shade = accessibleShade('#16a34a', white, 4.5);
    expect(contrastRatio(parseColor(shade), white)).toBeGreaterThanOrEqual(4.5);
    expect(accessibleShade('#0f172a', white, 4.5)).toBe('#0f172a');
  });
});
