import type { Box } from '@boxify/design/operations';

import { panelToScreen, type Camera } from '@client/editor/core/camera';
import type { DropTarget } from '@client/editor/core/drop-target';
import type { EditorState } from '@client/editor/core/editor';
import { handlePositions, RESIZE_HANDLES } from '@client/editor/core/handles';

function screenRect(box: Box, camera: Camera) {
  const a = panelToScreen(camera, box);
  return { x: a.x, y: a.y, width: box.width * camera.zoom, height: box.height * camera.zoom };
}

const fmt = (n: number) => String(Math.round(n * 100) / 100);

export type OverlaysProps = {
  state: EditorState;
  boxes: ReadonlyMap<string, Box>;
  selectionBounds: Box | undefined;
};

/** Hover outline, selection box with handles and size label, marquee and smart guides, drawn in screen space. */
export function Overlays({ state, boxes, selectionBounds }: OverlaysProps) {
  const { camera, preview, hover, selection, marquee, guides, drop } = state;
  const shift = (box: Box): Box => (preview ? { ...box, x: box.x + preview.dx, y: box.y + preview.dy } : box);
  const hoverBox = hover !== null && !selection.includes(hover) ? boxes.get(hover) : undefined;
  const bounds = selectionBounds ? shift(selectionBounds) : undefined;
  const handles = bounds && !preview ? handlePositions(bounds, camera) : undefined;
  return (
    <svg className="editor-overlays" aria-hidden>
      {hoverBox && <rect className="editor-hover" {...screenRect(hoverBox, camera)} />}
      {selection.length > 1 &&
        selection.map((id) => {
          const box = boxes.get(id);
          return box ? <rect key={id} className="editor-selected" {...screenRect(shift(box), camera)} /> : null;
        })}
      {bounds && <rect className="editor-selection" data-testid="selection-box" {...screenRect(bounds, camera)} />}
      {handles && (
        <>
          <line
            className="editor-rotate-stem"
            x1={handles.n.x}
            y1={handles.n.y}
            x2={handles.rotate.x}
            y2={handles.rotate.y}
          />
          <circle className="editor-rotate" data-handle="rotate" cx={handles.rotate.x} cy={handles.rotate.y} r={4.5} />
          {RESIZE_HANDLES.map((h) => (
            <rect
              key={h}
              className="editor-handle"
              data-handle={h}
              x={handles[h].x - 4}
              y={handles[h].y - 4}
              width={8}
              height={8}
            />
          ))}
        </>
      )}
      {bounds && <SizeLabel bounds={bounds} camera={camera} />}
      {marquee && <rect className="editor-marquee" {...screenRect(marquee, camera)} />}
      {drop && <DropIndicator drop={drop} boxes={boxes} camera={camera} />}
      {guides.map((g, i) => {
        const a = panelToScreen(camera, g.axis === 'x' ? { x: g.at, y: g.from } : { x: g.from, y: g.at });
        const b = panelToScreen(camera, g.axis === 'x' ? { x: g.at, y: g.to } : { x: g.to, y: g.at });
        return <line key={i} className="editor-guide" x1={a.x} y1={a.y} x2={b.x} y2={b.y} />;
      })}
    </svg>
  );
}

/** "W × H" under the selection, on a pill sized to the text. */
function SizeLabel({ bounds, camera }: { bounds: Box; camera: Camera }) {
  const text = `${fmt(bounds.width)} × ${fmt(bounds.height)}`;
  const width = text.length * 6.2 + 12;
  const cx = panelToScreen(camera, bounds).x + (bounds.width * camera.zoom) / 2;
  const top = panelToScreen(camera, { x: bounds.x, y: bounds.y + bounds.height }).y + 8;
  return (
    <g className="editor-size-label">
      <rect x={cx - width / 2} y={top} width={width} height={18} rx={4} fill="#0d99ff" />
      <text x={cx} y={top + 13} textAnchor="middle">
        {text}
      </text>
    </g>
  );
}

/** Where a drag drops: the insertion line in auto layout, and the frame it goes into. */
function DropIndicator({ drop, boxes, camera }: { drop: DropTarget; boxes: ReadonlyMap<string, Box>; camera: Camera }) {
  const frame = drop.frame === null ? undefined : boxes.get(drop.frame);
  const line = drop.line;
  return (
    <g data-testid="drop-indicator" data-drop-frame={drop.frame ?? ''}>
      {frame && !line && <rect className="editor-drop-frame" {...screenRect(frame, camera)} />}
      {line && <line className="editor-drop-line" data-testid="insertion-line" {...lineEnds(line, camera)} />}
    </g>
  );
}

function lineEnds(line: Box, camera: Camera) {
  const a = panelToScreen(camera, line);
  const b = panelToScreen(camera, { x: line.x + line.width, y: line.y + line.height });
  return { x1: a.x, y1: a.y, x2: b.x, y2: b.y };
}
