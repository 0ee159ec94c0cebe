import { actionForKey, isEnabled, type KeyInput } from '@client/editor/actions';
import { showFailure } from '@client/ui/failure-toast';
import type { Editor, ToolId } from '@client/editor/core/editor';
import { createHandTool } from '@client/editor/tools/hand-tool';
import { createInsertTool } from '@client/editor/tools/insert-tool';
import { createSelectTool } from '@client/editor/tools/select-tool';
import type { Tool, ToolPointer } from '@client/editor/tools/tool';

function createTool(editor: Editor, id: ToolId): Tool {
  switch (id) {
    case 'select':
      return createSelectTool(editor);
    case 'hand':
      return createHandTool(editor);
    case 'frame':
    case 'rect':
    case 'ellipse':
    case 'text':
    case 'line':
      return createInsertTool(editor, id);
  }
}

/**
 * Routes pointer and key input to the current tool and the actions: the one path used by the canvas and by the
 * headless test editor. Holding space pans with the hand tool whatever the current tool.
 */
export class Interaction {
  private tool: Tool;
  private toolId: ToolId;
  private spacePan: Tool | null = null;
  private pressed = false;

  constructor(private readonly editor: Editor) {
    this.toolId = editor.getState().tool;
    this.tool = createTool(editor, this.toolId);
  }

  private current(): Tool {
    const id = this.editor.getState().tool;
    if (id !== this.toolId) {
      this.tool.cancel();
      this.toolId = id;
      this.tool = createTool(this.editor, id);
    }
    return this.spacePan ?? this.tool;
  }

  cursor(): string {
    return this.current().cursor();
  }

  pointerDown(e: ToolPointer): void {
    this.pressed = true;
    this.current().pointerDown(e);
  }

  pointerMove(e: ToolPointer): void {
    this.current().pointerMove(e);
  }

  pointerUp(e: ToolPointer): void {
    this.pressed = false;
    this.current().pointerUp(e);
  }

  doubleClick(e: ToolPointer): void {
    this.current().doubleClick?.(e);
  }

  /** Returns true when the key was the editor's (the caller then prevents the browser's default). */
  keyDown(event: KeyInput & { repeat?: boolean }): boolean {
    if (event.key === ' ' && !event.ctrlKey && !event.metaKey) {
      if (!this.spacePan && !this.pressed) this.spacePan = createHandTool(this.editor);
      return true;
    }
    if (event.key === 'Escape' && this.pressed) {
      this.current().cancel();
      this.pressed = false;
      return true;
    }
    const action = actionForKey(event);
    if (!action) return false;
    if (isEnabled(this.editor, action)) action.perform(this.editor);
    else if (action.needsSelection && this.editor.selection.length === 0) showFailure('no_selection');
    return true;
  }

  keyUp(event: Pick<KeyboardEvent, 'key'>): void {
    if (event.key === ' ' && this.spacePan) {
      this.spacePan.cancel();
      this.spacePan = null;
    }
  }

  cancel(): void {
    this.current().cancel();
    this.pressed = false;
  }
}
