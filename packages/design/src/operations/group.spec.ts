import { findNode, groupNodes, ungroupNode } from './index';
import { deepFreeze, panelOf } from '../testing/builders';

const panel = deepFreeze(
  panelOf([
    { id: 'a', type: 'rect', x: 10, y: 10, width: 20, height: 20 },
    { id: 'b', type: 'rect', x: 50, y: 40, width: 10, height: 10 },
    { id: 'c', type: 'rect', x: 0, y: 0 },
    { id: 'f', type: 'frame', children: [{ id: 'x', type: 'rect' }] },
  ]),
);

describe('group and ungroup', () => {
  it('groups siblings at their bounding box, in place of the topmost one', () => {
    const next = groupNodes(panel, ['b', 'a'], { id: 'g', name: 'Icons' });
    expect(next.children.map((c) => c.id)).toEqual(['g', 'c', 'f']);
    const group = findNode(next, 'g');
    expect(group).toMatchObject({ type: 'group', name: 'Icons', x: 10, y: 10, width: 50, height: 40 });
    expect(findNode(next, 'a')).toMatchObject({ x: 0, y: 0 });
    expect(findNode(next, 'b')).toMatchObject({ x: 40, y: 30 });
  });

  it('refuses non-siblings, empty selections and taken ids', () => {
    expect(() => groupNodes(panel, ['a', 'x'], { id: 'g' })).toThrow(/siblings/);
    expect(() => groupNodes(panel, [], { id: 'g' })).toThrow(/Nothing/);
    expect(() => groupNodes(panel, ['a'], { id: 'b' })).toThrow(/exists/);
  });

  it('ungroups back to the same places and order', () => {
    const grouped = groupNodes(panel, ['a', 'b'], { id: 'g' });
    const ungrouped = ungroupNode(grouped, 'g');
    expect(ungrouped.children.map((c) => c.id)).toEqual(['a', 'b', 'c', 'f']);
    expect(findNode(ungrouped, 'a')).toMatchObject({ x: 10, y: 10 });
    expect(findNode(ungrouped, 'b')).toMatchObject({ x: 50, y: 40 });
    expect(() => ungroupNode(panel, 'f')).toThrow(/not a group/);
  });
});
