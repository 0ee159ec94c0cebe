import type { DesignNode } from '../schema/node';
import type { IdGenerator } from './ids';

/** A deep copy of a subtree with fresh ids for it and every descendant (e.g. copy/paste, duplicate). */
export function cloneSubtree(node: DesignNode, nextId: IdGenerator): DesignNode {
  const copy = structuredClone(node);
  const assign = (n: DesignNode) => {
    n.id = nextId();
    if (n.type === 'frame' || n.type === 'group') n.children.forEach(assign);
  };
  assign(copy);
  return copy;
}
