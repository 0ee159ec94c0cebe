import {
  applyOperation,
  type Operation,
  DesignOperationError,
  boundingBoxOf,
  type Box,
  type BoxLookup,
  indexPanel,
  parentOf,
} from '@boxify/design/operations';
import type { Panel } from '@boxify/design/schema';

import { storedBoxes, type BoxSource } from '@client/editor/core/box-source';
import { fitBox, nextZoomStep, zoomAt, type Camera, type Point, type Size } from '@client/editor/core/camera';
import type { DropTarget } from '@client/editor/core/drop-target';
import { History } from '@client/editor/core/history';
import type { Guide } from '@client/editor/core/snapping';

export type ToolId = 'select' | 'hand' | 'frame' | 'rect' | 'ellipse' | 'text' | 'line';

/** A move being dragged: drawn as an offset until the pointer is released, then committed as one operation. */
export type MovePreview = { ids: readonly string[]; dx: number; dy: number };

export type EditorState = {
  document: Panel;
  selection: readonly string[];
  /** The container entered by double-clicking (null: the panel). Clicks select its children. */
  scope: string | null;
  hover: string | null;
  camera: Camera;
  viewport: Size;
  tool: ToolId;
  preview: MovePreview | null;
  marquee: Box | null;
  guides: readonly Guide[];
  /** Where the dragged layers would land (the frame, and the insertion line in auto layout). */
  drop: DropTarget | null;
  /** The text layer being typed into on the canvas. */
  editingText: string | null;
  /** Bumped when the canvas has laid out (and measured) a new document: boxes read before may be stale. */
  layoutVersion: number;
  canUndo: boolean;
  canRedo: boolean;
};

export type ChangeCause = 'edit' | 'undo' | 'redo' | 'load';
export type ChangeOptions = { selection?: readonly string[]; mergeKey?: string };
// `action`: the change's label ('Ungroup', 'Insert image', …), so the message can name what failed.
export type EditorError = { code: string; message: string; action?: string };

type Listener = () => void;

export type EditorOptions = { boxes?: BoxSource; now?: () => number };

/**
 * The editor's one store: the document (changed only through kernel operations, each an undoable step), the
 * selection, the camera and the tool. React reads it with useSyncExternalStore; tools and actions write it.
 */
export class Editor {
  private state: EditorState;
  private readonly history = new History();
  private readonly listeners = new Set<Listener>();
  private readonly documentListeners = new Set<(doc: Panel, cause: ChangeCause) => void>();
  private readonly errorListeners = new Set<(error: EditorError) => void>();
  private gesture: { label: string; before: Panel; selectionBefore: readonly string[] } | null = null;
  private boxSource: BoxSource;
  /** The last fit while the camera has not moved since: a new canvas size fits again. */
  private fitted: 'panel' | 'screen' | null = null;
  private readonly now: () => number;

  constructor(document: Panel, options: EditorOptions = {}) {
    this.boxSource = options.boxes ?? storedBoxes;
    this.now = options.now ?? (() => Date.now());
    this.state = {
      document,
      selection: [],
      scope: null,
      hover: null,
      camera: { x: 0, y: 0, zoom: 1 },
      viewport: { width: 1200, height: 800 },
      tool: 'select',
      preview: null,
      marquee: null,
      guides: [],
      drop: null,
      editingText: null,
      layoutVersion: 0,
      canUndo: false,
      canRedo: false,
    };
  }

  // ── reading ────────────────────────────────────────────────────────────────
  getState = (): EditorState => this.state;

  get document(): Panel {
    return this.state.document;
  }

  get selection(): readonly string[] {
    return this.state.selection;
  }

  boxes(): BoxLookup {
    return this.boxSource.boxes(this.state.document);
  }

  selectionBounds(ids: readonly string[] = this.state.selection): Box | undefined {
    return boundingBoxOf(this.state.document, ids, this.boxes());
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  onDocumentChange(listener: (doc: Panel, cause: ChangeCause) => void): () => void {
    this.documentListeners.add(listener);
    return () => this.documentListeners.delete(listener);
  }

  onError(listener: (error: EditorError) => void): () => void {
    this.errorListeners.add(listener);
    return () => this.errorListeners.delete(listener);
  }

  /** Where boxes come from (the canvas plugs in the browser's measured layout). */
  setBoxSource(source: BoxSource): void {
    this.boxSource = source;
  }

  // ── writing ────────────────────────────────────────────────────────────────
  setState(patch: Partial<EditorState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Replaces the document (a panel opened, or reloaded from the server); history starts afresh. */
  load(document: Panel): void {
    this.history.clear();
    this.gesture = null;
    this.setState({
      document,
      selection: [],
      scope: null,
      hover: null,
      preview: null,
      editingText: null,
      canUndo: false,
      canRedo: false,
    });
    this.emitDocument('load');
  }

  /**
   * Follows a change the server made to this document (the panel's name or size saved from the panel form): the
   * document changes without an undo step and without being saved again.
   */
  rebase(update: (doc: Panel) => Panel): void {
    const next = update(this.state.document);
    if (next === this.state.document) return;
    this.setState({ document: next });
    this.emitDocument('load');
  }

  /**
   * A document the server wrote for the user (an accepted AI result, a restored version): one undo step like any
   * edit, but not saved again (the server has it). Undoing it is an ordinary edit, saved like one.
   */
  adopt(label: string, document: Panel): void {
    this.endGesture();
    const before = this.state.document;
    if (JSON.stringify(before) === JSON.stringify(document)) return;
    const { nodes } = indexPanel(document);
    const selection = this.state.selection.filter((id) => nodes.has(id));
    this.history.record({
      label,
      before,
      after: document,
      selectionBefore: this.state.selection,
      selectionAfter: selection,
      at: this.now(),
    });
    this.setState({ document, selection, preview: null, editingText: null, ...this.historyFlags() });
    this.emitDocument('load');
  }

  /**
   * Changes the document as one undoable step. `update` uses kernel operations; a refused operation is reported
   * to the error listeners (a toast) and changes nothing. Returns whether the document changed.
   */
  change(label: string, update: (doc: Panel) => Panel, options: ChangeOptions = {}): boolean {
    const before = this.state.document;
    let after: Panel;
    try {
      after = update(before);
    } catch (error) {
      this.reportError(error, label);
      return false;
    }
    if (after === before) return false;
    const selectionAfter = (options.selection ?? this.state.selection).filter((id) => indexPanel(after).nodes.has(id));
    if (!this.gesture) {
      this.history.record({
        label,
        before,
        after,
        selectionBefore: this.state.selection,
        selectionAfter,
        mergeKey: options.mergeKey,
        at: this.now(),
      });
    }
    this.setState({ document: after, selection: selectionAfter, ...this.historyFlags() });
    this.emitDocument('edit');
    return true;
  }

  /** Applies operation descriptors with the current boxes (so regrouping keeps what is on screen). */
  apply(label: string, operations: readonly Operation[], options: ChangeOptions = {}): boolean {
    const layout = this.boxes();
    return this.change(label, (doc) => operations.reduce((d, op) => applyOperation(d, op, { layout }), doc), options);
  }

  /** Changes made until `endGesture` (a resize or rotate drag) become one undoable step. */
  beginGesture(label: string): void {
    this.gesture = { label, before: this.state.document, selectionBefore: this.state.selection };
  }

  endGesture(): void {
    const gesture = this.gesture;
    this.gesture = null;
    if (!gesture || gesture.before === this.state.document) return;
    this.history.record({
      label: gesture.label,
      before: gesture.before,
      after: this.state.document,
      selectionBefore: gesture.selectionBefore,
      selectionAfter: this.state.selection,
      at: this.now(),
    });
    this.setState(this.historyFlags());
  }

  undo(): void {
    this.endGesture();
    const entry = this.history.undo();
    if (!entry) return;
    this.setState({ document: entry.before, selection: entry.selectionBefore, preview: null, ...this.historyFlags() });
    this.emitDocument('undo');
  }

  redo(): void {
    const entry = this.history.redo();
    if (!entry) return;
    this.setState({ document: entry.after, selection: entry.selectionAfter, preview: null, ...this.historyFlags() });
    this.emitDocument('redo');
  }

  // ── selection ──────────────────────────────────────────────────────────────
  select(ids: readonly string[]): void {
    const { nodes } = indexPanel(this.state.document);
    const next = ids.filter((id, i) => nodes.has(id) && ids.indexOf(id) === i);
    this.setState({ selection: next });
  }

  /** Selects the parent of the selection (Escape), leaving a scope when its container is reached. */
  selectParent(): void {
    const [first] = this.state.selection;
    if (first === undefined) {
      this.setState({ scope: null });
      return;
    }
    const parent = parentOf(this.state.document, first);
    if (!parent || !('type' in parent)) {
      this.setState({ selection: [], scope: null });
      return;
    }
    const grand = parentOf(this.state.document, parent.id);
    this.setState({ selection: [parent.id], scope: grand && 'type' in grand ? grand.id : null });
  }

  setTool(tool: ToolId): void {
    this.setState({ tool });
  }

  // ── camera ─────────────────────────────────────────────────────────────────
  /**
   * The canvas took a new size (a panel docked beside it, the window resized): a fitted view fits again, any
   * other keeps its centre where it was, so the design stays in view.
   */
  setViewport(viewport: Size): void {
    const { viewport: before, camera } = this.state;
    this.setState({ viewport });
    if (viewport.width <= 0 || viewport.height <= 0) return;
    if (this.fitted === 'panel') this.fitToPanel();
    else if (this.fitted === 'screen') this.fitToScreen();
    else if (before.width > 0 && before.height > 0) {
      const x = camera.x + (viewport.width - before.width) / 2;
      const y = camera.y + (viewport.height - before.height) / 2;
      this.setState({ camera: { ...camera, x, y } });
    }
  }

  setCamera(camera: Camera): void {
    this.fitted = null;
    this.setState({ camera });
  }

  zoomBy(direction: 1 | -1, anchor?: Point): void {
    const { camera, viewport } = this.state;
    const at = anchor ?? { x: viewport.width / 2, y: viewport.height / 2 };
    this.setCamera(zoomAt(camera, nextZoomStep(camera.zoom, direction), at));
  }

  /** Everything on the canvas: the panel and any node hanging outside it. */
  fitToScreen(): void {
    const { document, viewport } = this.state;
    const all = boundingBoxOf(
      document,
      document.children.map((c) => c.id),
      this.boxes(),
    );
    const panelBox = { x: 0, y: 0, width: document.width, height: document.height };
    const box = all ? unionOf(panelBox, all) : panelBox;
    this.setCamera(fitBox(box, viewport, 4));
    this.fitted = 'screen';
  }

  fitToPanel(): void {
    const { document, viewport } = this.state;
    this.setCamera(fitBox({ x: 0, y: 0, width: document.width, height: document.height }, viewport, 4));
    this.fitted = 'panel';
  }

  /** 100 %, keeping the centre of the view where it is. */
  actualSize(): void {
    const { camera, viewport } = this.state;
    this.setCamera(zoomAt(camera, 1, { x: viewport.width / 2, y: viewport.height / 2 }));
  }

  // ── internals ──────────────────────────────────────────────────────────────
  reportError(error: unknown, action?: string): void {
    const reported: EditorError =
      error instanceof DesignOperationError
        ? { code: error.code, message: error.message, action }
        : { code: 'unexpected', message: error instanceof Error ? error.message : String(error), action };
    for (const listener of this.errorListeners) listener(reported);
    if (this.errorListeners.size === 0) throw error;
  }

  private historyFlags(): Pick<EditorState, 'canUndo' | 'canRedo'> {
    return { canUndo: this.history.canUndo, canRedo: this.history.canRedo };
  }

  private emitDocument(cause: ChangeCause): void {
    for (const listener of this.documentListeners) listener(this.state.document, cause);
  }
}

function unionOf(a: Box, b: Box): Box {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
}
