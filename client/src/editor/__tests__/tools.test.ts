// @vitest-environment node
import { indexPanel } from '@boxify/design/operations';
import { panelOf } from '@boxify/design/testing';
import { describe, expect, it } from 'vitest';

import { TestEditor } from '@client/editor/testing/test-editor';

const blank = () => panelOf([], { width: 400, height: 800 });
const node = (editor: TestEditor, id: string) => indexPanel(editor.document).nodes.get(id)!;

describe('drawing with the insert tools', () => {
  it('draws a frame by dragging, selects it and returns to select mode', async () => {
    const editor = await TestEditor.create(blank());
    editor.keyDown('f').drag({ x: 20, y: 30 }, { x: 220, y: 330 });
    const [id] = editor.selection;
    expect(node(editor, id)).toMatchObject({ type: 'frame', x: 20, y: 30, width: 200, height: 300 });
    expect(editor.getState().tool).toBe('select');
  });

  it('a click inserts a default-size rectangle inside the frame under the pointer', async () => {
    const editor = await TestEditor.create(blank());
    editor.keyDown('f').drag({ x: 0, y: 0 }, { x: 300, y: 300 });
    const frame = editor.selection[0];
    editor.keyDown('r').click(50, 60);
    const rect = editor.selection[0];
    expect(indexPanel(editor.document).parents.get(rect)).toBe(frame);
    expect(node(editor, rect)).toMatchObject({ type: 'rect', x: 50, y: 60, width: 100, height: 100 });
  });

  it('shift keeps a square while drawing an ellipse', async () => {
    const editor = await TestEditor.create(blank());
    editor.keyDown('o').drag({ x: 10, y: 10 }, { x: 110, y: 50 }, { shift: true });
    expect(node(editor, editor.selection[0])).toMatchObject({ type: 'ellipse', width: 100, height: 100 });
  });
});

describe('selecting', () => {
  const twoRects = () =>
    panelOf([
      { id: 'a', type: 'rect', x: 10, y: 10, width: 50, height: 50 },
      { id: 'b', type: 'rect', x: 100, y: 10, width: 50, height: 50 },
      {
        id: 'g',
        type: 'group',
        x: 0,
        y: 200,
        children: [{ id: 'c', type: 'rect', x: 0, y: 0, width: 40, height: 40 }],
      },
    ]);

  it('click, shift-click, click on empty space', async () => {
    const editor = await TestEditor.create(twoRects());
    editor.click(20, 20);
    expect(editor.selection).toEqual(['a']);
    editor.click(120, 20, { shift: true });
    expect(editor.selection).toEqual(['a', 'b']);
    editor.click(300, 500);
    expect(editor.selection).toEqual([]);
  });

  it('a marquee selects what it touches', async () => {
    const editor = await TestEditor.create(twoRects());
    editor.drag({ x: 0, y: 0 }, { x: 110, y: 30 });
    expect(editor.selection).toEqual(['a', 'b']);
    expect(editor.getState().marquee).toBeNull();
  });

  it('a click selects the group; double-click enters it; Escape goes back to the parent', async () => {
    const editor = await TestEditor.create(twoRects());
    editor.click(10, 210);
    expect(editor.selection).toEqual(['g']);
    editor.doubleClick(10, 210);
    expect(editor.selection).toEqual(['c']);
    editor.keyDown('escape');
    expect(editor.selection).toEqual(['g']);
  });

  it('ctrl+A selects every layer of the scope', async () => {
    const editor = await TestEditor.create(twoRects());
    editor.keyDown('mod+a');
    expect(editor.selection).toEqual(['a', 'b', 'g']);
  });
});

describe('moving, resizing, rotating', () => {
  const scene = () =>
    panelOf([
      { id: 'a', type: 'rect', x: 10, y: 10, width: 50, height: 50 },
      { id: 'b', type: 'rect', x: 200, y: 100, width: 50, height: 50 },
    ]);

  it('drags a layer, snapping to a sibling edge, in one undo step', async () => {
    const editor = await TestEditor.create(scene());
    editor.drag({ x: 30, y: 30 }, { x: 218, y: 300 });
    // 10 + 188 = 198 snaps to b's left edge at 200 (within 6 px at 100 %); y has nothing near.
    expect(node(editor, 'a')).toMatchObject({ x: 200, y: 280 });
    expect(editor.getState().preview).toBeNull();
    editor.keyDown('mod+z');
    expect(node(editor, 'a')).toMatchObject({ x: 10, y: 10 });
  });

  it('shift constrains a drag to one axis; alt turns snapping off', async () => {
    const editor = await TestEditor.create(scene());
    editor.drag({ x: 30, y: 30 }, { x: 130, y: 45 }, { shift: true, alt: true });
    expect(node(editor, 'a')).toMatchObject({ x: 110, y: 10 });
  });

  it('resizes from the bottom-right handle; shift keeps the ratio', async () => {
    const editor = await TestEditor.create(scene());
    editor.click(30, 30).drag({ x: 60, y: 60 }, { x: 110, y: 70 });
    expect(node(editor, 'a')).toMatchObject({ x: 10, y: 10, width: 100, height: 60 });
    editor.keyDown('mod+z').drag({ x: 60, y: 60 }, { x: 110, y: 70 }, { shift: true });
    expect(node(editor, 'a')).toMatchObject({ width: 100, height: 100 });
  });

  it('nudges with arrows, ten times with shift, successive nudges undo together', async () => {
    const editor = await TestEditor.create(scene());
    editor.click(30, 30).keyDown('arrowright').keyDown('arrowright').keyDown('shift+arrowdown');
    expect(node(editor, 'a')).toMatchObject({ x: 12, y: 20 });
    editor.keyDown('mod+z');
    expect(node(editor, 'a')).toMatchObject({ x: 10, y: 10 });
  });

  it('rotates with the knob above the box, by 15° steps with shift', async () => {
    const editor = await TestEditor.create(scene());
    // The knob is 22 px above the top centre at 100 %.
    editor.click(30, 30).drag({ x: 35, y: -12 }, { x: 80, y: 35 }, { shift: true });
    expect(node(editor, 'a').rotation).toBe(90);
  });
});

describe('panning and zooming', () => {
  it('space + drag pans; ctrl+= and ctrl+- step the zoom; ctrl+0 is actual size', async () => {
    const editor = await TestEditor.create(blank());
    editor.keyDown('space').drag({ x: 0, y: 0 }, { x: 50, y: 20 }).keyUp('space');
    expect(editor.getState().camera).toMatchObject({ x: 50, y: 20, zoom: 1 });
    expect(editor.document.children).toHaveLength(0);
    editor.keyDown('mod+=');
    expect(editor.getState().camera.zoom).toBe(1.5);
    editor.keyDown('mod+-').keyDown('mod+-');
    expect(editor.getState().camera.zoom).toBe(0.75);
    editor.keyDown('mod+0');
    expect(editor.getState().camera.zoom).toBe(1);
  });

  it('fit to panel shows the whole panel centred', async () => {
    const editor = await TestEditor.create(blank());
    editor.setViewport({ width: 1000, height: 600 });
    editor.keyDown('mod+2');
    const { zoom, x, y } = editor.getState().camera;
    expect(zoom).toBeCloseTo((600 - 96) / 800);
    expect(x + 200 * zoom).toBeCloseTo(500);
    expect(y + 400 * zoom).toBeCloseTo(300);
  });

  it('a narrower canvas (a docked panel) fits a fitted panel again', async () => {
    const editor = await TestEditor.create(blank());
    editor.setViewport({ width: 1000, height: 600 });
    editor.keyDown('mod+2');
    editor.setViewport({ width: 300, height: 600 });
    const { zoom, x } = editor.getState().camera;
    expect(zoom).toBeCloseTo((300 - 96) / 400);
    expect(x + 200 * zoom).toBeCloseTo(150);
  });

  it('a moved view keeps its centre when the canvas narrows', async () => {
    const editor = await TestEditor.create(blank());
    editor.setViewport({ width: 1000, height: 600 });
    editor.setCamera({ x: 100, y: 50, zoom: 0.5 });
    editor.setViewport({ width: 600, height: 600 });
    expect(editor.getState().camera).toEqual({ x: -100, y: 50, zoom: 0.5 });
  });
});

describe('typing on the canvas', () => {
  it('a new text layer and a double-clicked one are typed into', async () => {
    const editor = await TestEditor.create(
      panelOf([{ id: 't', type: 'text', characters: 'Hi', x: 10, y: 10, width: 40, height: 20, autoResize: 'none' }]),
    );
    editor.keyDown('t').click(200, 200);
    expect(editor.getState().editingText).toBe(editor.selection[0]);
    editor.setState({ editingText: null });
    editor.click(20, 15).doubleClick(20, 15);
    expect(editor.getState().editingText).toBe('t');
  });
});
