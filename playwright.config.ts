import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { defineConfig, devices } from '@playwright/test';

import { chromiumLaunchOptions } from './test/support/chromium';
import { hangGuardMs } from './test/support/wait';

// E2E_PORT lets two runs share a machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;

// Each run starts on an empty data directory so the embedded database is fresh. Set once in the
// runner and inherited by the workers, so specs can read the e-mails the server writes to its outbox.
const dataDir = (process.env.BOXIFY_E2E_DATA_DIR ||= join(tmpdir(), `boxify-e2e-${Date.now()}`));
const serverEnv: Record<string, string> = {
  PORT: String(PORT),
  DATA_DIR: dataDir,
  // Every spec signs up from 127.0.0.1: the per-address hourly bound on e-mailed codes must fit the whole run.
  VERIFY_CODE_MAX_PER_HOUR_PER_IP: '500',
  // Composing the template library takes a minute of CPU; no browser test reads it yet.
  LIBRARY_SEED: process.env.LIBRARY_SEED ?? 'off',
};
for (const name of ['DATABASE_URL', 'REDIS_URL'] as const) {
  const value = process.env[name];
  if (value) serverEnv[name] = value;
}

export default defineConfig({
  testDir: 'test/e2e',
  globalSetup: './test/e2e/support/chromium-setup.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // A test takes as long as its work takes here; the hang guard only ends one that never finishes.
  timeout: hangGuardMs(),
  // The page's own reaction to an action is asserted within 10 s; an assertion that waits on work (a save, an
  // export, a generation, a toast's timer) passes { timeout: hangGuardMs() } instead.
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
        // Set by the global setup before any worker starts (the runner itself launches no browser).
        launchOptions: process.env.CHROMIUM_PATH ? chromiumLaunchOptions(process.env.CHROMIUM_PATH) : {},
      },
    },
  ],
  webServer: {
    command: 'node dist/server/main.js',
    env: serverEnv,
    url: `${baseURL}/health`,
    timeout: hangGuardMs(),
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
