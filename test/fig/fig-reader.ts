// An independent .fig reader for the tests: fflate unzips and inflates the schema, fzstd decompresses the
// message, kiwi-schema decodes both. It shares no code with the writer (nor with openfig-core).
import { inflateSync, unzipSync } from 'fflate';
import { decompress } from 'fzstd';
import { compileSchema, decodeBinarySchema } from 'kiwi-schema';

type Guid = { sessionID: number; localID: number };
type Color = { r: number; g: number; b: number; a: number };
export type FigReadPaint = {
  type: string;
  visible?: boolean;
  color?: Color;
  opacity?: number;
  stops?: { color: Color; position: number }[];
  image?: { hash: Uint8Array };
};
export type FigReadEffect = { type: string; color?: Color; radius?: number };
/** The fields the tests read; any other field of the schema is there as `unknown`. */
export type FigReadNode = {
  [field: string]: unknown;
  guid: Guid;
  type: string;
  name: string;
  parentIndex?: { guid: Guid; position: string };
  size: { x: number; y: number };
  transform: { m00: number; m01: number; m02: number; m10: number; m11: number; m12: number };
  fillPaints?: FigReadPaint[];
  strokePaints?: FigReadPaint[];
  effects?: FigReadEffect[];
  textData?: { characters: string };
  fontName?: { family: string; style: string };
  lineHeight?: { value: number; units: string };
  letterSpacing?: { value: number; units: string };
  vectorData?: { vectorNetworkBlob: number };
  fillGeometry?: { commandsBlob: number }[];
};

export type FigRead = {
  prelude: string;
  version: number;
  /** The first bytes of the message chunk (zstd frames start 28 b5 2f fd). */
  messageMagic: number[];
  nodes: FigReadNode[];
  byId: Map<string, FigReadNode>;
  /** Children in their order in the parent (by position string). */
  childrenOf: (node: FigReadNode) => FigReadNode[];
  blobs: { bytes: Uint8Array }[];
  files: Record<string, Uint8Array>;
  meta: Record<string, unknown>;
};

export const guidKey = (g: Guid) => `${g.sessionID}:${g.localID}`;

export function readFig(bytes: Uint8Array): FigRead {
  const files = unzipSync(bytes);
  const canvas = files['canvas.fig'];
  if (!canvas) throw new Error('no canvas.fig in the archive');
  const view = new DataView(canvas.buffer, canvas.byteOffset, canvas.byteLength);
  const prelude = new TextDecoder().decode(canvas.subarray(0, 8));
  const version = view.getUint32(8, true);
  const chunks: Uint8Array[] = [];
  for (let offset = 12; offset < canvas.length;) {
    const length = view.getUint32(offset, true);
    chunks.push(canvas.subarray(offset + 4, offset + 4 + length));
    offset += 4 + length;
  }
  const schema = compileSchema(decodeBinarySchema(inflateSync(chunks[0]!))) as {
    decodeMessage(bytes: Uint8Array): { nodeChanges: FigReadNode[]; blobs?: { bytes: Uint8Array }[] };
  };
  const message = schema.decodeMessage(decompress(chunks[1]!));
  const nodes = message.nodeChanges;
  const byId = new Map(nodes.map((n) => [guidKey(n.guid), n]));
  const children = new Map<string, FigReadNode[]>();
  for (const n of nodes) {
    if (!n.parentIndex) continue;
    const key = guidKey(n.parentIndex.guid);
    children.set(key, [...(children.get(key) ?? []), n]);
  }
  for (const list of children.values())
    list.sort((a, b) => (a.parentIndex!.position < b.parentIndex!.position ? -1 : 1));
  return {
    prelude,
    version,
    messageMagic: [...chunks[1]!.subarray(0, 4)],
    nodes,
    byId,
    childrenOf: (node) => children.get(guidKey(node.guid)) ?? [],
    blobs: message.blobs ?? [],
    files,
    meta: files['meta.json']
      ? (JSON.parse(new TextDecoder().decode(files['meta.json'])) as Record<string, unknown>)
      : {},
  };
}

/** A colour of the file as `#rrggbb` and its alpha (paint opacity times the colour's own). */
export function hexOf(
  color: { r: number; g: number; b: number; a: number },
  opacity = 1,
): { hex: string; alpha: number } {
  const byte = (v: number) =>
    Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  return { hex: `#${byte(color.r)}${byte(color.g)}${byte(color.b)}`, alpha: Math.round(color.a * opacity * 100) / 100 };
}

/** A node's unrotated box in its parent from its size and transform (rotation is about the centre). */
export function boxOf(node: FigReadNode): { x: number; y: number; width: number; height: number; rotation: number } {
  const t = node.transform;
  const width = node.size.x;
  const height = node.size.y;
  const cx = t.m00 * (width / 2) + t.m01 * (height / 2) + t.m02;
  const cy = t.m10 * (width / 2) + t.m11 * (height / 2) + t.m12;
  const rotation = (Math.atan2(t.m10, t.m00) * 180) / Math.PI;
  return { x: cx - width / 2, y: cy - height / 2, width, height, rotation };
}
