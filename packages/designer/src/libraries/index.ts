import { ENTERPRISE_LIBRARY } from './enterprise';
import { NEUTRAL_LIBRARY } from './neutral';
import { PLAYFUL_LIBRARY } from './playful';
import type { LibraryDefinition } from './schema';

export * from './schema';
export { ENTERPRISE_LIBRARY, NEUTRAL_LIBRARY, PLAYFUL_LIBRARY };

/** The built-in design-system libraries, the first being the default. */
export const BUILT_IN_LIBRARIES: readonly LibraryDefinition[] = [NEUTRAL_LIBRARY, PLAYFUL_LIBRARY, ENTERPRISE_LIBRARY];

export function builtInLibrary(id: string): LibraryDefinition | undefined {
  return BUILT_IN_LIBRARIES.find((library) => library.id === id);
}
