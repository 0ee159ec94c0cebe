import { unchanged, type Fix } from './types';
import { updateNodes, walk } from '@boxify/design/operations';
import type { DesignNode } from '@boxify/design/schema';

/** Edges closer than this (px) are meant to be aligned. */
const NEAR = 3;

/** For each cluster of nearly equal values, the value its members should take (the most common one). */
function alignedValues(items: { id: string; value: number }[]): Map<string, number> {
  const out = new Map<string, number>();
  const sorted = [...items].sort((a, b) => a.value - b.value);
  let cluster: typeof sorted = [];
  const flush = () => {
    const counts = new Map<number, number>();
    for (const item of cluster) counts.set(item.value, (counts.get(item.value) ?? 0) + 1);
    if (counts.size > 1) {
      // The most common edge wins; on a tie, the one on the 4 px grid, then the smallest.
      const [target] = [...counts.entries()].sort(
        (a, b) => b[1] - a[1] || Number(b[0] % 4 === 0) - Number(a[0] % 4 === 0) || a[0] - b[0],
      )[0];
      for (const item of cluster) if (item.value !== target) out.set(item.id, target);
    }
    cluster = [];
  };
  for (const item of sorted) {
    if (cluster.length > 0 && item.value - cluster[cluster.length - 1].value > NEAR) flush();
    cluster.push(item);
  }
  flush();
  return out;
}

/** Nearly aligned siblings placed freely in a frame (left edges, top edges within 3 px) take the same edge. */
export const fixAlignment: Fix = {
  name: 'alignment',
  layout: false,
  changesLayout: true,
  run(panel) {
    const xs = new Map<string, number>();
    const ys = new Map<string, number>();
    walk(panel, (node) => {
      if (node.type !== 'frame' || node.layout.mode !== 'none') return;
      const free = node.children.filter((c: DesignNode) => c.visible && !c.absolute);
      if (free.length < 2) return;
      for (const [id, x] of alignedValues(free.map((c) => ({ id: c.id, value: c.x })))) xs.set(id, x);
      for (const [id, y] of alignedValues(free.map((c) => ({ id: c.id, value: c.y })))) ys.set(id, y);
    });
    const targets = new Set([...xs.keys(), ...ys.keys()]);
    if (targets.size === 0) return unchanged(panel);
    const next = updateNodes(panel, targets, (node) => ({
      ...node,
      x: xs.get(node.id) ?? node.x,
      y: ys.get(node.id) ?? node.y,
    }));
    return { panel: next, changed: [...targets] };
  },
  describe: (n) => ({
    en: `Aligned ${n} nearly aligned layers`,
    zh: `已对齐 ${n} 个几乎对齐的图层`,
  }),
};
