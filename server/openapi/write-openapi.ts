import 'reflect-metadata';

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';

import { buildOpenApiDocument } from '@server/common/openapi/document';
import { PRODUCT_VERSION } from '@server/common/version';

import { API_PREFIX } from '../app';
import { AppModule } from '../app.module';

// Writes openapi/openapi.json from the decorators. Preview mode instantiates nothing,
// so no database, Redis or port is needed.
async function main(): Promise<void> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot('postgres://unused/unused'), {
    preview: true,
    logger: false,
  });
  app.setGlobalPrefix(API_PREFIX, { exclude: ['health', 'health/ready'] });
  const document = buildOpenApiDocument(app, PRODUCT_VERSION);
  const target = join(process.cwd(), 'openapi', 'openapi.json');
  mkdirSync(join(process.cwd(), 'openapi'), { recursive: true });
  writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`Wrote ${target} (${Object.keys(document.paths).length} paths)`);
  await app.close();
}

void main();
