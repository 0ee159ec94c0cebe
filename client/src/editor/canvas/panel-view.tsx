import { memo } from 'react';

import { toCssRgba } from '@boxify/design/color';
import type { Panel } from '@boxify/design/schema';

import { NodeView } from '@client/editor/canvas/node-view';

/** The panel (the artboard) and its nodes, at panel coordinates; the canvas scales and moves it. */
export const PanelView = memo(function PanelView({ panel }: { panel: Panel }) {
  return (
    <div
      className="boxify-panel"
      data-panel-id={panel.id}
      style={{
        position: 'absolute',
        left: 0,
        top: 0,
        width: panel.width,
        height: panel.height,
        overflow: 'hidden',
        backgroundColor: toCssRgba(panel.background),
      }}
    >
      {panel.children.map((node) => (
        <NodeView key={node.id} node={node} parentKind="panel" offsetX={0} offsetY={0} />
      ))}
    </div>
  );
});
