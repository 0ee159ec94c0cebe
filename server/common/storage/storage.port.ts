import type { Readable } from 'node:stream';

export type StoredFile = { key: string; size: number; contentType: string };
export type StoredStream = StoredFile & { stream: Readable };
// When a download link is valid: from `signedAt` until `expiresAt`.
export type LinkWindow = { fileName: string; signedAt: Date; expiresAt: Date };

// Keys are our own (`exports/<task>.zip`, `previews/<panel>-<nonce>.webp`), never user paths: a folder
// then one or more segments of word characters, dots and dashes, and no `..`.
const KEY = /^[\w-]+(\/[\w.-]+)+$/;

export class StorageKeyRefused extends Error {
  constructor(key: string) {
    super(`Refused storage key ${JSON.stringify(key.slice(0, 200))}`);
  }
}

export class StorageFileTooLarge extends Error {
  constructor(
    readonly size: number,
    readonly maxBytes: number,
  ) {
    super(`A stored file is at most ${maxBytes} bytes; this one is ${size}`);
  }
}

export function checkStorageKey(key: string): string {
  if (key.length > 512 || !KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new StorageKeyRefused(key);
  }
  return key;
}

// Where previews, exports, shared images and AI attachments live: local disk under DATA_DIR, or an
// S3-compatible bucket (STORAGE_DRIVER). Every driver enforces the same rules here; the contract suite
// (test/storage/storage-contract.spec.ts) holds them to the same behaviour.
export abstract class StoragePort {
  constructor(readonly maxBytes: number) {}

  async put(key: string, data: Buffer | string, contentType: string): Promise<StoredFile> {
    checkStorageKey(key);
    const bytes = typeof data === 'string' ? Buffer.from(data) : data;
    if (bytes.length > this.maxBytes) throw new StorageFileTooLarge(bytes.length, this.maxBytes);
    await this.write(key, bytes, contentType);
    return { key, size: bytes.length, contentType };
  }

  // A missing file is `undefined`; any other failure (the store unreachable) throws.
  async read(key: string): Promise<Buffer | undefined> {
    return this.readAll(checkStorageKey(key));
  }

  async stream(key: string): Promise<StoredStream | undefined> {
    return this.open(checkStorageKey(key));
  }

  async head(key: string): Promise<StoredFile | undefined> {
    return this.describe(checkStorageKey(key));
  }

  // Removing a missing file is not an error.
  async remove(key: string): Promise<void> {
    return this.delete(checkStorageKey(key));
  }

  // A link that downloads the file without a session during the window, or `undefined` when the store
  // has none of its own (local disk: the API serves the file behind its own signed route).
  async downloadLink(key: string, window: LinkWindow): Promise<string | undefined> {
    return this.link(checkStorageKey(key), window);
  }

  protected abstract write(key: string, data: Buffer, contentType: string): Promise<void>;
  protected abstract readAll(key: string): Promise<Buffer | undefined>;
  protected abstract open(key: string): Promise<StoredStream | undefined>;
  protected abstract describe(key: string): Promise<StoredFile | undefined>;
  protected abstract delete(key: string): Promise<void>;
  protected abstract link(key: string, window: LinkWindow): Promise<string | undefined>;
}
