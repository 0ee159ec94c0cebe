import type { Point } from '@client/editor/core/camera';
import type { Editor } from '@client/editor/core/editor';

/** A pointer event in the editor's terms: the point in panel coordinates and on screen (viewport pixels). */
export type ToolPointer = {
  point: Point;
  screen: Point;
  shift: boolean;
  alt: boolean;
  /** Ctrl on Windows/Linux, ⌘ on macOS. */
  mod: boolean;
  button: number;
  /** When the input happened (the event's time stamp, ms): a busy page handles it later. */
  time?: number;
};

/** A tool is a small state machine fed with pointer events by the canvas (or by the test editor). */
export type Tool = {
  pointerDown(e: ToolPointer): void;
  pointerMove(e: ToolPointer): void;
  pointerUp(e: ToolPointer): void;
  doubleClick?(e: ToolPointer): void;
  /** Escape or a lost pointer: drop whatever is in progress. */
  cancel(): void;
  cursor(): string;
};

export type ToolFactory = (editor: Editor) => Tool;

/** Screen pixels the pointer must travel before a press becomes a drag. */
export const DRAG_THRESHOLD = 3;

export const travelled = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);
