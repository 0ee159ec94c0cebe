import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium, never a downloaded browser (docs/STACK.md trap 12).
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}: install it with \`apt-get install -y chromium\` or set CHROMIUM_PATH`,
  );
}

const PORT = 3100;
const baseURL = `http://localhost:${PORT}`;

// Each run starts on an empty data directory so the embedded database is fresh. Set once in the
// runner and inherited by the workers, so specs can read the e-mails the server writes to its outbox.
const dataDir = (process.env.BOXIFY_E2E_DATA_DIR ||= join(tmpdir(), `boxify-e2e-${Date.now()}`));
const serverEnv: Record<string, string> = {
  PORT: String(PORT),
  DATA_DIR: dataDir,
};
for (const name of ['DATABASE_URL', 'REDIS_URL'] as const) {
  const value = process.env[name];
  if (value) serverEnv[name] = value;
}

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node dist/server/main.js',
    env: serverEnv,
    url: `${baseURL}/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
