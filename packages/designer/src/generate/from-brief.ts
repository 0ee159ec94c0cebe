// Generation from a brief: the page carries what the prompt names, in its order, for the product it names.
// (Marketing landing pages still come from the section kit's recipes: generate/index.ts.)
import type { DesignBrief } from '@boxify/design/brief';
import { sharedLayoutEngine } from '@boxify/design/node';
import { platformOfWidth } from '@boxify/design/platform';

import { composeBrief, contentSections, PAGE_NAMES, planBrief } from '../compose';
import type { DesignerStep, GenerateRequest, GenerateResult } from '../contract';
import { generationCost } from '../cost';
import { directionLibrary, directionRecipe } from './directions';
import { libraryForTone, resolveTheme } from './theme';

const PLATFORM_NAMES = {
  mobile: { en: 'mobile', zh: '移动端' },
  tablet: { en: 'tablet', zh: '平板' },
  desktop: { en: 'desktop', zh: '桌面端' },
} as const;

/** "Understood: a mobile booking page for Brindlemoor, with Treatment, Date, Time slot" — the brief in a line. */
export function describeBrief(brief: DesignBrief): { en: string; zh: string } {
  const name = brief.product.name ?? brief.product.domain;
  const pages = brief.pages.map((p) => p.replace(/-/g, ' ')).join(', ');
  const pagesZh = brief.pages.map((p) => PAGE_NAMES[p].zh).join('、');
  const elements = brief.elements.map((e) => (e.count ? `${e.count} × ${e.label}` : e.label));
  return {
    en: `Understood: a ${PLATFORM_NAMES[brief.platform].en} ${pages} page${name ? ` for ${name}` : ''}${elements.length ? `, with ${elements.join(', ')}` : ''}`,
    zh: `理解为：${name ? `${name}的` : ''}${PLATFORM_NAMES[brief.platform].zh}${pagesZh}页面${elements.length ? `，包含${elements.join('、')}` : ''}`,
  };
}

export async function generateFromBrief(
  brief: DesignBrief,
  request: GenerateRequest,
  onStep?: (step: DesignerStep) => void,
  signal?: AbortSignal,
): Promise<GenerateResult> {
  onStep?.({ kind: 'thinking', text: describeBrief(brief) });
  const tone = [...(brief.theme.mode === 'dark' ? ['dark'] : []), ...brief.theme.mood];
  const seed = request.seed ?? request.prompt;
  const direction =
    request.direction === undefined
      ? undefined
      : directionRecipe(request.direction, seed, request.library, libraryForTone(tone));
  const library = direction && direction.index > 0 ? directionLibrary(direction, request.library) : request.library;
  const theme = resolveTheme(library, tone, brief.theme.colors, request.imageHints);
  const engine = await sharedLayoutEngine();
  if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('Generation stopped');
  const plans = planBrief(brief);
  for (const element of plans.flatMap((p) => p.slots)) {
    onStep?.({ kind: 'section', text: { en: `Adding ${element.label}`, zh: `添加${element.label}` } });
  }
  const panels = composeBrief(brief, {
    theme,
    engine,
    // Another direction's panels and nodes have ids of their own: two can be opened side by side.
    seed: direction && direction.index > 0 ? `${seed}~${direction.layout}` : seed,
    width: brief.platform === platformOfRequest(request) ? request.width : undefined,
    layout: direction?.layout,
  });
  const cost = generationCost(plans.map(contentSections));
  onStep?.({
    kind: 'done',
    text: {
      en: `Done: ${panels.length} panel${panels.length === 1 ? '' : 's'}, ${cost} credits`,
      zh: `完成：${panels.length} 个画板，消耗 ${cost} 积分`,
    },
  });
  return {
    understanding: {
      platform: brief.platform,
      pageTypes: brief.pages,
      sections: brief.elements.map((e) => e.label),
      brand: brief.product.name,
      colors: brief.theme.colors,
      tone,
      language: brief.language,
    },
    brief,
    panels,
    cost,
    ...(direction && { direction }),
  };
}

// The panel keeps its width when the brief's platform is the panel's own; another platform gets its usual width.
function platformOfRequest(request: GenerateRequest): DesignBrief['platform'] | undefined {
  return request.width === undefined ? undefined : platformOfWidth(request.width);
}
