import { DesignNodeSchema } from '@boxify/design/schema';

import type { Editor } from '@client/editor/core/editor';
import { insertAtView } from '@client/editor/core/insert-node';

export type IconChoice = { library: string; name: string; style: 'outline' | 'filled'; svg: string };

const ICON_SIZE = 24;

/**
 * Inserts an icon (its svg inline, so every renderer draws it) into the selected frame, else at the centre of the
 * view; it takes its colour from its fill, so it recolours like text.
 */
export function insertIcon(editor: Editor, icon: IconChoice): string {
  const node = DesignNodeSchema.parse({
    id: 'icon',
    type: 'icon',
    name: icon.name,
    library: icon.library,
    icon: icon.name,
    style: icon.style,
    svg: icon.svg,
    width: ICON_SIZE,
    height: ICON_SIZE,
    fills: [{ type: 'solid', color: '#0f172a', opacity: 1, visible: true }],
  });
  return insertAtView(editor, node, 'Insert icon');
}
