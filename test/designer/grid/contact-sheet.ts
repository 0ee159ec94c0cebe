// npm run grid:sheet [-- --seed N --out file.png]: a contact sheet of grid designs for a reviewer's eye — 40 cases
// (20 English, 20 Chinese; in each, half mobile and half desktop), each first panel as a numbered thumbnail,
// and a printed numbered list of the prompts.
import { writeFileSync } from 'node:fs';

import { renderPng, sharedLayoutEngine } from '@boxify/design/node';
import { allDomains } from '@boxify/designer/domains';
import { generateDesign } from '@boxify/designer/generate';
import sharp from 'sharp';

import { drawCase, seeded, type GridCase } from './prompts';

const PER_BUCKET = 10;
const COLUMNS = 5;
const THUMB_WIDTH = 360;
const THUMB_MAX_HEIGHT = 720;
const LABEL_HEIGHT = 36;
const GAP = 16;

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};

/** Draws grid cases from the seed until each (language, platform) bucket holds its share; tablets are skipped. */
function drawSheetCases(seed: number): GridCase[] {
  const r = seeded(seed);
  const domains = allDomains();
  const buckets = new Map<string, GridCase[]>();
  for (const key of ['en mobile', 'en desktop', 'zh mobile', 'zh desktop']) buckets.set(key, []);
  for (let drawn = 0; drawn < 100_000; drawn++) {
    const c = drawCase(r, domains);
    const bucket = buckets.get(`${c.language} ${c.platform}`);
    if (bucket && bucket.length < PER_BUCKET) bucket.push(c);
    if ([...buckets.values()].every((b) => b.length === PER_BUCKET)) break;
  }
  // Interleaved so that neighbouring thumbnails differ in language and platform.
  const lists = [...buckets.values()];
  return Array.from(
    { length: PER_BUCKET * lists.length },
    (_, i) => lists[i % lists.length][Math.floor(i / lists.length)],
  );
}

const escapeXml = (text: string) => text.replace(/[<>&]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[ch]!);

function label(text: string): Buffer {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMB_WIDTH}" height="${LABEL_HEIGHT}">` +
    `<text x="${THUMB_WIDTH / 2}" y="${LABEL_HEIGHT - 10}" text-anchor="middle" font-family="sans-serif" ` +
    `font-size="22" font-weight="bold" fill="#111">${escapeXml(text)}</text></svg>`;
  return Buffer.from(svg);
}

/** The first panel as a thumbnail THUMB_WIDTH wide, cut at THUMB_MAX_HEIGHT; a grey tile if nothing rendered. */
async function thumbnail(c: GridCase, engine: Awaited<ReturnType<typeof sharedLayoutEngine>>): Promise<Buffer> {
  try {
    const { panels } = await generateDesign({ prompt: c.prompt, width: c.width });
    const png = await renderPng(panels[0], { engine });
    const scaled = await sharp(png).resize({ width: THUMB_WIDTH }).png().toBuffer();
    const { height = 0 } = await sharp(scaled).metadata();
    return sharp(scaled)
      .extract({ left: 0, top: 0, width: THUMB_WIDTH, height: Math.min(height, THUMB_MAX_HEIGHT) })
      .png()
      .toBuffer();
  } catch (error) {
    console.error(`  failed: ${c.prompt}: ${error instanceof Error ? error.message : String(error)}`);
    return sharp({ create: { width: THUMB_WIDTH, height: 200, channels: 3, background: '#ccc' } })
      .png()
      .toBuffer();
  }
}

async function main() {
  const seed = Number(arg('--seed') ?? Date.now() % 1_000_000);
  const out = arg('--out') ?? '/tmp/grid-sheet.png';
  const engine = await sharedLayoutEngine();
  const cases = drawSheetCases(seed);
  const thumbs: { png: Buffer; height: number }[] = [];
  for (const c of cases) {
    const png = await thumbnail(c, engine);
    thumbs.push({ png, height: (await sharp(png).metadata()).height ?? 0 });
  }
  // Each row is as tall as its tallest thumbnail plus the number under it.
  const rows = Math.ceil(thumbs.length / COLUMNS);
  const rowHeights = Array.from({ length: rows }, (_, row) =>
    Math.max(...thumbs.slice(row * COLUMNS, (row + 1) * COLUMNS).map((t) => t.height)),
  );
  const width = COLUMNS * THUMB_WIDTH + (COLUMNS + 1) * GAP;
  const height = rowHeights.reduce((sum, h) => sum + h + LABEL_HEIGHT + GAP, GAP);
  const layers: sharp.OverlayOptions[] = [];
  let top = GAP;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < COLUMNS; col++) {
      const i = row * COLUMNS + col;
      if (i >= thumbs.length) break;
      const left = GAP + col * (THUMB_WIDTH + GAP);
      layers.push({ input: thumbs[i].png, left, top });
      layers.push({ input: label(String(i + 1)), left, top: top + rowHeights[row] });
    }
    top += rowHeights[row] + LABEL_HEIGHT + GAP;
  }
  const sheet = await sharp({ create: { width, height, channels: 3, background: '#e8e8e8' } })
    .composite(layers)
    .png()
    .toBuffer();
  writeFileSync(out, sheet);
  console.log(`grid sheet seed ${seed} (replay with --seed ${seed}): ${out}`);
  cases.forEach((c, i) => console.log(`${i + 1}. [${c.language} ${c.platform}] ${c.prompt}`));
}

void main();
