// Compares the kernel's text measure with Chromium's layout of the same text, fonts and CSS.
// Run: node -r ./test/support/register.js test/fidelity/text-metrics.ts [--slices]  (exit code 1 when a box is off by > 2 px)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { FONT_STACK_CSS, FontSet } from '@boxify/design/fonts';
import { loadFontFileFromNodeModules } from '@boxify/design/node';
import { TextStyleSchema } from '@boxify/design/schema';
import { measureText } from '@boxify/design/text';
import { launchChromium } from '../support/chromium';
import { fontFaceCss, LOAD_FONTS, webSliceFaceCss } from './chromium';
import { TEXT_SAMPLES } from './text-samples';

export type TextComparison = {
  name: string;
  kernel: { width: number; height: number; lines: number };
  chromium: { width: number; height: number; lines: number };
};

/** `faces`: the @font-face rules Chromium gets (the shipped .ttf by default; the client's WOFF2 slices too). */
export async function compareTextMetrics(faces = fontFaceCss()): Promise<TextComparison[]> {
  const fonts = await FontSet.load(loadFontFileFromNodeModules);
  const blocks = TEXT_SAMPLES.map((sample, i) => {
    const s = TextStyleSchema.parse(sample.style);
    const css = [
      `font-family:${FONT_STACK_CSS}`,
      `font-size:${s.fontSize}px`,
      `font-weight:${s.fontWeight}`,
      `line-height:${s.lineHeight === 'auto' ? 'normal' : `${s.lineHeight}px`}`,
      `letter-spacing:${s.letterSpacing}px`,
      `text-transform:${s.textTransform}`,
      sample.width === undefined
        ? 'white-space:pre;width:max-content'
        : `white-space:pre-wrap;overflow-wrap:break-word;width:${sample.width}px`,
    ].join(';');
    const text = sample.characters.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    return `<div id="s${i}" style="position:absolute;left:0;top:${i * 200}px;${css}">${text}</div>`;
  }).join('\n');
  const dir = mkdtempSync(join(tmpdir(), 'boxify-text-'));
  const file = join(dir, 'index.html');
  writeFileSync(
    file,
    `<!doctype html><html><head><meta charset="utf-8"><style>${faces} body{margin:0}</style></head><body>${blocks}</body></html>`,
  );
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    await page.goto(pathToFileURL(file).href);
    await page.evaluate(LOAD_FONTS);
    const measured = (await page.evaluate(`(() => {
      const out = [];
      for (let i = 0; i < ${TEXT_SAMPLES.length}; i++) {
        const el = document.getElementById('s' + i);
        const rect = el.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(el);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        out.push({ width: rect.width, height: rect.height, lines: tops.size });
      }
      return out;
    })()`)) as { width: number; height: number; lines: number }[];
    return TEXT_SAMPLES.map((sample, i) => {
      const m = measureText(fonts, sample.characters, TextStyleSchema.parse(sample.style), sample.width);
      return {
        name: sample.name,
        kernel: { width: sample.width ?? m.width, height: m.height, lines: m.lines.length },
        chromium: measured[i],
      };
    });
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  // --slices: against the client canvas's WOFF2 slices instead of the .ttf files.
  void compareTextMetrics(process.argv.includes('--slices') ? webSliceFaceCss() : fontFaceCss()).then((rows) => {
    let worst = 0;
    for (const r of rows) {
      const dw = r.kernel.width - r.chromium.width;
      const dh = r.kernel.height - r.chromium.height;
      worst = Math.max(worst, Math.abs(dw), Math.abs(dh));
      console.log(
        `${r.name.padEnd(20)} kernel ${r.kernel.width.toFixed(2)}×${r.kernel.height.toFixed(2)} (${r.kernel.lines} lines)  chromium ${r.chromium.width.toFixed(2)}×${r.chromium.height.toFixed(2)} (${r.chromium.lines} lines)  Δ ${dw.toFixed(2)}, ${dh.toFixed(2)}`,
      );
    }
    console.log(`worst difference: ${worst.toFixed(2)} px`);
    process.exitCode = worst > 2 ? 1 : 0;
  });
}
