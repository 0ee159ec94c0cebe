import { contrastRatio, parseColor } from '@boxify/design/color';
import { type LayoutEngine } from '@boxify/design/layout';
import { loadNodeLayoutEngine } from '@boxify/design/node';
import { findNode } from '@boxify/design/operations';
import type { Panel } from '@boxify/design/schema';
import { deepFreeze, panelOf } from '@boxify/design/testing';

import { chroma, inkContrasts } from './color-roles';
import { optimiseDesign } from './index';

let engine: LayoutEngine;
beforeAll(async () => {
  engine = await loadNodeLayoutEngine();
});

const solid = (color: string) => [{ type: 'solid' as const, color }];
const fillOf = (panel: Panel, id: string) => (findNode(panel, id)!.fills[0] as { color: string }).color;

// The panel: a green primary button (an off-library colour) with a white icon and a white label.
const greenButton = (): Panel =>
  deepFreeze(
    panelOf([
      {
        id: 'pay',
        type: 'frame',
        role: 'button',
        name: 'pay-button',
        x: 16,
        y: 16,
        width: 200,
        height: 48,
        layout: { mode: 'horizontal', padding: [12, 16, 12, 16], gap: 8 },
        fills: solid('#16a34a'),
        children: [
          { id: 'pay-icon', type: 'icon', icon: 'credit-card', width: 20, height: 20, fills: solid('#ffffff') },
          {
            id: 'pay-label',
            type: 'text',
            characters: 'Pay now',
            style: { fontSize: 18.66, fontWeight: 700, lineHeight: 24 },
            fills: solid('#ffffff'),
          },
        ],
      },
      { id: 'card', type: 'frame', y: 80, width: 343, height: 120, fills: solid('#f9fafb') },
    ]),
  );

describe('optimise binds colours to tokens of the same role', () => {
  it('keeps a green primary button a filled, green action with a readable white icon, and reports the change', async () => {
    const panel = greenButton();
    const result = await optimiseDesign({ panel }, undefined, { engine });
    const fill = fillOf(result.panel, 'pay');
    // Bound to an action colour of the library (not the grey #E2E8F0 secondary that looks disabled), still green.
    expect(findNode(result.panel, 'pay')!.tokens?.['fills.0.color']).toMatch(/^color\.(primary|success)$/);
    expect(chroma(fill)).toBeGreaterThan(0.25);
    expect(fill.toLowerCase()).not.toBe('#e2e8f0');
    const { g, r, b } = parseColor(fill);
    expect(g).toBeGreaterThan(Math.max(r, b));
    // The icon and the label are at least as readable as before.
    const icon = contrastRatio(parseColor(fillOf(result.panel, 'pay-icon')), parseColor(fill));
    expect(icon).toBeGreaterThanOrEqual(contrastRatio(parseColor('#ffffff'), parseColor('#16a34a')));
    const before = inkContrasts(panel, engine.layout(panel));
    const after = inkContrasts(result.panel, engine.layout(result.panel));
    for (const [id, ratio] of before) expect(after.get(id)!).toBeGreaterThanOrEqual(ratio - 1e-3);
    // A surface stays a surface.
    expect(findNode(result.panel, 'card')!.tokens?.['fills.0.color']).toMatch(
      /^color\.(surface|background|surface-muted)$/,
    );
    // The report lists each change with the value before and after.
    expect(result.changes).toContainEqual(
      expect.objectContaining({ nodeId: 'pay', property: 'fills.0.color', before: '#16a34a', after: fill }),
    );
  });

  it('never lowers a text’s contrast to bind it: a far-off grey text on white goes to a text token that reads at least as well', async () => {
    const panel = deepFreeze(
      panelOf([
        { id: 'note', type: 'text', characters: 'Fine print', style: { fontSize: 14 }, fills: solid('#1f2937') },
      ]),
    );
    const result = await optimiseDesign({ panel }, undefined, { engine });
    const token = findNode(result.panel, 'note')!.tokens?.['fills.0.color'];
    expect(token).toMatch(/^color\.on-/);
    const ratio = (p: Panel) => contrastRatio(parseColor(fillOf(p, 'note')), parseColor('#ffffff'));
    expect(ratio(result.panel)).toBeGreaterThanOrEqual(ratio(panel));
  });
});
