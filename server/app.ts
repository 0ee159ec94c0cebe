import type { Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';

import type { AppConfig } from '@server/common/config/config.schema';
import { serveClient } from '@server/common/http/client-assets';
import { answerOversizedHeaders, applySecurity, keepConnectionsAlive } from '@server/common/http/security';
import { buildOpenApiDocument } from '@server/common/openapi/document';
import { wellFormedText } from '@server/common/validation/well-formed-text';
import { PRODUCT_VERSION } from '@server/common/version';

import { AppModule } from './app.module';

export const API_PREFIX = 'api';

// Builds the HTTP application without listening: main.ts, the tests and the benchmarks share it.
export async function createApp(
  config: AppConfig,
  databaseUrl: string,
  extraModules: Type[] = [],
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(databaseUrl, extraModules), {
    rawBody: true, // webhooks verify signatures over the raw body
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  applySecurity(app, config);
  app.useBodyParser('json', { limit: config.BODY_LIMIT });
  app.use(wellFormedText);
  app.setGlobalPrefix(API_PREFIX, { exclude: ['health', 'health/ready'] });
  serveClient(app, undefined, config.SITE_HOSTS);
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, () => buildOpenApiDocument(app, PRODUCT_VERSION), {
    jsonDocumentUrl: `${API_PREFIX}/docs/openapi.json`,
  });
  await app.init();
  answerOversizedHeaders(app.getHttpServer());
  keepConnectionsAlive(app.getHttpServer());
  return app;
}
