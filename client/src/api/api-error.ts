// Why a call failed; the request layer has already shown whatever the user should see.
export type ApiErrorKind = 'timeout' | 'network' | 'no-permission' | 'silent' | 'rejected';

export type ApiErrorDetails = {
  status?: number;
  code?: number;
  msg?: string;
  // The envelope's `data` of a refusal (what a few codes name, e.g. the missing layer's `nodeId`).
  data?: unknown;
  cause?: unknown;
};

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly code?: number;
  // The server's message, when the answer carried one.
  readonly msg?: string;
  readonly data?: unknown;

  constructor(kind: ApiErrorKind, details: ApiErrorDetails = {}) {
    super(details.msg || kind, { cause: details.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = details.status;
    this.code = details.code;
    this.msg = details.msg;
    this.data = details.data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
