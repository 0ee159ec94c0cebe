import { updateNodes, walk } from '@boxify/design/operations';
import type { Panel } from '@boxify/design/schema';

import { type IconCatalogue, iconCatalogue } from './icons/icon-catalogue';

/**
 * The panel with every icon node that names a library icon but carries no drawing given its `svg` from the
 * icon catalogue, so renderers (exports, previews, shared images) draw it. Unknown icons stay as they are.
 */
export function withResolvedIcons(panel: Panel, catalogue?: IconCatalogue): Panel {
  const missing: string[] = [];
  walk(panel, (node) => {
    if (node.type === 'icon' && !node.svg?.trim()) missing.push(node.id);
  });
  if (missing.length === 0) return panel;
  const icons = catalogue ?? iconCatalogue();
  return updateNodes(panel, missing, (node) => {
    if (node.type !== 'icon') return node;
    const icon = icons.get(node.library, node.style, node.icon) ?? icons.get(node.library, 'outline', node.icon);
    return icon ? { ...node, svg: icon.svg } : node;
  });
}
