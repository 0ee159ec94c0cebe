import { ErrorCode } from '@server/common/errors/error-codes';

// The codes of an operation on something the caller must own: no session, no such thing (also someone else's:
// no access answers like no such thing), and 44002001 for what the caller sees but may not change or add.
export const OWNED_ERRORS: ErrorCode[] = [ErrorCode.Unauthenticated, ErrorCode.NotFound, ErrorCode.NoPermission];

// The document limits (README "Limits"): every operation that takes a design document can answer these.
export const LIMIT_ERRORS: ErrorCode[] = [
  ErrorCode.DesignTooDeep,
  ErrorCode.DesignTooManyLayers,
  ErrorCode.TextTooLong,
  ErrorCode.ImageTooLarge,
];
