import { z } from 'zod';

import { DesignBriefSchema } from '@boxify/design/brief';
import { MAX_DIRECTIONS } from '@boxify/designer/generate';

import { TASK_STATUSES } from '@server/common/jobs/task.entity';
import { DB_INT_MAX, productText } from '@server/common/validation/zod';
import { createZodDto } from '@server/common/validation/zod-dto';

import { AGENT_TEXTS } from '../agent.texts';
import { GENERATION_MODES, GENERATION_OUTCOMES, GENERATION_STATUSES } from '../entities/agent-generation.entity';
import { MESSAGE_KINDS, MESSAGE_ROLES } from '../entities/agent-message.entity';

const id = z.uuid();
const text = z.object({ en: z.string(), zh: z.string() });

export const PROMPT_MAX = 4000;

const promptText = z
  .string()
  .trim()
  .min(1, productText(AGENT_TEXTS.promptRequired))
  .max(PROMPT_MAX, productText(AGENT_TEXTS.promptTooLong));

export const boxifyChatSchema = z
  .strictObject({
    sessionId: id.optional().describe('continue this session; a new one starts when absent'),
    prompt: promptText.optional().describe('required unless `regenerate` names an earlier generation'),
    mode: z.enum(GENERATION_MODES).default('generate'),
    projectId: id.optional(),
    panelId: id.optional().describe('the target panel (yours); required when starting a session'),
    selection: z.array(z.string().min(1).max(200)).max(500).default([]).describe('node ids an edit applies to'),
    attachmentIds: z.array(id).max(15).default([]).describe('attachments uploaded to this session'),
    libraryId: z.string().min(1).max(64).optional().describe('the design-system library whose tokens to use'),
    regenerate: id.optional().describe('a new generation from the prompt and input of this earlier one'),
    dryRun: z.boolean().default(false).describe('only answer the estimate and whether it can be paid'),
    brief: DesignBriefSchema.optional().describe(
      'a corrected brief (a generation only): the prompt is not read again, the design follows exactly this brief',
    ),
    directions: z
      .number()
      .int()
      .min(1)
      .max(MAX_DIRECTIONS)
      .optional()
      .describe(
        "how many directions to design (1–3, at most the plan's directionsPerPrompt): each a different layout and library; default 3 for a new page (capped by the plan), 1 for an edit",
      ),
  })
  .refine((body) => body.directions === undefined || body.directions === 1 || body.mode === 'generate', {
    path: ['directions'],
    message: productText(AGENT_TEXTS.directionsOnlyForGeneration),
  })
  .refine((body) => body.brief === undefined || body.mode === 'generate', {
    path: ['brief'],
    message: productText(AGENT_TEXTS.briefOnlyForGeneration),
  })
  .refine((body) => body.prompt !== undefined || body.regenerate !== undefined || body.mode === 'optimise', {
    path: ['prompt'],
    message: productText(AGENT_TEXTS.promptRequired),
  })
  .refine((body) => body.sessionId !== undefined || body.panelId !== undefined || body.regenerate !== undefined, {
    path: ['panelId'],
    message: productText(AGENT_TEXTS.panelRequired),
  });
export type BoxifyChatBody = z.infer<typeof boxifyChatSchema>;

const payAt = z.enum(['generation', 'acceptance']);
const currency = z.enum(['AI_CREDIT', 'FREE_ACCEPT']);

export const boxifyChatAnswerSchema = z.object({
  sessionId: id.nullable(),
  messageId: id.nullable(),
  generationId: id.nullable(),
  taskId: id.nullable(),
  cost: z.number().describe('the estimate in credits (the most this request costs)'),
  currency: currency.describe('what pays: a free generation chance first, else AI credits'),
  payAt: payAt.describe('free and plus plans pay when sending, pro on acceptance'),
  canPay: z.boolean(),
  dryRun: z.boolean(),
  directions: z.number().int().describe('how many directions are designed (free and plus pay for each)'),
  directionsAllowed: z
    .number()
    .int()
    .describe("the most directions one prompt may ask for (the plan's directionsPerPrompt)"),
});

export const chatSchema = z.strictObject({
  sessionId: id.optional(),
  panelId: id.optional(),
  prompt: promptText,
});
export const chatAnswerSchema = z.object({ sessionId: id, messageId: id, reply: z.string(), replyMessageId: id });

export const sessionSchema = z.strictObject({ sessionId: id });
export const stopAnswerSchema = z.object({ sessionId: id, stopped: z.boolean(), generationId: id.nullable() });

export const generationActionSchema = z.strictObject({
  sessionId: id,
  generationId: id,
  version: z.number().int().min(1).max(DB_INT_MAX).optional().describe('the panel version you have; stale → 40900002'),
});
export const acceptSchema = generationActionSchema.extend({
  direction: z
    .number()
    .int()
    .min(0)
    .max(MAX_DIRECTIONS - 1)
    .default(0)
    .describe('the direction taken (its index in the result); the panel gets exactly that one'),
  open: z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(MAX_DIRECTIONS - 1),
    )
    .max(MAX_DIRECTIONS - 1)
    .default([])
    .describe('other directions to open as new panels beside it'),
});
export const acceptAnswerSchema = z.object({
  generationId: id,
  panelId: id,
  version: z.number().int(),
  charged: z.object({ currency, amount: z.string() }).nullable(),
  direction: z.number().int().describe('the direction written to the panel'),
  createdPanelIds: z
    .array(z.string())
    .describe('the other pages of a several-page generation, and the other directions opened, created beside it'),
  notCreated: z.array(z.string()).optional().describe('pages not created because the plan has no room for more panels'),
});
export const discardAnswerSchema = z.object({
  generationId: id,
  panelId: id,
  version: z.number().int().describe('the panel version, unchanged: the document is the one before the generation'),
  content: z.record(z.string(), z.unknown()),
});

export const feedbackSchema = z.strictObject({
  sessionId: id,
  messageId: id.optional(),
  content: z
    .string()
    .trim()
    .min(1, productText(AGENT_TEXTS.feedbackRequired))
    .max(4000, productText(AGENT_TEXTS.feedbackTooLong)),
  rating: z.number().int().min(1).max(5).optional(),
});
export const feedbackAnswerSchema = z.object({ messageId: id });

export const incrementalSchema = z.strictObject({
  sessionId: id,
  after: z.number().int().min(0).max(DB_INT_MAX).default(0).describe('the last message number you have (seq)'),
  limit: z.number().int().min(1).max(500).default(200),
});

const messageBase = {
  messageId: id,
  seq: z.number().int(),
  role: z.enum(MESSAGE_ROLES),
  kind: z.enum(MESSAGE_KINDS),
  text,
  generationId: id.nullable(),
  createdAt: z.string(),
};
const SESSION_STATES = ['idle', 'generating', 'pending', 'failed', 'stopped'] as const;
export type SessionState = (typeof SESSION_STATES)[number];

export const messagesAnswerSchema = z.object({
  sessionId: id,
  state: z.enum(SESSION_STATES),
  lastSeq: z.number().int(),
  hasMore: z.boolean(),
  messages: z.array(z.object({ ...messageBase, payload: z.record(z.string(), z.unknown()).nullable() })),
});
export const simpleMessagesAnswerSchema = messagesAnswerSchema.extend({ messages: z.array(z.object(messageBase)) });

export const generationViewSchema = z.object({
  generationId: id,
  mode: z.enum(GENERATION_MODES),
  status: z.enum(GENERATION_STATUSES),
  outcome: z.enum(GENERATION_OUTCOMES).nullable(),
  prompt: z.string(),
  payAt,
  estimate: z.string(),
  cost: z.string().nullable(),
  error: z.string().nullable(),
  result: z.record(z.string(), z.unknown()).nullable().describe('the pending result panel'),
  details: z.record(z.string(), z.unknown()).nullable().describe('understanding, changes or check findings'),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export const stateAnswerSchema = z.object({
  sessionId: id,
  panelId: id,
  state: z.enum(SESSION_STATES),
  generation: generationViewSchema.nullable(),
  task: z
    .object({
      taskId: id,
      status: z.enum(TASK_STATUSES),
      progress: z.number(),
      attempts: z.number(),
      error: z.string().nullable(),
    })
    .nullable(),
});

const attachmentView = z.object({
  attachmentId: id,
  sessionId: id,
  kind: z.enum(['image', 'file']),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  createdAt: z.string(),
});
export const attachmentListSchema = z.object({ items: z.array(attachmentView) });
export const compiledAttachmentsSchema = z.object({
  items: z.array(attachmentView.extend({ derived: z.record(z.string(), z.unknown()).nullable() })),
  imageHints: z.object({ palette: z.array(z.string()), radius: z.number().optional() }).nullable(),
});

export const uploadAttachmentSchema = z.strictObject({
  sessionId: id.optional().describe('the session; a new one starts for `panelId` when absent'),
  panelId: id.optional(),
  fileName: z.string().trim().min(1).max(200),
  data: z.string().min(1).max(7_100_000).describe('the file, base64 (at most 5 MB decoded)'),
});
export const uploadAnswerSchema = attachmentView.extend({ derived: z.record(z.string(), z.unknown()).nullable() });

export const usageAnswerSchema = z.object({
  sessionId: id,
  credits: z.string().describe('AI credits spent in this session (net of refunds)'),
  freeChances: z.number(),
  promptTokens: z.number(),
  completionTokens: z.number(),
  totalTokens: z.number(),
  generations: z.number(),
});
export const usageBySessionSchema = z.object({
  sessionId: id,
  items: z.array(
    z.object({
      generationId: id,
      messageId: id.nullable().describe('the prompt message'),
      mode: z.enum(GENERATION_MODES),
      provider: z.string(),
      status: z.enum(GENERATION_STATUSES),
      outcome: z.enum(GENERATION_OUTCOMES).nullable(),
      credits: z.string(),
      freeChances: z.number(),
      promptTokens: z.number(),
      completionTokens: z.number(),
      totalTokens: z.number(),
      createdAt: z.string(),
    }),
  ),
});

// Request DTOs: the types of the controllers' parameters, validated by their zod schemas.
export class BoxifyChatDto extends createZodDto(boxifyChatSchema) {}
export class ChatDto extends createZodDto(chatSchema) {}
export class FeedbackDto extends createZodDto(feedbackSchema) {}
export class GenerationActionDto extends createZodDto(generationActionSchema) {}
export class AcceptDto extends createZodDto(acceptSchema) {}
export class IncrementalDto extends createZodDto(incrementalSchema) {}
export class SessionDto extends createZodDto(sessionSchema) {}
export class UploadAttachmentDto extends createZodDto(uploadAttachmentSchema) {}
