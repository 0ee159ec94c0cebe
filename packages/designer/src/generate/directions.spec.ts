import { indexPanel } from '@boxify/design/operations';

import { directionRecipe } from './directions';
import { generateDesign } from './index';

describe('directions', () => {
  const prompt = 'Mobile booking page for a dog grooming salon called Brindlemoor, with a list of services';

  it('draws each direction with its own layout and library, the same bytes for the same seed', async () => {
    const [a, b, c] = await Promise.all([0, 1, 2].map((direction) => generateDesign({ prompt, direction })));
    expect([a, b, c].map((r) => r.direction!.layout)).toEqual(['stacked', 'cards', 'split']);
    expect(new Set([a, b, c].map((r) => r.direction!.libraryId)).size).toBe(3);
    expect(JSON.stringify((await generateDesign({ prompt, direction: 1 })).panels)).toBe(JSON.stringify(b.panels));
    // Two directions can be opened side by side: no panel or node id is shared.
    const ids = (r: typeof a) => r.panels.flatMap((p) => [p.id, ...indexPanel(p).nodes.keys()]);
    expect(ids(a).filter((id) => ids(b).includes(id))).toEqual([]);
    // The same page is priced the same whichever way it is drawn.
    expect(new Set([a, b, c].map((r) => r.cost)).size).toBe(1);
  });

  it('keeps a library of the user’s own in every direction; another seed may theme the others otherwise', () => {
    const own = { libraryId: 'acme', theme: 'light' as const, tokens: {} };
    expect([0, 1, 2].map((i) => directionRecipe(i, 'seed', own, 'neutral').libraryId)).toEqual([
      'acme',
      'acme',
      'acme',
    ]);
    const orders = new Set(
      ['a', 'b', 'c', 'd', 'e'].map((seed) => directionRecipe(1, seed, undefined, 'neutral').libraryId),
    );
    expect(orders.size).toBe(2);
    expect(directionRecipe(0, 'a', undefined, 'playful').libraryId).toBe('playful');
  });
});
