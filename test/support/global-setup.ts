import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { loadConfig } from '@server/common/config/config.schema';
import { startEmbeddedPostgres } from '@server/common/database/embedded-postgres';
import { prepareDatabase } from '@server/common/database/prepare';

// Starts the embedded Postgres when no DATABASE_URL is given, and migrates the test database.
export default async function globalSetup(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    const dataDir = mkdtempSync(join(tmpdir(), 'boxify-test-'));
    const embedded = await startEmbeddedPostgres({ dataDir, maxConnections: 64 });
    (globalThis as { __BOXIFY_EMBEDDED__?: typeof embedded }).__BOXIFY_EMBEDDED__ = embedded;
    process.env.DATABASE_URL = embedded.url;
    process.env.BOXIFY_TEST_EMBEDDED = '1';
  }
  process.env.LOG_LEVEL ??= 'silent';
  // Test apps do not compose the library when they start; the library's tests seed it (test/support/library.ts).
  process.env.LIBRARY_SEED ??= 'off';
  loadConfig(); // fail early on a bad test environment
  await prepareDatabase(process.env.DATABASE_URL!);
}
