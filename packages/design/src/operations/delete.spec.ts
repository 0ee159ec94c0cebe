import { deleteNodes, findNode } from './index';
import { deepFreeze, panelOf } from '../testing/builders';

const panel = deepFreeze(
  panelOf([
    {
      id: 'f',
      type: 'frame',
      children: [
        { id: 'a', type: 'rect' },
        { id: 'b', type: 'rect' },
      ],
    },
    { id: 'g', type: 'rect' },
  ]),
);

describe('deleteNodes', () => {
  it('deletes nodes with their subtrees and keeps the rest shared', () => {
    const next = deleteNodes(panel, ['a', 'g']);
    expect(findNode(next, 'a')).toBeUndefined();
    expect(findNode(next, 'g')).toBeUndefined();
    expect(findNode(next, 'b')).toBe(findNode(panel, 'b'));
    expect(findNode(deleteNodes(panel, ['f']), 'b')).toBeUndefined();
    expect(findNode(panel, 'a')).toBeDefined();
  });

  it('returns the same document when nothing matches', () => {
    expect(deleteNodes(panel, ['zz'])).toBe(panel);
  });
});
