/**
 * Brief → panels: plan the page (plan.ts), draw each requested element with its slot (slots.ts), wrap the
 * slots in the platform's shell (shell.ts), size the panel to its content. Every text comes from the brief or
 * from neutral interface words (words.ts).
 */
import type { DesignBrief } from '@boxify/design/brief';
import type { LayoutEngine } from '@boxify/design/layout';
import type { Localized } from '@boxify/design/locale';
import { DesignNodeSchema, type DesignNodeInput, type Panel } from '@boxify/design/schema';

import type { KitContext } from '../kit/context';
import { sizePanel } from '../generate/compose';
import { writeContent } from '../generate/content/writer';
import { hash36, idSource } from '../generate/ids';
import { resolveTheme, type GenerationTheme } from '../generate/theme';
import { readBrief } from '../brief/read-brief';
import { planBrief } from './plan';
import { shellOf } from './shell';
import { kanbanSlot, SLOTS } from './slots';
import { membersOf } from './slot-parts';

export { planBrief, type PagePlan } from './plan';

const PAGE_NAMES: Partial<Record<string, Localized>> = {};

/** A width for each platform when the panel has none: a phone, a tablet, a laptop. */
export const BRIEF_WIDTH = { mobile: 390, tablet: 834, desktop: 1440 } as const;

export type ComposeOptions = { theme: GenerationTheme; engine: LayoutEngine; seed: string; width?: number };

const pageLabel = (page: string, language: DesignBrief['language']) =>
  PAGE_NAMES[page]?.[language] ?? page.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

export function composeBrief(brief: DesignBrief, options: ComposeOptions): Panel[] {
  const width = options.width ?? BRIEF_WIDTH[brief.platform];
  const brand = brief.product.name ?? brief.product.domain ?? '';
  // The kit's shared pieces read a little copy (the brand tile's icon, a pie's legend): neutral values only.
  const base = writeContent(brand, 'saas', brief.language);
  return planBrief(brief).map((plan, index) => {
    const ctx: KitContext = {
      tokens: options.theme.tokens,
      platform: brief.platform,
      language: brief.language,
      brand,
      content: { ...base, brandIcon: 'sparkles' },
      width,
      id: idSource(`${options.seed}#${index}`),
      accentText: options.theme.accentText,
      console: plan.shell === 'console',
    };
    const slots: DesignNodeInput[] = plan.slots.map((element) => {
      const legend = {
        ...ctx,
        content: { ...ctx.content, dashboard: { ...ctx.content.dashboard, pieLegend: membersOf(ctx, element, 4) } },
      };
      return SLOTS[element.kind](element.kind === 'chart' ? legend : ctx, element);
    });
    if (plan.board) {
      const columns = plan.slots.find((s) => /column|lane|stage|列|阶段/i.test(s.label) && s.items);
      slots.unshift(
        kanbanSlot(ctx, columns ?? { kind: 'section', label: brief.product.name ?? pageLabel('task', brief.language) }),
      );
    }
    const label = pageLabel(plan.page, brief.language);
    const page = DesignNodeSchema.parse(shellOf(ctx, plan, label, slots));
    const name = [brand, label].filter(Boolean).join(' · ');
    return sizePanel(
      page,
      { id: `panel-${hash36(options.seed)}-${index}`, name, width, platform: brief.platform },
      options.engine,
    );
  });
}

/** Prompt → brief → panels with the built-in theme for the brief (the pipeline's whole path, for tests and the grid). */
export function designPrompt(
  prompt: string,
  options: { engine: LayoutEngine; width?: number; seed?: string },
): { brief: DesignBrief; panels: Panel[] } {
  const brief = readBrief({ prompt, width: options.width });
  const theme = resolveTheme(undefined, brief.theme.mode === 'dark' ? ['dark'] : [], brief.theme.colors);
  const panels = composeBrief(brief, {
    theme,
    engine: options.engine,
    seed: options.seed ?? prompt,
    width: options.width,
  });
  return { brief, panels };
}
