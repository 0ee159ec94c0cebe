import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { APP_CONFIG } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';

import { dataSourceOptions } from './data-source';

@Module({})
export class DatabaseModule {
  // The URL is resolved before Nest starts (the embedded Postgres has to be listening first).
  static forRoot(url: string): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => dataSourceOptions(url, config.DB_POOL_SIZE),
        }),
      ],
    };
  }
}
