import 'reflect-metadata';

import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoLogger } from 'nestjs-pino';

import { ConfigError, loadConfig } from '@server/common/config/config.schema';
import { prepareDatabase } from '@server/common/database/prepare';
import { onShutdownSignal } from '@server/common/lifecycle';

import { AppModule } from './app.module';

// A separate job worker for scaled-out deployments (DATABASE_URL and REDIS_URL set).
async function main(): Promise<void> {
  const logger = new Logger('Worker');
  const config = loadConfig({ ...process.env, RUN_WORKERS: 'true' });
  if (!config.DATABASE_URL || !config.REDIS_URL) {
    throw new ConfigError(
      'npm run worker needs DATABASE_URL and REDIS_URL; without them `npm start` runs the jobs in-process.',
    );
  }
  await prepareDatabase(config.DATABASE_URL);
  process.env.RUN_WORKERS = 'true';
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config.DATABASE_URL), { bufferLogs: true });
  app.useLogger(app.get(PinoLogger));
  await app.init();
  logger.log('Worker started');
  onShutdownSignal(
    () => app.close(),
    config.SHUTDOWN_TIMEOUT_MS,
    (message) => logger.log(message),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
