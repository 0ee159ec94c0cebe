// The built-in Boxify designer: generation, edits and optimise behind the provider port, offline and deterministic.
import type { DesignerProvider, DesignerStep } from '@server/design/designer/contract';
import { editDesign, type AddSection } from '@server/design/designer/edit';
import { generateDesign, understandPrompt } from '@server/design/designer/generate';
import { writeContent, domainPack } from '@server/design/designer/generate/content/writer';
import { idSource } from '@server/design/designer/generate/ids';
import { resolveTheme } from '@server/design/designer/generate/theme';
import { optimiseDesign } from '@server/design/designer/optimise';
import { SECTION_KIT, type KitContext } from '@server/design/kit';
import { walk } from '@server/design/operations/tree';
import { DesignNodeSchema } from '@server/design/schema/node';
import { MOBILE_MAX_WIDTH } from '@server/design/schema/panel';

/** The page's own words, so a section added by an edit is written for the same product. */
function panelText(panel: Parameters<AddSection>[1]['panel']): string {
  const words: string[] = [panel.name];
  walk(panel, (node) => {
    if (node.type === 'text' && words.length < 40) words.push(node.characters);
  });
  return words.join(' ');
}

/** "add a pricing section": a section of the kit, themed like the page and written for its product. */
export const kitSection: AddSection = (kind, context) => {
  const build = (SECTION_KIT as Record<string, ((ctx: KitContext) => unknown) | undefined>)[kind];
  if (!build) throw new Error(`No section ${kind} in the kit`);
  const reading = understandPrompt(panelText(context.panel));
  const brand = reading.brand ?? domainPack(reading.domain, context.language).brand;
  const theme = resolveTheme(context.library, reading.tone, reading.colors);
  let n = 0;
  const next = idSource(`${context.panel.id}#${kind}`);
  const ctx: KitContext = {
    tokens: theme.tokens,
    platform: context.panel.width <= MOBILE_MAX_WIDTH ? 'mobile' : context.panel.width < 1200 ? 'tablet' : 'desktop',
    language: context.language,
    brand,
    content: writeContent(brand, reading.domain, context.language),
    width: context.width,
    id: (hint) => {
      let id = next(hint);
      while (context.takenIds.has(id) && n++ < 10_000) id = next(hint);
      return id;
    },
    accentText: theme.accentText,
  };
  return DesignNodeSchema.parse(build(ctx));
};

export function builtInDesigner(): DesignerProvider {
  return {
    name: 'builtin',
    generate: (request, onStep?: (step: DesignerStep) => void, signal?: AbortSignal) =>
      generateDesign(request, onStep, signal),
    edit: (request, onStep, signal) => editDesign(request, onStep, { addSection: kitSection, signal }),
    optimise: (request, onStep, signal) => optimiseDesign(request, onStep, { signal }),
  };
}
