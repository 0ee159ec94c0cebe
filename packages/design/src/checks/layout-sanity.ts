// Layout sanity: what a reviewer sees at once as broken — a frame shorter than what it holds, text cut off by a
// clipping frame, a node hanging outside the panel. (Overlapping siblings are overlap.ts.)
import type { Box } from '../operations/geometry';
import type { DesignNode } from '../schema/node';
import type { Check, Finding } from './types';

/** Spills under half a pixel are rounding, not layout. */
const TOLERANCE = 0.5;

const label = (node: DesignNode) => `“${node.name || node.id}”`;
const bottom = (box: Box) => box.y + box.height;
const right = (box: Box) => box.x + box.width;

// Frames that crop on purpose: a picture or a shape placed freely in a clipping frame is a crop, not a collapse.
const CROPPABLE = new Set<DesignNode['type']>(['image', 'rect', 'ellipse', 'vector']);

/** A frame smaller than the children in its flow: they spill out of it (or are cut when it clips). */
export const checkCollapsedFrames: Check = (panel, layout) => {
  const findings: Finding[] = [];
  const visit = (node: DesignNode) => {
    if (!node.visible) return;
    if (node.type === 'frame') {
      const box = layout.boxes.get(node.id);
      const spilled = box
        ? node.children.filter((child) => {
            const crop = node.clip && node.layout.mode === 'none' && CROPPABLE.has(child.type);
            if (!child.visible || child.absolute || crop) return false;
            const inner = layout.boxes.get(child.id);
            return (
              !!inner &&
              inner.width > 0 &&
              inner.height > 0 &&
              (bottom(inner) > bottom(box) + TOLERANCE || right(inner) > right(box) + TOLERANCE)
            );
          })
        : [];
      if (box && spilled.length > 0) {
        findings.push({
          check: 'collapsed-frame',
          nodeIds: [node.id, ...spilled.map((c) => c.id)],
          message: {
            en: `${label(node)} is smaller than its content (${spilled.length} layer${spilled.length > 1 ? 's' : ''} spill out)`,
            zh: `${label(node)}小于其内容（${spilled.length} 个图层超出）`,
          },
        });
      }
    }
    if (node.type === 'frame' || node.type === 'group') node.children.forEach(visit);
  };
  panel.children.forEach(visit);
  return findings;
};

/** Text cut by the nearest clipping frame around it. */
export const checkClippedText: Check = (panel, layout) => {
  const findings: Finding[] = [];
  const visit = (node: DesignNode, clipBox: Box | undefined) => {
    if (!node.visible) return;
    const box = layout.boxes.get(node.id);
    if (node.type === 'text' && box && clipBox && box.width > 0 && box.height > 0) {
      const cut =
        box.x < clipBox.x - TOLERANCE ||
        box.y < clipBox.y - TOLERANCE ||
        right(box) > right(clipBox) + TOLERANCE ||
        bottom(box) > bottom(clipBox) + TOLERANCE;
      if (cut) {
        findings.push({
          check: 'clipped-text',
          nodeIds: [node.id],
          message: { en: `Text ${label(node)} is cut off by its frame`, zh: `文字${label(node)}被所在框架裁切` },
        });
      }
    }
    if (node.type === 'frame') {
      const inner = node.clip && box ? intersect(box, clipBox) : clipBox;
      node.children.forEach((child) => visit(child, inner));
    } else if (node.type === 'group') node.children.forEach((child) => visit(child, clipBox));
  };
  panel.children.forEach((child) => visit(child, undefined));
  return findings;
};

function intersect(a: Box, b: Box | undefined): Box {
  if (!b) return a;
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(0, Math.min(right(a), right(b)) - x),
    height: Math.max(0, Math.min(bottom(a), bottom(b)) - y),
  };
}

/** Layers that hang outside the panel (only the outermost of a branch is reported). */
export const checkOutsidePanel: Check = (panel, layout) => {
  const findings: Finding[] = [];
  const area = layout.panel;
  const visit = (node: DesignNode) => {
    if (!node.visible) return;
    const box = layout.boxes.get(node.id);
    const outside =
      !!box &&
      box.width > 0 &&
      box.height > 0 &&
      (box.x < area.x - TOLERANCE ||
        box.y < area.y - TOLERANCE ||
        right(box) > right(area) + TOLERANCE ||
        bottom(box) > bottom(area) + TOLERANCE);
    if (outside) {
      findings.push({
        check: 'outside-panel',
        nodeIds: [node.id],
        message: { en: `${label(node)} lies outside the panel`, zh: `${label(node)}超出画板范围` },
      });
      return;
    }
    // A clipping frame hides what hangs out of it: that is checked as a collapsed frame, not here.
    if (node.type === 'group' || (node.type === 'frame' && !node.clip)) node.children.forEach(visit);
  };
  panel.children.forEach(visit);
  return findings;
};
