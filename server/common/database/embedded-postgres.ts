import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

export type EmbeddedPostgres = {
  url: string;
  stop(): Promise<void>;
};

// PGlite is ESM-only; keep a real `import()` that the CommonJS build does not turn into `require`.
// eslint-disable-next-line @typescript-eslint/no-implied-eval
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
  const { PGlite } = (await importEsm('@electric-sql/pglite')) as typeof import('@electric-sql/pglite');
  const { PGLiteSocketServer } = (await importEsm(
    '@electric-sql/pglite-socket',
  )) as typeof import('@electric-sql/pglite-socket');
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
