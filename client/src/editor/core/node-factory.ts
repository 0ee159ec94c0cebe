import { DesignNodeSchema, type DesignNode, type DesignNodeInput } from '@boxify/design/schema';
import { randomIds, collectIds, subtreeNodes } from '@boxify/design/operations';
import type { Panel } from '@boxify/design/schema';

import type { ToolId } from '@client/editor/core/editor';

export type ShapeTool = Exclude<ToolId, 'select' | 'hand'>;

const DEFAULT_NAMES: Record<ShapeTool, string> = {
  frame: 'Frame',
  rect: 'Rectangle',
  ellipse: 'Ellipse',
  text: 'Text',
  line: 'Line',
};

/** A fresh id not used in the panel. */
export function freshId(panel: Panel, taken: Set<string> = collectIds(panel)): string {
  let id = randomIds();
  while (taken.has(id)) id = randomIds();
  taken.add(id);
  return id;
}

/** A new node of a drawing tool at a box, with Figma's defaults (white frames, grey shapes, black text). */
export function shapeNode(
  tool: ShapeTool,
  id: string,
  box: { x: number; y: number; width: number; height: number },
  name = DEFAULT_NAMES[tool],
): DesignNode {
  const base = { id, name, x: round(box.x), y: round(box.y), width: round(box.width), height: round(box.height) };
  const solid = (color: string) => [{ type: 'solid' as const, color, opacity: 1, visible: true }];
  let input: DesignNodeInput;
  switch (tool) {
    case 'frame':
      input = { ...base, type: 'frame', fills: solid('#ffffff') };
      break;
    case 'rect':
      input = { ...base, type: 'rect', fills: solid('#d9d9d9') };
      break;
    case 'ellipse':
      input = { ...base, type: 'ellipse', fills: solid('#d9d9d9') };
      break;
    case 'text':
      input = {
        ...base,
        type: 'text',
        characters: name,
        width: Math.max(1, base.width),
        height: Math.max(1, base.height),
      };
      break;
    case 'line':
      // A line is a vector with one stroked path along its box's diagonal (usually horizontal).
      input = {
        ...base,
        type: 'vector',
        height: Math.max(1, base.height),
        strokes: solid('#000000'),
        strokeWidth: 1,
        strokeAlign: 'center',
        viewBox: [0, 0, Math.max(1, base.width), Math.max(1, base.height)],
        paths: [{ d: `M0 0 L${Math.max(1, base.width)} ${base.height}`, fillRule: 'nonzero' }],
      };
      break;
  }
  return DesignNodeSchema.parse(input);
}

/** A copy of a subtree with new ids throughout (paste, duplicate). */
export function withNewIds(node: DesignNode, nextId: () => string): DesignNode {
  const copy = structuredClone(node);
  for (const n of subtreeNodes(copy)) (n as { id: string }).id = nextId();
  return copy;
}

const round = (value: number) => Math.round(value * 100) / 100;
