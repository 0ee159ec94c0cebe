import { indexPanel, collectIds } from '@boxify/design/operations';
import type { DesignNode } from '@boxify/design/schema';

import { screenToPanel } from '@client/editor/core/camera';
import type { Editor } from '@client/editor/core/editor';
import { freshId, withNewIds } from '@client/editor/core/node-factory';

/**
 * Inserts a ready-made layer (an icon, a component) into the selected frame, else centred in the view; its ids are
 * made fresh for this panel. Answers the new layer's id.
 */
export function insertAtView(editor: Editor, node: DesignNode, label: string): string {
  const { document, selection, camera, viewport } = editor.getState();
  const selected = selection.length === 1 ? indexPanel(document).nodes.get(selection[0]) : undefined;
  const parentId = selected?.type === 'frame' ? selected.id : null;
  const centre = screenToPanel(camera, { x: viewport.width / 2, y: viewport.height / 2 });
  const origin = parentId === null ? { x: 0, y: 0 } : (editor.boxes().get(parentId) ?? { x: 0, y: 0 });
  const taken = collectIds(document);
  const copy = withNewIds(node, () => freshId(document, taken));
  const placed: DesignNode = {
    ...copy,
    x: Math.round(centre.x - origin.x - node.width / 2),
    y: Math.round(centre.y - origin.y - node.height / 2),
  };
  editor.apply(label, [{ type: 'insert', parentId, node: placed }], { selection: [placed.id] });
  return placed.id;
}
