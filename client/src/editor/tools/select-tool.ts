import type { Box } from '@boxify/design/operations';
import { indexPanel, parentOf, updateNodes } from '@boxify/design/operations';
import type { DesignNode } from '@boxify/design/schema';

import type { Point } from '@client/editor/core/camera';
import type { Editor } from '@client/editor/core/editor';
import { handleAt, resizeBox, type Handle, type ResizeHandle } from '@client/editor/core/handles';
import { boxFromPoints, nodeAt, nodesInMarquee, selectableAncestor } from '@client/editor/core/hit-test';
import {
  DROP_DWELL_MS,
  dropTargetAt,
  dragContext,
  type DragContext,
  type DropTarget,
  type DwellState,
} from '@client/editor/core/drop-target';
import { SNAP_DISTANCE, snapMove, snapTargets } from '@client/editor/core/snapping';
import { applyBoxes, commitMove, scaleBoxes } from '@client/editor/core/transform';
import { DRAG_THRESHOLD, travelled, type Tool, type ToolPointer } from '@client/editor/tools/tool';

type State =
  | { kind: 'idle' }
  | { kind: 'pointing'; start: ToolPointer; clicked: string; wasSelected: boolean }
  | {
      kind: 'dragging';
      start: ToolPointer;
      ids: readonly string[];
      bounds: Box;
      targets: Box[];
      dwell: DwellState;
      last: Point;
      lastTime: number;
      context: DragContext;
    }
  | { kind: 'marquee'; start: ToolPointer; base: readonly string[] }
  | { kind: 'resizing'; start: ToolPointer; handle: ResizeHandle; bounds: Box; boxes: Map<string, Box>; ratio: boolean }
  | { kind: 'rotating'; start: ToolPointer; centre: Point; rotations: Map<string, number> };

const CURSORS: Record<Handle, string> = {
  nw: 'nwse-resize',
  se: 'nwse-resize',
  ne: 'nesw-resize',
  sw: 'nesw-resize',
  n: 'ns-resize',
  s: 'ns-resize',
  e: 'ew-resize',
  w: 'ew-resize',
  rotate: 'grab',
};

/** Select mode: click, shift-click, marquee, move (with snapping), resize, rotate, double-click into containers. */
export function createSelectTool(editor: Editor): Tool {
  let state: State = { kind: 'idle' };
  let hoverHandle: Handle | undefined;

  const target = (e: ToolPointer): string | undefined => {
    const { document, scope } = editor.getState();
    const hit = nodeAt(document, editor.boxes(), e.point);
    if (hit === undefined) return undefined;
    // Ctrl/⌘-click picks the deepest layer directly (Figma's deep select).
    return e.mod ? hit : selectableAncestor(document, hit, scope);
  };

  const startDrag = (start: ToolPointer): State => {
    const { document } = editor.getState();
    const ids = editor.selection.filter((id) => !indexPanel(document).nodes.get(id)?.locked);
    const bounds = editor.selectionBounds(ids);
    if (!bounds || ids.length === 0) return { kind: 'idle' };
    const boxes = editor.boxes();
    const parent = parentOf(document, ids[0]);
    const siblings = parent ? parent.children.map((c) => c.id) : [];
    const parentBox =
      parent && 'type' in parent
        ? (boxes.get(parent.id) ?? bounds)
        : { x: 0, y: 0, width: document.width, height: document.height };
    return {
      kind: 'dragging',
      start,
      ids,
      bounds,
      targets: snapTargets(boxes, siblings, parentBox, new Set(ids)),
      dwell: { candidate: null, since: start.time ?? performance.now() },
      last: start.point,
      lastTime: start.time ?? performance.now(),
      context: dragContext(document, boxes, ids),
    };
  };

  // The drop target, again once the pointer has rested (a dwell decides whether it goes into another frame).
  let dwellTimer: ReturnType<typeof setTimeout> | undefined;
  const updateDrop = (): DropTarget | null => {
    if (state.kind !== 'dragging') return null;
    const found = dropTargetAt(
      editor.document,
      editor.boxes(),
      state.ids,
      state.last,
      state.dwell,
      state.lastTime,
      state.context,
    );
    state.dwell = found.dwell;
    clearTimeout(dwellTimer);
    dwellTimer = setTimeout(() => {
      if (state.kind !== 'dragging') return;
      state.lastTime = performance.now();
      editor.setState({ drop: updateDrop() });
    }, DROP_DWELL_MS + 20);
    return found.target;
  };

  return {
    pointerDown(e) {
      if (e.button === 2) {
        // A right-click on a layer outside the selection selects it, so the context menu acts on it.
        const id = target(e);
        if (id !== undefined && !editor.selection.includes(id)) editor.select([id]);
        return;
      }
      if (e.button !== 0) return;
      const bounds = editor.selectionBounds();
      const handle = bounds ? handleAt(bounds, editor.getState().camera, e.screen) : undefined;
      if (bounds && handle === 'rotate') {
        const centre = { x: bounds.x + bounds.width / 2, y: bounds.y + bounds.height / 2 };
        const { nodes } = indexPanel(editor.document);
        const rotations = new Map(editor.selection.map((id) => [id, nodes.get(id)?.rotation ?? 0]));
        editor.beginGesture('Rotate');
        state = { kind: 'rotating', start: e, centre, rotations };
        return;
      }
      if (bounds && handle !== undefined) {
        const boxes = editor.boxes();
        const own = new Map(editor.selection.map((id) => [id, boxes.get(id)!]).filter(([, b]) => b) as [string, Box][]);
        const single =
          editor.selection.length === 1 ? indexPanel(editor.document).nodes.get(editor.selection[0]) : undefined;
        editor.beginGesture('Resize');
        state = {
          kind: 'resizing',
          start: e,
          handle: handle as ResizeHandle,
          bounds,
          boxes: own,
          ratio: single?.lockRatio === true,
        };
        return;
      }
      const id = target(e);
      if (id === undefined) {
        if (!e.shift) editor.select([]);
        state = { kind: 'marquee', start: e, base: e.shift ? editor.selection : [] };
        return;
      }
      const wasSelected = editor.selection.includes(id);
      if (e.shift) editor.select(wasSelected ? editor.selection.filter((s) => s !== id) : [...editor.selection, id]);
      else if (!wasSelected) editor.select([id]);
      state = { kind: 'pointing', start: e, clicked: id, wasSelected };
    },

    pointerMove(e) {
      switch (state.kind) {
        case 'idle': {
          const bounds = editor.selectionBounds();
          hoverHandle = bounds ? handleAt(bounds, editor.getState().camera, e.screen) : undefined;
          const hover = hoverHandle ? null : (target(e) ?? null);
          if (hover !== editor.getState().hover) editor.setState({ hover });
          return;
        }
        case 'pointing':
          if (travelled(state.start.screen, e.screen) < DRAG_THRESHOLD) return;
          state = startDrag(state.start);
          this.pointerMove(e);
          return;
        case 'dragging': {
          let dx = e.point.x - state.start.point.x;
          let dy = e.point.y - state.start.point.y;
          if (e.shift) {
            if (Math.abs(dx) > Math.abs(dy)) dy = 0;
            else dx = 0;
          }
          const zoom = editor.getState().camera.zoom;
          const snapped = e.alt
            ? { dx, dy, guides: [] }
            : snapMove(state.bounds, dx, dy, state.targets, SNAP_DISTANCE / zoom);
          state.last = e.point;
          state.lastTime = e.time ?? performance.now();
          editor.setState({
            preview: { ids: state.ids, dx: snapped.dx, dy: snapped.dy },
            guides: snapped.guides,
            hover: null,
            drop: updateDrop(),
          });
          return;
        }
        case 'marquee': {
          const base = state.base;
          const marquee = boxFromPoints(state.start.point, e.point);
          const { document, scope } = editor.getState();
          const inside = nodesInMarquee(document, editor.boxes(), scope, marquee);
          editor.setState({ marquee });
          editor.select([...base, ...inside.filter((id) => !base.includes(id))]);
          return;
        }
        case 'resizing': {
          const dx = e.point.x - state.start.point.x;
          const dy = e.point.y - state.start.point.y;
          const next = resizeBox(state.bounds, state.handle, dx, dy, e.shift || state.ratio, e.alt);
          const to =
            state.boxes.size === 1 && state.boxes.has(editor.selection[0])
              ? new Map([[editor.selection[0], next]])
              : scaleBoxes(state.boxes, state.bounds, next);
          const from = state.boxes;
          editor.change('Resize', (doc) => applyBoxes(doc, from, to));
          return;
        }
        case 'rotating': {
          const centre = state.centre;
          const angle = (p: Point) => (Math.atan2(p.y - centre.y, p.x - centre.x) * 180) / Math.PI;
          let delta = angle(e.point) - angle(state.start.point);
          if (e.shift) delta = Math.round(delta / 15) * 15;
          const rotations = state.rotations;
          editor.change('Rotate', (doc) =>
            updateNodes(
              doc,
              rotations.keys(),
              (node) => ({ ...node, rotation: normalise(rotations.get(node.id)! + delta) }) as DesignNode,
            ),
          );
          return;
        }
      }
    },

    pointerUp(e) {
      const s = state;
      state = { kind: 'idle' };
      switch (s.kind) {
        case 'pointing':
          // A plain click on one of several selected nodes selects just it.
          if (!e.shift && s.wasSelected && editor.selection.length > 1) editor.select([s.clicked]);
          return;
        case 'dragging': {
          state = s;
          s.last = e.point;
          s.lastTime = e.time ?? performance.now();
          const drop = updateDrop();
          clearTimeout(dwellTimer);
          state = { kind: 'idle' };
          const preview = editor.getState().preview;
          editor.setState({ preview: null, guides: [], drop: null });
          // The moved layers land on whole pixels (their box's corner), whatever the zoom.
          if (preview) {
            const dx = Math.round(s.bounds.x + preview.dx) - s.bounds.x;
            const dy = Math.round(s.bounds.y + preview.dy) - s.bounds.y;
            commitMove(editor, preview.ids, round(dx), round(dy), e.point, drop?.frame);
          }
          return;
        }
        case 'marquee':
          editor.setState({ marquee: null });
          return;
        case 'resizing':
        case 'rotating':
          editor.endGesture();
          return;
        case 'idle':
          return;
      }
    },

    doubleClick(e) {
      const { document } = editor.getState();
      const [only] = editor.selection;
      const node = only === undefined ? undefined : indexPanel(document).nodes.get(only);
      // Double-clicking a text layer types into it.
      if (node?.type === 'text' && !node.locked) {
        editor.setState({ editingText: node.id });
        return;
      }
      if (!node || (node.type !== 'frame' && node.type !== 'group')) return;
      // Enter the container: its children become selectable by a click.
      editor.setState({ scope: node.id });
      const hit = nodeAt(document, editor.boxes(), e.point);
      const inner = hit === undefined ? undefined : selectableAncestor(document, hit, node.id);
      editor.select(inner && inner !== node.id ? [inner] : [node.id]);
    },

    cancel() {
      clearTimeout(dwellTimer);
      if (state.kind === 'dragging') editor.setState({ preview: null, guides: [], drop: null });
      if (state.kind === 'marquee') editor.setState({ marquee: null });
      if (state.kind === 'resizing' || state.kind === 'rotating') editor.endGesture();
      state = { kind: 'idle' };
    },

    cursor: () => (state.kind === 'dragging' ? 'move' : hoverHandle ? CURSORS[hoverHandle] : 'default'),
  };
}

const normalise = (deg: number) => Math.round(((((deg % 360) + 540) % 360) - 180) * 100) / 100;
const round = (value: number) => Math.round(value * 100) / 100;
