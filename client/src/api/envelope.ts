// Every server answer: `{code, data, msg}`; code 0 is success (ARCHITECTURE §2).
export type Envelope<T> = { code: number; data: T; msg: string };

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}
