import { findNode, moveNodes, moveNodesTo } from './index';
import { deepFreeze, panelOf } from '../testing/builders';

const panel = deepFreeze(
  panelOf([
    { id: 'a', type: 'rect', x: 10, y: 20 },
    { id: 'b', type: 'rect', x: 0, y: 0 },
  ]),
);

describe('move', () => {
  it('moves by a delta', () => {
    const next = moveNodes(panel, ['a', 'b'], 5, -4);
    expect(findNode(next, 'a')).toMatchObject({ x: 15, y: 16 });
    expect(findNode(next, 'b')).toMatchObject({ x: 5, y: -4 });
    expect(moveNodes(panel, ['a'], 0, 0)).toBe(panel);
  });

  it('moves to a position', () => {
    const next = moveNodesTo(panel, ['a'], 100, 200);
    expect(findNode(next, 'a')).toMatchObject({ x: 100, y: 200 });
    expect(findNode(next, 'b')).toBe(findNode(panel, 'b'));
  });
});
