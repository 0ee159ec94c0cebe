import { existsSync } from 'node:fs';
import { join } from 'node:path';

import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';

import { type Language, resolveLanguage, type SiteHost } from '@boxify/design/locale';

import { findPrecompressed, useCompressedCopy } from './precompressed';
import { SANDBOX_CONTENT_SECURITY_POLICY } from './security';

// The Vite build, next to the compiled server (dist/client) or at the repository root under jest.
export function findClientDir(): string | undefined {
  return [join(__dirname, '..', '..', '..', 'client'), join(__dirname, '..', '..', '..', 'dist', 'client')].find(
    (dir) => existsSync(join(dir, 'index.html')),
  );
}

// Routing ignores case (`/API/…` reaches the API), so this check does too.
const isServerPath = (path: string) => {
  const lower = path.toLowerCase();
  return lower.startsWith('/api/') || lower === '/api' || lower.startsWith('/health');
};

// Serves the built client; any other GET for a page gets index.html (the SPA decides what to show),
// while unknown /api/ paths fall through to the JSON 404. `sites` (SITE_HOSTS) name each host's language.
export function serveClient(
  app: NestExpressApplication,
  clientDir = findClientDir(),
  sites: readonly SiteHost[] = [],
): boolean {
  if (!clientDir) return false;
  const assets = express.static(clientDir, {
    index: false,
    setHeaders: (response, path) => {
      const hashed = path.startsWith(join(clientDir, 'assets'));
      response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const precompressed = findPrecompressed(clientDir);
  const indexHtml = join(clientDir, 'index.html');
  const landing = landingPages(clientDir);
  const page = (request: Request, response: Response) => {
    response.setHeader('cache-control', 'no-cache');
    if (request.path !== '/' || !landing) return response.sendFile(indexHtml);
    // The landing's first paint, in the language the client will choose (scripts/first-paint.mjs builds it).
    response.setHeader('vary', 'Cookie, Accept-Language');
    response.sendFile(landing[landingLanguage(request, sites)]);
  };
  // API and health paths skip the file system entirely (a failed stat per call is costly).
  app.use((request: Request, response: Response, next: NextFunction) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isServerPath(request.path)) return next();
    if (request.path === '/sandbox.html') {
      // The design sandbox: its own policy instead of the app's, and the app may frame it.
      response.setHeader('content-security-policy', SANDBOX_CONTENT_SECURITY_POLICY);
      response.removeHeader('x-frame-options');
    }
    useCompressedCopy(request, response, precompressed);
    // A missing hashed asset (a stale chunk after a deploy) is a plain 404, not the page.
    assets(request, response, () =>
      request.path.startsWith('/assets/') ? response.status(404).end() : page(request, response),
    );
  });
  return true;
}

// The landing drawn ahead in each language, when the build made them.
function landingPages(clientDir: string): Record<Language, string> | undefined {
  const pages = { en: join(clientDir, 'landing.en.html'), zh: join(clientDir, 'landing.zh.html') };
  return Object.values(pages).every((path) => existsSync(path)) ? pages : undefined;
}

const LANGUAGE_COOKIE = /(?:^|;\s*)lng=([^;]*)/;

// The client's own rules (the stored choice arrives as the `lng` cookie it sets beside its storage).
export function landingLanguage(request: Request, sites: readonly SiteHost[] = []): Language {
  const query = request.originalUrl.indexOf('?');
  return resolveLanguage({
    search: query < 0 ? '' : request.originalUrl.slice(query),
    stored: LANGUAGE_COOKIE.exec(request.headers.cookie ?? '')?.[1] ?? null,
    hostname: request.hostname,
    browserLanguages: browserLanguages(request.headers['accept-language']),
    sites,
  });
}

// Accept-Language in the browser's order of preference (highest q first; equal q keep their order).
function browserLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
