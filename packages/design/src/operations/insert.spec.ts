import { DesignOperationError, findNode, insertNode } from './index';
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
  ]),
);

describe('insertNode', () => {
  it('inserts at an index into a parent, with defaults, sharing untouched branches', () => {
    const next = insertNode(panel, 'f', { id: 'n', type: 'ellipse' }, 1);
    const frame = findNode(next, 'f');
    expect(frame?.type === 'frame' && frame.children.map((c) => c.id)).toEqual(['a', 'n', 'b']);
    expect(findNode(next, 'n')).toMatchObject({ opacity: 1, visible: true });
    expect(next).not.toBe(panel);
    expect(findNode(next, 'a')).toBe(findNode(panel, 'a'));
  });

  it('appends on top by default, and at the panel root for null', () => {
    const next = insertNode(panel, null, { id: 'n', type: 'rect' });
    expect(next.children.map((c) => c.id)).toEqual(['f', 'n']);
  });

  it('refuses duplicate ids, leaf parents and invalid nodes', () => {
    expect(() => insertNode(panel, 'f', { id: 'a', type: 'rect' })).toThrow(DesignOperationError);
    expect(() => insertNode(panel, 'a', { id: 'n', type: 'rect' })).toThrow(/cannot have children/);
    expect(() => insertNode(panel, 'zz', { id: 'n', type: 'rect' })).toThrow(/not found/);
    expect(() => insertNode(panel, 'f', { id: 'n', type: 'rect', opacity: 2 })).toThrow(/opacity/);
  });
});
