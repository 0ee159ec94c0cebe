import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';

import { type StoredFile, type StoredStream, StorageKeyRefused, StoragePort } from './storage.port';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.zip': 'application/zip',
  '.json': 'application/json',
  '.fig': 'application/octet-stream',
};

const missing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

// Files under `${DATA_DIR}/files/<key>`. The content type is not kept beside the file: it follows the
// key's extension (keys without one read as application/octet-stream).
export class LocalDiskStorage extends StoragePort {
  private readonly root: string;

  constructor(dataDir: string, maxBytes: number) {
    super(maxBytes);
    this.root = resolve(dataDir, 'files');
  }

  // The port has checked the key's form already; this is the last guard against leaving the root.
  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new StorageKeyRefused(key);
    return path;
  }

  protected async write(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Written aside then renamed: a reader (another process on the shared volume) never sees half a file.
    const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await writeFile(partial, data);
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  protected async readAll(key: string): Promise<Buffer | undefined> {
    return readFile(this.pathOf(key)).catch((error: unknown) => {
      if (missing(error)) return undefined;
      throw error;
    });
  }

  protected async describe(key: string): Promise<StoredFile | undefined> {
    const info = await stat(this.pathOf(key)).catch((error: unknown) => {
      if (missing(error)) return undefined;
      throw error;
    });
    if (!info?.isFile()) return undefined;
    const extension = key.slice(key.lastIndexOf('.'));
    return { key, size: info.size, contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream' };
  }

  protected async open(key: string): Promise<StoredStream | undefined> {
    const file = await this.describe(key);
    return file && { ...file, stream: createReadStream(this.pathOf(key)) };
  }

  protected async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  protected link(): Promise<undefined> {
    return Promise.resolve(undefined);
  }
}
