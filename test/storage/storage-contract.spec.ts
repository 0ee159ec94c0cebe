import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

import { LocalDiskStorage } from '@server/common/storage/local-disk.storage';
import { S3Storage } from '@server/common/storage/s3.storage';
import { StorageFileTooLarge, StorageKeyRefused, type StoragePort } from '@server/common/storage/storage.port';

import { type FakeS3, startFakeS3 } from '../fakes/s3';

const MAX_BYTES = 256 * 1024;

type Target = {
  name: string;
  // Whether the store gives links of its own (S3: presigned GETs) rather than the API's signed route.
  ownLinks: boolean;
  start(): Promise<{ storage: StoragePort; stop(): Promise<void> }>;
};

const localDisk: Target = {
  name: 'local disk',
  ownLinks: false,
  start: async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'boxify-storage-'));
    return {
      storage: new LocalDiskStorage(dataDir, MAX_BYTES),
      stop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  },
};

const s3rver: Target = {
  name: 's3 on s3rver',
  ownLinks: true,
  start: async () => {
    const fake: FakeS3 = await startFakeS3('boxify-contract');
    const storage = await s3StorageOf(fake.env).prepare();
    return {
      storage,
      stop: async () => {
        storage.onModuleDestroy();
        await fake.close();
      },
    };
  },
};

// Any S3-compatible store (MinIO, AWS, R2…): S3_ENDPOINT, S3_BUCKET (default boxify-contract), S3_REGION,
// S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE from the environment.
const s3Endpoint: Target = {
  name: `s3 at ${process.env.S3_ENDPOINT}`,
  ownLinks: true,
  start: async () => {
    const storage = await s3StorageOf({
      ...process.env,
      S3_BUCKET: process.env.S3_BUCKET || 'boxify-contract',
    }).prepare();
    return { storage, stop: async () => storage.onModuleDestroy() };
  },
};

function s3StorageOf(env: Record<string, string | undefined>): S3Storage {
  return new S3Storage(
    {
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION || 'us-east-1',
      bucket: env.S3_BUCKET!,
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle: ['true', '1', 'yes'].includes(env.S3_FORCE_PATH_STYLE ?? ''),
    },
    MAX_BYTES,
  );
}

const targets = [localDisk, s3rver, ...(process.env.S3_ENDPOINT ? [s3Endpoint] : [])];

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// Every byte value, then random bytes: a text-mangling store would change some.
const binary = (size: number) =>
  Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(size)]);

describe.each(targets)('the storage port on $name', (target) => {
  let storage: StoragePort;
  let stop: () => Promise<void>;
  // Keys of this run only, so a shared bucket (S3_ENDPOINT) keeps other runs' files apart.
  const run = `contract-${randomBytes(6).toString('hex')}`;
  const key = (name: string) => `${run}/${name}`;

  beforeAll(async () => {
    ({ storage, stop } = await target.start());
  });
  afterAll(async () => {
    for (const name of ['a.zip', 'b.bin', 'c.zip', 'd.zip', 'e.zip', 'f.zip', 'g.zip']) await storage.remove(key(name));
    await stop();
  });

  it('gives back the same bytes it was given, whole and as a stream', async () => {
    const data = binary(200 * 1024);
    expect(await storage.put(key('a.zip'), data, 'application/zip')).toEqual({
      key: key('a.zip'),
      size: data.length,
      contentType: 'application/zip',
    });
    expect((await storage.read(key('a.zip')))?.equals(data)).toBe(true);
    const stored = await storage.stream(key('a.zip'));
    expect(stored).toMatchObject({ key: key('a.zip'), size: data.length, contentType: 'application/zip' });
    expect((await bytesOf(stored!.stream)).equals(data)).toBe(true);
    expect(await storage.head(key('a.zip'))).toEqual({
      key: key('a.zip'),
      size: data.length,
      contentType: 'application/zip',
    });
  });

  it('replaces a file written again under the same key', async () => {
    await storage.put(key('b.bin'), binary(1000), 'application/octet-stream');
    await storage.put(key('b.bin'), 'the second version', 'application/octet-stream');
    expect((await storage.read(key('b.bin')))?.toString()).toBe('the second version');
    expect((await storage.head(key('b.bin')))?.size).toBe(18);
  });

  it('answers a missing file as missing, from every reader', async () => {
    expect(await storage.read(key('missing.zip'))).toBeUndefined();
    expect(await storage.stream(key('missing.zip'))).toBeUndefined();
    expect(await storage.head(key('missing.zip'))).toBeUndefined();
    await expect(storage.remove(key('missing.zip'))).resolves.toBeUndefined();
  });

  it('deletes a file', async () => {
    await storage.put(key('c.zip'), binary(10), 'application/zip');
    await storage.remove(key('c.zip'));
    expect(await storage.read(key('c.zip'))).toBeUndefined();
    expect(await storage.head(key('c.zip'))).toBeUndefined();
  });

  it('keeps a file up to its size limit and refuses a larger one without storing it', async () => {
    const largest = randomBytes(MAX_BYTES);
    expect((await storage.put(key('d.zip'), largest, 'application/zip')).size).toBe(MAX_BYTES);
    await expect(storage.put(key('e.zip'), randomBytes(MAX_BYTES + 1), 'application/zip')).rejects.toBeInstanceOf(
      StorageFileTooLarge,
    );
    expect(await storage.head(key('e.zip'))).toBeUndefined();
  });

  it.each([
    '../escape.zip',
    'exports/../../escape.zip',
    'exports/a/../../../escape.zip',
    '/etc/passwd',
    'exports/./a.zip',
    'exports\\..\\escape.zip',
    'exports/%2e%2e/escape.zip',
    'exports/',
    'no-folder.zip',
    '',
  ])('refuses the key %j for every operation', async (bad) => {
    const window = { fileName: 'x.zip', signedAt: new Date(), expiresAt: new Date(Date.now() + 60_000) };
    await expect(storage.put(bad, 'x', 'application/zip')).rejects.toBeInstanceOf(StorageKeyRefused);
    await expect(storage.read(bad)).rejects.toBeInstanceOf(StorageKeyRefused);
    await expect(storage.stream(bad)).rejects.toBeInstanceOf(StorageKeyRefused);
    await expect(storage.head(bad)).rejects.toBeInstanceOf(StorageKeyRefused);
    await expect(storage.remove(bad)).rejects.toBeInstanceOf(StorageKeyRefused);
    await expect(storage.downloadLink(bad, window)).rejects.toBeInstanceOf(StorageKeyRefused);
  });

  if (target.ownLinks) {
    it('gives a link that downloads the bytes over HTTP, named for the user, until it expires', async () => {
      const data = binary(5000);
      await storage.put(key('f.zip'), data, 'application/zip');
      const window = { fileName: 'landing page.zip', signedAt: new Date(), expiresAt: new Date(Date.now() + 600_000) };
      const url = (await storage.downloadLink(key('f.zip'), window))!;
      expect(await storage.downloadLink(key('f.zip'), window)).toBe(url); // the same window, the same link
      const answer = await fetch(url);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-disposition')).toBe('attachment; filename="landing_page.zip"');
      expect(Buffer.from(await answer.arrayBuffer()).equals(data)).toBe(true);

      const past = {
        fileName: 'f.zip',
        signedAt: new Date(Date.now() - 120_000),
        expiresAt: new Date(Date.now() - 60_000),
      };
      const expired = await fetch((await storage.downloadLink(key('f.zip'), past))!);
      expect(expired.status).toBe(403);
      expect(await expired.text()).toMatch(/expired/i);
    });
  } else {
    it('leaves download links to the API, which serves the file behind its own signed route', async () => {
      await storage.put(key('g.zip'), 'zip', 'application/zip');
      const window = { fileName: 'g.zip', signedAt: new Date(), expiresAt: new Date(Date.now() + 60_000) };
      expect(await storage.downloadLink(key('g.zip'), window)).toBeUndefined();
    });
  }
});

describe('the storage drivers outside their store', () => {
  it('keeps local-disk files under DATA_DIR/files, and nothing escapes it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'boxify-storage-'));
    const storage = new LocalDiskStorage(dataDir, MAX_BYTES);
    await storage.put('exports/a.zip', 'zip', 'application/zip');
    expect(existsSync(join(dataDir, 'files', 'exports', 'a.zip'))).toBe(true);
    await expect(storage.put('files/../../outside.zip', 'x', 'application/zip')).rejects.toBeInstanceOf(
      StorageKeyRefused,
    );
    expect(existsSync(join(dataDir, 'outside.zip'))).toBe(false);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reports an S3 store that cannot be reached as an error, not as a missing file', async () => {
    const port = await closedPort();
    const storage = s3StorageOf({
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'boxify-contract',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    await expect(storage.read('exports/a.zip')).rejects.toThrow();
    await expect(storage.head('exports/a.zip')).rejects.toThrow();
    await expect(storage.prepare()).rejects.toThrow(/cannot be reached/);
    storage.onModuleDestroy();
  });
});

// A loopback port nothing listens on: taken from the system, then released.
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
