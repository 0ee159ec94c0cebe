import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { runChecks, type Finding } from '@boxify/design/checks';
import type { DesignerStep } from '../contract';
import { designContext } from './context';
import { fixTextContrast } from './fix-contrast';
import { optimiseDesign, optimiseCost } from './index';
import { type LayoutEngine } from '@boxify/design/layout';
import { loadNodeLayoutEngine } from '@boxify/design/node';
import { findNode } from '@boxify/design/operations';
import { PanelSchema, type DesignNodeInput, type FrameNode, type Panel, type TextNode } from '@boxify/design/schema';
import { deepFreeze, makeLargePanel, panelOf } from '@boxify/design/testing';

const solid = (color: string) => [{ type: 'solid' as const, color }];
const messyDir = join(__dirname, '..', '..', '..', '..', 'test', 'fixtures', 'messy');
const messy: [string, Panel][] = readdirSync(messyDir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => [f, PanelSchema.parse(JSON.parse(readFileSync(join(messyDir, f), 'utf8')))]);

let engine: LayoutEngine;
beforeAll(async () => {
  engine = await loadNodeLayoutEngine();
});

const optimise = (panel: Panel, onStep?: (s: DesignerStep) => void) =>
  optimiseDesign({ panel: deepFreeze(panel) }, onStep, { engine });
const text = (node: unknown) => node as TextNode;
const frame = (node: unknown) => node as FrameNode;

describe('optimise on the messy panels', () => {
  it('has 10 realistic messy screens with every kind of mistake', () => {
    expect(messy).toHaveLength(10);
    const checks = new Set(messy.flatMap(([, p]) => runChecks(p, engine.layout(p)).map((f) => f.check)));
    for (const check of ['contrast', 'touch-target', 'text-overflow', 'off-grid', 'unbound-color']) {
      expect(checks).toContain(check);
    }
  });

  it('removes at least 90% of the findings, every contrast and touch-target one, and stays a valid panel', async () => {
    let before = 0;
    let after: Finding[] = [];
    for (const [, panel] of messy) {
      const result = await optimise(panel);
      before += result.before.length;
      after = after.concat(result.after);
      expect(PanelSchema.safeParse(result.panel).success).toBe(true);
      // The answer's findings are the truth about the answer's panel.
      expect(runChecks(result.panel, engine.layout(result.panel))).toEqual(result.after);
      expect(result.cost).toBeGreaterThan(0);
    }
    expect(before).toBeGreaterThan(200);
    expect(after.length).toBeLessThanOrEqual(before * 0.1);
    expect(after.filter((f) => f.check === 'contrast' || f.check === 'touch-target')).toEqual([]);
  });

  it('is idempotent: optimising the result again changes nothing and costs nothing', async () => {
    for (const [, panel] of messy) {
      const once = await optimise(panel);
      const twice = await optimise(once.panel);
      expect(twice.panel).toBe(once.panel);
      expect(JSON.stringify(twice.panel)).toBe(JSON.stringify(once.panel));
      expect(twice.cost).toBe(0);
    }
  });

  it('reports each fix as a step in English and Chinese, then a done step with the counts', async () => {
    const steps: DesignerStep[] = [];
    const result = await optimise(messy.find(([f]) => f === 'sign-in.json')![1], (s) => steps.push(s));
    expect(steps[0].kind).toBe('thinking');
    const sections = steps.filter((s) => s.kind === 'section').map((s) => s.text.en);
    // Low-contrast texts are bound straight to a passing token of their role, or raised to AA afterwards.
    expect(sections.some((t) => /WCAG AA|same role/.test(t))).toBe(true);
    // The report lists each change with its value before and after.
    expect(sections.at(-1)).toMatch(/^Changes \(\d+\):\n“.+” .+: .+ → .+/);
    expect(result.changes!.length).toBeGreaterThan(0);
    expect(sections.some((t) => t.includes('44×44'))).toBe(true);
    expect(steps.every((s) => s.text.zh.length > 0 && s.text.en !== s.text.zh)).toBe(true);
    expect(steps.at(-1)).toEqual({
      kind: 'done',
      text: {
        en: `Optimised: ${result.before.length} findings before, 0 after`,
        zh: `优化完成：优化前 ${result.before.length} 个问题，优化后 0 个`,
      },
    });
  });
});

describe('the fixes', () => {
  it('moves low-contrast text to the nearest passing on-surface token and binds it', async () => {
    const panel = panelOf([
      { id: 'hint', type: 'text', characters: 'Muted hint', style: { fontSize: 16 }, fills: solid('#c0c0c0') },
      { id: 'big', type: 'text', y: 40, characters: 'Large', style: { fontSize: 32 }, fills: solid('#8a8a8a') },
    ]);
    const result = await optimise(panel);
    const hint = text(findNode(result.panel, 'hint'));
    expect(hint.tokens?.['fills.0.color']).toBe('color.on-surface-muted');
    expect(hint.fills[0]).toMatchObject({ color: '#475569' });
    expect(result.after.filter((f) => f.check === 'contrast')).toEqual([]);
  });

  it('moves a button back to the library fill its label is paired with rather than recolouring the label', () => {
    const panel = panelOf([
      {
        id: 'cta',
        type: 'frame',
        role: 'button',
        width: 160,
        height: 48,
        fills: solid('#93c5fd'),
        tokens: { 'fills.0.color': 'color.secondary' },
        children: [
          {
            id: 'cta-label',
            type: 'text',
            x: 16,
            y: 12,
            characters: 'Continue',
            fills: solid('#ffffff'),
            tokens: { 'fills.0.color': 'color.on-primary' },
          },
        ],
      },
    ]);
    const out = fixTextContrast(panel, designContext(), engine.layout(panel));
    const cta = findNode(out.panel, 'cta')!;
    expect(cta.fills[0]).toMatchObject({ color: '#2563eb' });
    expect(cta.tokens).toEqual({ 'fills.0.color': 'color.primary' });
    expect(findNode(out.panel, 'cta-label')).toBe(findNode(panel, 'cta-label'));
  });

  it('grows a 30 px button by its padding on the grid and a free icon button around its centre', async () => {
    const panel = panelOf([
      {
        id: 'bar',
        type: 'frame',
        width: 375,
        height: 120,
        children: [
          {
            id: 'ok',
            type: 'frame',
            role: 'button',
            x: 16,
            y: 16,
            sizing: { horizontal: 'hug', vertical: 'hug' },
            layout: { mode: 'horizontal', padding: [8, 12, 8, 12] },
            fills: solid('#2563eb'),
            children: [
              {
                id: 'ok-label',
                type: 'text',
                characters: 'OK',
                style: { fontSize: 12, lineHeight: 16 },
                fills: solid('#ffffff'),
              },
            ],
          },
          {
            id: 'close',
            type: 'icon',
            role: 'button',
            icon: 'x',
            x: 300,
            y: 20,
            width: 24,
            height: 24,
            radius: 12,
            fills: solid('#0f172a'),
          },
          { id: 'note', type: 'text', x: 16, y: 80, characters: 'Untouched', fills: solid('#0f172a') },
        ],
      },
    ]);
    const result = await optimise(panel);
    const layout = engine.layout(result.panel);
    for (const id of ['ok', 'close']) {
      expect(layout.boxes.get(id)!.width).toBeGreaterThanOrEqual(44);
      expect(layout.boxes.get(id)!.height).toBeGreaterThanOrEqual(44);
    }
    expect(frame(findNode(result.panel, 'ok')).layout.padding.every((p) => p % 4 === 0)).toBe(true);
    const close = findNode(result.panel, 'close')!;
    // A circle stays a circle.
    expect(close.radius).toBe(close.width / 2);
    // Its centre stays within 2 px (the grid), its neighbours do not move.
    expect(Math.abs(close.x + close.width / 2 - 312)).toBeLessThanOrEqual(2);
    expect(Math.abs(close.y + close.height / 2 - 32)).toBeLessThanOrEqual(2);
    expect(layout.boxes.get('note')).toEqual(engine.layout(panel).boxes.get('note'));
  });

  it('snaps 13/17/23 px gaps and paddings to the grid and font sizes to the type scale', async () => {
    const item = (id: string, fontSize: number, lineHeight?: number): DesignNodeInput => ({
      id,
      type: 'text',
      characters: id,
      style: { fontSize, ...(lineHeight ? { lineHeight } : {}) },
      fills: solid('#0f172a'),
    });
    const panel = panelOf([
      {
        id: 'list',
        type: 'frame',
        width: 375,
        sizing: { horizontal: 'fixed', vertical: 'hug' },
        layout: { mode: 'vertical', gap: 13, padding: [17, 23, 17, 23] },
        children: [item('a', 13, 19), item('b', 17), item('c', 23, 30)],
      },
    ]);
    const result = await optimise(panel);
    const list = frame(findNode(result.panel, 'list'));
    expect(list.layout.gap).toBe(12);
    expect(list.layout.padding).toEqual([16, 24, 16, 24]);
    expect(list.children.map((c) => text(c).style.fontSize)).toEqual([14, 18, 24]);
    expect(list.children.map((c) => text(c).style.lineHeight)).toEqual([20, 'auto', 32]);
  });

  it('never grows a label to the type scale out of a fixed chip it fills; a label with room still snaps', async () => {
    const chip = (id: string, characters: string): DesignNodeInput => ({
      id,
      type: 'frame',
      width: 123,
      height: 28,
      sizing: { horizontal: 'fixed', vertical: 'fixed' },
      layout: { mode: 'horizontal', padding: [4, 8, 4, 8], align: 'center' },
      children: [
        {
          id: `${id}-label`,
          type: 'text',
          characters,
          style: { fontSize: 10, fontWeight: 700 },
          fills: solid('#0f172a'),
        },
      ],
    });
    const panel = panelOf([
      {
        id: 'chips',
        type: 'frame',
        width: 375,
        sizing: { horizontal: 'fixed', vertical: 'hug' },
        layout: { mode: 'vertical', gap: 8, padding: [16, 16, 16, 16] },
        children: [chip('full', 'Terms and conditions'), chip('short', 'Due')],
      },
    ]);
    expect(runChecks(panel, engine.layout(panel)).filter((f) => f.check === 'collapsed-frame')).toEqual([]);
    const result = await optimise(panel);
    expect(result.after.filter((f) => f.check === 'collapsed-frame')).toEqual([]);
    expect(text(findNode(result.panel, 'full-label')).style.fontSize).toBe(10);
    expect(text(findNode(result.panel, 'short-label')).style.fontSize).toBe(12);
  });

  it('aligns nearly aligned columns and turns a hand-stacked list into vertical auto layout', async () => {
    const row = (i: number, x: number, y: number): DesignNodeInput => ({
      id: `row-${i}`,
      type: 'rect',
      x,
      y,
      width: 300,
      height: 48,
      fills: solid('#f8fafc'),
    });
    const panel = panelOf([
      { id: 'list', type: 'frame', width: 320, height: 240, children: [row(0, 8, 8), row(1, 10, 65), row(2, 7, 121)] },
    ]);
    const before = engine.layout(panel);
    const result = await optimise(panel);
    const list = frame(findNode(result.panel, 'list'));
    expect(list.layout).toMatchObject({ mode: 'vertical', gap: 8, align: 'start' });
    const after = engine.layout(result.panel);
    for (let i = 0; i < 3; i++) {
      expect(Math.abs(after.boxes.get(`row-${i}`)!.x - before.boxes.get(`row-${i}`)!.x)).toBeLessThanOrEqual(2);
      expect(Math.abs(after.boxes.get(`row-${i}`)!.y - before.boxes.get(`row-${i}`)!.y)).toBeLessThanOrEqual(4);
    }
    expect(new Set([0, 1, 2].map((i) => after.boxes.get(`row-${i}`)!.x)).size).toBe(1);
  });

  it('grows a fixed text box that its text overflows, keeping its width', async () => {
    const panel = panelOf([
      {
        id: 'legal',
        type: 'text',
        autoResize: 'none',
        width: 200,
        height: 20,
        characters: 'By continuing you agree to the Terms of Service and the Privacy Policy of Boxify.',
        fills: solid('#0f172a'),
      },
    ]);
    const result = await optimise(panel);
    const legal = findNode(result.panel, 'legal')!;
    expect(legal.width).toBe(200);
    expect(legal.height).toBeGreaterThan(40);
    expect(result.after.filter((f) => f.check === 'text-overflow')).toEqual([]);
  });

  it('binds unbound colours to the nearest token and leaves translucent shadows as they are', async () => {
    const panel = panelOf([
      {
        id: 'card',
        type: 'rect',
        fills: solid('#f9fafb'),
        effects: [{ type: 'drop-shadow', x: 0, y: 2, blur: 8, spread: 0, color: '#0f172a1f' }],
      },
    ]);
    const result = await optimise(panel);
    const card = findNode(result.panel, 'card')!;
    expect(card.fills[0]).toMatchObject({ color: '#f8fafc' });
    expect(card.tokens).toEqual({ 'fills.0.color': 'color.surface' });
    expect(card.effects[0]).toMatchObject({ color: '#0f172a1f' });
  });

  it('answers the same panel, at no cost, when there is nothing to fix', async () => {
    const panel = panelOf([
      {
        id: 'ok',
        type: 'text',
        characters: 'Fine',
        style: { fontSize: 16, lineHeight: 24 },
        fills: solid('#0f172a'),
        tokens: { 'fills.0.color': 'color.on-surface' },
      },
    ]);
    const result = await optimise(panel);
    expect(result).toEqual({ panel, before: [], after: [], changes: [], cost: 0 });
    expect(result.panel).toBe(panel);
  });
});

describe('optimise cost', () => {
  it('follows the size table, and is 0 when nothing was fixed', () => {
    expect(optimiseCost(panelOf([{ id: 'a', type: 'rect' }]), true)).toBe(0.2);
    expect(optimiseCost(makeLargePanel(300), true)).toBe(0.5);
    expect(optimiseCost(makeLargePanel(2000), true)).toBe(1);
    expect(optimiseCost(makeLargePanel(2001), true)).toBe(2);
    expect(optimiseCost(makeLargePanel(2001), false)).toBe(0);
  });
});
