import type { DesignContext } from './context';
import type { LayoutResult } from '@boxify/design/layout';
import type { Localized } from '@boxify/design/locale';
import type { Panel } from '@boxify/design/schema';

/** What one fix did: the new panel (the same object when nothing changed) and the ids it touched. */
export type FixOutcome = { panel: Panel; changed: string[] };

/** A fix reads the panel (and its layout when `layout` is true) and returns a corrected panel. */
export type Fix = {
  name: string;
  /** Whether the fix needs the panel's current layout (boxes, text lines). */
  layout: boolean;
  /** Whether the fix can move or resize boxes (colour fixes cannot: the layout stays valid after them). */
  changesLayout: boolean;
  run(panel: Panel, context: DesignContext, layout: LayoutResult | undefined): FixOutcome;
  /** The step shown to the user, given how many nodes were fixed. */
  describe(count: number): Localized;
};

export const unchanged = (panel: Panel): FixOutcome => ({ panel, changed: [] });
