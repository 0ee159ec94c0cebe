import { z } from 'zod';

import { createZodDto } from '@server/common/validation/zod-dto';

import { CREDIT_SOURCES } from '../credit-records';
import { CURRENCIES } from '../currency';
import { LEDGER_KINDS } from '../entities/ledger-entry.entity';
import { PLAN_NAMES } from '../plans';

export const productSchema = z.literal(12).describe('The product id, 12');

export const queryAccountSchema = z.strictObject({ product: productSchema });

export const derivedPlanSchema = z.object({
  version: z.number().int().describe('1 base, 2 pro, 3 enterprise'),
  versionEndTime: z.string().nullable(),
  aiVersion: z.number().int().describe('1 base default, 10 base, 20/21/22 plus, 30/31/32 pro, 40 enterprise'),
  aiVersionEndTime: z.string().nullable(),
});

export const balanceSchema = z.object({ currency: z.enum(CURRENCIES), balance: z.string() });

export const accountSchema = derivedPlanSchema.extend({
  services: z.array(z.enum(PLAN_NAMES)).describe('The plans the user holds now'),
  serviceDetails: z.array(
    z.object({ service: z.enum(PLAN_NAMES), level: z.number().int(), endTime: z.string().nullable() }),
  ),
  balances: z.array(balanceSchema),
  aiCredits: z.string().describe('The AI credit balance'),
  aiCreditsUsed: z.string().describe('The AI credits used (spent, less refunds) of all those granted'),
  aiCreditsTotal: z.string().describe('The AI credits granted in all (plans, purchases, renewals, gifts)'),
  aiFreeChance: z.number().describe('Free generation chances left'),
});

export type AccountView = z.infer<typeof accountSchema>;

export const pageCreditRecordsSchema = z.strictObject({
  page: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(50).default(10),
});

export const creditRecordSchema = z.object({
  id: z.string(),
  currency: z.enum(CURRENCIES).describe('AI_CREDIT: AI credits; FREE_ACCEPT: free generation chances'),
  kind: z.enum(LEDGER_KINDS),
  amount: z.string().describe('Positive for grants and refunds, negative for spends'),
  balanceAfter: z.string(),
  source: z.enum(CREDIT_SOURCES).describe('What moved the credits: a generation, an order, a renewal, sign-up…'),
  orderNo: z.string().nullable().describe('The order a purchase or renewal granted for'),
  createdAt: z.string(),
});

export const creditRecordPageSchema = z.object({ items: z.array(creditRecordSchema), total: z.number().int() });

export type CreditRecordView = z.infer<typeof creditRecordSchema>;

// Request DTOs: the types of the controllers' parameters, validated by their zod schemas.
export class QueryAccountDto extends createZodDto(queryAccountSchema) {}
export class PageCreditRecordsDto extends createZodDto(pageCreditRecordsSchema) {}
