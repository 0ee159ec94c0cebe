// Renderer fidelity for every design fixture (issue 4, "Fidelity"): the HTML export in Chromium puts every node
// within 2 px of the kernel's layout; its screenshot and the PNG preview differ in under 3% of pixels; the React
// and Vue exports compile and render the same DOM as the HTML export. Diff images land in test-results/fidelity/.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { Browser, Page } from 'playwright-core';

import { type LayoutEngine } from '@boxify/design/layout';
import { loadNodeLayoutEngine, exportBundle, renderPng } from '@boxify/design/node';
import { htmlFromLayout, reactFromLayout, vueFromLayout } from '@boxify/design/render';
import { rotatedBounds, walk } from '@boxify/design/operations';
import { PanelSchema, type Panel } from '@boxify/design/schema';
import { launchChromium } from '../support/chromium';
import { LOAD_FONTS } from './chromium';
import { EDGE_CASES } from './render-edge-cases';
import { compileReact, compileVue, domOf, diffPng, type DomNode } from './render-harness';

const FIXTURES = join(__dirname, '..', 'fixtures', 'designs');
const RESULTS = join(__dirname, '..', '..', 'test-results', 'fidelity');
const MAX_BOX_DELTA = 2;
const MAX_PIXEL_RATIO = 0.03;

const fixtures = readdirSync(FIXTURES)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((file) => file.replace(/\.json$/, ''));

const loadPanel = (name: string): Panel =>
  name === EDGE_CASES.id
    ? EDGE_CASES
    : PanelSchema.parse(JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8')));

type Figures = { fixture: string; nodes: number; maxBoxDelta: number; worstNode: string; pixelDiff: number };

describe('renderer fidelity (HTML in Chromium, PNG preview, React, Vue)', () => {
  let browser: Browser;
  let page: Page;
  let engine: LayoutEngine;
  let tmp: string;
  const figures: Figures[] = [];

  beforeAll(async () => {
    [engine, browser] = await Promise.all([loadNodeLayoutEngine(), launchChromium()]);
    page = await browser.newPage({ deviceScaleFactor: 1 });
    tmp = mkdtempSync(join(tmpdir(), 'boxify-render-'));
    mkdirSync(RESULTS, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
    if (figures.length > 0) {
      writeFileSync(join(RESULTS, 'figures.json'), `${JSON.stringify(figures, null, 2)}\n`);
      console.log(
        figures
          .map(
            (f) =>
              `${f.fixture.padEnd(30)} ${String(f.nodes).padStart(4)} nodes  box Δ ${f.maxBoxDelta.toFixed(2)} px  pixels ${(f.pixelDiff * 100).toFixed(2)}%`,
          )
          .join('\n'),
      );
    }
  });

  it('covers at least 15 fixtures', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(15);
  });

  it('unzipped, the HTML export loads its fonts from fonts/ beside index.html', async () => {
    const panel = loadPanel('sign-in-zh-mobile');
    const dir = join(tmp, 'bundle');
    for (const file of await exportBundle(panel, 'html', { engine })) {
      mkdirSync(join(dir, file.path, '..'), { recursive: true });
      writeFileSync(join(dir, file.path), file.contents);
    }
    await page.goto(pathToFileURL(join(dir, 'index.html')).href);
    await page.evaluate(LOAD_FONTS);
    const faces = (await page.evaluate(
      '[...document.fonts].map((f) => `${f.family} ${f.weight} ${f.status}`).sort()',
    )) as string[];
    expect(faces.length).toBeGreaterThanOrEqual(2);
    expect(faces.filter((f) => !f.endsWith(' loaded'))).toEqual([]);
    expect(faces).toContain('Noto Sans SC 400 loaded');
  });

  it.each([...fixtures, EDGE_CASES.id])(
    '%s',
    async (fixture) => {
      const panel = loadPanel(fixture);
      const layout = engine.layout(panel);
      const rotations = new Map<string, number>();
      walk(panel, (node) => {
        if (node.rotation !== 0) rotations.set(node.id, node.rotation);
      });

      // (a) Boxes of the HTML export in Chromium against the kernel's layout.
      const file = join(tmp, `${fixture}.html`);
      writeFileSync(file, htmlFromLayout(panel, layout, { fonts: 'file' }));
      await page.setViewportSize({ width: Math.ceil(panel.width), height: Math.ceil(panel.height) });
      await page.goto(pathToFileURL(file).href);
      await page.evaluate(LOAD_FONTS);
      const rects = (await page.evaluate(`[...document.querySelectorAll('[data-node-id]')].map((el) => {
      const r = el.getBoundingClientRect();
      return { id: el.dataset.nodeId, x: r.left, y: r.top, width: r.width, height: r.height };
    })`)) as { id: string; x: number; y: number; width: number; height: number }[];
      let maxBoxDelta = 0;
      let worstNode = '';
      for (const r of rects) {
        const laidOut = r.id === panel.id ? layout.panel : layout.boxes.get(r.id);
        if (!laidOut) throw new Error(`${fixture}: the export has an element for unknown node ${r.id}`);
        // A rotated node's client rect is the bounds of its rotated box.
        const rotation = rotations.get(r.id) ?? 0;
        const box = rotation === 0 ? laidOut : rotatedBounds(laidOut, rotation);
        const delta = Math.max(
          Math.abs(box.x - r.x),
          Math.abs(box.y - r.y),
          Math.abs(box.width - r.width),
          Math.abs(box.height - r.height),
        );
        if (delta > maxBoxDelta) {
          maxBoxDelta = delta;
          worstNode = `${r.id}: kernel ${JSON.stringify(box)}, Chromium ${JSON.stringify(r)}`;
        }
      }
      const visibleNodes = [...layout.boxes.keys()].filter((id) => rects.some((r) => r.id === id));
      expect(rects.length).toBeGreaterThan(1);

      // (b) Chromium's screenshot of the export against the PNG preview (satori + resvg) at 1×.
      const screenshot = await page.screenshot({
        clip: { x: 0, y: 0, width: panel.width, height: panel.height },
        type: 'png',
      });
      const preview = await renderPng(panel, { layout, scale: 1 });
      const pixel = await diffPng(screenshot, preview);
      if (pixel.ratio >= MAX_PIXEL_RATIO || process.env.FIDELITY_SAVE === '1') {
        writeFileSync(join(RESULTS, `${fixture}.chromium.png`), screenshot);
        writeFileSync(join(RESULTS, `${fixture}.preview.png`), preview);
        writeFileSync(join(RESULTS, `${fixture}.diff.png`), await pixel.diffPng());
      }
      figures.push({ fixture, nodes: visibleNodes.length, maxBoxDelta, worstNode, pixelDiff: pixel.ratio });

      // (c) The React and Vue exports render the DOM of the HTML export.
      const htmlDom = (await page.evaluate(domOf('document.body.firstElementChild'))) as DomNode;
      const reactMarkup = await compileReact(reactFromLayout(panel, layout));
      const vueMarkup = await compileVue(vueFromLayout(panel, layout));
      const domFrom = async (markup: string) => {
        await page.setContent(`<!doctype html><body>${markup}</body>`);
        return (await page.evaluate(domOf('document.body.firstElementChild'))) as DomNode;
      };
      const reactDom = await domFrom(reactMarkup);
      const vueDom = await domFrom(vueMarkup);

      expect({ fixture, maxBoxDelta: maxBoxDelta <= MAX_BOX_DELTA ? 'ok' : worstNode }).toEqual({
        fixture,
        maxBoxDelta: 'ok',
      });
      expect({ fixture, pixels: pixel.ratio < MAX_PIXEL_RATIO ? 'ok' : `${(pixel.ratio * 100).toFixed(2)}%` }).toEqual({
        fixture,
        pixels: 'ok',
      });
      expect(reactDom).toEqual(htmlDom);
      expect(vueDom).toEqual(htmlDom);
    },
    120_000,
  );
});
