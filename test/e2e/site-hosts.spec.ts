import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, type Page, test } from '@playwright/test';

import { freePort, ROOT } from '../support/server-process';
import { pollUntil } from '../support/wait';

import { watchPageErrors } from './support/page-errors';
import { captureViewports } from './support/screenshots';
import { TEXTS } from './support/texts';
import { signUpByApi, storeSession, uniqueEmail } from './support/workbench';

// SITE_HOSTS on a server of its own: 127.0.0.1 stands for the regional (Chinese) site, localhost for the English
// one, whose workbench lives on 127.0.0.1.
const SITES = [
  { host: 'localhost', language: 'en', workbench: '127.0.0.1' },
  { host: '127.0.0.1', language: 'zh' },
];

let server: { child: ChildProcess; port: number; dataDir: string };

test.beforeAll(async () => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'boxify-e2e-sites-'));
  const child = spawn(process.execPath, [join(ROOT, 'dist', 'server', 'main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      VERIFY_CODE_MAX_PER_HOUR_PER_IP: '500',
      LOG_LEVEL: 'warn',
      LIBRARY_SEED: 'off',
      // Its own queues: the suite's server on the same Redis must not take its jobs.
      QUEUE_PREFIX: `boxify-e2e-sites-${process.pid}`,
      SITE_HOSTS: JSON.stringify(SITES),
    },
    stdio: 'ignore',
  });
  await pollUntil(
    () =>
      fetch(`http://127.0.0.1:${port}/health`).then(
        (res) => (res.ok ? true : undefined),
        () => undefined,
      ),
    () => 'the SITE_HOSTS server to answer /health',
    { every: 200, gaveUp: () => (child.exitCode !== null ? `it exited with ${child.exitCode}` : undefined) },
  );
  server = { child, port, dataDir };
});

test.afterAll(async () => {
  if (!server) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
});

// Every prefer-language header the page's API calls carry.
function preferLanguages(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const header = request.headers()['prefer-language'];
    if (header && new URL(request.url()).pathname.startsWith('/api/')) seen.push(header);
  });
  return seen;
}

const CASES = [
  // The browser asks for the other language each time: the host's site decides.
  { host: '127.0.0.1', language: 'zh', browser: 'en-US', header: 'zh-CN' },
  { host: 'localhost', language: 'en', browser: 'zh-CN', header: 'en-US' },
] as const;

for (const { host, language, browser, header } of CASES) {
  test.describe(`on ${host}`, () => {
    test.use({ locale: browser });

    test(`the landing is ${language}, first paint included, with the site's prefer-language and links`, async ({
      page,
      request,
    }) => {
      const origin = `http://${host}:${server.port}`;
      const other = `http://${host === 'localhost' ? '127.0.0.1' : 'localhost'}:${server.port}`;
      const info = await request.get(`${origin}/api/system/System/info`);
      expect((await info.json()).data.sites).toEqual([
        { host: 'localhost', language: 'en', workbench: '127.0.0.1' },
        { host: '127.0.0.1', language: 'zh', workbench: '127.0.0.1' },
      ]);
      // The server's first paint already speaks the site's language.
      const drawn = await request.get(`${origin}/`, { headers: { 'accept-language': browser } });
      expect(await drawn.text()).toMatch(new RegExp(`<html lang="${language}(-[A-Z]+)?"`));

      const errors = watchPageErrors(page);
      const headers = preferLanguages(page);
      await page.goto(`${origin}/`);
      const text = TEXTS[language];
      await expect(page.locator('html')).toHaveAttribute('lang', text.htmlLang);
      await expect(page.getByRole('heading', { level: 1, name: text.homeHeadline })).toBeVisible();
      await expect(page.getByRole('combobox', { name: text.languageLabel })).toHaveValue(text.htmlLang);

      // Canonical: this site's host; each language's alternate: its own site.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/`);
      const [en, zh] = host === 'localhost' ? [origin, other] : [other, origin];
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${en}/`);
      await expect(page.locator('link[rel="alternate"][hreflang="zh"]')).toHaveAttribute('href', `${zh}/`);

      await captureViewports(page, `site-hosts-${language}`);
      await expect.poll(() => headers.length).toBeGreaterThan(0);
      expect(new Set(headers)).toEqual(new Set([header]));
      expect(errors).toEqual([]);
    });
  });
}

test("Start Design on the English site opens the workbench on the site's workbench host", async ({ page, request }) => {
  const site = `http://localhost:${server.port}`;
  const session = await signUpByApi(request, uniqueEmail('sites'), { url: site, dataDir: server.dataDir });
  await storeSession(page, session);
  await page.goto(`${site}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Start Design' }).click();
  await page.waitForURL(`http://127.0.0.1:${server.port}/web/workbench?mode=new`);
});
