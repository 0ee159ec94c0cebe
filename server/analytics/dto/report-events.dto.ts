import { z } from 'zod';

import { createZodDto } from '@server/common/validation/zod-dto';

import { ANALYTICS_EVENT_NAMES } from '../analytics-events';

// Bounds of one batch (issue 16): the client sends at most this many events, in at most this many bytes.
export const MAX_EVENTS_PER_BATCH = 50;
export const MAX_BATCH_BYTES = 32 * 1024;

const eventSchema = z.strictObject({
  name: z
    .string()
    .max(40)
    .describe(`one of ${ANALYTICS_EVENT_NAMES.join(', ')}; an unknown name answers 42200010`),
  at: z.iso.datetime({ offset: true }).describe('when it happened, in the browser'),
  route: z
    .string()
    .max(300)
    .regex(/^\/[^?#\s]*$/, 'a path without query or fragment')
    .describe('the path only: queries can carry search words or tokens, so they are never sent'),
  language: z.enum(['en', 'zh']),
  userCode: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional()
    .describe("the signed-in user's public code (the spec's userCode); never an e-mail"),
  props: z.record(z.string(), z.unknown()).default({}).describe("the event's own fields, checked per name"),
});

export const reportEventsSchema = z.strictObject({
  batchId: z.uuid().describe('random per batch; a batch id seen before is acknowledged and not stored again'),
  visitorId: z.uuid().describe('the anonymous visitor id, random, kept in the browser; the rate limit counts per id'),
  // The hard bound is checked by the service with its own code; this one only stops absurd bodies early.
  events: z.array(eventSchema).min(1).max(1000),
});

export class ReportEventsDto extends createZodDto(reportEventsSchema) {}

export type ReportedEvent = z.infer<typeof eventSchema>;

export const reportEventsResultSchema = z.object({
  stored: z.int().describe('events stored by this call (0 for a replayed batch or when analytics is off)'),
  duplicate: z.boolean().describe('the batch id was seen before: acknowledged, not stored again'),
  off: z.boolean().describe('analytics is off for this host or server: the client stops sending'),
});

export type ReportEventsResult = z.infer<typeof reportEventsResultSchema>;
