// Every server answer: `{code, data, msg}`; code 0 is success (ARCHITECTURE §2).
export type Envelope<T> = { code: number; data: T; msg: string };

// The answer codes the client reacts to itself (spec §8); other codes show the server's `msg`.
export const ResponseCode = {
  Success: 0,
  SilentReject: 1000011,
  NoPermission: 44002001,
} as const;

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}
