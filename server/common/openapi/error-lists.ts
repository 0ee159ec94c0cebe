import { ErrorCode } from '@server/common/errors/error-codes';

// The codes of an operation on something the caller must own: no session, no such thing, someone else's.
export const OWNED_ERRORS: ErrorCode[] = [ErrorCode.Unauthenticated, ErrorCode.NotFound, ErrorCode.NoPermission];
