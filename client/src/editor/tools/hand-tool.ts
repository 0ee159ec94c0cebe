import type { Camera, Point } from '@client/editor/core/camera';
import type { Editor } from '@client/editor/core/editor';
import type { Tool, ToolPointer } from '@client/editor/tools/tool';

/** Drag mode: dragging moves the view, never the design. Also used while space is held. */
export function createHandTool(editor: Editor): Tool {
  let start: { screen: Point; camera: Camera } | null = null;
  return {
    pointerDown(e: ToolPointer) {
      start = { screen: e.screen, camera: editor.getState().camera };
    },
    pointerMove(e: ToolPointer) {
      if (!start) return;
      editor.setCamera({
        ...start.camera,
        x: start.camera.x + e.screen.x - start.screen.x,
        y: start.camera.y + e.screen.y - start.screen.y,
      });
    },
    pointerUp() {
      start = null;
    },
    cancel() {
      start = null;
    },
    cursor: () => (start ? 'grabbing' : 'grab'),
  };
}
