import { join } from 'node:path';

import { DataSource, type DataSourceOptions } from 'typeorm';

import { SnakeNamingStrategy } from './snake-naming.strategy';

// The one data-source definition shared by the app, the migration CLI and the tests.
// Globs are relative to this file, so they match `.ts` sources under jest and `.js` in `dist/`.
export const ENTITY_GLOB = join(__dirname, '..', '..', '**', '*.entity.{ts,js}');
export const MIGRATION_GLOB = join(__dirname, '..', '..', '..', 'migrations', '*.{ts,js}');

export function dataSourceOptions(url: string, poolSize = 10): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: [ENTITY_GLOB],
    migrations: [MIGRATION_GLOB],
    migrationsTableName: 'migrations',
    migrationsRun: false,
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    poolSize,
    extra: { max: poolSize, connectionTimeoutMillis: 10000 },
    logging: ['error', 'warn', 'migration'],
  };
}

export function createDataSource(url: string, poolSize?: number): DataSource {
  return new DataSource(dataSourceOptions(url, poolSize));
}
