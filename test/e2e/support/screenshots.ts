import { join } from 'node:path';

import type { Page } from '@playwright/test';

import { repoRoot } from './repo-root';

export const VIEWPORTS = [
  { label: 'desktop', width: 1440, height: 900 },
  { label: 'mobile', width: 390, height: 844 },
] as const;

// The workbench is a desktop screen: a wide and a narrow desktop window.
export const WORKBENCH_VIEWPORTS = [
  { label: 'desktop', width: 1440, height: 900 },
  { label: 'laptop', width: 1024, height: 768 },
] as const;

export type Viewport = { label: string; width: number; height: number };

export type CaptureOptions = {
  // A dialog or menu is fixed to the viewport: shoot the viewport, not the stitched full page.
  fullPage?: boolean;
  // Defaults to VIEWPORTS (desktop and phone).
  viewports?: readonly Viewport[];
};

// Full-page screenshots at desktop and phone widths into test-results/screenshots/ (git-ignored).
export async function captureViewports(page: Page, name: string, options: CaptureOptions = {}): Promise<void> {
  const original = page.viewportSize();
  for (const viewport of options.viewports ?? VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.screenshot({
      path: join(repoRoot(), 'test-results', 'screenshots', `${name}-${viewport.width}x${viewport.height}.png`),
      fullPage: options.fullPage ?? true,
      // Finishes transitions started by the resize (toasts re-position themselves).
      animations: 'disabled',
    });
  }
  if (original) await page.setViewportSize(original);
}
