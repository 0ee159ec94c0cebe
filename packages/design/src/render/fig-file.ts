// The Node half of the .fig export: the panel laid out by the kernel, its embedded pictures as PNG files named
// by their SHA-1, a thumbnail drawn by the image renderer, then the pure writer (../fig).
import { createHash } from 'node:crypto';

import sharp from 'sharp';

import { writeFig, type FigImageFile } from '../fig/write-fig';
import type { DesignNode } from '../schema/node';
import type { Panel } from '../schema/panel';
import { renderPng } from './image';
import { IMAGE_PLACEHOLDER, withImagesKept } from './image-sources';
import { resolveLayout, type LayoutOptions } from './layout';

const THUMBNAIL_WIDTH = 400;
const DATA_URL = /^data:(image\/(?:png|jpe?g|gif|webp|svg\+xml))(;base64)?,(.*)$/is;

/** Every image address the panel paints: image layers and image fills or strokes. */
export function imageSources(panel: Panel): Set<string> {
  const found = new Set<string>();
  const stack: DesignNode[] = [...panel.children];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'image' && node.src) found.add(node.src);
    for (const paint of [...node.fills, ...node.strokes]) if (paint.type === 'image') found.add(paint.src);
    if (node.type === 'frame' || node.type === 'group') stack.push(...node.children);
  }
  return found;
}

function dataUrlBytes(src: string): Buffer | undefined {
  const match = DATA_URL.exec(src);
  if (!match) return undefined;
  return match[2] ? Buffer.from(match[3]!, 'base64') : Buffer.from(decodeURIComponent(match[3]!), 'utf8');
}

/** A picture as the PNG Figma stores, with its SHA-1 and size; undefined when it cannot be decoded. */
async function pngFile(bytes: Buffer): Promise<FigImageFile | undefined> {
  try {
    const { data, info } = await sharp(bytes).png().toBuffer({ resolveWithObject: true });
    return { bytes: data, sha1: createHash('sha1').update(data).digest('hex'), width: info.width, height: info.height };
  } catch {
    return undefined;
  }
}

export type FigFileOptions = LayoutOptions;

/**
 * The .fig file of a panel. Embedded pictures are carried over; a web address is not fetched (the server would
 * be fetching for a stranger's document) and is drawn as the placeholder, as one that cannot be decoded.
 */
export async function figFile(panel: Panel, options: FigFileOptions = {}): Promise<Uint8Array> {
  const layout = await resolveLayout(panel, options);
  const images = new Map<string, FigImageFile>();
  for (const src of imageSources(panel)) {
    const bytes = dataUrlBytes(src);
    const file = bytes && (await pngFile(bytes));
    if (file) images.set(src, file);
  }
  const placeholder = (await pngFile(dataUrlBytes(IMAGE_PLACEHOLDER)!))!;
  // The thumbnail shows what the file holds: the placeholder where a picture was not carried over.
  const png = await renderPng(
    withImagesKept(panel, (src) => images.has(src)),
    { layout },
  );
  const thumbnail = await sharp(png)
    .resize({ width: Math.min(THUMBNAIL_WIDTH, Math.round(panel.width)), withoutEnlargement: true })
    .png()
    .toBuffer();
  return writeFig({ panel, layout, images, placeholder, thumbnail });
}
