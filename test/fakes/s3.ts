import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import S3rver from 's3rver';

export type FakeS3 = {
  endpoint: string;
  bucket: string;
  // The STORAGE_DRIVER=s3 settings that point the API at it.
  env: Record<string, string>;
  close(): Promise<void>;
};

// s3rver: a real S3-compatible server (the S3 REST API over HTTP, files on disk) on loopback, on a free
// port. It checks a presigned link's expiry but not its signature, and accepts any key pair.
export async function startFakeS3(bucket = 'boxify-test'): Promise<FakeS3> {
  const directory = mkdtempSync(join(tmpdir(), 'boxify-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
