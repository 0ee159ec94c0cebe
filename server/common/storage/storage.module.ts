import { Global, Module } from '@nestjs/common';

import { APP_CONFIG } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';

import { LocalDiskStorage } from './local-disk.storage';
import type { S3Storage as S3Driver } from './s3.storage';
import { StoragePort } from './storage.port';

// The driver STORAGE_DRIVER names: local disk under DATA_DIR (the default) or an S3-compatible bucket.
export async function storageOf(config: AppConfig): Promise<StoragePort> {
  const maxBytes = config.STORAGE_MAX_FILE_MB * 1024 * 1024;
  if (config.STORAGE_DRIVER === 'local') return new LocalDiskStorage(config.DATA_DIR, maxBytes);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the AWS SDK loads only for this driver (~0.2 s)
  const { S3Storage } = require('./s3.storage') as { S3Storage: typeof S3Driver };
  return new S3Storage(
    {
      endpoint: config.S3_ENDPOINT,
      publicEndpoint: config.S3_PUBLIC_ENDPOINT,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    },
    maxBytes,
  ).prepare();
}

@Global()
@Module({
  providers: [{ provide: StoragePort, inject: [APP_CONFIG], useFactory: storageOf }],
  exports: [StoragePort],
})
export class StorageModule {}
