import { BUILT_IN_LIBRARIES, flattenTheme, LibraryDefinitionSchema } from '@server/design/libraries';
import { contrastRatio, parseColor } from '@server/design/color/color';

const contrast = (a: string, b: string) => contrastRatio(parseColor(a), parseColor(b));

describe('built-in design-system libraries', () => {
  it.each(BUILT_IN_LIBRARIES.map((l) => [l.id, l] as const))(
    '%s validates and reads in both themes',
    (_id, library) => {
      expect(LibraryDefinitionSchema.parse(library)).toEqual(library);
      for (const theme of [library.light, library.dark]) {
        const tokens = flattenTheme(theme);
        expect(tokens['color.primary']).toMatch(/^#/);
        expect(tokens['type.body.size']).toBeGreaterThan(0);
        // Text on its surfaces must pass WCAG AA (4.5:1) so generated pages start with no contrast findings.
        expect(contrast(theme.color['on-surface'], theme.color.background)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(theme.color['on-surface-muted'], theme.color.surface)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(theme.color['on-primary'], theme.color.primary)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});
