export type DesignOperationErrorCode =
  | 'node-not-found'
  | 'parent-not-found'
  | 'not-a-container'
  | 'duplicate-id'
  | 'invalid-move'
  | 'invalid-selection'
  | 'invalid-properties'
  | 'invalid-sizing'
  | 'invalid-operation';

/** Thrown by operations on an impossible request; the document is left as it was (operations are pure). */
export class DesignOperationError extends Error {
  constructor(
    readonly code: DesignOperationErrorCode,
    message: string,
    /** For `invalid-properties`: the path of the first bad field. */
    readonly path?: string,
  ) {
    super(message);
    this.name = 'DesignOperationError';
  }
}
