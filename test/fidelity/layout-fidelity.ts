// Renders every design fixture as a box-only page with the CSS contract of layout-css.ts in Chromium and
// compares each node's box with the kernel's layout.
// Run: node -r ./test/support/register.js test/fidelity/layout-fidelity.ts  (exit code 1 when a box is off by > 2 px)
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { loadNodeLayoutEngine } from '@boxify/design/node';
import { PanelSchema } from '@boxify/design/schema';
import { launchChromium } from '../support/chromium';
import { fontFaceCss, LOAD_FONTS } from './chromium';
import { boxHtml } from './layout-css';

const READ_BOXES = `(() => {
  const origin = document.getElementById('panel').getBoundingClientRect();
  return [...document.querySelectorAll('[data-id]')].map((el) => {
    const r = el.getBoundingClientRect();
    return { id: el.dataset.id, x: r.left - origin.left, y: r.top - origin.top, width: r.width, height: r.height };
  });
})()`;

export type LayoutComparison = { fixture: string; nodes: number; worst: number; worstId: string };

/** `faces`: the @font-face rules Chromium gets (the shipped .ttf by default; the client's WOFF2 slices too). */
export async function compareFixtureLayouts(faces = fontFaceCss()): Promise<LayoutComparison[]> {
  const engine = await loadNodeLayoutEngine();
  const dir = join(__dirname, '..', 'fixtures', 'designs');
  const tmp = mkdtempSync(join(tmpdir(), 'boxify-layout-'));
  const browser = await launchChromium();
  const results: LayoutComparison[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1200 } });
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const panel = PanelSchema.parse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      const layout = engine.layout(panel);
      const html = join(tmp, `${file}.html`);
      writeFileSync(
        html,
        `<!doctype html><meta charset="utf-8"><style>${faces} body{margin:0}</style>${boxHtml(panel, layout)}`,
      );
      await page.goto(pathToFileURL(html).href);
      await page.evaluate(LOAD_FONTS);
      const rects = (await page.evaluate(READ_BOXES)) as {
        id: string;
        x: number;
        y: number;
        width: number;
        height: number;
      }[];
      let worst = 0;
      let worstId = '';
      for (const r of rects) {
        const b = layout.boxes.get(r.id)!;
        const d = Math.max(
          Math.abs(b.x - r.x),
          Math.abs(b.y - r.y),
          Math.abs(b.width - r.width),
          Math.abs(b.height - r.height),
        );
        if (d > worst) {
          worst = d;
          worstId = `${r.id} kernel ${JSON.stringify(b)} chromium ${JSON.stringify({ x: r.x, y: r.y, width: r.width, height: r.height })}`;
        }
      }
      results.push({ fixture: file, nodes: rects.length, worst, worstId });
    }
  } finally {
    await browser.close();
    rmSync(tmp, { recursive: true, force: true });
  }
  return results;
}

if (require.main === module) {
  void compareFixtureLayouts().then((rows) => {
    for (const r of rows)
      console.log(
        `${r.fixture.padEnd(34)} ${String(r.nodes).padStart(4)} nodes  worst Δ ${r.worst.toFixed(2)} px${r.worst > 2 ? `  ${r.worstId}` : ''}`,
      );
    const worst = Math.max(...rows.map((r) => r.worst));
    console.log(`worst difference: ${worst.toFixed(2)} px`);
    process.exitCode = worst > 2 ? 1 : 0;
  });
}
