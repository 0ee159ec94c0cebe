import { reorderNode } from './index';
import { deepFreeze, panelOf } from '../testing/builders';

const panel = deepFreeze(panelOf(['a', 'b', 'c', 'd'].map((id) => ({ id, type: 'rect' as const }))));
const order = (p: typeof panel) => p.children.map((c) => c.id).join('');

describe('reorderNode (children are bottom to top)', () => {
  it.each([
    ['b', 'forward', 'acbd'],
    ['b', 'backward', 'bacd'],
    ['b', 'front', 'acdb'],
    ['c', 'back', 'cabd'],
  ] as const)('%s %s → %s', (id, direction, expected) => {
    expect(order(reorderNode(panel, id, direction))).toBe(expected);
  });

  it('is a no-op at the ends', () => {
    expect(reorderNode(panel, 'd', 'forward')).toBe(panel);
    expect(reorderNode(panel, 'a', 'back')).toBe(panel);
  });
});
