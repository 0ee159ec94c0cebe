import { memo } from 'react';

import { toCssRgba } from '@boxify/design/color';
import type { DesignNode, Panel } from '@boxify/design/schema';

import { NodeView } from '@client/editor/canvas/node-view';

/** Wholly beside the panel (stored geometry): drawn on the canvas, not clipped away by the panel. */
const beside = (node: DesignNode, panel: Panel) =>
  node.x >= panel.width || node.y >= panel.height || node.x + node.width <= 0 || node.y + node.height <= 0;

/**
 * The panel (the artboard) and its nodes, at panel coordinates; the canvas scales and moves it. The panel clips what
 * overflows it; a top-level layer drawn beside it stays visible on the canvas, as in Figma.
 */
export const PanelView = memo(function PanelView({ panel }: { panel: Panel }) {
  const outside = panel.children.filter((node) => beside(node, panel));
  const inside = outside.length === 0 ? panel.children : panel.children.filter((node) => !outside.includes(node));
  return (
    <div
      className="boxify-panel"
      data-panel-id={panel.id}
      style={{ position: 'absolute', left: 0, top: 0, width: panel.width, height: panel.height }}
    >
      <div
        className="boxify-panel__page"
        style={{
          position: 'absolute',
          inset: 0,
          overflow: 'hidden',
          backgroundColor: toCssRgba(panel.background),
        }}
      >
        {inside.map((node) => (
          <NodeView key={node.id} node={node} parentKind="panel" offsetX={0} offsetY={0} />
        ))}
      </div>
      {outside.map((node) => (
        <NodeView key={node.id} node={node} parentKind="panel" offsetX={0} offsetY={0} />
      ))}
    </div>
  );
});
