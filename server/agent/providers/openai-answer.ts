import { z } from 'zod';

import type { DesignLibraryTokens, ImageStyleHints, Panel, PromptUnderstanding } from '@boxify/designer';
import { importDesignValue } from '@boxify/design/import';
import { detectLanguage } from '@boxify/design/locale';
import { PLATFORMS, platformOfWidth } from '@boxify/design/platform';
import { panelJsonSchema } from '@boxify/design/schema';

// What the OpenAI-compatible provider asks for and how it reads the answer: the kernel's panel
// JSON Schema in the system prompt, the kernel's zod schema on the way back.

export class InvalidAnswerError extends Error {}

const SCHEMA_TEXT = JSON.stringify(panelJsonSchema('draft-2020-12', 'input'));

const RULES = [
  'You are the Boxify designer: you design user-interface screens as JSON documents.',
  'Answer with ONE JSON object and nothing else (no markdown, no comments).',
  'A panel document follows this JSON Schema (draft 2020-12):',
  SCHEMA_TEXT,
  'Every node needs a unique string "id". Use auto layout frames (layout.mode horizontal/vertical) for sections,',
  'text nodes for copy, and bind colours, radii and spacing to the library tokens through each node\'s "tokens"',
  'map (property path → token name, e.g. {"fills.0.color": "color.primary"}). Mobile panels are 390 wide,',
  'tablet 834, desktop 1440. Write the copy in the language of the request.',
].join('\n');

function context(library?: DesignLibraryTokens, hints?: ImageStyleHints): string {
  const parts: string[] = [];
  if (library) {
    parts.push(`Library "${library.libraryId}" (${library.theme} theme) tokens: ${JSON.stringify(library.tokens)}`);
  }
  if (hints?.palette.length) {
    parts.push(`The user's reference images use this palette (dominant first): ${hints.palette.join(', ')}.`);
    if (hints.radius !== undefined) parts.push(`Their corner radius is about ${hints.radius}px.`);
  }
  return parts.join('\n');
}

export const PROMPTS = {
  generate(library?: DesignLibraryTokens, hints?: ImageStyleHints): string {
    return [
      RULES,
      context(library, hints),
      'Task: design the screen(s) the user asks for. Answer {"understanding": {"platform": "mobile"|"tablet"|"desktop",',
      '"pageTypes": [..], "sections": [..], "brand"?: "..", "colors": [..], "tone": [..], "language": "en"|"zh"},',
      '"panels": [panel, …]} with one panel per page type.',
    ].join('\n');
  },
  edit(panel: Panel, selection: string[], library?: DesignLibraryTokens): string {
    return [
      RULES,
      context(library),
      `Current panel: ${JSON.stringify(panel)}`,
      selection.length
        ? `Change only these nodes (and their children): ${selection.join(', ')}. Keep every other node as it is.`
        : 'The change applies to the whole panel.',
      'Task: apply the user\'s change. Answer {"panel": the whole changed panel with the same id,',
      '"changed": [ids of nodes changed, inserted or removed], "summary": "one sentence saying what you did"}.',
    ].join('\n');
  },
  optimise(panel: Panel, findings: string[], library?: DesignLibraryTokens): string {
    return [
      RULES,
      context(library),
      `Current panel: ${JSON.stringify(panel)}`,
      findings.length ? `Problems found by the checks:\n- ${findings.join('\n- ')}` : 'The checks found no problems.',
      'Task: optimise the design (contrast, touch targets ≥ 44 px, spacing on the 4 px grid, token-bound colours,',
      'no overlapping or overflowing text) without changing its content. Answer {"panel": the whole panel, same id}.',
    ].join('\n');
  },
};

export function parseJson(content: string): unknown {
  // Some endpoints wrap JSON mode answers in a code fence anyway.
  const text = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/```$/, '');
  try {
    return JSON.parse(text);
  } catch {
    throw new InvalidAnswerError('the answer is not valid JSON');
  }
}

function readPanels(value: unknown, keepId?: string): Panel[] {
  const imported = importDesignValue(value);
  if (!imported.ok) throw new InvalidAnswerError(`the panel does not follow the schema (${imported.message.en})`);
  return keepId ? imported.panels.map((panel) => ({ ...panel, id: keepId })) : imported.panels;
}

const UnderstandingSchema = z.object({
  platform: z.enum(PLATFORMS).optional(),
  pageTypes: z.array(z.string()).optional(),
  sections: z.array(z.string()).optional(),
  brand: z.string().optional(),
  colors: z.array(z.string()).optional(),
  tone: z.array(z.string()).optional(),
  language: z.enum(['en', 'zh']).optional(),
});

export function readGenerateAnswer(
  content: string,
  prompt: string,
): { panels: Panel[]; understanding: PromptUnderstanding } {
  const answer = parseJson(content);
  if (typeof answer !== 'object' || answer === null || !('panels' in answer)) {
    throw new InvalidAnswerError('the answer has no "panels"');
  }
  const { panels: rawPanels, understanding: rawUnderstanding } = answer as { panels: unknown; understanding?: unknown };
  if (!Array.isArray(rawPanels) || rawPanels.length === 0) throw new InvalidAnswerError('"panels" is empty');
  const panels = readPanels(rawPanels);
  const said = UnderstandingSchema.safeParse(rawUnderstanding ?? {});
  const understood = said.success ? said.data : {};
  return {
    panels,
    understanding: {
      platform: understood.platform ?? platformOfWidth(panels[0].width),
      pageTypes: understood.pageTypes ?? panels.map((panel) => panel.name),
      sections: understood.sections ?? panels[0].children.map((node) => node.name).filter(Boolean),
      brand: understood.brand,
      colors: understood.colors ?? [],
      tone: understood.tone ?? [],
      language: understood.language ?? detectLanguage(prompt),
    },
  };
}

export function readPanelAnswer(
  content: string,
  panelId: string,
): { panel: Panel; changed?: string[]; summary?: string } {
  const answer = parseJson(content);
  if (typeof answer !== 'object' || answer === null || !('panel' in answer)) {
    throw new InvalidAnswerError('the answer has no "panel"');
  }
  const { panel, changed, summary } = answer as { panel: unknown; changed?: unknown; summary?: unknown };
  const [read] = readPanels(panel, panelId);
  return {
    panel: read,
    changed: Array.isArray(changed) ? changed.filter((id): id is string => typeof id === 'string') : undefined,
    summary: typeof summary === 'string' ? summary.slice(0, 500) : undefined,
  };
}
