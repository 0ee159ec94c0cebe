import { type LayoutEngine } from './index';
import { loadNodeLayoutEngine } from '../render/shared-engine';
import type { DesignNodeInput } from '../schema/node';
import { makeLargePanel } from '../testing/large-panel';
import { panelOf } from '../testing/builders';

let engine: LayoutEngine;
beforeAll(async () => {
  engine = await loadNodeLayoutEngine();
});

const boxesOf = (children: DesignNodeInput[], width = 375) => engine.layout(panelOf(children, { width })).boxes;

describe('layout engine', () => {
  it('places free nodes at x, y relative to their parents', () => {
    const boxes = boxesOf([
      {
        id: 'f',
        type: 'frame',
        x: 10,
        y: 20,
        width: 200,
        height: 100,
        children: [{ id: 'r', type: 'rect', x: 5, y: 6, width: 7, height: 8 }],
      },
    ]);
    expect(boxes.get('f')).toEqual({ x: 10, y: 20, width: 200, height: 100 });
    expect(boxes.get('r')).toEqual({ x: 15, y: 26, width: 7, height: 8 });
  });

  it('lays out horizontal auto layout with padding, gap, alignment and fill', () => {
    const boxes = boxesOf([
      {
        id: 'row',
        type: 'frame',
        width: 300,
        height: 60,
        layout: { mode: 'horizontal', gap: 10, padding: [10, 20, 10, 20], align: 'center' },
        children: [
          { id: 'a', type: 'rect', width: 40, height: 20 },
          { id: 'b', type: 'rect', height: 40, sizing: { horizontal: 'fill', vertical: 'fixed' } },
          { id: 'c', type: 'rect', width: 30, sizing: { horizontal: 'fixed', vertical: 'fill' } },
        ],
      },
    ]);
    expect(boxes.get('a')).toEqual({ x: 20, y: 20, width: 40, height: 20 });
    expect(boxes.get('b')).toEqual({ x: 70, y: 10, width: 170, height: 40 });
    expect(boxes.get('c')).toEqual({ x: 250, y: 10, width: 30, height: 40 });
  });

  it('hugs content in nested vertical layouts, with space-between and end', () => {
    const boxes = boxesOf([
      {
        id: 'col',
        type: 'frame',
        width: 200,
        sizing: { horizontal: 'fixed', vertical: 'hug' },
        layout: { mode: 'vertical', gap: 8, padding: [16, 16, 16, 16], align: 'end' },
        children: [
          { id: 'a', type: 'rect', width: 50, height: 10 },
          {
            id: 'inner',
            type: 'frame',
            sizing: { horizontal: 'hug', vertical: 'hug' },
            layout: { mode: 'horizontal', gap: 4 },
            children: [
              { id: 'i1', type: 'rect', width: 10, height: 10 },
              { id: 'i2', type: 'rect', width: 10, height: 30 },
            ],
          },
          {
            id: 'spread',
            type: 'frame',
            height: 20,
            sizing: { horizontal: 'fill', vertical: 'fixed' },
            layout: { mode: 'horizontal', justify: 'space-between' },
            children: [
              { id: 's1', type: 'rect', width: 10, height: 10 },
              { id: 's2', type: 'rect', width: 10, height: 10 },
            ],
          },
        ],
      },
    ]);
    expect(boxes.get('col')).toEqual({ x: 0, y: 0, width: 200, height: 16 + 10 + 8 + 30 + 8 + 20 + 16 });
    expect(boxes.get('a')).toEqual({ x: 134, y: 16, width: 50, height: 10 });
    expect(boxes.get('inner')).toEqual({ x: 160, y: 34, width: 24, height: 30 });
    expect(boxes.get('spread')).toMatchObject({ x: 16, width: 168 });
    expect(boxes.get('s2')).toMatchObject({ x: 174 });
  });

  it('takes absolute children out of the flow and wraps lines with wrapGap', () => {
    const boxes = boxesOf([
      {
        id: 'wrap',
        type: 'frame',
        x: 0,
        y: 0,
        width: 100,
        sizing: { horizontal: 'fixed', vertical: 'hug' },
        layout: { mode: 'horizontal', gap: 10, wrap: true, wrapGap: 5 },
        children: [
          { id: 'w1', type: 'rect', width: 40, height: 10 },
          { id: 'badge', type: 'rect', absolute: true, x: 90, y: -5, width: 16, height: 16 },
          { id: 'w2', type: 'rect', width: 40, height: 10 },
          { id: 'w3', type: 'rect', width: 40, height: 10 },
        ],
      },
    ]);
    expect(boxes.get('w2')).toMatchObject({ x: 50, y: 0 });
    expect(boxes.get('w3')).toMatchObject({ x: 0, y: 15 });
    expect(boxes.get('wrap')).toMatchObject({ height: 25 });
    expect(boxes.get('badge')).toEqual({ x: 90, y: -5, width: 16, height: 16 });
  });

  it('makes a group hug its children', () => {
    const boxes = boxesOf([
      {
        id: 'g',
        type: 'group',
        x: 100,
        y: 50,
        children: [
          { id: 'a', type: 'rect', x: 0, y: 0, width: 10, height: 10 },
          { id: 'b', type: 'ellipse', x: 20, y: 30, width: 10, height: 10 },
        ],
      },
    ]);
    expect(boxes.get('g')).toEqual({ x: 100, y: 50, width: 30, height: 40 });
    expect(boxes.get('b')).toEqual({ x: 120, y: 80, width: 10, height: 10 });
  });

  it('reports where a group box starts, also for a group in a flow', () => {
    const result = engine.layout(
      panelOf([
        {
          id: 'stack',
          type: 'frame',
          layout: { mode: 'vertical', gap: 10 },
          sizing: { horizontal: 'hug', vertical: 'hug' },
          children: [
            { id: 'top', type: 'rect', width: 20, height: 20 },
            { id: 'g', type: 'group', children: [{ id: 'a', type: 'rect', x: 5, y: 8, width: 10, height: 10 }] },
          ],
        },
      ]),
    );
    expect(result.groups.get('g')).toEqual({ x: 5, y: 8 });
    expect(result.boxes.get('g')).toEqual({ x: 0, y: 30, width: 10, height: 10 });
    expect(result.boxes.get('a')).toEqual({ x: 0, y: 30, width: 10, height: 10 });
  });

  it('measures text: hug, wrap at a fixed width, fill, fixed box and vertical alignment', () => {
    const result = engine.layout(
      panelOf([
        { id: 'hug', type: 'text', characters: 'Sign in', style: { fontSize: 16 } },
        {
          id: 'wrap',
          type: 'text',
          y: 100,
          width: 120,
          autoResize: 'height',
          characters: 'Design beautiful interfaces in minutes',
          style: { fontSize: 16, lineHeight: 24 },
        },
        {
          id: 'box',
          type: 'text',
          y: 300,
          width: 200,
          height: 100,
          autoResize: 'none',
          characters: '中文',
          style: { verticalAlign: 'middle' },
        },
        {
          id: 'row',
          type: 'frame',
          y: 500,
          width: 200,
          sizing: { horizontal: 'fixed', vertical: 'hug' },
          layout: { mode: 'horizontal' },
          children: [
            {
              id: 'fill',
              type: 'text',
              autoResize: 'height',
              sizing: { horizontal: 'fill', vertical: 'hug' },
              characters: 'One two three four five six seven',
            },
          ],
        },
      ]),
    );
    const hug = result.boxes.get('hug')!;
    expect(hug.width).toBeGreaterThan(45);
    expect(hug.width).toBeLessThan(60);
    expect(hug.height).toBe(20);
    expect(result.boxes.get('wrap')).toMatchObject({ width: 120 });
    expect(result.text.get('wrap')!.lines.length).toBeGreaterThan(1);
    expect(result.boxes.get('wrap')!.height).toBe(24 * result.text.get('wrap')!.lines.length);
    expect(result.boxes.get('box')).toMatchObject({ width: 200, height: 100 });
    expect(result.text.get('box')!.offsetY).toBe((100 - 24) / 2);
    expect(result.boxes.get('fill')!.width).toBe(200);
    expect(result.boxes.get('row')!.height).toBe(result.boxes.get('fill')!.height);
    expect(result.boxes.get('fill')!.height).toBeGreaterThan(20);
  });

  it('lays out a 2,000-node panel with a finite box for every node', () => {
    const panel = makeLargePanel(2000);
    const { boxes } = engine.layout(panel);
    expect(boxes.size).toBe(2000);
    for (const box of boxes.values()) {
      expect(Number.isFinite(box.x + box.y + box.width + box.height)).toBe(true);
    }
  });
});
