/**
 * The built-in Boxify designer's generation: prompt → brief (../brief) → panels (../compose), offline and
 * deterministic (same request, same bytes). A prompt with nothing read still gets a page: a landing page.
 */
import type { DesignBrief } from '@boxify/design/brief';

import type { DesignerStep, GenerateRequest, GenerateResult } from '../contract';
import { readBrief } from '../brief/read-brief';
import { generateFromBrief } from './from-brief';

export { PAGE_LABELS, SECTION_LABELS } from './labels';
export { directionRecipe, MAX_DIRECTIONS } from './directions';

export async function generateDesign(
  request: GenerateRequest,
  onStep?: (step: DesignerStep) => void,
  signal?: AbortSignal,
): Promise<GenerateResult> {
  const brief = request.brief ?? readBrief({ prompt: request.prompt, width: request.width });
  return generateFromBrief(unreadAsLanding(brief), request, onStep, signal);
}

// Nothing read at all (an empty or unknown prompt): the page every product has, its landing page.
function unreadAsLanding(brief: DesignBrief): DesignBrief {
  const unread = brief.elements.length === 0 && brief.pages.every((p) => p === 'custom');
  return unread ? { ...brief, pages: ['landing'] } : brief;
}
