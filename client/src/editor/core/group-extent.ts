import { unionBoxes, type Box } from '@boxify/design/operations';
import type { DesignNode, GroupNode } from '@boxify/design/schema';

const cache = new WeakMap<GroupNode, Box>();

/** A group's box relative to its own x, y: the union of its children's stored boxes (nested groups included). */
export function groupExtent(group: GroupNode): Box {
  let extent = cache.get(group);
  if (!extent) {
    const boxes = group.children.map((child: DesignNode): Box => {
      if (child.type !== 'group') return { x: child.x, y: child.y, width: child.width, height: child.height };
      const inner = groupExtent(child);
      return { ...inner, x: child.x + inner.x, y: child.y + inner.y };
    });
    extent = unionBoxes(boxes) ?? { x: 0, y: 0, width: 0, height: 0 };
    cache.set(group, extent);
  }
  return extent;
}
