// Which Chromium the browser tests get: CHROMIUM_PATH when it is an executable file (else a clear error), the
// system's, else the npm package's — which launches like any other.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium } from 'playwright-core';

import { chromiumLaunchOptions, findChromium, systemChromium } from './chromium';

describe('the Chromium lookup', () => {
  const dir = mkdtempSync(join(tmpdir(), 'boxify-chromium-lookup-'));
  const script = (name: string, mode: number) => {
    const path = join(dir, name);
    writeFileSync(path, '#!/bin/sh\n');
    chmodSync(path, mode);
    return path;
  };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('takes CHROMIUM_PATH first, and refuses one that is not an executable file', async () => {
    const configured = script('my-chromium', 0o755);
    expect(await findChromium({ CHROMIUM_PATH: configured, PATH: '' })).toBe(configured);
    const plain = script('not-executable', 0o644);
    await expect(findChromium({ CHROMIUM_PATH: plain })).rejects.toThrow(`CHROMIUM_PATH=${plain} is not an executable`);
    await expect(findChromium({ CHROMIUM_PATH: join(dir, 'missing') })).rejects.toThrow('is not an executable file');
  });

  it('finds chromium on PATH when /usr/bin/chromium is not there', () => {
    const onPath = mkdtempSync(join(dir, 'bin-'));
    writeFileSync(join(onPath, 'chromium'), '#!/bin/sh\n');
    chmodSync(join(onPath, 'chromium'), 0o755);
    expect(systemChromium(`/nowhere:${onPath}`)).toBe(systemChromium('') ?? join(onPath, 'chromium'));
  });

  // The system's here; the npm package's under .ci/without-system-chromium (the second test run in CI).
  it('launches what it finds and renders a page', async () => {
    const browser = await chromium.launch(chromiumLaunchOptions(await findChromium({ PATH: '' })));
    try {
      const page = await browser.newPage();
      await page.setContent('<p style="width:120px">Boxify 你好</p>');
      expect((await page.locator('p').boundingBox())?.width).toBe(120);
    } finally {
      await browser.close();
    }
  });
});
