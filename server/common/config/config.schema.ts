import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url().optional())
  .optional();

// Every setting the server reads, with its default; the README's configuration table mirrors this.
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  WEB_ORIGINS: z.string().default(''),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  EMBEDDED_DB_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  REDIS_URL: optionalUrl,
  QUEUE_PREFIX: z
    .string()
    .regex(/^[\w-]+$/)
    .default('boxify'),
  RUN_WORKERS: flag.default(true),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  JOB_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(3),
  JOB_BACKOFF_MS: z.coerce.number().int().min(0).default(2000),
  JOB_LEASE_MS: z.coerce.number().int().min(500).default(60000),
  JOB_SWEEP_MS: z.coerce.number().int().min(100).default(15000),
  BODY_LIMIT: z
    .string()
    .regex(/^\d+(b|kb|mb)$/i, 'a size such as 500kb or 10mb')
    .default('10mb'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10000),
});

export type AppConfig = z.infer<typeof configSchema> & {
  publicUrl: string;
  webOrigins: string[];
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  const webOrigins = [
    new URL(publicUrl).origin,
    ...config.WEB_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  ];
  return { ...config, publicUrl, webOrigins };
}
