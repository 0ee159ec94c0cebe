import type { Action } from '@client/editor/actions/action';
import type { ToolId } from '@client/editor/core/editor';

const tool = (id: string, toolId: ToolId, keys: string[]): Action => ({
  id,
  keys,
  perform: (editor) => editor.setTool(toolId),
});

/** Tools, zoom and nudges: none of these is recorded in the history except the nudge, which edits. */
export const VIEW_ACTIONS: readonly Action[] = [
  tool('selectMode', 'select', ['v']),
  tool('dragMode', 'hand', ['h']),
  tool('insertFrame', 'frame', ['f', 'a']),
  tool('insertRectangle', 'rect', ['r']),
  tool('insertEllipse', 'ellipse', ['o']),
  tool('insertText', 'text', ['t']),
  tool('insertLine', 'line', ['l']),
  { id: 'zoomIn', keys: ['mod+=', '='], perform: (e) => e.zoomBy(1) },
  { id: 'zoomOut', keys: ['mod+-', '-'], perform: (e) => e.zoomBy(-1) },
  { id: 'actualSize', keys: ['mod+0', 'shift+0'], perform: (e) => e.actualSize() },
  { id: 'fitToScreen', keys: ['mod+1', 'shift+1'], perform: (e) => e.fitToScreen() },
  { id: 'fitToPanel', keys: ['mod+2', 'shift+2'], perform: (e) => e.fitToPanel() },
  ...(
    [
      ['nudgeLeft', 'arrowleft', -1, 0],
      ['nudgeRight', 'arrowright', 1, 0],
      ['nudgeUp', 'arrowup', 0, -1],
      ['nudgeDown', 'arrowdown', 0, 1],
    ] as const
  ).flatMap(([id, key, dx, dy]): Action[] => [
    nudge(id, [key], dx, dy),
    { ...nudge(`${id}Far`, [`shift+${key}`], dx * 10, dy * 10), listed: false },
  ]),
];

function nudge(id: string, keys: string[], dx: number, dy: number): Action {
  return {
    id,
    keys,
    enabled: (editor) => editor.selection.length > 0,
    // Successive nudges merge into one undo step.
    perform: (editor) =>
      editor.apply('Nudge', [{ type: 'move', ids: [...editor.selection], dx, dy }], { mergeKey: 'nudge' }),
  };
}
