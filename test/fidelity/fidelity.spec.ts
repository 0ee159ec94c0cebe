// The kernel's text metrics and layout against Chromium with the same font files and the CSS contract of
// layout-css.ts (the HTML export must keep every box within 2 px; today both agree to a few hundredths).
import { webSliceFaceCss } from './chromium';
import { compareFixtureLayouts } from './layout-fidelity';
import { compareTextMetrics } from './text-metrics';

describe('fidelity with Chromium', () => {
  it('measures text like Chromium (en, zh, mixed, wrapped)', async () => {
    for (const row of await compareTextMetrics()) {
      expect([row.name, row.kernel.lines]).toEqual([row.name, row.chromium.lines]);
      expect([row.name, Math.abs(row.kernel.width - row.chromium.width) <= 0.5]).toEqual([row.name, true]);
      expect([row.name, Math.abs(row.kernel.height - row.chromium.height) <= 0.5]).toEqual([row.name, true]);
    }
  });

  // The canvas draws with @fontsource's WOFF2 slices, the exports with the .ttf: the kernel must match both.
  it("measures text like the canvas's WOFF2 slices (en, zh, mixed, wrapped)", async () => {
    for (const row of await compareTextMetrics(webSliceFaceCss())) {
      expect([row.name, row.kernel.lines]).toEqual([row.name, row.chromium.lines]);
      expect([row.name, Math.abs(row.kernel.width - row.chromium.width) <= 0.5]).toEqual([row.name, true]);
      expect([row.name, Math.abs(row.kernel.height - row.chromium.height) <= 0.5]).toEqual([row.name, true]);
    }
  });

  it('lays out every design fixture like Chromium', async () => {
    for (const row of await compareFixtureLayouts()) {
      expect([row.fixture, row.worst <= 0.5 ? 'ok' : row.worstId]).toEqual([row.fixture, 'ok']);
    }
  });

  it("lays out every design fixture like the canvas's WOFF2 slices", async () => {
    for (const row of await compareFixtureLayouts(webSliceFaceCss())) {
      expect([row.fixture, row.worst <= 0.5 ? 'ok' : row.worstId]).toEqual([row.fixture, 'ok']);
    }
  });
});
