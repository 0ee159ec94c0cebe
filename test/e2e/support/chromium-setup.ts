import { resolveChromium } from '../../support/chromium';

// Runs once before the workers start: finds (or unpacks) Chromium and leaves its path in CHROMIUM_PATH,
// which the workers inherit and playwright.config.ts turns into launch options.
export default async function chromiumSetup(): Promise<void> {
  const { executablePath } = await resolveChromium();
  console.log(`Chromium for the browser tests: ${executablePath}`);
}
