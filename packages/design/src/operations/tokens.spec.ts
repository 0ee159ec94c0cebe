import { applyTokens, findNode, getAtPath, setAtPath, unresolvedTokens } from './index';
import { deepFreeze, panelOf } from '../testing/builders';

const panel = deepFreeze(
  panelOf([
    {
      id: 'card',
      type: 'frame',
      layout: { mode: 'vertical', gap: 4 },
      fills: [{ type: 'solid', color: '#000000' }],
      tokens: {
        'fills.0.color': 'color.surface',
        radius: 'radius.lg',
        'layout.gap': 'space.3',
        'layout.padding.0': 'space.4',
      },
      children: [
        {
          id: 't',
          type: 'text',
          characters: 'x',
          tokens: { 'style.fontSize': 'font.body', 'fills.0.color': 'color.text' },
        },
        { id: 'plain', type: 'rect' },
      ],
    },
  ]),
);

describe('applyTokens', () => {
  it('resolves every bound property from the token table', () => {
    const tokens = {
      'color.surface': '#f8fafc',
      'radius.lg': 16,
      'space.3': 12,
      'space.4': 16,
      'font.body': 15,
      'color.text': '#0f172a',
    };
    const next = applyTokens(panel, tokens);
    expect(findNode(next, 'card')).toMatchObject({
      radius: 16,
      layout: { gap: 12, padding: [16, 0, 0, 0] },
      fills: [{ color: '#f8fafc' }],
    });
    expect(findNode(next, 't')).toMatchObject({ style: { fontSize: 15 }, fills: [{ color: '#0f172a' }] });
    expect(findNode(next, 'plain')).toBe(findNode(panel, 'plain'));
  });

  it('leaves unknown tokens alone, lists them, and refuses values of the wrong type', () => {
    expect(applyTokens(panel, {})).toEqual(panel);
    expect(unresolvedTokens(panel, { 'radius.lg': 1 })).toContain('color.surface');
    expect(() => applyTokens(panel, { 'radius.lg': 'big' })).toThrow(/radius/);
  });

  it('reads and writes dotted paths without mutating', () => {
    const source = deepFreeze({ a: [{ b: 1 }] });
    const next = setAtPath(source, 'a.0.b', 2);
    expect(getAtPath(next, 'a.0.b')).toBe(2);
    expect(source.a[0].b).toBe(1);
  });
});
