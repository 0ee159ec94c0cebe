import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import request from 'supertest';

import { serveClient } from './client-assets';
import { SANDBOX_CONTENT_SECURITY_POLICY } from './security';

const SCRIPT = `console.log(${JSON.stringify('boxify '.repeat(400))});`;
const SANDBOX = `<!doctype html><script>${SCRIPT}</script>`;

// A built client as the build leaves it: a script with its .br and .gz copies, and one too small to have them.
function builtClient(): string {
  const dir = mkdtempSync(join(tmpdir(), 'boxify-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'app-1a2b.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'app-1a2b.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, 'assets', 'app-1a2b.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dir, 'assets', 'tiny-3c4d.js'), 'export {};');
  writeFileSync(join(dir, 'sandbox.html'), SANDBOX);
  writeFileSync(join(dir, 'sandbox.html.br'), brotliCompressSync(SANDBOX));
  return dir;
}

describe('the built client', () => {
  const app = express();
  serveClient(app as unknown as NestExpressApplication, builtClient());
  it('sends the brotli copy to a browser that accepts it, with the script type and a year of caching', async () => {
    const response = await request(app).get('/assets/app-1a2b.js').set('accept-encoding', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Decoded by the client: the bytes sent were valid brotli, a tenth of the file's size.
    expect(response.text).toBe(SCRIPT);
    expect(Number(response.headers['content-length'])).toBeLessThan(SCRIPT.length / 10);
  });

  it('sends gzip to a browser without brotli, and the file itself to one that accepts neither', async () => {
    const gzip = await request(app).get('/assets/app-1a2b.js').set('accept-encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(SCRIPT);
    const plain = await request(app).get('/assets/app-1a2b.js').set('accept-encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(SCRIPT);
  });

  it('sends a file without copies as it is, and a missing asset as a 404 rather than the page', async () => {
    const tiny = await request(app).get('/assets/tiny-3c4d.js').set('accept-encoding', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.text).toBe('export {};');
    expect((await request(app).get('/assets/gone-9f.js').set('accept-encoding', 'br')).status).toBe(404);
    const page = await request(app).get('/web/workbench').set('accept-encoding', 'br');
    expect(page.text).toContain('<div id="root">');
  });

  it("sends the design sandbox's document with its own policy, framable by the app alone", async () => {
    const framed = express();
    // As helmet leaves every answer: the app's CSP and no framing at all.
    framed.use((_request, response, next) => {
      response.setHeader('content-security-policy', "default-src 'self'; frame-ancestors 'none'");
      response.setHeader('x-frame-options', 'DENY');
      next();
    });
    serveClient(framed as unknown as NestExpressApplication, builtClient());
    const response = await request(framed).get('/sandbox.html').set('accept-encoding', 'br');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-security-policy']).toBe(SANDBOX_CONTENT_SECURITY_POLICY);
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.text).toBe(SANDBOX);
    // Every other answer keeps the app's headers.
    const page = await request(framed).get('/web/workbench');
    expect(page.headers['x-frame-options']).toBe('DENY');
  });
});

describe("the landing's first paint", () => {
  const dir = builtClient();
  for (const language of ['en', 'zh'])
    writeFileSync(join(dir, `landing.${language}.html`), `<html lang="${language}">`);
  const app = express();
  serveClient(app as unknown as NestExpressApplication, dir);
  const home = (query = '') => request(app).get(`/${query}`).set('accept-encoding', 'identity');

  it('follows the lng parameter, then the stored choice, then the browser, then Chinese', async () => {
    expect((await home('?lng=cn').set('accept-language', 'en-US')).text).toBe('<html lang="zh">');
    expect((await home('?lng=en').set('cookie', 'lng=zh')).text).toBe('<html lang="en">');
    expect((await home().set('cookie', 'theme=dark; lng=en').set('accept-language', 'zh-CN')).text).toBe(
      '<html lang="en">',
    );
    // The browser's preference order is its q values, not the header's order.
    expect((await home().set('accept-language', 'fr, en;q=0.5, zh-TW;q=0.8')).text).toBe('<html lang="zh">');
    expect((await home().set('accept-language', 'en-GB, zh;q=0.9')).text).toBe('<html lang="en">');
    const nothing = await home();
    expect(nothing.text).toBe('<html lang="zh">');
    expect(nothing.headers.vary).toMatch(/cookie/i);
    expect(nothing.headers['cache-control']).toBe('no-cache');
  });

  it("takes the host's language from SITE_HOSTS when configured, ahead of the browser", async () => {
    const sited = express();
    sited.set('trust proxy', true);
    const sites = [
      { host: 'boxify.example', language: 'en' as const, workbench: 'app.boxify.example' },
      { host: 'boxify.example.cn', language: 'zh' as const, workbench: 'app.boxify.example.cn' },
    ];
    serveClient(sited as unknown as NestExpressApplication, dir, sites);
    const at = (host: string) =>
      request(sited).get('/').set('host', host).set('accept-encoding', 'identity').set('accept-language', 'zh-CN');
    expect((await at('boxify.example')).text).toBe('<html lang="en">');
    expect((await at('app.boxify.example')).text).toBe('<html lang="en">');
    expect((await at('boxify.example.cn').set('accept-language', 'en-US')).text).toBe('<html lang="zh">');
    // A stored choice still wins; an unlisted host falls to the browser (not the cn.* rule).
    expect((await at('boxify.example.cn').set('cookie', 'lng=en')).text).toBe('<html lang="en">');
    expect((await at('cn.other.example').set('accept-language', 'en')).text).toBe('<html lang="en">');
  });

  it('is only for the home: other pages get the app page, and a build without it sends the app page home too', async () => {
    expect((await request(app).get('/web/workbench').set('accept-language', 'en')).text).toContain('<div id="root">');
    const bare = express();
    serveClient(bare as unknown as NestExpressApplication, builtClient());
    expect((await request(bare).get('/').set('accept-language', 'en')).text).toContain('<div id="root">');
  });
});
