// A .fig file, the ZIP Figma opens: canvas.fig (the fig-kiwi prelude, the kiwi schema chunk and the zstd-
// compressed node-change message), meta.json, thumbnail.png and images/<sha1>. openfig-core encodes; it leaves
// zstd to the caller, so zstd-codec (WebAssembly, runs in Node and browsers) compresses the message.
import { assembleCanvasFig, createEmptyFigDoc, createFigZip, encodeFigParts } from 'openfig-core';
import { ZstdCodec, type ZstdSimple } from 'zstd-codec';

import type { LayoutResult } from '../layout/types';
import type { Panel } from '../schema/panel';
import { panelNodeChanges } from './fig-nodes';
import type { FigImage } from './paints';

/** A picture's bytes with what its paint needs: the SHA-1 (hex) that names it, its pixel size. */
export type FigImageFile = FigImage & { bytes: Uint8Array };

export type FigInput = {
  panel: Panel;
  /** The kernel's layout of the panel: boxes at their real sizes. */
  layout: LayoutResult;
  /** Every image address of the panel the caller could read, by address. */
  images: ReadonlyMap<string, FigImageFile>;
  /** Drawn where an image could not be read: every image paint names a file in the archive. */
  placeholder: FigImageFile;
  /** PNG; Figma refuses a file without one. */
  thumbnail: Uint8Array;
};

let zstd: Promise<ZstdSimple> | undefined;

function zstdOnce(): Promise<ZstdSimple> {
  zstd ??= new Promise((resolve) => ZstdCodec.run((codec) => resolve(new codec.Simple())));
  return zstd;
}

export async function writeFig(input: FigInput): Promise<Uint8Array> {
  const used = new Map<string, Uint8Array>();
  const image = (src: string): FigImageFile => {
    const file = input.images.get(src) ?? input.placeholder;
    used.set(file.sha1, file.bytes);
    return file;
  };
  // A fresh template each time: its message is edited in place below.
  const doc = createEmptyFigDoc();
  const blobs: { bytes: Uint8Array }[] = [];
  const changes = panelNodeChanges(input.panel, { layout: input.layout, image, blobs });
  doc.message.nodeChanges = [...(doc.message.nodeChanges as unknown[]), ...changes];
  doc.message.blobs = blobs;
  const parts = encodeFigParts(doc);
  const compressed = (await zstdOnce()).compress(parts.messageRaw, 3);
  if (!compressed) throw new Error('zstd could not compress the .fig message');
  const canvasFig = assembleCanvasFig({
    prelude: parts.prelude,
    version: parts.version,
    schemaCompressed: parts.schemaCompressed,
    messageCompressed: compressed,
    passThrough: parts.passThrough,
  });
  return createFigZip({
    canvasFig,
    meta: { file_name: input.panel.name, version: 0 },
    thumbnail: input.thumbnail,
    images: used,
  });
}
