// Renders every prompt fixture's panels into contact sheets (PNG grids with the prompt as a caption) under /tmp.
// Run: node -r ./test/support/register.js test/bench/contact-sheet.ts [filter]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';

import { generateDesign } from '@boxify/designer/generate';
import { renderPng, sharedLayoutEngine } from '@boxify/design/node';
import { PanelSchema } from '@boxify/design/schema';
import { loadPromptFixtures } from '../fixtures/prompts/fixtures';

const OUT = process.env.CONTACT_SHEET_DIR ?? '/tmp/boxify-contact-sheet';
const CELL = 390;
const MAX_THUMB = 780;
const CAPTION = 64;
const COLUMNS = 4;
const PER_SHEET = 8;

type Cell = { png: Buffer; height: number };

// The caption is drawn by the kernel too, so Chinese prompts use the shipped Noto Sans SC.
async function caption(text: string): Promise<Buffer> {
  const panel = PanelSchema.parse({
    id: 'caption',
    name: 'caption',
    width: CELL,
    // Panels are at least 100 px high: draw 100 and keep the caption's strip.
    height: 100,
    background: '#f1f5f9',
    children: [
      {
        id: 't',
        type: 'text',
        x: 8,
        y: 6,
        width: CELL - 16,
        height: CAPTION - 12,
        autoResize: 'none',
        characters: text.length > 110 ? `${text.slice(0, 107)}…` : text,
        style: { fontSize: 12, lineHeight: 16, fontFamily: 'Inter' },
        fills: [{ type: 'solid', color: '#0f172a' }],
      },
    ],
  });
  const png = await renderPng(panel, { engine: await sharedLayoutEngine() });
  return sharp(png).extract({ left: 0, top: 0, width: CELL, height: CAPTION }).png().toBuffer();
}

async function cellFor(prompt: string, label: string, png: Buffer, width: number): Promise<Cell> {
  const thumb = await sharp(png).resize({ width: CELL }).png().toBuffer();
  const meta = await sharp(thumb).metadata();
  const h = Math.min(MAX_THUMB, meta.height ?? MAX_THUMB);
  const cropped = await sharp(thumb).extract({ left: 0, top: 0, width: CELL, height: h }).png().toBuffer();
  const cap = await caption(`${label} · ${width}px — ${prompt}`);
  const png2 = await sharp({ create: { width: CELL, height: CAPTION + h, channels: 4, background: '#ffffff' } })
    .composite([
      { input: cap, top: 0, left: 0 },
      { input: cropped, top: CAPTION, left: 0 },
    ])
    .png()
    .toBuffer();
  return { png: png2, height: CAPTION + h };
}

async function sheet(cells: Cell[], file: string): Promise<void> {
  const gap = 16;
  const rows: Cell[][] = [];
  for (let i = 0; i < cells.length; i += COLUMNS) rows.push(cells.slice(i, i + COLUMNS));
  const heights = rows.map((r) => Math.max(...r.map((c) => c.height)));
  const width = COLUMNS * CELL + (COLUMNS + 1) * gap;
  const height = heights.reduce((s, h) => s + h + gap, gap);
  const composite: sharp.OverlayOptions[] = [];
  let top = gap;
  rows.forEach((r, i) => {
    r.forEach((c, j) => composite.push({ input: c.png, top, left: gap + j * (CELL + gap) }));
    top += heights[i] + gap;
  });
  const png = await sharp({ create: { width, height, channels: 4, background: '#cbd5e1' } })
    .composite(composite)
    .png()
    .toBuffer();
  writeFileSync(file, png);
}

async function main(): Promise<void> {
  const filter = process.argv[2];
  mkdirSync(OUT, { recursive: true });
  const engine = await sharedLayoutEngine();
  const cells: Cell[] = [];
  const fixtures = loadPromptFixtures().filter((f) => !filter || f.prompt.includes(filter) || f.file.includes(filter));
  for (const f of fixtures) {
    const result = await generateDesign({ prompt: f.prompt });
    for (const panel of result.panels) {
      const png = await renderPng(panel, { engine });
      cells.push(await cellFor(f.prompt, panel.name, png, panel.width));
    }
  }
  const files: string[] = [];
  for (let i = 0; i < cells.length; i += PER_SHEET) {
    const file = join(OUT, `sheet-${String(i / PER_SHEET + 1).padStart(2, '0')}.png`);
    await sheet(cells.slice(i, i + PER_SHEET), file);
    files.push(file);
  }
  const all = join(OUT, 'all.png');
  await sheet(cells, all);
  console.log(`${fixtures.length} prompts, ${cells.length} panels → ${all} and ${files.length} sheets of ${PER_SHEET}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
