import type { DesignNode } from '../schema/node';
import type { Panel } from '../schema/panel';
import { indexPanel } from './tree';

/** Deletes nodes (and their subtrees); unknown ids are ignored. Only changed containers are copied. */
export function deleteNodes(panel: Panel, ids: readonly string[]): Panel {
  const { nodes } = indexPanel(panel);
  const doomed = new Set(ids.filter((id) => nodes.has(id)));
  if (doomed.size === 0) return panel;
  const prune = (children: DesignNode[]): DesignNode[] => {
    let changed = false;
    const out: DesignNode[] = [];
    for (const child of children) {
      if (doomed.has(child.id)) {
        changed = true;
        continue;
      }
      if (child.type === 'frame' || child.type === 'group') {
        const next = prune(child.children);
        if (next !== child.children) {
          changed = true;
          out.push({ ...child, children: next });
          continue;
        }
      }
      out.push(child);
    }
    return changed ? out : children;
  };
  return { ...panel, children: prune(panel.children) };
}
