import type { Operation } from '@boxify/design/operations';
import { indexPanel } from '@boxify/design/operations';

import { hasSelection, type Action } from '@client/editor/actions/action';
import type { Editor } from '@client/editor/core/editor';
import { freshId } from '@client/editor/core/node-factory';
import { copySelection, cutSelection, duplicateSelection, pasteClipboard } from '@client/editor/core/clipboard';

const siblingsOnly = (editor: Editor): boolean => {
  const { parents } = indexPanel(editor.document);
  return hasSelection(editor) && new Set(editor.selection.map((id) => parents.get(id))).size === 1;
};

const order = (id: string, direction: 'forward' | 'backward' | 'front' | 'back', keys: string[]): Action => ({
  id,
  keys,
  enabled: hasSelection,
  perform: (editor) =>
    editor.apply(
      id,
      // Moving several layers forward goes top-down so they keep their relative order (and bottom-up backward).
      (direction === 'forward' || direction === 'front' ? [...editor.selection].reverse() : editor.selection).map(
        (nodeId): Operation => ({ type: 'reorder', id: nodeId, direction }),
      ),
    ),
});

export const EDIT_ACTIONS: readonly Action[] = [
  { id: 'undo', keys: ['mod+z'], enabled: (e) => e.getState().canUndo, perform: (e) => e.undo() },
  { id: 'redo', keys: ['mod+shift+z', 'mod+y'], enabled: (e) => e.getState().canRedo, perform: (e) => e.redo() },
  {
    id: 'selectAll',
    keys: ['mod+a'],
    perform: (editor) => {
      const { scope, document } = editor.getState();
      const container = scope === null ? document : indexPanel(document).nodes.get(scope);
      const children = container && 'children' in container ? container.children : [];
      editor.select(children.filter((c) => !c.locked && c.visible).map((c) => c.id));
    },
  },
  {
    id: 'delete',
    keys: ['delete', 'backspace'],
    enabled: hasSelection,
    perform: (editor) => editor.apply('Delete', [{ type: 'delete', ids: [...editor.selection] }], { selection: [] }),
  },
  {
    id: 'group',
    keys: ['mod+g'],
    needsSelection: true,
    enabled: siblingsOnly,
    perform: (editor) => {
      const groupId = freshId(editor.document);
      editor.apply('Group', [{ type: 'group', ids: [...editor.selection], groupId, name: 'Group' }], {
        selection: [groupId],
      });
    },
  },
  {
    id: 'ungroup',
    keys: ['mod+shift+g'],
    needsSelection: true,
    enabled: (editor) =>
      editor.selection.some((id) => {
        const node = indexPanel(editor.document).nodes.get(id);
        return node?.type === 'group' || node?.type === 'frame';
      }),
    perform: (editor) => {
      const { nodes } = indexPanel(editor.document);
      const groups = editor.selection.filter((id) => ['group', 'frame'].includes(nodes.get(id)?.type ?? ''));
      const children = groups.flatMap((id) => {
        const n = nodes.get(id);
        return n && 'children' in n ? n.children.map((c) => c.id) : [];
      });
      editor.apply(
        'Ungroup',
        groups.map((id): Operation => ({ type: 'ungroup', id })),
        { selection: children },
      );
    },
  },
  { id: 'copy', keys: ['mod+c'], enabled: hasSelection, perform: copySelection },
  { id: 'cut', keys: ['mod+x'], enabled: hasSelection, perform: cutSelection },
  { id: 'paste', keys: ['mod+v'], perform: pasteClipboard },
  { id: 'duplicate', keys: ['mod+d'], needsSelection: true, enabled: hasSelection, perform: duplicateSelection },
  order('bringForward', 'forward', ['mod+]']),
  order('sendBackward', 'backward', ['mod+[']),
  order('bringToFront', 'front', ['mod+shift+]']),
  order('sendToBack', 'back', ['mod+shift+[']),
  {
    id: 'selectChildren',
    keys: ['enter'],
    enabled: (editor) => childrenOfSelection(editor).length > 0,
    perform: (editor) => {
      // Enter goes into the selection (Figma): its children become the selection, the container the scope.
      editor.setState({ scope: editor.selection[0] });
      editor.select(childrenOfSelection(editor));
    },
  },
  {
    id: 'selectParent',
    keys: ['escape'],
    perform: (editor) => editor.selectParent(),
  },
  {
    id: 'toggleLock',
    keys: ['mod+shift+l'],
    enabled: hasSelection,
    perform: (editor) => toggle(editor, 'locked'),
  },
  {
    id: 'toggleVisible',
    keys: ['mod+shift+h'],
    enabled: hasSelection,
    perform: (editor) => toggle(editor, 'visible'),
  },
];

function childrenOfSelection(editor: Editor): string[] {
  const { nodes } = indexPanel(editor.document);
  return editor.selection.flatMap((id) => {
    const node = nodes.get(id);
    return node && 'children' in node ? node.children.filter((c) => !c.locked && c.visible).map((c) => c.id) : [];
  });
}

function toggle(editor: Editor, property: 'locked' | 'visible'): void {
  const { nodes } = indexPanel(editor.document);
  const value = !editor.selection.every((id) => nodes.get(id)?.[property]);
  editor.apply(
    property,
    editor.selection.map((id): Operation => ({ type: 'set-properties', id, patch: { [property]: value } })),
    // Locked layers cannot stay selected on the canvas.
    { selection: property === 'locked' && value ? [] : editor.selection },
  );
}
