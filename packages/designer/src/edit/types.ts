import { cleanPhrase } from './targets';
import type { DesignLibraryTokens } from '../contract';
import type { DesignContext } from '../optimise/context';
import type { LayoutEngine } from '@boxify/design/layout';
import type { Language, Localized } from '@boxify/design/locale';
import type { DesignNode, Panel } from '@boxify/design/schema';

/** What a section builder receives: where the section goes and in which style and language. */
export type SectionContext = {
  panel: Panel;
  library?: DesignLibraryTokens;
  language: Language;
  /** The width the section has to fill (its container's inner width). */
  width: number;
  /** Ids already used in the panel: a section's ids must avoid them. */
  takenIds: ReadonlySet<string>;
};

/** Builds a section (the section kit, injected by the caller); throws when it does not know the kind. */
export type AddSection = (kind: string, context: SectionContext) => DesignNode;

/** Everything an edit action reads besides the panel. */
export type EditEnv = {
  /** The selected subtrees' roots; empty = the whole panel. */
  roots: string[];
  context: DesignContext;
  library?: DesignLibraryTokens;
  engine: LayoutEngine;
  addSection?: AddSection;
  language: Language;
};

/** An edit's outcome: a changed panel with the ids touched, or (no change) the reason. */
export type EditOutcome = { panel: Panel; changed: string[]; summary: Localized };

export const noChange = (panel: Panel, summary: Localized): EditOutcome => ({ panel, changed: [], summary });

/** “header”, “title” and 3 more — the layers an edit touched, for a summary. */
export function layerList(nodes: readonly DesignNode[]): Localized {
  const names = nodes.map((n) => n.name || n.id);
  const shown = names.slice(0, 3);
  const more = names.length - shown.length;
  return {
    en: shown.map((s) => `“${s}”`).join(', ') + (more > 0 ? ` and ${more} more` : ''),
    zh: shown.map((s) => `“${s}”`).join('、') + (more > 0 ? ` 等 ${names.length} 个图层` : ''),
  };
}

export function notFound(panel: Panel, target: string): EditOutcome {
  const what = cleanPhrase(target);
  return noChange(panel, {
    en: `I could not find “${what}” in the selection or the panel; nothing was changed.`,
    zh: `在所选内容或页面中没有找到“${what}”，未做任何修改。`,
  });
}

export function needsTarget(panel: Panel): EditOutcome {
  return noChange(panel, {
    en: 'Select a layer or name one (for example “the button”); nothing was changed.',
    zh: '请先选中图层，或说明要修改的图层（例如“按钮”），未做任何修改。',
  });
}
