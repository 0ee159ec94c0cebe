import { ErrorCode, type MessageParams } from './error-codes';

export type LocalizedText = { en: string; zh: string };

// Thrown by services; the exception filter turns it into the envelope in the caller's language.
// `message` overrides the table's text when a feature has its own wording (e.g. the spec's texts).
export class AppException extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: MessageParams = {},
    readonly options: { data?: unknown; message?: LocalizedText; headers?: Record<string, string> } = {},
  ) {
    super(`AppException ${code}`);
  }
}
