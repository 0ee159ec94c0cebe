import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type PointerEvent,
  type WheelEvent,
} from 'react';

import { DomBoxSource } from '@client/editor/canvas/dom-boxes';
import { isHistoryKey, ownsHistoryKey, trackTypedFields } from '@client/editor/canvas/focus-keys';
import { Overlays } from '@client/editor/canvas/overlays';
import { PanelView } from '@client/editor/canvas/panel-view';
import { CanvasTextEditor } from '@client/editor/canvas/text-editor';
import { screenToPanel } from '@client/editor/core/camera';
import type { Editor } from '@client/editor/core/editor';
import type { Interaction } from '@client/editor/tools/interaction';
import type { ToolPointer } from '@client/editor/tools/tool';

import '@client/editor/canvas/editor-canvas.css';

const CONTROLS = 'button, a, [role="treeitem"], [role="menuitem"], [role="option"]';

/** A mouse wheel's notch in pixels (Chromium: 100; a line-mode notch counts as one). */
const WHEEL_NOTCH = 100;

export type EditorCanvasProps = { editor: Editor; interaction: Interaction; label: string };

const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    !!target.closest('[role="dialog"]'));

/** The canvas: the panel drawn in the DOM under a camera, pointer and keyboard input fed to the tools. */
export function EditorCanvas({ editor, interaction, label }: EditorCanvasProps) {
  const state = useSyncExternalStore(editor.subscribe, editor.getState);
  const viewportRef = useRef<HTMLDivElement>(null);
  const worldRef = useRef<HTMLDivElement>(null);
  const boxSource = useMemo(() => new DomBoxSource(), []);
  const fittedPanel = useRef<string | null>(null);

  useEffect(() => {
    editor.setBoxSource(boxSource);
  }, [editor, boxSource]);

  // The document React just drew is the one the box source may measure.
  useLayoutEffect(() => {
    boxSource.attach(worldRef.current?.querySelector<HTMLElement>('.boxify-panel') ?? null, state.document);
    // Overlays and the properties drawn before this commit used stored sizes: let them read the measured ones.
    editor.setState({ layoutVersion: editor.getState().layoutVersion + 1 });
  }, [editor, boxSource, state.document]);

  // Follow the viewport's size; fit a newly opened panel.
  useLayoutEffect(() => {
    const el = viewportRef.current;
    if (!el) return;
    const observer = new ResizeObserver(() => {
      editor.setViewport({ width: el.clientWidth, height: el.clientHeight });
      if (fittedPanel.current !== editor.document.id && el.clientWidth > 0) {
        fittedPanel.current = editor.document.id;
        editor.fitToPanel();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [editor]);
  useEffect(() => {
    if (fittedPanel.current !== null && fittedPanel.current !== state.document.id) {
      fittedPanel.current = state.document.id;
      editor.fitToPanel();
    }
  }, [editor, state.document.id]);

  // A drag is drawn by offsetting the moving elements, without re-rendering the document.
  const moved = useRef<(HTMLElement | SVGElement)[]>([]);
  useLayoutEffect(() => {
    for (const el of moved.current) el.style.translate = '';
    moved.current = [];
    const preview = state.preview;
    const world = worldRef.current;
    if (!preview || !world) return;
    for (const id of preview.ids) {
      const el = world.querySelector<HTMLElement>(`[data-node-id="${CSS.escape(id)}"]`);
      if (!el) continue;
      el.style.translate = `${preview.dx}px ${preview.dy}px`;
      moved.current.push(el);
    }
  }, [state.preview]);

  // The text layer being typed into hides under its textarea.
  useLayoutEffect(() => {
    const id = state.editingText;
    const el = id === null ? null : worldRef.current?.querySelector<HTMLElement>(`[data-node-id="${CSS.escape(id)}"]`);
    if (!el) return;
    el.style.visibility = 'hidden';
    return () => {
      el.style.visibility = '';
    };
  }, [state.editingText, state.document]);

  useEffect(() => {
    trackTypedFields();
    // Undo and redo are caught first, wherever focus is (a panel's field may keep its keys to itself).
    const history = (e: KeyboardEvent) => {
      if (!isHistoryKey(e) || ownsHistoryKey(e.target)) return;
      e.stopPropagation();
      if (interaction.keyDown(e)) e.preventDefault();
    };
    const down = (e: KeyboardEvent) => {
      if (isTyping(e.target)) return;
      // Enter on a focused control is that control's (a button, a layer row), not "select children".
      if (e.key === 'Enter' && e.target instanceof Element && e.target.closest(CONTROLS)) return;
      if (interaction.keyDown(e)) e.preventDefault();
    };
    const up = (e: KeyboardEvent) => interaction.keyUp(e);
    window.addEventListener('keydown', history, true);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', history, true);
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [interaction]);

  // Wheel: scroll pans, ctrl/⌘ + wheel (and the trackpad pinch, which Chromium sends as ctrl + wheel) zooms.
  useEffect(() => {
    const el = viewportRef.current;
    if (!el) return;
    let pinch = 0;
    const onWheel = (e: globalThis.WheelEvent) => {
      e.preventDefault();
      const camera = editor.getState().camera;
      const rect = el.getBoundingClientRect();
      if (e.ctrlKey || e.metaKey) {
        // One rung of the zoom ladder a notch; a trackpad's small deltas add up to a notch first.
        pinch += e.deltaMode === 0 ? e.deltaY : e.deltaY * WHEEL_NOTCH;
        if (Math.abs(pinch) < WHEEL_NOTCH / 2) return;
        const direction = pinch < 0 ? 1 : -1;
        pinch = 0;
        editor.zoomBy(direction, { x: e.clientX - rect.left, y: e.clientY - rect.top });
      } else {
        const dx = e.shiftKey && e.deltaX === 0 ? e.deltaY : e.deltaX;
        const dy = e.shiftKey && e.deltaX === 0 ? 0 : e.deltaY;
        editor.setCamera({ ...camera, x: camera.x - dx, y: camera.y - dy });
      }
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [editor]);

  const toPointer = (e: PointerEvent | WheelEvent | React.MouseEvent): ToolPointer => {
    const rect = viewportRef.current!.getBoundingClientRect();
    const screen = { x: e.clientX - rect.left, y: e.clientY - rect.top };
    return {
      screen,
      point: screenToPanel(editor.getState().camera, screen),
      shift: e.shiftKey,
      alt: e.altKey,
      mod: e.ctrlKey || e.metaKey,
      button: 'button' in e ? e.button : 0,
      time: e.timeStamp,
    };
  };
  const setCursor = () => {
    if (viewportRef.current) viewportRef.current.style.cursor = interaction.cursor();
  };

  const boxes = editor.boxes();
  const bounds = state.selection.length > 0 ? editor.selectionBounds() : undefined;
  const { camera } = state;
  return (
    <div
      ref={viewportRef}
      className="editor-canvas"
      role="application"
      aria-label={label}
      data-tool={state.tool}
      data-zoom={camera.zoom}
      tabIndex={0}
      onPointerDown={(e) => {
        if (e.button === 1) return;
        e.currentTarget.setPointerCapture(e.pointerId);
        e.currentTarget.focus({ preventScroll: true });
        interaction.pointerDown(toPointer(e));
        setCursor();
      }}
      onPointerMove={(e) => {
        interaction.pointerMove(toPointer(e));
        setCursor();
      }}
      onPointerUp={(e) => {
        interaction.pointerUp(toPointer(e));
        setCursor();
      }}
      onPointerCancel={() => interaction.cancel()}
      onDoubleClick={(e) => interaction.doubleClick(toPointer(e))}
    >
      <div
        ref={worldRef}
        className="editor-world"
        style={{ transform: `translate(${camera.x}px, ${camera.y}px) scale(${camera.zoom})` }}
      >
        <PanelView panel={state.document} />
      </div>
      <Overlays state={state} boxes={boxes} selectionBounds={bounds} />
      <CanvasTextEditor editor={editor} state={state} />
    </div>
  );
}
