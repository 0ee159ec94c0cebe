import { z } from 'zod';

import { productSchema } from '@server/accounts/dto/account.dto';
import { PLAN_NAMES } from '@server/accounts/plans';
import { createZodDto } from '@server/common/validation/zod-dto';

export const querySubscriptionItemsSchema = z.strictObject({ product: productSchema });

// Spec §3, "Pricing item" and "Price".
export const priceSchema = z.object({
  skuId: z.string(),
  price: z.string().describe("The display price per month with a dollar amount, e.g. '$14.9'; 'Custom' for a quote"),
  unit: z.string().describe("'N credits/month' (the client parses the credits from it)"),
  cycleType: z.union([z.literal(1), z.literal(2)]).describe('1 monthly, 2 annual'),
  checked: z.boolean().describe("The caller's current subscription"),
  originPrice: z.number().int().describe('The struck-out price per month in cents, 0 if none'),
  tags: z.array(z.string()).describe("e.g. 'Early bird'"),
  serviceCode: z.enum(PLAN_NAMES),
  amount: z.number().int().nullable().describe('What one checkout charges, in cents (12 months for annual)'),
  currency: z.string(),
  credits: z.number().int().describe('Credits a month'),
});

export const pricingItemSchema = z.object({
  itemId: z.string(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()).describe("e.g. 'Most Popular'"),
  free: z.boolean(),
  custom: z.boolean(),
  entitlements: z.array(
    z.object({
      title: z.string(),
      key: z.string().describe('anchor#faq-credit, link:figma-make and link:figma-s2d have behaviour in the client'),
    }),
  ),
  prices: z.array(priceSchema),
});

export const subscriptionItemsSchema = z.object({ items: z.array(pricingItemSchema) });

export type PricingItem = z.infer<typeof pricingItemSchema>;
export type PricingPrice = z.infer<typeof priceSchema>;

export class QuerySubscriptionItemsDto extends createZodDto(querySubscriptionItemsSchema) {}
