import type { Operation } from '@boxify/design/operations';
import { collectIds, indexPanel, parentOf } from '@boxify/design/operations';
import { DesignNodeSchema, isAutoLayoutFrame, type DesignNode } from '@boxify/design/schema';

import type { Editor } from '@client/editor/core/editor';
import { freshId, withNewIds } from '@client/editor/core/node-factory';

/** What the clipboard holds as text, so a copy also pastes into another tab or panel. */
export type ClipboardPayload = { boxify: 'nodes'; nodes: DesignNode[] };

// Shared by every editor on the page: copy in one panel, paste in another.
let clipboard: DesignNode[] = [];

export function clipboardText(nodes: readonly DesignNode[]): string {
  return JSON.stringify({ boxify: 'nodes', nodes: [...nodes] } satisfies ClipboardPayload);
}

/** Nodes from clipboard text, or undefined when it is not Boxify's. */
export function nodesFromClipboardText(text: string): DesignNode[] | undefined {
  try {
    const value = JSON.parse(text) as Partial<ClipboardPayload>;
    if (value?.boxify !== 'nodes' || !Array.isArray(value.nodes)) return undefined;
    return value.nodes.map((n) => DesignNodeSchema.parse(n));
  } catch {
    return undefined;
  }
}

function selectedNodes(editor: Editor): DesignNode[] {
  const { nodes } = indexPanel(editor.document);
  return editor.selection.map((id) => nodes.get(id)).filter((n): n is DesignNode => n !== undefined);
}

export function copySelection(editor: Editor): void {
  clipboard = selectedNodes(editor);
  // The system clipboard is best effort (it needs focus and permission); the in-page one always works.
  void globalThis.navigator?.clipboard?.writeText(clipboardText(clipboard)).catch(() => undefined);
}

export function cutSelection(editor: Editor): void {
  copySelection(editor);
  editor.apply('Cut', [{ type: 'delete', ids: [...editor.selection] }], { selection: [] });
}

export function pasteClipboard(editor: Editor): void {
  pasteNodes(editor, clipboard);
}

/** Where pasted layers go: into a selected frame, else beside the selection, else into the entered container. */
function pasteTarget(editor: Editor): string | null {
  const { document, scope, selection } = editor.getState();
  if (selection.length === 1) {
    const node = indexPanel(document).nodes.get(selection[0]);
    if (node?.type === 'frame') return node.id;
    const parent = parentOf(document, selection[0]);
    return parent && 'type' in parent ? parent.id : null;
  }
  return scope;
}

export function pasteNodes(
  editor: Editor,
  nodes: readonly DesignNode[],
  offset = 0,
  parentId = pasteTarget(editor),
): void {
  if (nodes.length === 0) return;
  const taken = collectIds(editor.document);
  const nextId = () => freshId(editor.document, taken);
  const copies = nodes.map((n) => {
    const copy = withNewIds(n, nextId);
    return offset === 0 ? copy : { ...copy, x: copy.x + offset, y: copy.y + offset };
  });
  const parent = parentId === null ? undefined : indexPanel(editor.document).nodes.get(parentId);
  const flow = parent !== undefined && isAutoLayoutFrame(parent);
  const ops: Operation[] = copies.map((node) => ({
    type: 'insert',
    parentId,
    node: flow ? { ...node, absolute: false } : node,
  }));
  editor.apply('Paste', ops, { selection: copies.map((c) => c.id) });
}

/** Ctrl+D: copies beside the originals, in the same parent, just above them. */
export function duplicateSelection(editor: Editor): void {
  const first = editor.selection[0];
  const parent = first === undefined ? undefined : parentOf(editor.document, first);
  pasteNodes(editor, selectedNodes(editor), 10, parent && 'type' in parent ? parent.id : null);
}
