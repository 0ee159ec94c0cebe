import { indexPanel } from '../operations/tree';
import type { DesignNode } from '../schema/node';
import type { Check, Finding } from './types';

export const GRID = 4;

const offGrid = (value: number) => Math.abs(value - Math.round(value / GRID) * GRID) > 1e-6;

/**
 * Spacing off the 4 px grid: auto-layout gaps and paddings, and the positions of nodes placed freely inside
 * frames (children of none-layout frames, absolute children). Top-level positions on the panel are free.
 */
export const checkOffGrid: Check = (panel) => {
  const { nodes, parents } = indexPanel(panel);
  const findings: Finding[] = [];
  for (const node of nodes.values()) {
    const bad: string[] = [];
    if (node.type === 'frame' && node.layout.mode !== 'none') {
      const l = node.layout;
      if (offGrid(l.gap)) bad.push(`layout.gap ${l.gap}`);
      if (l.wrapGap !== undefined && offGrid(l.wrapGap)) bad.push(`layout.wrapGap ${l.wrapGap}`);
      l.padding.forEach((p, i) => {
        if (offGrid(p)) bad.push(`layout.padding.${i} ${p}`);
      });
    }
    const parentId = parents.get(node.id);
    const parent: DesignNode | undefined = parentId ? nodes.get(parentId) : undefined;
    const placedFreely = parent?.type === 'frame' && (parent.layout.mode === 'none' || node.absolute) && node.visible;
    if (placedFreely) {
      if (offGrid(node.x)) bad.push(`x ${node.x}`);
      if (offGrid(node.y)) bad.push(`y ${node.y}`);
    }
    if (bad.length === 0) continue;
    const list = bad.join(', ');
    findings.push({
      check: 'off-grid',
      nodeIds: [node.id],
      message: { en: `Spacing off the ${GRID} px grid: ${list}`, zh: `间距未对齐 ${GRID} px 网格：${list}` },
    });
  }
  return findings;
};
