import type { AppConfig } from '@server/common/config/config.schema';

import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres';

export type ResolvedDatabase = { url: string; embedded?: EmbeddedPostgres };

// DATABASE_URL when set; otherwise the embedded Postgres under DATA_DIR.
export async function resolveDatabase(config: AppConfig): Promise<ResolvedDatabase> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL };
  // The multiplexer must accept every pooled connection plus headroom for the job runtime.
  const embedded = await startEmbeddedPostgres({
    dataDir: config.DATA_DIR,
    maxConnections: config.DB_POOL_SIZE + 10,
    port: config.EMBEDDED_DB_PORT,
  });
  return { url: embedded.url, embedded };
}
