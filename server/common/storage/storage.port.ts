import type { Readable } from 'node:stream';

export type StoredFile = { key: string; size: number; contentType: string };

// Where previews, exports and uploads live. Local disk under DATA_DIR by default; a scaled-out
// deployment mounts DATA_DIR on a volume every process shares (an S3-compatible driver can
// implement the same port).
export abstract class StoragePort {
  abstract put(key: string, data: Buffer | string, contentType: string): Promise<StoredFile>;
  abstract read(key: string): Promise<Buffer | undefined>;
  abstract stream(key: string): Promise<{ stream: Readable; size: number; contentType: string } | undefined>;
  abstract remove(key: string): Promise<void>;
}
