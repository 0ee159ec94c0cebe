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

// Which proxies may name the caller's address (X-Forwarded-For) and scheme: Express's `trust proxy`.
// 'loopback' (a proxy on this machine), addresses or CIDR ranges separated by commas, a number of hops,
// or 'false' (no proxy: the socket's address counts).
const PROXY_ENTRY = /^(loopback|linklocal|uniquelocal|[\d.]+(\/\d{1,2})?|[\da-f:.]*:[\da-f:.]*(\/\d{1,3})?)$/i;
const trustProxy = z
  .string()
  .trim()
  .default('loopback')
  .refine(
    (value) => /^(false|\d{1,2})$/.test(value) || value.split(',').every((entry) => PROXY_ENTRY.test(entry.trim())),
    "'loopback', addresses or CIDR ranges separated by commas, a number of hops, or 'false'",
  )
  .transform((value): boolean | number | string[] =>
    value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : value.split(',').map((entry) => entry.trim()),
  );

// SITE_HOSTS: a JSON array of the deployment's public sites, e.g.
// [{"host":"boxify.example","language":"en","workbench":"app.boxify.example"},{"host":"boxify.example.cn","language":"zh"}].
// Host names without scheme or port; `workbench` defaults to the site's own host. Empty: no sites (the client's
// host rule decides the language, the build settings the links).
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/\.$/, ''))
  .refine((value) => HOST_NAME.test(value), 'a host name such as boxify.example (no scheme, port or path)');
const siteHost = z
  .object({ host: hostName, language: z.enum(['en', 'zh']), workbench: hostName.optional() })
  .strict()
  .transform((site) => ({ ...site, workbench: site.workbench ?? site.host }));
const siteHosts = z
  .string()
  .trim()
  .default('')
  .transform((value, context) => {
    if (!value) return [];
    try {
      return JSON.parse(value) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'not JSON: a list such as [{"host":"…","language":"en"}]' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(siteHost)
      .refine((sites) => new Set(sites.map((site) => site.host)).size === sites.length, 'a host is listed twice'),
  );

const int = (min: number, fallback: number) => z.coerce.number().int().min(min).default(fallback);

// Accounts: sessions, passwords, e-mailed codes, brute-force bounds, mail, credits, ID tokens.
const ACCOUNT_SETTINGS = {
  SESSION_TTL_DAYS: int(1, 30),
  // How long an API process trusts a session it has read (0: read it on every call); sign-out ends it at once.
  SESSION_CACHE_MS: int(0, 30_000),
  // argon2id; the defaults are OWASP's minimum (19 MiB, 2 passes, 1 lane).
  ARGON2_MEMORY_KIB: int(1024, 19456),
  ARGON2_TIME_COST: int(1, 2),
  ARGON2_PARALLELISM: int(1, 1),
  VERIFY_CODE_TTL_SECONDS: int(60, 600),
  VERIFY_CODE_COOLDOWN_SECONDS: int(0, 60),
  VERIFY_CODE_MAX_PER_HOUR_PER_EMAIL: int(1, 5),
  VERIFY_CODE_MAX_PER_HOUR_PER_IP: int(1, 30),
  VERIFY_CODE_MAX_ATTEMPTS: int(1, 5),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: int(1, 5),
  LOGIN_MAX_FAILURES_PER_IP: int(1, 50),
  LOGIN_FAILURE_WINDOW_SECONDS: int(1, 900),
  ACTIVATION_TTL_HOURS: int(1, 48),
  // How long a plugin's pairing codes wait for the user to confirm them.
  PAIRING_TTL_SECONDS: int(1, 600),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Boxify <no-reply@boxify.local>'),
  FREE_GENERATION_CHANCES: int(0, 3),
  OAUTH_STATE_TTL_SECONDS: int(30, 300),
  AUTH_CODE_TTL_SECONDS: int(30, 300),
  ID_TOKEN_ISSUER: z.string().trim().default(''),
  ID_TOKEN_AUDIENCE: z.string().trim().default(''),
  ID_TOKEN_JWKS_URL: optionalUrl,
  ID_TOKEN_HS256_SECRET: z.string().default(''),
  EXTENSION_CHROME_DOWNLOAD_URL: z.string().trim().default(''),
  EXTENSION_EDGE_DOWNLOAD_URL: z.string().trim().default(''),
  EXTENSION_CHROME_STORE_URL: z.string().trim().default(''),
  EXTENSION_EDGE_STORE_URL: z.string().trim().default(''),
  EXTENSION_DOCS_URL: z.string().trim().default(''),
};

// Per provider: client id and secret (without both the provider is disabled) and its endpoints,
// which default to the provider's own (see support/oauth/providers.ts); tests point them at a fake.
const OAUTH_SETTINGS = {
  OAUTH_GOOGLE_CLIENT_ID: z.string().trim().default(''),
  OAUTH_GOOGLE_CLIENT_SECRET: z.string().trim().default(''),
  OAUTH_GOOGLE_AUTHORIZE_URL: optionalUrl,
  OAUTH_GOOGLE_TOKEN_URL: optionalUrl,
  OAUTH_GOOGLE_PROFILE_URL: optionalUrl,
  OAUTH_GITHUB_CLIENT_ID: z.string().trim().default(''),
  OAUTH_GITHUB_CLIENT_SECRET: z.string().trim().default(''),
  OAUTH_GITHUB_AUTHORIZE_URL: optionalUrl,
  OAUTH_GITHUB_TOKEN_URL: optionalUrl,
  OAUTH_GITHUB_PROFILE_URL: optionalUrl,
  OAUTH_GITHUB_EMAILS_URL: optionalUrl,
  OAUTH_FIGMA_CLIENT_ID: z.string().trim().default(''),
  OAUTH_FIGMA_CLIENT_SECRET: z.string().trim().default(''),
  OAUTH_FIGMA_AUTHORIZE_URL: optionalUrl,
  OAUTH_FIGMA_TOKEN_URL: optionalUrl,
  OAUTH_FIGMA_PROFILE_URL: optionalUrl,
  OAUTH_X_CLIENT_ID: z.string().trim().default(''),
  OAUTH_X_CLIENT_SECRET: z.string().trim().default(''),
  OAUTH_X_AUTHORIZE_URL: optionalUrl,
  OAUTH_X_TOKEN_URL: optionalUrl,
  OAUTH_X_PROFILE_URL: optionalUrl,
};

// The Boxify designer: the built-in one (offline, deterministic) or any OpenAI-compatible endpoint.
const AGENT_SETTINGS = {
  DESIGNER_PROVIDER: z.enum(['builtin', 'openai']).default('builtin'),
  // What the model answers for a generation: the brief (drawn by the built-in composer) or the whole tree.
  DESIGNER_OPENAI_MODE: z.enum(['brief', 'tree']).default('brief'),
  OPENAI_BASE_URL: z
    .string()
    .trim()
    .default('https://api.openai.com/v1')
    .pipe(z.url())
    .transform((value) => value.replace(/\/+$/, '')),
  OPENAI_API_KEY: z.string().trim().default(''),
  OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  OPENAI_STREAM: flag.default(true),
  OPENAI_TIMEOUT_MS: int(1000, 120000),
};

// Where previews, exports, shared images and AI attachments are kept (README "Object storage").
const STORAGE_SETTINGS = {
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  STORAGE_MAX_FILE_MB: int(1, 100),
  S3_ENDPOINT: optionalUrl,
  S3_PUBLIC_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])?$/, 'an S3 bucket name (3–63 lower-case letters, digits, dots, dashes)')
    .default(''),
  S3_ACCESS_KEY_ID: z.string().trim().default(''),
  S3_SECRET_ACCESS_KEY: z.string().trim().default(''),
  S3_FORCE_PATH_STYLE: flag.default(false),
};

// Product analytics (issue 16): the built-in table, or PostHog when both POSTHOG settings are set.
const ANALYTICS_SETTINGS = {
  ANALYTICS_ENABLED: flag.default(true),
  // Host names (comma-separated) where nothing is collected, e.g. the pre-production host (spec §9).
  ANALYTICS_DISABLED_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  ANALYTICS_RETENTION_MONTHS: int(1, 13),
  ANALYTICS_MAX_BATCHES_PER_MINUTE: int(1, 30),
  ANALYTICS_MAX_BATCHES_PER_MINUTE_PER_IP: int(1, 3000),
  POSTHOG_HOST: optionalUrl,
  POSTHOG_KEY: z.string().trim().default(''),
};

// Payments (issue 18): Stripe Checkout when STRIPE_SECRET_KEY is set, else the local checkout page.
// STRIPE_API_BASE points the SDK elsewhere (tests: the fake Stripe on loopback).
const PAYMENT_SETTINGS = {
  STRIPE_SECRET_KEY: z.string().trim().default(''),
  STRIPE_WEBHOOK_SECRET: z.string().trim().default(''),
  STRIPE_API_BASE: optionalUrl,
  STRIPE_WEBHOOK_TOLERANCE_SECONDS: int(1, 300),
  ORDER_MAX_PER_HOUR_PER_USER: int(1, 30),
  // Spec §7: the client sends /api/ecommerce-cn calls to this origin; unset, to this server.
  PAYMENT_API_ORIGIN: optionalUrl,
};

// Every setting the server reads, with its default; the README's configuration table mirrors this.
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  TRUST_PROXY: trustProxy,
  PUBLIC_URL: z.url().optional(),
  WEB_ORIGINS: z.string().default(''),
  DATA_DIR: z.string().min(1).default('./data'),
  // Signs temporary links; when empty, one is generated once and kept in DATA_DIR/app-secret.
  APP_SECRET: z.string().default(''),
  // The template, page and product library is composed and written when the API starts (when its catalogue
  // changed); `off` leaves it to `npm run admin -- seed-library` (the tests seed it themselves).
  LIBRARY_SEED: z.enum(['start', 'off']).default('start'),
  EXPORT_LINK_TTL_SECONDS: z.coerce.number().int().min(60).default(3600),
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
  // The render pool (README "Render pool"): worker threads, and each render's time and heap bounds.
  RENDER_POOL_SIZE: z.coerce.number().int().min(1).max(64).default(2),
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).default(30000),
  RENDER_MEMORY_MB: z.coerce.number().int().min(64).default(512),
  BODY_LIMIT: z
    .string()
    .regex(/^\d+(b|kb|mb)$/i, 'a size such as 500kb or 10mb')
    .default('10mb'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10000),
  // Icon searches per minute, per signed-in user or per IP address for anonymous callers.
  ICON_SEARCH_MAX_PER_MINUTE: int(1, 300),
  // Library searches (searchMaterial, tags, suggestions) per minute, per signed-in user or per IP address.
  MATERIAL_SEARCH_MAX_PER_MINUTE: int(1, 600),
  // Library feedback messages per hour and user.
  MATERIAL_FEEDBACK_MAX_PER_HOUR: int(1, 20),
  // Shared panels duplicated into one's projects per hour and user (each copies a whole design document).
  SHARED_PANEL_DUPLICATES_PER_HOUR: int(1, 30),
  // The landing footer presents Boxify as a product of this company; unset: the line is hidden.
  PARENT_COMPANY_NAME: z.string().trim().max(80).default(''),
  PARENT_COMPANY_URL: optionalUrl,
  SITE_HOSTS: siteHosts,
  ...STORAGE_SETTINGS,
  ...ACCOUNT_SETTINGS,
  ...OAUTH_SETTINGS,
  ...AGENT_SETTINGS,
  ...ANALYTICS_SETTINGS,
  ...PAYMENT_SETTINGS,
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
  // Without an audience, a token the issuer made for any other application would sign in here.
  if (config.ID_TOKEN_ISSUER && !config.ID_TOKEN_AUDIENCE) {
    throw new ConfigError('Invalid configuration:\n  ID_TOKEN_AUDIENCE: required when ID_TOKEN_ISSUER is set');
  }
  const storage = storageProblem(config);
  if (storage) throw new ConfigError(`Invalid configuration:\n  ${storage}`);
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  const webOrigins = [
    new URL(publicUrl).origin,
    ...config.WEB_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  ];
  return { ...config, publicUrl, webOrigins };
}

// The S3 driver needs a bucket, a whole key pair (or none, for the SDK's own chain), and links a
// presigned GET can carry (Signature V4 allows a week).
function storageProblem(config: z.infer<typeof configSchema>): string | undefined {
  if (config.STORAGE_DRIVER !== 's3') return undefined;
  if (!config.S3_BUCKET) return 'S3_BUCKET: required when STORAGE_DRIVER is s3';
  if (!config.S3_ACCESS_KEY_ID !== !config.S3_SECRET_ACCESS_KEY) {
    return 'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither';
  }
  if (config.EXPORT_LINK_TTL_SECONDS > 604800) {
    return 'EXPORT_LINK_TTL_SECONDS: at most 604800 (7 days) when STORAGE_DRIVER is s3';
  }
  return undefined;
}
