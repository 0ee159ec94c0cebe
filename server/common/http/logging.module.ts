import { randomUUID } from 'node:crypto';

import { Module } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';

import { APP_CONFIG } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';

// Header and body fields that must never reach a log line.
export const REDACTED_PATHS = [
  'req.headers["access-token"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.accessToken',
  '*.verifyCode',
  '*.authCode',
  '*.secret',
];

function requestId(request: IncomingMessage, response: ServerResponse): string {
  const given = request.headers['x-request-id'];
  const id = typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
  response.setHeader('x-request-id', id);
  return id;
}

@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        pinoHttp: {
          level: config.LOG_LEVEL,
          genReqId: requestId,
          redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
          // Query strings can carry one-time codes (OAuth callbacks): log the path only.
          serializers: {
            req: (req: { id: string; method: string; url: string }) => ({
              id: req.id,
              method: req.method,
              path: req.url.split('?')[0],
            }),
            // Redirects carry them too (the OAuth callback's `?authCode=`): the Location is logged without its query.
            res: (res: { statusCode: number; headers?: Record<string, unknown> }) => ({
              statusCode: res.statusCode,
              ...(typeof res.headers?.location === 'string' ? { location: res.headers.location.split('?')[0] } : {}),
            }),
          },
          autoLogging: { ignore: (req: IncomingMessage) => req.url === '/health' },
        },
      }),
    }),
  ],
})
export class LoggingModule {}
