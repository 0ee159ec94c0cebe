import type { DesignNode } from '../schema/node';
import type { Panel } from '../schema/panel';
import { indexPanel, pathTo } from './tree';

/** An axis-aligned box in panel coordinates (or a parent's, where said). */
export type Box = { x: number; y: number; width: number; height: number };

/** Boxes computed by the layout engine, keyed by node id; operations use them when given. */
export type BoxLookup = ReadonlyMap<string, Box>;

export function unionBoxes(boxes: readonly Box[]): Box | undefined {
  if (boxes.length === 0) return undefined;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const b of boxes) {
    minX = Math.min(minX, b.x);
    minY = Math.min(minY, b.y);
    maxX = Math.max(maxX, b.x + b.width);
    maxY = Math.max(maxY, b.y + b.height);
  }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/** The axis-aligned box of a node's own box rotated about its centre. */
export function rotatedBounds(box: Box, degrees: number): Box {
  if (degrees % 360 === 0) return box;
  const rad = (degrees * Math.PI) / 180;
  const cos = Math.abs(Math.cos(rad));
  const sin = Math.abs(Math.sin(rad));
  const width = box.width * cos + box.height * sin;
  const height = box.width * sin + box.height * cos;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  return { x: cx - width / 2, y: cy - height / 2, width, height };
}

export function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

export function intersectionArea(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

export function containsBox(outer: Box, inner: Box, tolerance = 0): boolean {
  return (
    inner.x >= outer.x - tolerance &&
    inner.y >= outer.y - tolerance &&
    inner.x + inner.width <= outer.x + outer.width + tolerance &&
    inner.y + inner.height <= outer.y + outer.height + tolerance
  );
}

export function localBox(node: DesignNode): Box {
  return { x: node.x, y: node.y, width: node.width, height: node.height };
}

/**
 * A node's box in panel coordinates: from the layout when given, else from the stored x, y of it and its
 * ancestors (exact outside auto layout, where stored positions are what is drawn).
 */
export function absoluteBox(panel: Panel, id: string, layout?: BoxLookup): Box | undefined {
  const fromLayout = layout?.get(id);
  if (fromLayout) return fromLayout;
  const { nodes } = indexPanel(panel);
  const path = pathTo(panel, id);
  if (path.length === 0) return undefined;
  let x = 0;
  let y = 0;
  for (const step of path) {
    const node = nodes.get(step)!;
    x += node.x;
    y += node.y;
  }
  const node = nodes.get(id)!;
  return { x, y, width: node.width, height: node.height };
}

/** The union of several nodes' boxes in panel coordinates. */
export function boundingBoxOf(panel: Panel, ids: readonly string[], layout?: BoxLookup): Box | undefined {
  const boxes: Box[] = [];
  for (const id of ids) {
    const box = absoluteBox(panel, id, layout);
    const node = indexPanel(panel).nodes.get(id);
    if (box && node) boxes.push(rotatedBounds(box, node.rotation));
  }
  return unionBoxes(boxes);
}

/** The origin (top-left of the content coordinate space) of a container in panel coordinates. */
export function containerOrigin(
  panel: Panel,
  containerId: string | null,
  layout?: BoxLookup,
): { x: number; y: number } {
  if (containerId === null || containerId === panel.id) return { x: 0, y: 0 };
  const box = absoluteBox(panel, containerId, layout);
  return box ? { x: box.x, y: box.y } : { x: 0, y: 0 };
}
