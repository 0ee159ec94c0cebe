import { cloneSubtree, findDuplicateIds, findNode, parentOf, pathTo, sequentialIds, subtreeNodes, walk } from './index';
import { deepFreeze, panelOf } from '../testing/builders';

const panel = deepFreeze(
  panelOf([
    { id: 'a', type: 'frame', children: [{ id: 'b', type: 'group', children: [{ id: 'c', type: 'rect' }] }] },
    { id: 'd', type: 'text', characters: 'x' },
  ]),
);

describe('tree helpers', () => {
  it('finds nodes, parents and paths', () => {
    expect(findNode(panel, 'c')?.type).toBe('rect');
    expect(findNode(panel, 'zz')).toBeUndefined();
    expect(parentOf(panel, 'c')?.id).toBe('b');
    expect(parentOf(panel, 'a')).toBe(panel);
    expect(pathTo(panel, 'c')).toEqual(['a', 'b', 'c']);
    expect(pathTo(panel, 'zz')).toEqual([]);
  });

  it('walks depth-first and can skip subtrees', () => {
    const seen: string[] = [];
    walk(panel, (node) => {
      seen.push(node.id);
      return node.id === 'b' ? 'skip' : undefined;
    });
    expect(seen).toEqual(['a', 'b', 'd']);
  });

  it('finds ids used twice', () => {
    expect(findDuplicateIds(panel)).toEqual([]);
    expect(findDuplicateIds({ ...panel, children: [...panel.children, { ...panel.children[1] }] })).toEqual(['d']);
  });

  it('clones a subtree with fresh deterministic ids', () => {
    const copy = cloneSubtree(findNode(panel, 'a')!, sequentialIds('copy-'));
    expect(subtreeNodes(copy).map((n) => n.id)).toEqual(['copy-1', 'copy-2', 'copy-3']);
    expect(findNode(panel, 'a')!.id).toBe('a');
  });
});
