// A contact sheet of every screen the browser tests shot (test-results/screenshots, written by captureViewports):
// each screen at 1440 and 390 px side by side with its name, twelve screens per sheet, for looking them over.
// Run after a Playwright run: node -r ./test/support/register.js test/bench/screens-sheet.ts [filter]
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';

const SHOTS = process.env.SCREENSHOTS_DIR ?? join(__dirname, '..', '..', 'test-results', 'screenshots');
const OUT = process.env.SCREENS_SHEET_DIR ?? '/tmp/boxify-screens';
const DESKTOP_W = 480;
const PHONE_W = 160;
const CELL_H = 360;
const CAPTION = 28;
const PER_SHEET = 12;
const COLUMNS = 2;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

// The top of a shot, scaled to `width` and cut at the cell's height.
async function thumb(file: string | undefined, width: number): Promise<Buffer> {
  const blank = { create: { width, height: CELL_H, channels: 4 as const, background: '#e2e8f0' } };
  if (!file) return sharp(blank).png().toBuffer();
  const resized = await sharp(join(SHOTS, file)).resize({ width }).png().toBuffer();
  const { height = CELL_H } = await sharp(resized).metadata();
  return sharp(resized)
    .extract({ left: 0, top: 0, width, height: Math.min(height, CELL_H) })
    .extend({ bottom: Math.max(0, CELL_H - height), background: '#ffffff' })
    .png()
    .toBuffer();
}

async function main(): Promise<void> {
  const filter = process.argv[2] ?? '';
  const files = readdirSync(SHOTS).filter((file) => file.endsWith('.png') && file.includes(filter));
  const screens = new Map<string, { desktop?: string; phone?: string }>();
  for (const file of files) {
    const match = /^(.*)-(\d+)x(\d+)\.png$/.exec(file);
    if (!match) continue;
    const entry = screens.get(match[1]) ?? {};
    if (Number(match[2]) >= 1024) entry.desktop = file;
    else if (Number(match[2]) <= 480) entry.phone = file;
    screens.set(match[1], entry);
  }
  const names = [...screens.keys()].sort();
  mkdirSync(OUT, { recursive: true });
  const cellW = DESKTOP_W + PHONE_W + 12;
  for (let start = 0; start < names.length; start += PER_SHEET) {
    const page = names.slice(start, start + PER_SHEET);
    const rows = Math.ceil(page.length / COLUMNS);
    const composites: sharp.OverlayOptions[] = [];
    for (const [index, name] of page.entries()) {
      const left = (index % COLUMNS) * (cellW + 24) + 12;
      const top = Math.floor(index / COLUMNS) * (CELL_H + CAPTION + 16) + 8;
      const label = `<svg width="${cellW}" height="${CAPTION}"><text x="0" y="20" font-family="sans-serif" font-size="16">${escapeXml(`${start + index + 1}. ${name}`)}</text></svg>`;
      composites.push({ input: Buffer.from(label), left, top });
      composites.push({ input: await thumb(screens.get(name)?.desktop, DESKTOP_W), left, top: top + CAPTION });
      composites.push({
        input: await thumb(screens.get(name)?.phone, PHONE_W),
        left: left + DESKTOP_W + 12,
        top: top + CAPTION,
      });
    }
    const sheet = join(OUT, `screens-${String(start / PER_SHEET + 1).padStart(2, '0')}.png`);
    await sharp({
      create: {
        width: COLUMNS * (cellW + 24),
        height: rows * (CELL_H + CAPTION + 16) + 8,
        channels: 4,
        background: '#ffffff',
      },
    })
      .composite(composites)
      .png()
      .toFile(sheet);
    console.log(sheet);
  }
  console.log(`${names.length} screens`);
}

void main();
