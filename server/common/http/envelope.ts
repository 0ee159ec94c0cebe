import { ErrorCode } from '@server/common/errors/error-codes';

export type Envelope<T> = { code: number; data: T; msg: string };

export function envelope<T>(code: ErrorCode, data: T, msg: string): Envelope<T> {
  return { code, data, msg };
}
