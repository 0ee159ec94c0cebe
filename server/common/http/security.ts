import { maxHeaderSize, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

import type { AppConfig } from '@server/common/config/config.schema';
import { ErrorCode, messageFor } from '@server/common/errors/error-codes';

import { envelope } from './envelope';

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

// The design sandbox's document policy, the same one Vite's dev server sends (client/scripts/sandbox-document.ts).
export { SANDBOX_CONTENT_SECURITY_POLICY } from '@boxify/design/sandbox';

// Powerful browser features the product never uses, off for its pages and anything they embed.
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
].join(', ');

const HSTS = 'max-age=31536000; includeSubDomains';

// Headers that depend on the request: HSTS only when the request came over HTTPS (a browser ignores it
// over plain HTTP, and a plain-HTTP install must not promise HTTPS); answers to a signed-in caller are
// never stored by a cache (a route that sets its own cache-control keeps it).
function perRequestHeaders(request: Request, response: Response, next: NextFunction): void {
  response.setHeader('permissions-policy', PERMISSIONS_POLICY);
  if (request.secure) response.setHeader('strict-transport-security', HSTS);
  if (request.headers['access-token']) response.setHeader('cache-control', 'no-store');
  next();
}

export function applySecurity(app: NestExpressApplication, config: AppConfig): void {
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(
    helmet({
      contentSecurityPolicy: CONTENT_SECURITY_POLICY,
      crossOriginEmbedderPolicy: false,
      // frame-ancestors 'none' in the CSP; the legacy header says the same thing.
      frameguard: { action: 'deny' },
      strictTransportSecurity: false,
    }),
  );
  app.use(perRequestHeaders);
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

// A client reuses an idle connection until it thinks the server closed it; with Node's 5 s default a busy
// client (a browser test between two calls) sends on a socket the server just closed and sees ECONNRESET. Idle
// connections live a minute, as behind a load balancer; the header timeout stays above it, as Node requires.
export function keepConnectionsAlive(server: Server): void {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

// Node answers a request line and headers over its limit (16 KB) with an empty 431 before Express sees it:
// answer the envelope instead. Other malformed requests keep Node's plain 400 (408 for a timeout).
export function answerOversizedHeaders(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      socket.end('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n');
      return;
    }
    if (error.code !== 'HPE_HEADER_OVERFLOW') {
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
      return;
    }
    const limit = `${Math.round(maxHeaderSize / 1024)} KB`;
    const body = JSON.stringify(
      envelope(ErrorCode.HeadersTooLarge, null, messageFor(ErrorCode.HeadersTooLarge, 'en', { limit })),
    );
    socket.end(
      `HTTP/1.1 431 Request Header Fields Too Large\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
