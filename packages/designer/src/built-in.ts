// The built-in Boxify designer: generation, edits and optimise behind the provider port, offline and deterministic.
import type { DesignerProvider, DesignerStep, DesignLanguage, DesignLibraryTokens, DesignPlatform } from './contract';
import { editDesign, type AddSection } from './edit';
import { readBrief } from './brief/read-brief';
import { kitContent } from './copy/kit-content';
import { briefDomain } from './domains';
import { generateDesign } from './generate';
import { idSource } from './generate/ids';
import { resolveTheme } from './generate/theme';
import { optimiseDesign } from './optimise';
import { SECTION_KIT, type KitContext } from './kit';
import { walk } from '@boxify/design/operations';
import { platformOfWidth } from '@boxify/design/platform';
import { DesignNodeSchema, type DesignNode } from '@boxify/design/schema';

/** The page's own words, so a section added by an edit is written for the same product. */
function panelText(panel: Parameters<AddSection>[1]['panel']): string {
  const words: string[] = [panel.name];
  walk(panel, (node) => {
    if (node.type === 'text' && words.length < 40) words.push(node.characters);
  });
  return words.join(' ');
}

export type KitSectionOptions = {
  library?: DesignLibraryTokens;
  platform: DesignPlatform;
  language: DesignLanguage;
  width: number;
  /** Words the copy is written for (the page's text, or a prompt). */
  about: string;
  seed: string;
  takenIds?: ReadonlySet<string>;
};

/** One section of the kit, themed by a library and written for a product, as a validated design node. */
export function buildKitSection(kind: string, options: KitSectionOptions): DesignNode {
  const build = (SECTION_KIT as Record<string, ((ctx: KitContext) => unknown) | undefined>)[kind];
  if (!build) throw new Error(`No section ${kind} in the kit`);
  // The same reader as prompts: the page's words name the product and its kind.
  const brief = readBrief({ prompt: options.about });
  const domain = briefDomain(brief, options.language);
  const content = kitContent({ brand: brief.product.name, language: options.language, domain });
  const tone = [...(brief.theme.mode === 'dark' ? ['dark'] : []), ...brief.theme.mood];
  const theme = resolveTheme(options.library, tone, brief.theme.colors);
  const next = idSource(options.seed);
  let tries = 0;
  const ctx: KitContext = {
    tokens: theme.tokens,
    platform: options.platform,
    language: options.language,
    brand: content.brand,
    content,
    width: options.width,
    id: (hint) => {
      let id = next(hint);
      while (options.takenIds?.has(id) && tries++ < 10_000) id = next(hint);
      return id;
    },
    accentText: theme.accentText,
  };
  return DesignNodeSchema.parse(build(ctx));
}

/** "add a pricing section": a section of the kit, themed like the page and written for its product. */
export const kitSection: AddSection = (kind, context) =>
  buildKitSection(kind, {
    library: context.library,
    platform: platformOfWidth(context.panel.width),
    language: context.language,
    width: context.width,
    about: panelText(context.panel),
    seed: `${context.panel.id}#${kind}`,
    takenIds: context.takenIds,
  });

export function builtInDesigner(): DesignerProvider {
  return {
    name: 'builtin',
    generate: (request, onStep?: (step: DesignerStep) => void, signal?: AbortSignal) =>
      generateDesign(request, onStep, signal),
    edit: (request, onStep, signal) => editDesign(request, onStep, { addSection: kitSection, signal }),
    optimise: (request, onStep, signal) => optimiseDesign(request, onStep, { signal }),
  };
}
