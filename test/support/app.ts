import type { Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';

import { loadConfig } from '@server/common/config/config.schema';

import { createApp } from '../../server/app';

export type TestApp = { app: NestExpressApplication; http: ReturnType<typeof request>; close(): Promise<void> };

// The real application on the test database, without a port: supertest talks to it directly.
export async function createTestApp(env: Record<string, string> = {}, extraModules: Type[] = []): Promise<TestApp> {
  const config = loadConfig({ ...process.env, ...env });
  // The injected configuration is read from process.env while the modules start: lend it `env`.
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    const app = await createApp(config, process.env.DATABASE_URL!, extraModules);
    return { app, http: request(app.getHttpServer()), close: () => app.close() };
  } finally {
    for (const key of Object.keys(env)) {
      if (key in saved) process.env[key] = saved[key];
      else delete process.env[key];
    }
  }
}
