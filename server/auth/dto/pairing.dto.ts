import { z } from 'zod';

import { createZodDto } from '@server/common/validation/zod-dto';

// Eight letters and digits a person reads off the plugin, in two groups (no 0/O, 1/I: they are not told apart).
export const USER_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const userCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-HJ-NP-Z2-9]{4}-?[A-HJ-NP-Z2-9]{4}$/, { message: 'Enter the 8-character code the plugin shows' })
  .transform((v) => (v.includes('-') ? v : `${v.slice(0, 4)}-${v.slice(4)}`));

export const confirmPairingSchema = z.strictObject({ userCode });
export const pollPairingSchema = z.strictObject({ deviceCode: z.string().min(20).max(100) });

export const pairingStartedSchema = z.object({
  deviceCode: z.string().describe('the plugin keeps this secret and polls with it'),
  userCode: z.string().describe('shown to the user, who confirms it on the signed-in site'),
  verificationPath: z.string().describe('where on the site the user confirms the code'),
  expiresIn: z.number().describe('seconds the codes are valid'),
  interval: z.number().describe('seconds to wait between polls'),
});

export const pairingPollSchema = z.object({
  status: z.enum(['waiting', 'paired']),
  token: z.string().nullable().describe("the plugin's own session token, answered once"),
  expiresAt: z.string().nullable(),
});

export const pairingConfirmedSchema = z.object({ confirmed: z.literal(true) });

export class ConfirmPairingDto extends createZodDto(confirmPairingSchema) {}
export class PollPairingDto extends createZodDto(pollPairingSchema) {}
