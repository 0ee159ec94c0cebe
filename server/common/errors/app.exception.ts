import type { Localized } from '@boxify/design/locale';

import { ErrorCode, type MessageParams } from './error-codes';

export type AppExceptionOptions = { data?: unknown; message?: Localized; headers?: Record<string, string> };

// Thrown by services; the exception filter turns it into the envelope in the caller's language.
// `message` overrides the table's text when a feature has its own wording (e.g. the spec's texts).
// Each domain names its own failures in `<domain>.exception.ts` on top of this class.
export class AppException extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: MessageParams = {},
    readonly options: AppExceptionOptions = {},
  ) {
    super(`AppException ${code}`);
  }
}

// 40400001 naming what is missing with its noun in both languages: "Panel not found" / "未找到画板".
export class NotFound extends AppException {
  constructor(what: Localized, options: AppExceptionOptions = {}) {
    super(ErrorCode.NotFound, { what }, options);
  }
}
