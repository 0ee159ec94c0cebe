import { ENTERPRISE_LIBRARY } from '@server/design/libraries/enterprise';
import { NEUTRAL_LIBRARY } from '@server/design/libraries/neutral';
import { PLAYFUL_LIBRARY } from '@server/design/libraries/playful';
import type { LibraryDefinition } from '@server/design/libraries/schema';

export * from '@server/design/libraries/schema';
export { ENTERPRISE_LIBRARY, NEUTRAL_LIBRARY, PLAYFUL_LIBRARY };

/** The built-in design-system libraries, the first being the default. */
export const BUILT_IN_LIBRARIES: readonly LibraryDefinition[] = [NEUTRAL_LIBRARY, PLAYFUL_LIBRARY, ENTERPRISE_LIBRARY];

export function builtInLibrary(id: string): LibraryDefinition | undefined {
  return BUILT_IN_LIBRARIES.find((library) => library.id === id);
}
