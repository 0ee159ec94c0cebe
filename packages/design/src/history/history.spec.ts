import { applyPatch, changeCount, changedNodes, diffDocuments } from './index';

const box = (id: string, extra: object = {}) => ({ id, type: 'rect', x: 0, y: 0, width: 10, height: 10, ...extra });
const frame = (id: string, children: object[]) => ({
  id,
  type: 'frame',
  x: 0,
  y: 0,
  width: 100,
  height: 100,
  children,
});
const panel = (children: object[], extra: object = {}) => ({
  id: 'p',
  name: 'Home',
  width: 390,
  height: 844,
  children,
  ...extra,
});

describe('version history diffs', () => {
  const before = panel([frame('header', [box('logo'), box('menu')]), box('hero'), box('footer')]);
  // Known changes: logo recoloured, menu removed, cta added into the header, footer moved into the header.
  const after = panel([
    frame('header', [box('logo', { fills: [{ type: 'solid', color: '#ff0000' }] }), box('cta'), box('footer')]),
    box('hero'),
  ]);

  it('names exactly the nodes that differ between two versions', () => {
    const { added, removed, changed } = changedNodes(before, after);
    expect({ added, removed, changed: changed.sort() }).toEqual({
      added: ['cta'],
      removed: ['menu'],
      changed: ['footer', 'logo'],
    });
    expect(changedNodes(before, before)).toEqual({ added: [], removed: [], changed: [] });
    // Key order is not a change.
    const reordered = panel([
      { height: 100, width: 100, y: 0, x: 0, type: 'frame', id: 'header', children: [box('logo'), box('menu')] },
      box('hero'),
      box('footer'),
    ]);
    expect(changedNodes(before, reordered).changed).toEqual([]);
    expect(changeCount(before, after)).toBe(4);
    expect(changeCount(before, { ...before, name: 'Renamed' })).toBe(1);
  });

  it('stores the nodes that changed and gives back the same document', () => {
    const patch = diffDocuments(before, after)!;
    // The footer moved: the header's list of children says so, its own entry is unchanged.
    expect(Object.keys(patch.set).sort()).toEqual(['cta', 'header', 'logo']);
    expect(patch.del).toEqual(['menu']);
    expect(patch.root).toBeDefined();
    expect(applyPatch(before, patch)).toEqual(after);
    expect(applyPatch(after, diffDocuments(after, before)!)).toEqual(before);
  });

  it('refuses to patch a document with two nodes of one id (stored whole instead)', () => {
    expect(diffDocuments(before, panel([box('a'), box('a')]))).toBeNull();
  });
});
