// Directions: one brief drawn several ways. Direction 0 is the single generation's page (its layout, the chosen
// library); the others take the other layout recipes, and the other built-in libraries in an order drawn from the
// seed — so the same seed gives the same directions, byte for byte, and another seed may theme them otherwise.
import { LAYOUT_RECIPES } from '../compose/layouts';
import type { DesignLibraryTokens, DirectionInfo } from '../contract';
import { BUILT_IN_LIBRARIES, builtInLibrary } from '../libraries';
import { hash36 } from './ids';

/** The most directions a generation may ask for. */
export const MAX_DIRECTIONS = 3;

/**
 * The layout and library of direction `index` for a seed. A library of the user's own (not built in) themes every
 * direction: only the layout changes.
 */
export function directionRecipe(
  index: number,
  seed: string,
  library: DesignLibraryTokens | undefined,
  defaultLibraryId: string,
): DirectionInfo {
  const layout = LAYOUT_RECIPES[index % LAYOUT_RECIPES.length];
  const own = library && !builtInLibrary(library.libraryId) ? library.libraryId : undefined;
  if (own || index === 0) return { index, layout, libraryId: own ?? library?.libraryId ?? defaultLibraryId };
  const chosen = library?.libraryId ?? defaultLibraryId;
  const others = BUILT_IN_LIBRARIES.map((l) => l.id).filter((id) => id !== chosen);
  const turn = parseInt(hash36(seed), 36) % others.length;
  return { index, layout, libraryId: others[(turn + index - 1) % others.length] };
}

/** The library tokens a direction is generated with. */
export function directionLibrary(
  info: DirectionInfo,
  library: DesignLibraryTokens | undefined,
): DesignLibraryTokens | undefined {
  if (library?.libraryId === info.libraryId) return library;
  return { libraryId: info.libraryId, theme: library?.theme ?? 'light', tokens: {} };
}
