/**
 * The built-in Boxify designer's generation: prompt → panels, offline and deterministic (same request, same
 * bytes). Understands the prompt (understand.ts), plans pages (recipes.ts), writes the copy (content/), picks the
 * theme (theme.ts) and composes the section kit (compose.ts), each panel as tall as its content.
 */
import type { DesignerStep, GenerateRequest, GenerateResult } from '../contract';
import { generationCost } from '../cost';
import { PLATFORM_WIDTH, type KitContext } from '../kit';
import { sharedLayoutEngine } from '@boxify/design/node';
import { composePage, sizePanel } from './compose';
import { catalogueFor } from './content/catalogues';
import { writeContent, domainPack } from './content/writer';
import { hash36, idSource } from './ids';
import { PAGE_LABELS, SECTION_LABELS } from './labels';
import { planPages } from './recipes';
import { resolveTheme } from './theme';
import { understandPrompt, type PromptReading } from './understand';
import type { DesignBrief } from '@boxify/design/brief';
import { readBrief } from '../brief/read-brief';
import { generateFromBrief } from './from-brief';

export { understandPrompt } from './understand';
export { planPages } from './recipes';
export { PAGE_LABELS, SECTION_LABELS } from './labels';

const PLATFORM_NAMES = {
  mobile: { en: 'mobile', zh: '移动端' },
  tablet: { en: 'tablet', zh: '平板' },
  desktop: { en: 'desktop', zh: '桌面端' },
} as const;

function checkAborted(signal?: AbortSignal): void {
  if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('Generation stopped');
}

export async function generateDesign(
  request: GenerateRequest,
  onStep?: (step: DesignerStep) => void,
  signal?: AbortSignal,
): Promise<GenerateResult> {
  const brief = request.brief ?? readBrief({ prompt: request.prompt, width: request.width });
  // A page of the product's own elements, unless the prompt asks for a marketing landing page.
  // Nothing read at all (an empty or unknown prompt) still gets a page: the kit's home page.
  const unread = brief.elements.length === 0 && brief.pages.every((p) => p === 'custom');
  if (!unread) return generateFromBrief(brief, request, onStep, signal);
  const reading = withCorrections(understandPrompt(request.prompt), request.brief);
  const { language, platform } = reading;
  const catalogue = reading.domain === 'shop' ? catalogueFor(request.prompt, language) : undefined;
  const brand = reading.brand ?? catalogue?.brand ?? domainPack(reading.domain, language).brand;
  const plans = planPages(reading);
  const theme = resolveTheme(request.library, reading.tone, reading.colors, request.imageHints);
  const sections = [...new Set(plans.flatMap((p) => p.sections))];
  const understanding = {
    platform,
    pageTypes: plans.map((p) => p.pageType),
    sections,
    brand,
    colors: reading.colors,
    tone: reading.tone,
    language,
  };
  const pages = plans.map((p) => PAGE_LABELS[p.pageType]);
  onStep?.({
    kind: 'thinking',
    text: {
      en: `Designing ${pages.map((p) => p.en.toLowerCase()).join(', ')} for ${brand} (${PLATFORM_NAMES[platform].en}, ${theme.libraryId} ${theme.theme})`,
      zh: `正在为${brand}设计${pages.map((p) => p.zh).join('、')}（${PLATFORM_NAMES[platform].zh}，${theme.libraryId} ${theme.theme === 'dark' ? '深色' : '浅色'}）`,
    },
  });
  const engine = await sharedLayoutEngine();
  const seed = request.seed ?? request.prompt;
  const content = writeContent(brand, reading.domain, language, catalogue);
  const width = PLATFORM_WIDTH[platform];
  const panels = plans.map((plan, index) => {
    checkAborted(signal);
    const ctx: KitContext = {
      tokens: theme.tokens,
      platform,
      language,
      brand,
      content,
      width,
      id: idSource(`${seed}#${index}`),
      accentText: theme.accentText,
    };
    const page = composePage(plan, ctx, (name) => {
      const label = SECTION_LABELS[name as keyof typeof SECTION_LABELS];
      onStep?.({ kind: 'section', text: { en: `Adding the ${label.en}`, zh: `添加${label.zh}` } });
    });
    const label = PAGE_LABELS[plan.pageType][language];
    return sizePanel(
      page,
      { id: `panel-${hash36(seed)}-${index}`, name: `${brand} · ${label}`, width, platform },
      engine,
    );
  });
  const cost = generationCost(plans.map((p) => p.sections.length));
  onStep?.({
    kind: 'done',
    text: {
      en: `Done: ${panels.length} panel${panels.length === 1 ? '' : 's'}, ${cost} credits`,
      zh: `完成：${panels.length} 个画板，消耗 ${cost} 积分`,
    },
  });
  return { understanding, brief, panels, cost };
}

// A landing page from a brief the user corrected: its name, platform, language, colours and theme win over the prompt.
function withCorrections(reading: PromptReading, brief: DesignBrief | undefined): PromptReading {
  if (!brief) return reading;
  return {
    ...reading,
    platform: brief.platform,
    brand: brief.product.name ?? reading.brand,
    language: brief.language,
    colors: brief.theme.colors.length ? brief.theme.colors : reading.colors,
    tone: [...new Set([...(brief.theme.mode === 'dark' ? ['dark'] : []), ...brief.theme.mood])],
  };
}
