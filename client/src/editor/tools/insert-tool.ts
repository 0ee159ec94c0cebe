import { indexPanel } from '@boxify/design/operations';
import { isAutoLayoutFrame } from '@boxify/design/schema';

import type { Point } from '@client/editor/core/camera';
import type { Editor } from '@client/editor/core/editor';
import { boxFromPoints } from '@client/editor/core/hit-test';
import { freshId, shapeNode, type ShapeTool } from '@client/editor/core/node-factory';
import { flowIndexAt, frameAt } from '@client/editor/core/transform';
import { DRAG_THRESHOLD, travelled, type Tool, type ToolPointer } from '@client/editor/tools/tool';

/** Size of a shape made by a click without a drag (Figma: 100 × 100; text hugs its characters). */
const CLICK_SIZE: Record<ShapeTool, { width: number; height: number }> = {
  frame: { width: 100, height: 100 },
  rect: { width: 100, height: 100 },
  ellipse: { width: 100, height: 100 },
  text: { width: 40, height: 24 },
  line: { width: 100, height: 1 },
};

/** Draws a new node: press and drag a box (shift: square), or click for the default size; then back to select. */
export function createInsertTool(editor: Editor, tool: ShapeTool): Tool {
  let start: ToolPointer | null = null;
  let current: Point | null = null;

  const boxTo = (from: Point, to: Point, square: boolean) => {
    const box = boxFromPoints(from, to);
    if (tool === 'line') return { x: box.x, y: from.y, width: Math.max(1, box.width), height: 1 };
    if (!square) return box;
    const side = Math.max(box.width, box.height);
    return {
      x: to.x < from.x ? from.x - side : from.x,
      y: to.y < from.y ? from.y - side : from.y,
      width: side,
      height: side,
    };
  };

  return {
    pointerDown(e) {
      if (e.button !== 0) return;
      start = e;
      current = e.point;
    },
    pointerMove(e) {
      if (!start) return;
      current = e.point;
      const dragging = travelled(start.screen, e.screen) >= DRAG_THRESHOLD;
      editor.setState({ marquee: dragging ? boxTo(start.point, e.point, e.shift) : null });
    },
    pointerUp(e) {
      if (!start) return;
      const from = start;
      start = null;
      editor.setState({ marquee: null });
      const dragged = travelled(from.screen, e.screen) >= DRAG_THRESHOLD;
      const box = dragged ? boxTo(from.point, current ?? e.point, e.shift) : { ...from.point, ...CLICK_SIZE[tool] };
      const { document } = editor.getState();
      const boxes = editor.boxes();
      const parentId = frameAt(document, boxes, from.point, []);
      const parent = parentId === null ? undefined : indexPanel(document).nodes.get(parentId);
      const origin = parentId === null ? { x: 0, y: 0 } : (boxes.get(parentId) ?? { x: 0, y: 0 });
      const id = freshId(document);
      // Whole pixels, as in Figma: the pointer at a zoom lands between them.
      const node = shapeNode(tool, id, {
        x: Math.round(box.x - origin.x),
        y: Math.round(box.y - origin.y),
        width: Math.max(1, Math.round(box.width)),
        height: Math.max(1, Math.round(box.height)),
      });
      const index =
        parent && isAutoLayoutFrame(parent) ? flowIndexAt(document, boxes, parent.id, from.point, []) : undefined;
      const inserted = editor.apply(`Insert ${tool}`, [{ type: 'insert', parentId, node, index }], { selection: [id] });
      editor.setTool('select');
      // A new text layer is typed into at once.
      if (inserted && tool === 'text') editor.setState({ editingText: id });
    },
    cancel() {
      start = null;
      editor.setState({ marquee: null });
    },
    cursor: () => 'crosshair',
  };
}
