import {
  checkClippedText,
  checkCollapsedFrames,
  checkContrast,
  checkOutsidePanel,
  checkOffGrid,
  checkOverlaps,
  checkTextOverflow,
  checkTouchTargets,
  checkUnboundColors,
  runChecks,
} from './index';
import { type LayoutEngine } from '../layout';
import { loadNodeLayoutEngine } from '../render/shared-engine';
import type { DesignNodeInput } from '../schema/node';
import { panelOf } from '../testing/builders';

let engine: LayoutEngine;
beforeAll(async () => {
  engine = await loadNodeLayoutEngine();
});

const run = (check: typeof checkContrast, children: DesignNodeInput[], width = 375) => {
  const panel = panelOf(children, { width });
  return check(panel, engine.layout(panel));
};
const ids = (findings: { nodeIds: string[] }[]) => findings.flatMap((f) => f.nodeIds);
const solid = (color: string) => [{ type: 'solid' as const, color }];

describe('contrast', () => {
  it('flags text below AA against the nearest background behind it', () => {
    const findings = run(checkContrast, [
      { id: 'card', type: 'rect', width: 375, height: 200, fills: solid('#1e293b') },
      { id: 'bad', type: 'text', x: 10, y: 10, characters: 'Low', fills: solid('#334155') },
      { id: 'good', type: 'text', x: 10, y: 50, characters: 'High', fills: solid('#ffffff') },
      { id: 'grey', type: 'text', x: 10, y: 300, characters: 'Grey on white', fills: solid('#9ca3af') },
    ]);
    expect(ids(findings).sort()).toEqual(['bad', 'grey']);
    expect(findings[0].message.en).toMatch(/below WCAG AA/);
    expect(findings[0].message.zh).toMatch(/对比度/);
  });

  it('uses 3:1 for large text and composites translucent layers', () => {
    const findings = run(checkContrast, [
      { id: 'large', type: 'text', characters: 'Big', style: { fontSize: 24 }, fills: solid('#8a8a8a') },
      { id: 'small', type: 'text', y: 100, characters: 'Small', style: { fontSize: 16 }, fills: solid('#8a8a8a') },
      { id: 'veil', type: 'rect', y: 200, width: 375, height: 100, fills: solid('#00000080') },
      { id: 'on-veil', type: 'text', y: 220, characters: 'Veiled', fills: solid('#333333') },
    ]);
    expect(ids(findings).sort()).toEqual(['on-veil', 'small']);
  });

  it('skips text over images', () => {
    const findings = run(checkContrast, [
      {
        id: 'photo',
        type: 'image',
        width: 375,
        height: 200,
        src: 'data:image/png;base64,AAAA',
        fills: [{ type: 'image', src: 'data:image/png;base64,AAAA' }],
      },
      { id: 't', type: 'text', x: 10, y: 10, characters: 'Caption', fills: solid('#eeeeee') },
    ]);
    expect(findings).toEqual([]);
  });
});

describe('touch targets', () => {
  const nodes: DesignNodeInput[] = [
    { id: 'small', type: 'rect', role: 'button', width: 80, height: 32 },
    { id: 'ok', type: 'rect', role: 'link', width: 44, height: 44 },
    { id: 'deco', type: 'rect', width: 10, height: 10 },
  ];
  it('flags interactive nodes under 44 px on phone and tablet panels, not on desktops', () => {
    expect(ids(run(checkTouchTargets, nodes))).toEqual(['small']);
    // Tablets are touch screens: a 768 or 834 px panel is checked like a phone.
    expect(ids(run(checkTouchTargets, nodes, 768))).toEqual(['small']);
    expect(ids(run(checkTouchTargets, nodes, 1023))).toEqual(['small']);
    expect(run(checkTouchTargets, nodes, 1024)).toEqual([]);
    expect(run(checkTouchTargets, nodes, 1440)).toEqual([]);
  });
});

describe('text overflow', () => {
  it('flags fixed text boxes too small for their characters', () => {
    const findings = run(checkTextOverflow, [
      {
        id: 'tight',
        type: 'text',
        autoResize: 'none',
        width: 60,
        height: 20,
        characters: 'A sentence that wraps onto lines',
      },
      { id: 'fits', type: 'text', autoResize: 'height', width: 60, characters: 'A sentence that wraps onto lines' },
    ]);
    expect(ids(findings)).toEqual(['tight']);
  });
});

describe('off-grid spacing', () => {
  it('flags gaps, paddings and free positions off the 4 px grid', () => {
    const findings = run(checkOffGrid, [
      {
        id: 'stack',
        type: 'frame',
        layout: { mode: 'vertical', gap: 10, padding: [16, 16, 15, 16] },
        children: [{ id: 'flow', type: 'rect', x: 3, y: 3 }],
      },
      {
        id: 'free',
        type: 'frame',
        children: [
          { id: 'placed', type: 'rect', x: 6, y: 8 },
          { id: 'aligned', type: 'rect', x: 8, y: 12 },
        ],
      },
    ]);
    expect(ids(findings).sort()).toEqual(['placed', 'stack']);
    expect(findings.find((f) => f.nodeIds[0] === 'stack')!.message.en).toMatch(/layout.gap 10, layout.padding.2 15/);
  });
});

describe('unbound colours', () => {
  it('flags colours without a token binding', () => {
    const findings = run(checkUnboundColors, [
      { id: 'bound', type: 'rect', fills: solid('#000000'), tokens: { 'fills.0.color': 'color.primary' } },
      {
        id: 'raw',
        type: 'rect',
        fills: solid('#000000'),
        strokes: solid('#ffffff'),
        tokens: { 'fills.0.color': 'color.primary' },
      },
      { id: 'none', type: 'rect' },
    ]);
    expect(ids(findings)).toEqual(['raw']);
    expect(findings[0].message.en).toContain('strokes.0.color');
  });
});

describe('overlaps outside auto layout', () => {
  it('flags crossing siblings, not nested layers, absolute overlays, groups or auto layout', () => {
    const findings = run(checkOverlaps, [
      { id: 'a', type: 'rect', x: 0, y: 0, width: 100, height: 100 },
      { id: 'b', type: 'rect', x: 50, y: 50, width: 100, height: 100 },
      { id: 'bg', type: 'rect', x: 0, y: 300, width: 300, height: 300 },
      { id: 'inside', type: 'rect', x: 10, y: 310, width: 50, height: 50 },
      {
        id: 'g',
        type: 'group',
        x: 200,
        y: 0,
        children: [
          { id: 'g1', type: 'rect', width: 50, height: 50 },
          { id: 'g2', type: 'rect', x: 25, y: 25, width: 50, height: 50 },
        ],
      },
      {
        id: 'flow',
        type: 'frame',
        x: 0,
        y: 650,
        width: 100,
        height: 100,
        layout: { mode: 'horizontal' },
        children: [
          { id: 'f1', type: 'rect', width: 50 },
          { id: 'f2', type: 'rect', absolute: true, x: 10, y: 10, width: 50 },
        ],
      },
    ]);
    expect(findings.map((f) => f.nodeIds)).toEqual([['a', 'b']]);
  });
});

describe('runChecks', () => {
  it('runs all or the named checks', () => {
    const panel = panelOf([
      { id: 'btn', type: 'rect', role: 'button', width: 20, height: 20, fills: solid('#000000') },
    ]);
    const layout = engine.layout(panel);
    expect(
      runChecks(panel, layout)
        .map((f) => f.check)
        .sort(),
    ).toEqual(['touch-target', 'unbound-color']);
    expect(runChecks(panel, layout, ['touch-target']).map((f) => f.check)).toEqual(['touch-target']);
  });
});

describe('layout sanity', () => {
  const row = (children: DesignNodeInput[], width: number): DesignNodeInput => ({
    id: 'row',
    type: 'frame',
    width,
    height: 40,
    sizing: { horizontal: 'fixed', vertical: 'fixed' },
    layout: { mode: 'horizontal', gap: 8 },
    children,
  });
  const box = (id: string, width: number): DesignNodeInput => ({
    id,
    type: 'rect',
    width,
    height: 20,
    fills: solid('#999999'),
  });

  it('flags a frame smaller than the children in its flow, not one that fits them', () => {
    expect(ids(run(checkCollapsedFrames, [row([box('a', 100), box('b', 100)], 180)]))).toEqual(['row', 'b']);
    expect(run(checkCollapsedFrames, [row([box('a', 100), box('b', 60)], 180)])).toEqual([]);
  });

  it('leaves a clipping frame that crops a picture alone, but not clipped text', () => {
    const cropped = {
      id: 'crop',
      type: 'frame' as const,
      width: 100,
      height: 50,
      clip: true,
      children: [{ id: 'pic', type: 'rect' as const, width: 200, height: 200, fills: solid('#336699') }],
    };
    expect(run(checkCollapsedFrames, [cropped])).toEqual([]);
    const cut = run(checkClippedText, [
      { ...cropped, children: [{ id: 'cut', type: 'text', x: 60, y: 10, characters: 'A long caption' }] },
    ]);
    expect(ids(cut)).toEqual(['cut']);
    expect(cut[0].message.zh).toMatch(/裁切/);
  });

  it('flags the outermost layer that hangs outside the panel', () => {
    const findings = run(checkOutsidePanel, [
      { id: 'in', type: 'rect', x: 10, y: 10, width: 100, height: 100 },
      { id: 'out', type: 'group', children: [{ id: 'child', type: 'rect', x: 300, y: 10, width: 100, height: 20 }] },
    ]);
    expect(ids(findings)).toEqual(['out']);
  });
});
