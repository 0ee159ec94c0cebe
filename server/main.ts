import 'reflect-metadata';

import type { Server } from 'node:http';

import { Logger } from '@nestjs/common';

import { ConfigError, loadConfig } from '@server/common/config/config.schema';
import { prepareDatabase } from '@server/common/database/prepare';
import { resolveDatabase } from '@server/common/database/resolve-database';
import { onShutdownSignal } from '@server/common/lifecycle';

import { createApp } from './app';

async function main(): Promise<void> {
  const logger = new Logger('Boxify');
  const config = loadConfig();
  const database = await resolveDatabase(config);
  if (database.embedded) logger.log(`Embedded Postgres at ${database.url} with its data in ${config.DATA_DIR}`);
  const applied = await prepareDatabase(database.url);
  if (applied.length) logger.log(`Applied migrations: ${applied.join(', ')}`);
  const app = await createApp(config, database.url);
  await app.listen(config.PORT);
  const server = app.getHttpServer() as Server;
  logger.log(`Boxify answers on ${config.publicUrl} (API docs at ${config.publicUrl}/api/docs)`);
  onShutdownSignal(
    async () => {
      server.closeIdleConnections();
      await app.close(); // stops accepting, drains jobs, closes pools
      await database.embedded?.stop();
    },
    config.SHUTDOWN_TIMEOUT_MS,
    (message) => logger.log(message),
  );
}

main().catch((error: unknown) => {
  // Configuration errors are the operator's to fix: print them plainly, without a stack.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
