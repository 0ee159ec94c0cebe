import { z } from 'zod';

import { accountSchema, productSchema } from '@server/accounts/dto/account.dto';
import { AUTH_TEXTS } from '@server/auth/auth.texts';
import { productText } from '@server/common/validation/zod';
import { createZodDto } from '@server/common/validation/zod-dto';

// §5's messages, as the sign-in form shows them.
const EMAIL_REQUIRED = productText(AUTH_TEXTS.emailRequired);
const EMAIL_INVALID = productText(AUTH_TEXTS.emailInvalid);
const PASSWORD_REQUIRED = productText(AUTH_TEXTS.passwordRequired);
const CODE_REQUIRED = productText(AUTH_TEXTS.codeRequired);

export const emailSchema = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .toLowerCase()
  .min(1, EMAIL_REQUIRED)
  .max(254, EMAIL_INVALID)
  .pipe(z.email(EMAIL_INVALID));

// The client sends the SHA-256 hex of the password (the 40-character limit applies to the raw password).
export const passwordHashSchema = z
  .string({ error: PASSWORD_REQUIRED })
  .min(1, PASSWORD_REQUIRED)
  .regex(/^[0-9a-fA-F]{64}$/, 'the SHA-256 hex of the password')
  .transform((value) => value.toLowerCase());

// An integer (0 when the client could not parse it) or a string of digits; codes are 6 digits.
export const verifyCodeSchema = z
  .union([z.number().int().min(0).max(999999999), z.string().trim().min(1, CODE_REQUIRED).max(12)], {
    error: CODE_REQUIRED,
  })
  .transform((value) => (typeof value === 'number' ? String(value).padStart(6, '0') : value));

export const loginSchema = z.strictObject({ email: emailSchema, password: passwordHashSchema, product: productSchema });
export const registryByVerifyCodeSchema = loginSchema.extend({ verifyCode: verifyCodeSchema });
export const registrySchema = loginSchema;
export const resendActivationSchema = z.strictObject({ email: emailSchema, product: productSchema.optional() });
export const emailVerifyLoginSchema = z.strictObject({
  email: emailSchema,
  verifyCode: verifyCodeSchema,
  product: productSchema.optional(),
});
export const sendCodeSchema = z.strictObject({ email: emailSchema, product: productSchema.optional() });
export const productOnlySchema = z.strictObject({ product: productSchema.optional() });
export const exchangeAuthCodeSchema = z.strictObject({
  authCode: z.string().min(1).max(200),
  product: productSchema.optional(),
});
export const loginByThirdAuthSchema = z.strictObject({
  idToken: z.string().max(16384).describe('A signed ID token (JWT) from the configured issuer'),
  product: productSchema.optional(),
});
export const activateQuerySchema = z.object({ token: z.string().max(200).optional() });

export const sessionUserSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  userCode: z.string(),
});

// What the client stores as the session (local key `user`).
export const sessionSchema = z.object({
  isLogin: z.literal(true),
  token: z.string().describe('The session token, sent back in the access-token header'),
  expiresAt: z.string().describe('When the session ends (SESSION_TTL_DAYS after sign-in)'),
  user: sessionUserSchema,
});

export const userInfoSchema = sessionUserSchema.extend(accountSchema.shape);

export const sentCodeSchema = z.object({ resendAfterSeconds: z.number().int(), expiresInSeconds: z.number().int() });

export type Session = z.infer<typeof sessionSchema>;

// Request DTOs: the types of the controllers' parameters, validated by their zod schemas.
export class ActivateQueryDto extends createZodDto(activateQuerySchema) {}
export class EmailVerifyLoginDto extends createZodDto(emailVerifyLoginSchema) {}
export class ExchangeAuthCodeDto extends createZodDto(exchangeAuthCodeSchema) {}
export class LoginByThirdAuthDto extends createZodDto(loginByThirdAuthSchema) {}
export class LoginDto extends createZodDto(loginSchema) {}
export class ProductOnlyDto extends createZodDto(productOnlySchema) {}
export class RegistryByVerifyCodeDto extends createZodDto(registryByVerifyCodeSchema) {}
export class RegistryDto extends createZodDto(registrySchema) {}
export class ResendActivationDto extends createZodDto(resendActivationSchema) {}
export class SendCodeDto extends createZodDto(sendCodeSchema) {}
