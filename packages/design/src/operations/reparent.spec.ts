import { findNode, reparentNode } from './index';
import { deepFreeze, panelOf } from '../testing/builders';

const panel = deepFreeze(
  panelOf([
    {
      id: 'box',
      type: 'frame',
      x: 100,
      y: 100,
      width: 200,
      height: 200,
      children: [{ id: 'r', type: 'rect', x: 10, y: 20, width: 30, height: 30 }],
    },
    { id: 'other', type: 'frame', x: 50, y: 400, width: 200, height: 200 },
    {
      id: 'stack',
      type: 'frame',
      x: 0,
      y: 700,
      layout: { mode: 'vertical' },
      children: [{ id: 's', type: 'rect', sizing: { horizontal: 'fill', vertical: 'fixed' } }],
    },
  ]),
);

describe('reparentNode', () => {
  it('keeps the absolute position when moving between free containers', () => {
    const next = reparentNode(panel, 'r', 'other');
    expect(findNode(next, 'r')).toMatchObject({ x: 60, y: -280 });
    const box = findNode(next, 'box');
    expect(box?.type === 'frame' && box.children).toEqual([]);
    expect(findNode(reparentNode(panel, 'r', null), 'r')).toMatchObject({ x: 110, y: 120 });
  });

  it('uses layout boxes when given, and turns fill into fixed outside auto layout', () => {
    const layout = new Map([
      ['stack', { x: 0, y: 700, width: 100, height: 100 }],
      ['s', { x: 0, y: 700, width: 100, height: 100 }],
      ['other', { x: 50, y: 400, width: 200, height: 200 }],
    ]);
    const next = reparentNode(panel, 's', 'other', undefined, layout);
    expect(findNode(next, 's')).toMatchObject({ x: -50, y: 300, width: 100, sizing: { horizontal: 'fixed' } });
  });

  it('inserts at an index and refuses cycles', () => {
    const next = reparentNode(panel, 'other', 'box', 0);
    const box = findNode(next, 'box');
    expect(box?.type === 'frame' && box.children.map((c) => c.id)).toEqual(['other', 'r']);
    expect(() => reparentNode(panel, 'box', 'box')).toThrow(/itself/);
    expect(() => reparentNode(next, 'box', 'other')).toThrow(/descendant/);
    expect(() => reparentNode(panel, 'box', 'r')).toThrow(/cannot have children/);
  });
});
