import { DesignBriefSchema, ELEMENT_KINDS, PAGE_KINDS, type DesignBrief } from '@boxify/design/brief';
import type { Localized } from '@boxify/design/locale';
import { platformOfWidth } from '@boxify/design/platform';
import { PermanentJobError } from '@server/common/jobs/job-handler';

import { TEXTS } from '../agent.texts';
import { InvalidAnswerError, parseJson } from './openai-answer';
import { describeIssues, dropNulls, strictJsonSchema } from './strict-schema';

// The brief mode of the OpenAI-compatible designer: the model answers the kernel's DesignBrief (what the page
// carries and its words), the built-in composer draws it. Asked with a strict json_schema; read with zod.

/** The strict JSON Schema of a DesignBrief, derived from the kernel's zod schema once. */
export const BRIEF_JSON_SCHEMA = strictJsonSchema(DesignBriefSchema);

export const BRIEF_RESPONSE_FORMAT = {
  type: 'json_schema',
  json_schema: { name: 'design_brief', strict: true, schema: BRIEF_JSON_SCHEMA },
} as const;

/** Two answers that were not a brief: the generation fails for good (a retried task would ask the same way). */
export class BriefAnswerError extends PermanentJobError {
  readonly text: Localized;
  constructor(reason: string) {
    super(`The model answered an invalid design brief twice: ${reason}`);
    this.text = TEXTS.briefInvalid(reason.slice(0, 300));
  }
}

const RULES = [
  'You are the Boxify designer. You read a request for a user-interface screen and answer its DESIGN BRIEF:',
  "one JSON object following the given JSON schema. Boxify's layout engine draws the page from your brief, so",
  'you decide what the page carries and every word on it; never pixels, layers or styles.',
  '- product.name: the product\'s own name as the request gives it ("Voltfield", "暖爪"); null when it names none.',
  '- product.domain: the kind of business in the request\'s words ("solar farm operator", "宠物医院"); audience: who uses it.',
  `- pages: the page kinds, in the order named, from: ${PAGE_KINDS.join(', ')}.`,
  '  "landing" only for a marketing home page; "custom" for a page made of the requested elements alone.',
  `- elements: everything the page must carry, in the request's order; kind from: ${ELEMENT_KINDS.join(', ')}.`,
  "  label: the words the page shows for it (the request's own words where it has them, else short and plain);",
  '  count: how many it shows when the request says or implies a number; items: its members (the ones the request',
  '  names, in its order; when it names none but the element lists things — plans, questions, categories, columns —',
  "  write short realistic ones for this product); fields: what each member shows (a table's columns, a card's fields).",
  '- theme: mode light or dark, colours the request names as lowercase #rrggbb, mood words (calm, playful, premium…).',
  "- language: the request's language (en or zh); write every label and item in it.",
  'Do not add elements the request does not ask for or need; do not invent a product name.',
].join('\n');

/** The system prompt of a brief request: the rules, the panel's platform and the built-in reader's draft. */
export function briefPrompt(draft: DesignBrief, width: number | undefined): string {
  const platform = width === undefined ? undefined : platformOfWidth(width);
  return [
    RULES,
    platform
      ? `The panel is ${width} px wide (${platform}): answer platform "${platform}" unless the request names another.`
      : '',
    'A rule-based reader drafted this brief from the request. It is often incomplete or wrong: correct it (names,',
    'kinds, labels, counts, order) and add the copy, rather than starting over:',
    JSON.stringify(draft),
    'Task: write the brief.',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The model's answer as a valid brief, or InvalidAnswerError quoting what is wrong. */
export function readBriefAnswer(content: string): DesignBrief {
  const parsed = DesignBriefSchema.safeParse(dropNulls(parseJson(content)));
  if (!parsed.success) {
    throw new InvalidAnswerError(`the brief does not follow the schema (${describeIssues(parsed.error)})`);
  }
  return parsed.data;
}
