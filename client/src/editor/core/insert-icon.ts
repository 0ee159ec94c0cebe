import { indexPanel } from '@server/design/operations/tree';
import { DesignNodeSchema } from '@server/design/schema/node';

import { screenToPanel } from '@client/editor/core/camera';
import type { Editor } from '@client/editor/core/editor';
import { freshId } from '@client/editor/core/node-factory';

export type IconChoice = { library: string; name: string; style: 'outline' | 'filled'; svg: string };

const ICON_SIZE = 24;

/**
 * Inserts an icon (its svg inline, so every renderer draws it) into the selected frame, else at the centre of the
 * view; it takes its colour from its fill, so it recolours like text.
 */
export function insertIcon(editor: Editor, icon: IconChoice): string {
  const { document, selection, camera, viewport } = editor.getState();
  const selected = selection.length === 1 ? indexPanel(document).nodes.get(selection[0]) : undefined;
  const parentId = selected?.type === 'frame' ? selected.id : null;
  const centre = screenToPanel(camera, { x: viewport.width / 2, y: viewport.height / 2 });
  const origin = parentId === null ? { x: 0, y: 0 } : (editor.boxes().get(parentId) ?? { x: 0, y: 0 });
  const id = freshId(document);
  const node = DesignNodeSchema.parse({
    id,
    type: 'icon',
    name: icon.name,
    library: icon.library,
    icon: icon.name,
    style: icon.style,
    svg: icon.svg,
    x: Math.round(centre.x - origin.x - ICON_SIZE / 2),
    y: Math.round(centre.y - origin.y - ICON_SIZE / 2),
    width: ICON_SIZE,
    height: ICON_SIZE,
    fills: [{ type: 'solid', color: '#0f172a', opacity: 1, visible: true }],
  });
  editor.apply('Insert icon', [{ type: 'insert', parentId, node }], { selection: [id] });
  return id;
}
