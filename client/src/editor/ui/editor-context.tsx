import { createContext, useContext, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

import type { Operation } from '@boxify/design/operations';
import type { DesignNode } from '@boxify/design/schema';

import type { Editor, EditorState } from '@client/editor/core/editor';
import { EDITOR_NS } from '@client/editor/i18n';

export const EditorContext = createContext<Editor | null>(null);

export function useEditor(): Editor {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error('useEditor outside the editor');
  return editor;
}

/** The editor's state, re-rendering on every change (pointer moves included: prefer a selector). */
export function useEditorState(): EditorState {
  const editor = useEditor();
  return useSyncExternalStore(editor.subscribe, editor.getState);
}

/**
 * One slice of the editor's state, re-rendering only when it changes (by identity): a drag or a hover changes the
 * camera, preview or hover many times a second, and the layers and properties must not redraw for those.
 */
export function useEditorSelector<T>(select: (state: EditorState) => T): T {
  const editor = useEditor();
  return useSyncExternalStore(editor.subscribe, () => select(editor.getState()));
}

export function useEditorTexts() {
  return useTranslation(EDITOR_NS);
}

/** Sets the same properties on several nodes as one undo step (successive edits of one field merge). */
export function patchNodes(
  editor: Editor,
  nodes: readonly DesignNode[],
  field: string,
  patch: (node: DesignNode) => Record<string, unknown>,
): void {
  const changed = nodes.filter((node) => {
    const record = node as unknown as Record<string, unknown>;
    return Object.entries(patch(node)).some(([key, value]) => JSON.stringify(record[key]) !== JSON.stringify(value));
  });
  // Setting what is already there is no edit (no empty undo step).
  if (changed.length === 0) return;
  editor.apply(
    field,
    changed.map((node): Operation => ({ type: 'set-properties', id: node.id, patch: patch(node) })),
    { mergeKey: `style:${field}:${nodes.map((n) => n.id).join(',')}` },
  );
}
