// @vitest-environment node
import { indexPanel } from '@boxify/design/operations';
import { panelOf } from '@boxify/design/testing';
import { describe, expect, it } from 'vitest';

import { performAction } from '@client/editor/actions';
import { TestEditor } from '@client/editor/testing/test-editor';

const ids = (editor: TestEditor) => editor.document.children.map((c) => c.id);

describe('document actions', () => {
  it('builds a vertical auto-layout card whose rectangles fill its width, as the kernel lays it out', async () => {
    const editor = await TestEditor.create(panelOf([], { width: 400, height: 800 }));
    editor.keyDown('f').drag({ x: 20, y: 20 }, { x: 320, y: 420 });
    const frame = editor.selection[0];
    editor.apply('Auto layout', [
      { type: 'set-auto-layout', id: frame, layout: { mode: 'vertical', gap: 16, padding: [16, 16, 16, 16] } },
    ]);
    editor.keyDown('r').click(40, 40);
    const a = editor.selection[0];
    editor.keyDown('r').click(40, 300);
    const b = editor.selection[0];
    for (const id of [a, b]) editor.apply('Fill', [{ type: 'set-sizing', id, sizing: { horizontal: 'fill' } }]);
    const boxes = editor.boxes();
    expect(boxes.get(a)).toMatchObject({ x: 36, y: 36, width: 268, height: 100 });
    expect(boxes.get(b)).toMatchObject({ x: 36, y: 152, width: 268 });
  });

  it('groups and ungroups siblings, keeping them where they are', async () => {
    const editor = await TestEditor.create(
      panelOf([
        { id: 'a', type: 'rect', x: 10, y: 10, width: 20, height: 20 },
        { id: 'b', type: 'rect', x: 50, y: 40, width: 20, height: 20 },
      ]),
    );
    editor.keyDown('mod+a').keyDown('mod+g');
    const [group] = editor.selection;
    expect(indexPanel(editor.document).nodes.get(group)).toMatchObject({ type: 'group', x: 10, y: 10 });
    expect(editor.boxes().get('b')).toMatchObject({ x: 50, y: 40 });
    editor.keyDown('mod+shift+g');
    expect(editor.selection).toEqual(['a', 'b']);
    expect(ids(editor)).toEqual(['a', 'b']);
    expect(editor.boxes().get('b')).toMatchObject({ x: 50, y: 40 });
  });

  it('five undos and five redos give back exactly the documents before and after', async () => {
    const editor = await TestEditor.create(panelOf([]));
    const documents = [editor.document];
    editor.keyDown('r').click(10, 10);
    documents.push(editor.document);
    editor.keyDown('o').click(150, 10);
    documents.push(editor.document);
    editor.keyDown('arrowright');
    documents.push(editor.document);
    editor.keyDown('mod+a').keyDown('mod+g');
    documents.push(editor.document);
    editor.keyDown('mod+d');
    documents.push(editor.document);
    for (let i = 4; i >= 0; i--) {
      editor.keyDown('mod+z');
      expect(editor.document).toBe(documents[i]);
    }
    for (let i = 1; i <= 5; i++) {
      editor.keyDown('mod+shift+z');
      expect(editor.document).toBe(documents[i]);
    }
    expect(editor.getState().canRedo).toBe(false);
  });

  it('copies and pastes with new ids, duplicates beside the original, deletes', async () => {
    const editor = await TestEditor.create(panelOf([{ id: 'a', type: 'rect', x: 10, y: 10, width: 20, height: 20 }]));
    editor.click(15, 15).keyDown('mod+c').keyDown('mod+v');
    const [pasted] = editor.selection;
    expect(pasted).not.toBe('a');
    expect(indexPanel(editor.document).nodes.get(pasted)).toMatchObject({ x: 10, y: 10, width: 20 });
    editor.keyDown('mod+d');
    expect(indexPanel(editor.document).nodes.get(editor.selection[0])).toMatchObject({ x: 20, y: 20 });
    editor.keyDown('delete');
    expect(editor.document.children).toHaveLength(2);
  });

  it('copy and paste work between two panels', async () => {
    const one = await TestEditor.create(panelOf([{ id: 'a', type: 'ellipse', x: 5, y: 5 }]));
    const two = await TestEditor.create(panelOf([]));
    one.click(50, 50).keyDown('mod+c');
    two.keyDown('mod+v');
    expect(two.document.children[0]).toMatchObject({ type: 'ellipse', x: 5, y: 5 });
  });

  it('layer order: bring forward, send to back', async () => {
    const editor = await TestEditor.create(
      panelOf([
        { id: 'a', type: 'rect' },
        { id: 'b', type: 'rect' },
        { id: 'c', type: 'rect' },
      ]),
    );
    editor.select(['a']);
    editor.keyDown('mod+]');
    expect(ids(editor)).toEqual(['b', 'a', 'c']);
    editor.keyDown('mod+shift+[');
    expect(ids(editor)).toEqual(['a', 'b', 'c']);
    expect(performAction(editor, 'bringToFront')).toBe(true);
    expect(ids(editor)).toEqual(['b', 'c', 'a']);
  });

  it('a refused operation changes nothing and is reported', async () => {
    const editor = await TestEditor.create(panelOf([{ id: 'a', type: 'rect' }]));
    const errors: string[] = [];
    editor.onError((e) => errors.push(e.code));
    const before = editor.document;
    editor.apply('bad', [{ type: 'ungroup', id: 'a' }]);
    expect(editor.document).toBe(before);
    expect(errors).toHaveLength(1);
  });
});
