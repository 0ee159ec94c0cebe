import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';

import { type StoredFile, StoragePort } from './storage.port';

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

// Files under `${DATA_DIR}/files/<key>`; keys are our own (`exports/<task>.zip`), never user paths.
export class LocalDiskStorage extends StoragePort {
  private readonly root: string;

  constructor(dataDir: string) {
    super();
    this.root = resolve(dataDir, 'files');
  }

  private pathOf(key: string): string {
    if (!/^[\w-]+(\/[\w.-]+)+$/.test(key) || key.includes('..')) throw new Error(`Bad storage key ${key}`);
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`Bad storage key ${key}`);
    return path;
  }

  async put(key: string, data: Buffer | string, contentType: string): Promise<StoredFile> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write then rename would be atomic; the key is unique per task, so a plain write suffices.
    await writeFile(path, data);
    return { key, size: Buffer.byteLength(data), contentType };
  }

  async read(key: string): Promise<Buffer | undefined> {
    return readFile(this.pathOf(key)).catch(() => undefined);
  }

  async stream(key: string) {
    const path = this.pathOf(key);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const extension = key.slice(key.lastIndexOf('.'));
    return {
      stream: createReadStream(path),
      size: info.size,
      contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    };
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
