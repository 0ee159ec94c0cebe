// SVG, PNG and WebP previews and assets: satori draws the satori tree (satori-tree.ts) with the shipped fonts,
// resvg rasterises at 1×, 2× or 3×, sharp encodes WebP.
import '../fonts/node-font-loader';
import '../sanitize/node-dom';
import { readFileSync } from 'node:fs';

import { initWasm, Resvg } from '@resvg/resvg-wasm';
import satori from 'satori';
import sharp from 'sharp';

import type { FontFaceFile } from '../fonts/catalog';
import { FONT_FACES, LATIN_FAMILY } from '../fonts/catalog';
import type { Panel } from '../schema/panel';
import type { DesignNode } from '../schema/node';
import type { LayoutResult } from '../layout/types';
import { facesForNodes, fontBytes } from './fonts';
import { hasImages, withDrawableImages } from './image-sources';
import { isRendererTrap } from './shared-engine';
import { resolveLayout, type LayoutOptions } from './layout';
import { buildSatoriTree, type SatoriElement } from './satori-tree';

export type ImageScale = 1 | 2 | 3;
export type ImageOptions = LayoutOptions & {
  /** Render only this node's subtree, at its own size. */
  nodeId?: string;
};
export type RasterOptions = ImageOptions & { scale?: ImageScale };
export type WebpOptions = RasterOptions & { quality?: number };

type SatoriFont = { name: string; data: Buffer; weight: 400 | 500 | 600 | 700; style: 'normal' };

// satori parses a font list once per array instance: keep one array per set of faces.
const fontLists = new Map<string, SatoriFont[]>();

function satoriFonts(faces: readonly FontFaceFile[]): SatoriFont[] {
  // Always Inter 400: satori needs at least one font even for a panel without text.
  const all = faces.length > 0 ? faces : FONT_FACES.filter((f) => f.family === LATIN_FAMILY && f.weight === 400);
  const key = all.map((f) => `${f.family}|${f.weight}`).join(',');
  let list = fontLists.get(key);
  if (!list) {
    list = all.map((f) => ({
      name: f.family,
      data: Buffer.from(fontBytes(f)),
      weight: f.weight,
      style: 'normal' as const,
    }));
    fontLists.set(key, list);
  }
  return list;
}

function nodesOf(panel: Panel, nodeId: string | undefined): DesignNode[] {
  if (nodeId === undefined) return panel.children;
  const find = (nodes: DesignNode[]): DesignNode | undefined => {
    for (const n of nodes) {
      if (n.id === nodeId) return n;
      if (n.type === 'frame' || n.type === 'group') {
        const f = find(n.children);
        if (f) return f;
      }
    }
    return undefined;
  };
  const node = find(panel.children);
  return node ? [node] : [];
}

/**
 * The SVG of a panel (or of one node): text as paths, images inline. An image it cannot draw (a relative or
 * `javascript:` address, a blocked or unreachable host, a broken data URL) is drawn as a placeholder.
 */
export async function renderSvg(panel: Panel, options: ImageOptions = {}): Promise<string> {
  const layout = await resolveLayout(panel, options);
  try {
    return await drawSvg(withDrawableImages(panel), layout, options.nodeId);
  } catch (error) {
    // satori names no node when an image fails: draw every image as the placeholder. A trap is no image's
    // fault (and leaves the WebAssembly memory unusable).
    if (!hasImages(panel) || isRendererTrap(error)) throw error;
    return drawSvg(withDrawableImages(panel, true), layout, options.nodeId);
  }
}

async function drawSvg(panel: Panel, layout: LayoutResult, nodeId: string | undefined): Promise<string> {
  const { element, width, height } = buildSatoriTree(panel, layout, nodeId);
  return satori(element as unknown as Parameters<typeof satori>[0], {
    // A node drawn alone may have no size; an image needs at least one pixel.
    width: Math.max(1, Math.ceil(width)),
    height: Math.max(1, Math.ceil(height)),
    fonts: satoriFonts(facesForNodes(nodesOf(panel, nodeId))),
  });
}

/**
 * The most pixels one raster may have (400 MB of RGBA; a 1440 px wide panel 23,000 px tall at 3×). resvg cannot
 * fail on a pixmap it cannot allocate: it aborts the whole process, not just the render's thread.
 */
export const MAX_RASTER_PIXELS = 100_000_000;

export class RasterTooLargeError extends Error {
  constructor(width: number, height: number) {
    super(`${width} × ${height} px is more than ${MAX_RASTER_PIXELS} pixels`);
    this.name = 'RasterTooLargeError';
  }
}

// resvg as WebAssembly, not the native addon: geometry past what tiny-skia holds (a group's box beyond i32, say)
// makes it panic, and a native panic aborts the whole process — every user's request with it. In WebAssembly the
// panic is a trap: the render fails, the render pool replaces its thread, the next render works.
let resvgReady: Promise<void> | undefined;

function loadResvg(): Promise<void> {
  resvgReady ??= initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  return resvgReady;
}

/** Rasterises an SVG at a scale (1×, 2×, 3×). */
export async function rasterizeSvg(svg: string, scale: ImageScale = 1): Promise<Buffer> {
  await loadResvg();
  const resvg = new Resvg(svg, { fitTo: { mode: 'zoom', value: scale }, font: { loadSystemFonts: false } });
  const width = Math.ceil(resvg.width * scale);
  const height = Math.ceil(resvg.height * scale);
  if (width * height > MAX_RASTER_PIXELS) {
    resvg.free();
    throw new RasterTooLargeError(width, height);
  }
  const image = resvg.render();
  const png = Buffer.from(image.asPng());
  image.free();
  resvg.free();
  return png;
}

/** A PNG of a panel (or of one node) at 1×, 2× or 3×. */
export async function renderPng(panel: Panel, options: RasterOptions = {}): Promise<Buffer> {
  return rasterizeSvg(await renderSvg(panel, options), options.scale ?? 1);
}

/** A WebP (quality 95 by default) of a panel (or of one node) at 1×, 2× or 3×. */
export async function renderWebp(panel: Panel, options: WebpOptions = {}): Promise<Buffer> {
  const png = await renderPng(panel, options);
  return sharp(png)
    .webp({ quality: options.quality ?? 95 })
    .toBuffer();
}

export type { SatoriElement };
