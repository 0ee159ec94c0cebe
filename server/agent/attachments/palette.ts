import sharp from 'sharp';

import type { ImageStyleHints } from '@boxify/designer';

const SIDE = 48; // a downscaled copy is plenty for dominant colours
const CLUSTERS = 5;
const ROUNDS = 12;

type Rgb = [number, number, number];

const distance = (a: Rgb, b: Rgb) => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2;
const hex = (c: Rgb) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

// Deterministic seeding (k-means++ with the farthest point instead of a random draw), so the
// same image always gives the same palette.
function seed(pixels: Rgb[], k: number): Rgb[] {
  const centres: Rgb[] = [pixels[0]];
  while (centres.length < k) {
    let best = pixels[0];
    let bestDistance = -1;
    for (const pixel of pixels) {
      const nearest = Math.min(...centres.map((centre) => distance(pixel, centre)));
      if (nearest > bestDistance) {
        bestDistance = nearest;
        best = pixel;
      }
    }
    if (bestDistance === 0) break; // fewer distinct colours than clusters
    centres.push(best);
  }
  return centres;
}

/** Dominant colours of an image (most common first) by k-means on a 48 px copy. */
export async function imagePalette(data: Buffer): Promise<ImageStyleHints> {
  const { data: raw, info } = await sharp(data)
    .flatten({ background: '#ffffff' })
    .resize(SIDE, SIDE, { fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels: Rgb[] = [];
  for (let i = 0; i + 2 < raw.length; i += info.channels) pixels.push([raw[i], raw[i + 1], raw[i + 2]]);
  let centres = seed(pixels, CLUSTERS);
  let members: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const sums = centres.map(() => [0, 0, 0, 0]);
    members = pixels.map((pixel) => {
      let index = 0;
      for (let c = 1; c < centres.length; c++)
        if (distance(pixel, centres[c]) < distance(pixel, centres[index])) index = c;
      const sum = sums[index];
      sum[0] += pixel[0];
      sum[1] += pixel[1];
      sum[2] += pixel[2];
      sum[3] += 1;
      return index;
    });
    centres = sums.map((sum, c) => (sum[3] ? [sum[0] / sum[3], sum[1] / sum[3], sum[2] / sum[3]] : centres[c]));
  }
  const counts = centres.map((_, c) => members.filter((m) => m === c).length);
  const palette = centres
    .map((centre, c) => ({ colour: hex(centre), count: counts[c] }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count)
    .map((entry) => entry.colour);
  return { palette: [...new Set(palette)] };
}
