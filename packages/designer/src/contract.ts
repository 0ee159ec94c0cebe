// The contract between the Boxify designer (built-in or an LLM) and the agent module that runs it.
// The built-in designer lives beside this file; the agent module only sees these types.
import type { DesignBrief } from '@boxify/design/brief';
import type { Finding } from '@boxify/design/checks';
import type { OptimiseChange } from './optimise/report';
import type { Language, Localized } from '@boxify/design/locale';
import type { Platform } from '@boxify/design/platform';
import type { DesignNode, Panel } from '@boxify/design/schema';

/** The kernel's platform (mobile, tablet, desktop), under the name the designer's contract has always used. */
export type DesignPlatform = Platform;
// The kernel's one Language, under the name the designer's code already uses.
export type DesignLanguage = Language;

/** Design-system tokens flattened to `group.name` keys (`color.primary`, `radius.md`, `space.4`, `font.size.body`). */
export type DesignTokens = Record<string, string | number>;

/** A design-system library's tokens for one theme, as a generation uses them. */
export type DesignLibraryTokens = {
  libraryId: string;
  theme: 'light' | 'dark';
  tokens: DesignTokens;
};

/** Palette and radius read from uploaded screenshots. */
export type ImageStyleHints = {
  palette: string[];
  radius?: number;
};

export type GenerateRequest = {
  prompt: string;
  /** The library's tokens; the designer picks its default library when absent. */
  library?: DesignLibraryTokens;
  imageHints?: ImageStyleHints;
  /** Deterministic output for the same input: ids and choices derive from this seed. */
  seed?: string;
  /** The panel's width: it decides the platform unless the prompt names one. */
  width?: number;
  /** A brief the user corrected: when present the prompt is not read again. */
  brief?: DesignBrief;
  /** Which of a generation's directions this is (0-based): each direction has its own layout recipe and library. */
  direction?: number;
};

/** The layout recipes a direction can take (`stacked` is the single generation's own). */
export type DirectionLayout = 'stacked' | 'cards' | 'split';

/** What a direction was made with: its index, its layout recipe, and the library it is themed by. */
export type DirectionInfo = { index: number; layout: DirectionLayout; libraryId: string };

/** What the designer understood of a prompt (shown to the user as steps, and checked by the prompt fixtures). */
export type PromptUnderstanding = {
  platform: DesignPlatform;
  pageTypes: string[];
  sections: string[];
  brand?: string;
  colors: string[];
  tone: string[];
  language: DesignLanguage;
};

export type GenerateResult = {
  understanding: PromptUnderstanding;
  /** The brief the page was made from (for a model's whole-tree answer, what the built-in reader understood). */
  brief?: DesignBrief;
  /** One panel per page type. */
  panels: Panel[];
  /** Size of the work, for the credit cost table (e.g. 0.5 a sign-in page, 1.0 a home page with hero + 3 sections). */
  cost: number;
  /** Set when the request asked for a direction. */
  direction?: DirectionInfo;
};

export type EditRequest = {
  prompt: string;
  panel: Panel;
  /** Node ids the edit applies to; empty = the whole panel. */
  selection: string[];
  library?: DesignLibraryTokens;
};

export type EditResult = {
  panel: Panel;
  /** Ids of nodes changed, inserted or removed. */
  changed: string[];
  summary: Localized;
  cost: number;
};

export type OptimiseRequest = { panel: Panel; library?: DesignLibraryTokens };

export type OptimiseResult = {
  panel: Panel;
  before: Finding[];
  after: Finding[];
  /** Every property changed, with its value before and after (the built-in designer's report). */
  changes?: OptimiseChange[];
  cost: number;
};

/** A step the designer reports while it works (streamed to the client as incremental messages). */
export type DesignerStep = { kind: 'thinking' | 'section' | 'done'; text: Localized };

/**
 * The provider port: the built-in designer and the OpenAI-compatible provider both implement it.
 * `onStep` receives progress as it happens; an `AbortSignal` stops the work (stopSession).
 */
export type DesignerProvider = {
  readonly name: string;
  generate(
    request: GenerateRequest,
    onStep?: (step: DesignerStep) => void,
    signal?: AbortSignal,
  ): Promise<GenerateResult>;
  edit(request: EditRequest, onStep?: (step: DesignerStep) => void, signal?: AbortSignal): Promise<EditResult>;
  optimise(
    request: OptimiseRequest,
    onStep?: (step: DesignerStep) => void,
    signal?: AbortSignal,
  ): Promise<OptimiseResult>;
};

/** Re-exported for providers. */
export type { DesignNode, Panel };
