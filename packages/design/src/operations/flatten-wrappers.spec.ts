import { findLimitViolation, PanelSchema } from '../schema';
import { flattenWrappers, nestingDepth } from './flatten-wrappers';

type RawNode = { id: string; type: string; [key: string]: unknown };

/** `depth` wrapper divs around a text, each 4 px in from its parent, as a captured page nests them. */
function wrapped(depth: number): RawNode {
  let node: RawNode = { id: 'title', type: 'text', characters: 'Welcome', x: 4, y: 4 };
  for (let i = depth - 1; i >= 0; i--) {
    node = {
      id: `div${i}`,
      type: 'frame',
      x: i === 0 ? 0 : 4,
      y: i === 0 ? 0 : 4,
      width: 300,
      height: 200,
      children: [node],
    };
  }
  return node;
}

describe('flattenWrappers (page capture)', () => {
  it('flattens a page nested 1,500 wrappers deep to fit the limit, keeping what it draws in place', () => {
    const page = [wrapped(1500)];
    expect(findLimitViolation(page)?.limit).toBe('depth');
    const flat = flattenWrappers(page);
    expect(nestingDepth(flat)).toBeLessThanOrEqual(64);
    expect(findLimitViolation(flat)).toBeUndefined();
    const panel = PanelSchema.parse({ id: 'p', name: 'Captured', width: 1280, height: 800, children: flat });
    expect(panel.children[0]).toMatchObject({ id: 'title', x: 4 * 1500, y: 4 * 1500 });
  });

  it('keeps wrappers that draw something, and trees that fit as they are', () => {
    const card = { id: 'card', type: 'frame', fills: [{ type: 'solid', color: '#ffffff' }], children: [wrapped(2)] };
    expect(flattenWrappers([card])).toEqual([card]);
    const deep = { ...card, children: [wrapped(100)] };
    const flat = flattenWrappers([deep]) as RawNode[];
    expect(flat[0].id).toBe('card');
    expect((flat[0].children as RawNode[])[0]).toMatchObject({ id: 'title', x: 400, y: 400 });
  });
});
