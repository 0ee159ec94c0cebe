import { BUILT_IN_LIBRARIES, flattenTheme, LibraryDefinitionSchema, type LibraryTheme } from './index';
import { contrastRatio, parseColor } from '@boxify/design/color';

const contrast = (a: string, b: string) => contrastRatio(parseColor(a), parseColor(b));

type Role = keyof LibraryTheme['color'];
// Every text colour the section kit writes on every surface it writes it on (WCAG AA, 4.5:1 for body text).
const TEXT_PAIRS: [Role, Role][] = [
  ['on-primary', 'primary'],
  ['on-secondary', 'secondary'],
  ...(['background', 'surface', 'surface-muted'] as const).flatMap((surface): [Role, Role][] => [
    ['on-surface', surface],
    ['on-surface-muted', surface],
    ['success', surface],
    ['warning', surface],
    ['danger', surface],
  ]),
];

describe('built-in design-system libraries', () => {
  it('has three libraries of distinct character, neutral first', () => {
    expect(BUILT_IN_LIBRARIES.map((l) => l.id)).toEqual(['neutral', 'playful', 'enterprise']);
    const radii = BUILT_IN_LIBRARIES.map((l) => l.light.radius.md);
    const bodies = BUILT_IN_LIBRARIES.map((l) => l.light.typography.body.size);
    expect(new Set(radii).size).toBe(3);
    // Playful is the roundest, enterprise the densest.
    expect(Math.max(...radii)).toBe(radii[1]);
    expect(Math.min(...bodies)).toBe(bodies[2]);
    expect(BUILT_IN_LIBRARIES[2].light.space['4']).toBeLessThan(BUILT_IN_LIBRARIES[0].light.space['4']);
  });

  it.each(BUILT_IN_LIBRARIES.map((l) => [l.id, l] as const))(
    '%s validates and reads in both themes',
    (_id, library) => {
      expect(LibraryDefinitionSchema.parse(library)).toEqual(library);
      for (const theme of [library.light, library.dark]) {
        const tokens = flattenTheme(theme);
        expect(tokens['color.primary']).toMatch(/^#/);
        expect(tokens['type.body.size']).toBeGreaterThan(0);
      }
    },
  );

  it.each(
    BUILT_IN_LIBRARIES.flatMap((l) =>
      (['light', 'dark'] as const).flatMap((mode) =>
        TEXT_PAIRS.map(([text, surface]) => [l.id, mode, text, surface, l[mode].color] as const),
      ),
    ),
  )('%s %s: %s text on %s passes WCAG AA', (_id, _mode, text, surface, colors) => {
    // Generated pages start with no contrast findings only if every pair the kit uses passes.
    expect(contrast(colors[text], colors[surface])).toBeGreaterThanOrEqual(4.5);
  });

  it('dark themes are darker than light ones', () => {
    for (const l of BUILT_IN_LIBRARIES) {
      expect(contrast(l.dark.color.background, '#000000')).toBeLessThan(contrast(l.light.color.background, '#000000'));
    }
  });
});
