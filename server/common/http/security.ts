import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';

import type { AppConfig } from '@server/common/config/config.schema';

export const ALLOWED_HEADERS = ['content-type', 'access-token', 'prefer-language', 'idempotency-key', 'x-request-id'];

// A CSP the built client passes: no inline scripts, styles may be inline (React style props).
export const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    mediaSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

export function applySecurity(app: NestExpressApplication, config: AppConfig): void {
  app.use(helmet({ contentSecurityPolicy: CONTENT_SECURITY_POLICY, crossOriginEmbedderPolicy: false }));
  app.enableCors({
    // Web origins from the configuration, and `null`: the Figma plugin's iframe has an opaque origin.
    origin: (origin, callback) =>
      callback(null, origin === undefined || origin === 'null' || config.webOrigins.includes(origin)),
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: ['x-request-id', 'retry-after'],
    maxAge: 600,
  });
  app.disable('x-powered-by');
}
