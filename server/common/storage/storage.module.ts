import { Global, Module } from '@nestjs/common';

import { APP_CONFIG } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';

import { LocalDiskStorage } from './local-disk.storage';
import { StoragePort } from './storage.port';

@Global()
@Module({
  providers: [
    {
      provide: StoragePort,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new LocalDiskStorage(config.DATA_DIR),
    },
  ],
  exports: [StoragePort],
})
export class StorageModule {}
