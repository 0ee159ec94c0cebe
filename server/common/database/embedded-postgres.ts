import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

import type * as PGliteModuleType from '@electric-sql/pglite';
import type * as PGliteSocketModuleType from '@electric-sql/pglite-socket';

type PGliteModule = typeof PGliteModuleType;
type PGliteSocketModule = typeof PGliteSocketModuleType;

export type EmbeddedPostgres = {
  url: string;
  stop(): Promise<void>;
};

// PGlite is ESM-only; keep a real `import()` that the CommonJS build does not turn into `require`.
const importEsm = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;

// The default database: PGlite on disk under DATA_DIR, served over the Postgres wire protocol
// so the app uses the same `pg`/TypeORM path as with a real server.
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  maxConnections: number;
  port?: number;
}): Promise<EmbeddedPostgres> {
  const directory = resolve(options.dataDir, 'postgres');
  mkdirSync(directory, { recursive: true });
  const { PGlite } = (await importEsm('@electric-sql/pglite')) as PGliteModule;
  const { PGLiteSocketServer } = (await importEsm('@electric-sql/pglite-socket')) as PGliteSocketModule;
  const db = await PGlite.create(directory);
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: options.port ?? 0,
    maxConnections: options.maxConnections,
  });
  await server.start();
  const address = server.getServerConn();
  return {
    url: `postgres://postgres:postgres@${address}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
