import { z } from 'zod';

import { PLAN_NAMES } from '@server/accounts/plans';
import { createZodDto } from '@server/common/validation/zod-dto';

import { ORDER_STATES, SUBSCRIPTION_STATES } from '../entities/payment-order.entity';

const url = z.url().max(2000);

// Spec §3, "Order payload".
export const orderPayloadSchema = z.strictObject({
  skuId: z.string().min(1).max(60),
  payMethod: z.literal(6).describe('6: card checkout (Stripe Checkout, or the local checkout without a Stripe key)'),
  num: z.literal(1).describe('One subscription per order'),
  itemId: z.string().min(1).max(40),
  bookKey: z.string().max(200).optional(),
  ext: z
    .strictObject({
      stripeSuccessRedirectUrl: url.optional(),
      stripeCancelRedirectUrl: url.optional(),
      customerReferenceId: z.string().min(1).max(200).optional().describe("The affiliate's referral id"),
    })
    .optional(),
});

export const orderIdSchema = z.strictObject({ orderId: z.uuid() });
export const pageOrdersSchema = z.strictObject({
  page: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(50).default(10),
});

export const previewSchema = z.object({
  itemId: z.string(),
  skuId: z.string(),
  title: z.string(),
  serviceCode: z.enum(PLAN_NAMES),
  cycleType: z.number().int().describe('1 monthly, 2 annual'),
  months: z.number().int().describe('How long one payment lasts'),
  credits: z.number().int().describe('Credits granted for each paid period'),
  amount: z.number().int().describe('Cents'),
  originAmount: z.number().int().describe('Cents before the early-bird price, 0 if none'),
  currency: z.string(),
});

export const orderSchema = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  itemId: z.string(),
  skuId: z.string(),
  serviceCode: z.enum(PLAN_NAMES),
  cycleType: z.number().int(),
  credits: z.number().int(),
  amount: z.number().int().describe('Cents'),
  currency: z.string(),
  state: z.enum(ORDER_STATES),
  subscriptionState: z.enum(SUBSCRIPTION_STATES).nullable(),
  provider: z.enum(['stripe', 'local']).nullable(),
  paidAt: z.string().nullable(),
  periodEnd: z.string().nullable().describe('The plan runs until then (the renewal date)'),
  createdAt: z.string(),
});

export const oneClickSchema = orderSchema.extend({
  payment: z.object({
    payMethod: z.literal(6),
    deeplink: z.object({ checkoutUrl: z.string().describe('Where the browser goes to pay') }),
  }),
});

export const orderPageSchema = z.object({ items: z.array(orderSchema), total: z.number().int() });

export type OrderView = z.infer<typeof orderSchema>;
export type PreviewView = z.infer<typeof previewSchema>;

export class OrderPayloadDto extends createZodDto(orderPayloadSchema) {}
export class OrderIdDto extends createZodDto(orderIdSchema) {}
export class PageOrdersDto extends createZodDto(pageOrdersSchema) {}
