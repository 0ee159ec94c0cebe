import { dirname } from 'node:path';

import { test } from '@playwright/test';

// The repository root: where playwright.config.ts lives.
export function repoRoot(): string {
  const configFile = test.info().config.configFile;
  return configFile ? dirname(configFile) : process.cwd();
}
