// The files of an export (code or assets) for a zip: the API stores the zip behind a temporary link.
import { zipSync } from 'fflate';
import sharp from 'sharp';

import { figFile } from './fig-file';
import { facesForPanel, fontBytes, fontExportPath } from './fonts';
import { htmlFromLayout } from './html';
import { renderSvg, rasterizeSvg, type ImageScale } from './image';
import { resolveLayout, type LayoutOptions } from './layout';
import { reactFromLayout } from './react';
import { slug } from './tree';
import { vueFromLayout } from './vue';
import type { Panel } from '../schema/panel';

export const CODE_FORMATS = ['html', 'react', 'vue'] as const;
export const ASSET_FORMATS = ['png', 'svg', 'webp'] as const;
/** The design-tool file: one `.fig` Figma opens (not zipped again). */
export const DESIGN_FILE_FORMATS = ['fig'] as const;
export type CodeFormat = (typeof CODE_FORMATS)[number];
export type AssetFormat = (typeof ASSET_FORMATS)[number];
export type DesignFileFormat = (typeof DESIGN_FILE_FORMATS)[number];
export type ExportFormat = CodeFormat | AssetFormat | DesignFileFormat;

export type ExportFile = { path: string; contents: Uint8Array | string };

export type ExportOptions = LayoutOptions & {
  /** Asset scales (default [1, 2, 3]); ignored for code and SVG. */
  scales?: readonly ImageScale[];
  /** Assets of these nodes (each at its own size) instead of the whole panel. */
  nodeIds?: readonly string[];
  /** WebP quality (default 95). */
  quality?: number;
};

const suffix = (scale: ImageScale) => (scale === 1 ? '' : `@${scale}x`);

/** The font files the code exports reference (`fonts/Inter-400.ttf`…), only the faces the panel uses. */
export function fontFiles(panel: Panel): ExportFile[] {
  return facesForPanel(panel).map((face) => ({ path: fontExportPath(face), contents: fontBytes(face) }));
}

/** Lists the files of an export: code with its fonts, or images at each scale. */
export async function exportBundle(
  panel: Panel,
  format: ExportFormat,
  options: ExportOptions = {},
): Promise<ExportFile[]> {
  const layout = await resolveLayout(panel, options);
  switch (format) {
    case 'html':
      return [
        { path: 'index.html', contents: htmlFromLayout(panel, layout, { fonts: 'relative' }) },
        ...fontFiles(panel),
      ];
    case 'react':
      return [...reactFromLayout(panel, layout), ...fontFiles(panel)];
    case 'vue':
      return [...vueFromLayout(panel, layout), ...fontFiles(panel)];
    case 'fig':
      return [{ path: `${slug(panel.name, 'panel')}.fig`, contents: await figFile(panel, { layout }) }];
    case 'png':
    case 'svg':
    case 'webp':
      break;
  }
  const targets = options.nodeIds?.length
    ? options.nodeIds.map((nodeId) => ({
        nodeId,
        base: `${slug(nodeName(panel, nodeId), 'node')}-${slug(nodeId, 'node')}`,
      }))
    : [{ nodeId: undefined, base: slug(panel.name, 'panel') }];
  const scales: ImageScale[] = format === 'svg' ? [1] : [...new Set(options.scales ?? ([1, 2, 3] as const))].sort();
  const files: ExportFile[] = [];
  for (const { nodeId, base } of targets) {
    const svg = await renderSvg(panel, { layout, nodeId });
    if (format === 'svg') {
      files.push({ path: `${base}.svg`, contents: svg });
      continue;
    }
    for (const scale of scales) {
      const png = await rasterizeSvg(svg, scale);
      files.push(
        format === 'png'
          ? { path: `${base}${suffix(scale)}.png`, contents: png }
          : {
              path: `${base}${suffix(scale)}.webp`,
              contents: await sharp(png)
                .webp({ quality: options.quality ?? 95 })
                .toBuffer(),
            },
      );
    }
  }
  return files;
}

function nodeName(panel: Panel, id: string): string {
  const stack = [...panel.children];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.id === id) return node.name;
    if (node.type === 'frame' || node.type === 'group') stack.push(...node.children);
  }
  throw new Error(`Node ${id} is not in panel ${panel.id}`);
}

/** Zips export files (deflate; images and fonts stored as they are, already compressed). */
export function zipBundle(files: readonly ExportFile[]): Uint8Array {
  const entries: Record<string, [Uint8Array, { level: 0 | 6 }]> = {};
  for (const file of files) {
    const bytes =
      typeof file.contents === 'string' ? new TextEncoder().encode(file.contents) : new Uint8Array(file.contents);
    entries[file.path] = [bytes, { level: /\.(png|webp)$/.test(file.path) ? 0 : 6 }];
  }
  return zipSync(entries);
}
