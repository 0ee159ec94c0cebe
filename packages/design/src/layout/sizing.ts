import type { DesignNode, SizingMode } from '../schema/node';

/**
 * How a node sizes on each axis in this place. `fill` needs a flow to fill; `hug` needs content (auto layout,
 * text with auto-resize, groups); anything else is a fixed size.
 */
export function effectiveSizing(node: DesignNode, inFlow: boolean): { horizontal: SizingMode; vertical: SizingMode } {
  const resolve = (mode: SizingMode, canHug: boolean): SizingMode =>
    mode === 'fill' ? (inFlow ? 'fill' : 'fixed') : mode === 'hug' && !canHug ? 'fixed' : mode;
  switch (node.type) {
    case 'text':
      return {
        horizontal:
          node.sizing.horizontal === 'fill' && inFlow
            ? 'fill'
            : node.autoResize === 'width-and-height'
              ? 'hug'
              : 'fixed',
        vertical: node.sizing.vertical === 'fill' && inFlow ? 'fill' : node.autoResize !== 'none' ? 'hug' : 'fixed',
      };
    case 'group':
      return { horizontal: 'hug', vertical: 'hug' };
    case 'frame': {
      const canHug = node.layout.mode !== 'none';
      return {
        horizontal: resolve(node.sizing.horizontal, canHug),
        vertical: resolve(node.sizing.vertical, canHug),
      };
    }
    case 'rect':
    case 'ellipse':
    case 'image':
    case 'icon':
    case 'vector':
      return { horizontal: resolve(node.sizing.horizontal, false), vertical: resolve(node.sizing.vertical, false) };
  }
}
