import { containsBox, intersectionArea, type Box } from '../operations/geometry';
import { walk } from '../operations/tree';
import type { DesignNode } from '../schema/node';
import type { Check, Finding } from './types';

/** Overlaps smaller than this (px²) are hairline touches, not overlaps. */
const MIN_AREA = 1;

/**
 * Overlaps outside auto layout: siblings placed freely (on the panel or in a none-layout frame) whose boxes
 * intersect. Intentional layering is not reported: a node fully inside another (a card on a background, text
 * on a button shape), `absolute` nodes (explicit overlays) and the insides of groups (grouped on purpose).
 */
export const checkOverlaps: Check = (panel, layout) => {
  const findings: Finding[] = [];
  const inspect = (children: DesignNode[]) => {
    const items = children
      .filter((c) => c.visible && !c.absolute)
      .map((node) => ({ node, box: layout.boxes.get(node.id) }))
      .filter((i): i is { node: DesignNode; box: Box } => i.box !== undefined && i.box.width > 0 && i.box.height > 0)
      .sort((a, b) => a.box.x - b.box.x);
    // Sweep along x: only boxes whose x-ranges meet are compared.
    const active: typeof items = [];
    for (const item of items) {
      for (let i = active.length - 1; i >= 0; i--) {
        if (active[i].box.x + active[i].box.width <= item.box.x) active.splice(i, 1);
      }
      for (const other of active) {
        if (intersectionArea(other.box, item.box) < MIN_AREA) continue;
        if (containsBox(other.box, item.box) || containsBox(item.box, other.box)) continue;
        findings.push({
          check: 'overlap',
          nodeIds: [other.node.id, item.node.id],
          message: {
            en: `“${other.node.name || other.node.id}” and “${item.node.name || item.node.id}” overlap outside auto layout`,
            zh: `“${other.node.name || other.node.id}”与“${item.node.name || item.node.id}”在自动布局之外重叠`,
          },
        });
      }
      active.push(item);
    }
  };
  inspect(panel.children);
  walk(panel, (node) => {
    if (node.type === 'group') return 'skip';
    if (node.type === 'frame' && node.layout.mode === 'none') inspect(node.children);
  });
  return findings;
};
