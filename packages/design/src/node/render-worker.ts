// One render, in a worker thread of the render pool (render-pool.ts): layout (Yoga), satori, resvg and sharp
// run here, so a WebAssembly trap, an exhausted heap or an endless render ends this thread, never the server.
import sharp from 'sharp';

import { exportBundle, type ExportFile, type ExportFormat } from '../render/export-bundle';
import { renderPng, renderSvg, renderWebp, type ImageScale } from '../render/image';
import { isRendererTrap, sharedLayoutEngine } from '../render/shared-engine';
import type { Panel } from '../schema/panel';

export type RenderJob =
  | { kind: 'svg'; panel: Panel; nodeId?: string }
  | { kind: 'png'; panel: Panel; nodeId?: string; scale?: ImageScale }
  | { kind: 'webp'; panel: Panel; nodeId?: string; scale?: ImageScale; quality?: number }
  /** A thumbnail: the panel at 1×, at most `maxWidth` wide, as WebP. */
  | { kind: 'preview'; panel: Panel; maxWidth: number; quality: number }
  | {
      kind: 'bundle';
      panel: Panel;
      format: ExportFormat;
      scales?: readonly ImageScale[];
      nodeIds?: readonly string[];
      quality?: number;
    };

export type RenderOutput = string | Uint8Array | ExportFile[];

/** What crosses back to the pool: the output, or the failure and whether this thread is now unusable. */
export type RenderReply =
  { ok: true; output: RenderOutput } | { ok: false; fatal: boolean; name: string; message: string };

async function run(job: RenderJob): Promise<RenderOutput> {
  const engine = await sharedLayoutEngine();
  switch (job.kind) {
    case 'svg':
      return renderSvg(job.panel, { engine, nodeId: job.nodeId });
    case 'png':
      return renderPng(job.panel, { engine, nodeId: job.nodeId, scale: job.scale });
    case 'webp':
      return renderWebp(job.panel, { engine, nodeId: job.nodeId, scale: job.scale, quality: job.quality });
    case 'preview': {
      const png = await renderPng(job.panel, { engine });
      return sharp(png)
        .resize({ width: Math.min(job.maxWidth, Math.round(job.panel.width)), withoutEnlargement: true })
        .webp({ quality: job.quality })
        .toBuffer();
    }
    case 'bundle':
      return exportBundle(job.panel, job.format, {
        engine,
        scales: job.scales,
        nodeIds: job.nodeIds,
        quality: job.quality,
      });
  }
}

let poisoned = false;

export default async function render(job: RenderJob): Promise<RenderReply> {
  // The pool may hand this thread the next job before it has left: leave now, the pool retries it elsewhere.
  if (poisoned) process.exit(1);
  try {
    return { ok: true, output: await run(job) };
  } catch (error) {
    const fatal = isRendererTrap(error);
    // Leave after the reply is posted; the pool starts a fresh thread in this one's place.
    if (fatal) {
      poisoned = true;
      setImmediate(() => process.exit(1));
    }
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    return { ok: false, fatal, name, message };
  }
}
