import { contentChanges } from './index';

const text = (id: string, name: string, characters: string, x = 0) => ({ id, type: 'text', name, characters, x });
const frame = (id: string, name: string, children: object[], x = 0) => ({ id, type: 'frame', name, x, children });
const panel = (children: object[]) => ({ id: 'p', name: 'Home', width: 390, height: 844, children });

describe('contentChanges (two directions of one brief)', () => {
  it('matches layers by name, whatever their ids and layout, and names what only one side has', () => {
    const stacked = panel([
      frame('a1', 'Date picker', [text('a2', 'Title', 'Date')]),
      frame('a3', 'Time slots', [text('a4', 'Title', 'Slots')]),
    ]);
    const cards = panel([
      frame('b1', 'Card', [frame('b2', 'Date picker', [text('b3', 'Title', 'Date', 40)], 16)]),
      frame('b4', 'Time slots', [text('b5', 'Title', 'Times')], 16),
      frame('b6', 'Tab bar', []),
    ]);
    const changes = contentChanges(stacked, cards);
    expect({ ...changes, added: [...changes.added].sort() }).toEqual({
      added: ['b1', 'b6'],
      removed: [],
      // The second "Title" reads otherwise; position and nesting are layout, not content.
      changed: { before: ['a4'], after: ['b5'] },
    });
  });

  it('finds no difference between a design and itself', () => {
    const doc = panel([frame('a1', 'Hero', [text('a2', 'Title', 'Hi')])]);
    expect(contentChanges(doc, doc)).toEqual({ added: [], removed: [], changed: { before: [], after: [] } });
  });
});
