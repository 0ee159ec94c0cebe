import type { Box, BoxLookup } from '@boxify/design/operations';
import { indexPanel } from '@boxify/design/operations';
import type { Panel } from '@boxify/design/schema';

import type { BoxSource } from '@client/editor/core/box-source';
import { storedLayout } from '@client/editor/core/stored-layout';

/**
 * Boxes measured from the browser's layout of the canvas (what the user sees, and what the HTML export gives).
 * Measured once per rendered document, on first use; until React has drawn a document its stored geometry serves.
 */
export class DomBoxSource implements BoxSource {
  private root: HTMLElement | null = null;
  private rendered: Panel | null = null;
  private readonly cache = new WeakMap<Panel, BoxLookup>();

  /** Called by the panel view after each commit. */
  attach(root: HTMLElement | null, rendered: Panel | null): void {
    this.root = root;
    this.rendered = rendered;
  }

  boxes(document: Panel): BoxLookup {
    const cached = this.cache.get(document);
    if (cached) return cached;
    if (!this.root || this.rendered !== document) return storedLayout(document).boxes;
    const boxes = measure(this.root, document);
    this.cache.set(document, boxes);
    return boxes;
  }
}

function measure(root: HTMLElement, document: Panel): Map<string, Box> {
  const origin = root.getBoundingClientRect();
  const scale = origin.width / Math.max(1, document.width) || 1;
  const { nodes } = indexPanel(document);
  const out = new Map<string, Box>(storedLayout(document).boxes);
  for (const el of root.querySelectorAll<HTMLElement | SVGElement>('[data-node-id]')) {
    const id = el.dataset.nodeId!;
    const node = nodes.get(id);
    if (!node) continue;
    const r = el.getBoundingClientRect();
    const x = (r.left - origin.left) / scale;
    const y = (r.top - origin.top) / scale;
    let box: Box = { x, y, width: r.width / scale, height: r.height / scale };
    // A rotated element's client rect is its rotated bounds: keep the centre, take the unrotated size.
    if (node.rotation % 360 !== 0) {
      const cx = x + box.width / 2;
      const cy = y + box.height / 2;
      const width = el instanceof HTMLElement ? el.offsetWidth : node.width;
      const height = el instanceof HTMLElement ? el.offsetHeight : node.height;
      box = { x: cx - width / 2, y: cy - height / 2, width, height };
    }
    out.set(id, { x: round(box.x), y: round(box.y), width: round(box.width), height: round(box.height) });
  }
  return out;
}

// Client rects at a zoom carry float noise (16.0000067): layout units are 1/64 px, so 1/100 px loses nothing.
const round = (value: number) => Math.round(value * 100) / 100;
