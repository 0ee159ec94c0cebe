import type { DesignerMode } from '@client/features/designer/state/messages';

/** How many directions one prompt can ask for (the server's MAX_DIRECTIONS). */
export const DIRECTION_CHOICES = [1, 2, 3] as const;

/**
 * The directions a request asks for when the user has not chosen: as the server decides, 3 for a new (empty) page
 * and 1 for anything else, never more than the plan allows. An edit or an optimisation is always one.
 */
export function defaultDirections(mode: DesignerMode, empty: boolean, allowed: number): number {
  if (mode !== 'generate') return 1;
  return Math.max(1, Math.min(empty ? DIRECTION_CHOICES.length : 1, allowed));
}

/** The number asked for: the user's choice while the plan allows it, else the default. */
export function chosenDirections(
  chosen: number | undefined,
  mode: DesignerMode,
  empty: boolean,
  allowed: number,
): number {
  if (mode !== 'generate') return 1;
  return chosen !== undefined && chosen <= allowed ? chosen : defaultDirections(mode, empty, allowed);
}
