import { z } from 'zod';

import { productSchema } from '@server/accounts/dto/account.dto';
import { createZodDto } from '@server/common/validation/zod-dto';

export const authorizationRequestSchema = z.strictObject({
  product: productSchema,
  thirdType: z
    .union([z.literal(1), z.literal(5), z.literal(7), z.literal(8)])
    .describe('figma 1, google 5, github 7, x 8'),
  redirectUrl: z.string().max(2000).describe('Where to return with ?authCode=…; must be on PUBLIC_URL or WEB_ORIGINS'),
});

export const authorizationSchema = z.object({ authorizationUrl: z.string(), state: z.string() });

export class AuthorizationRequestDto extends createZodDto(authorizationRequestSchema) {}
