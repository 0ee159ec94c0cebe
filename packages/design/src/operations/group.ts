import { isAutoLayoutFrame, type DesignNode, type GroupNode } from '../schema/node';
import type { Panel } from '../schema/panel';
import { DesignOperationError } from './errors';
import { absoluteBox, containerOrigin, unionBoxes, type Box, type BoxLookup } from './geometry';
import { collectIds, getContainer, indexPanel, isPanel, updateChildren } from './tree';

export type GroupOptions = { id: string; name?: string; layout?: BoxLookup };

/**
 * Groups sibling nodes. The group takes the place of the topmost selected node in the layer order, sits at the
 * selection's bounding box, and its children keep their places on the canvas (positions become relative to it).
 */
export function groupNodes(panel: Panel, ids: readonly string[], options: GroupOptions): Panel {
  if (ids.length === 0) throw new DesignOperationError('invalid-selection', 'Nothing to group');
  const index = indexPanel(panel);
  const parentIds = new Set(ids.map((id) => index.parents.get(id)));
  if (parentIds.has(undefined)) throw new DesignOperationError('node-not-found', 'A node to group was not found');
  if (parentIds.size !== 1) throw new DesignOperationError('invalid-selection', 'Only siblings can be grouped');
  if (collectIds(panel).has(options.id)) throw new DesignOperationError('duplicate-id', `Id ${options.id} exists`);
  const parentId = [...parentIds][0] ?? null;
  const parent = getContainer(panel, parentId);
  const selected = new Set(ids);
  const members = parent.children.filter((c) => selected.has(c.id));
  const boxes = new Map<string, Box>(members.map((m) => [m.id, absoluteBox(panel, m.id, options.layout)!]));
  const bounds = unionBoxes([...boxes.values()])!;
  const origin = containerOrigin(panel, parentId, options.layout);
  const inFlow = !isPanel(parent) && isAutoLayoutFrame(parent);
  const children: DesignNode[] = members.map((m) => {
    const box = boxes.get(m.id)!;
    return {
      ...m,
      x: box.x - bounds.x,
      y: box.y - bounds.y,
      width: box.width,
      height: box.height,
      absolute: false,
      sizing: { horizontal: fixedUnlessHug(m.sizing.horizontal), vertical: fixedUnlessHug(m.sizing.vertical) },
    };
  });
  const group: GroupNode = {
    id: options.id,
    type: 'group',
    name: options.name ?? 'Group',
    visible: true,
    locked: false,
    opacity: 1,
    rotation: 0,
    x: bounds.x - origin.x,
    y: bounds.y - origin.y,
    width: bounds.width,
    height: bounds.height,
    sizing: { horizontal: 'hug', vertical: 'hug' },
    fills: [],
    strokes: [],
    strokeWidth: 1,
    strokeAlign: 'inside',
    radius: 0,
    effects: [],
    absolute: inFlow && members.every((m) => m.absolute),
    children,
  };
  const topmost = Math.max(...members.map((m) => parent.children.indexOf(m)));
  return updateChildren(panel, parentId, (siblings) => {
    const out: DesignNode[] = [];
    siblings.forEach((s, i) => {
      if (i === topmost) out.push(group);
      else if (!selected.has(s.id)) out.push(s);
    });
    return out;
  });
}

// Inside a group there is no container to fill.
function fixedUnlessHug(mode: 'fixed' | 'hug' | 'fill'): 'fixed' | 'hug' {
  return mode === 'fill' ? 'fixed' : mode;
}

/** Replaces a group by its children, in place in the layer order, keeping their places on the canvas. */
export function ungroupNode(panel: Panel, id: string, layout?: BoxLookup): Panel {
  const index = indexPanel(panel);
  const group = index.nodes.get(id);
  if (!group) throw new DesignOperationError('node-not-found', `Node ${id} not found`);
  if (group.type !== 'group') throw new DesignOperationError('invalid-selection', `Node ${id} is not a group`);
  const parentId = index.parents.get(id) ?? null;
  const origin = containerOrigin(panel, parentId, layout);
  // As in Figma, the children of a group ungrouped inside an auto-layout frame join its flow.
  const released = group.children.map((child) => {
    const box = absoluteBox(panel, child.id, layout)!;
    return { ...child, x: box.x - origin.x, y: box.y - origin.y };
  });
  return updateChildren(panel, parentId, (siblings) => siblings.flatMap((s) => (s === group ? released : [s])));
}
