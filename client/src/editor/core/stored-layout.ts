import { unionBoxes, type Box } from '@boxify/design/operations';
import type { LayoutResult } from '@boxify/design/layout';
import type { DesignNode, Panel } from '@boxify/design/schema';

const cache = new WeakMap<Panel, LayoutResult>();

/**
 * Boxes from the stored geometry (x, y, width, height), with group boxes as the union of their children: what the
 * canvas's CSS needs for freely placed nodes (auto layout is left to the browser's flexbox). Cached per document.
 */
export function storedLayout(panel: Panel): LayoutResult {
  const cached = cache.get(panel);
  if (cached) return cached;
  const boxes = new Map<string, Box>();
  const groups = new Map<string, { x: number; y: number }>();
  // Returns the node's box in panel coordinates; `ox, oy` is the origin its x, y are relative to.
  const place = (node: DesignNode, ox: number, oy: number): Box => {
    if (node.type === 'group') {
      const inner = node.children.map((c) => place(c, ox + node.x, oy + node.y));
      const box = unionBoxes(inner) ?? { x: ox + node.x, y: oy + node.y, width: 0, height: 0 };
      groups.set(node.id, { x: box.x - ox - node.x, y: box.y - oy - node.y });
      boxes.set(node.id, box);
      return box;
    }
    const box = { x: ox + node.x, y: oy + node.y, width: node.width, height: node.height };
    boxes.set(node.id, box);
    if (node.type === 'frame') for (const c of node.children) place(c, box.x, box.y);
    return box;
  };
  for (const child of panel.children) place(child, 0, 0);
  const result: LayoutResult = {
    boxes,
    text: new Map(),
    groups,
    panel: { x: 0, y: 0, width: panel.width, height: panel.height },
  };
  cache.set(panel, result);
  return result;
}
