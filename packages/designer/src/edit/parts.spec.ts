import { type LayoutEngine } from '@boxify/design/layout';
import { loadNodeLayoutEngine } from '@boxify/design/node';
import { findNode, indexPanel } from '@boxify/design/operations';
import type { Panel, TextNode } from '@boxify/design/schema';
import { deepFreeze, panelOf } from '@boxify/design/testing';

import { editDesign, parseEdit } from './index';

let engine: LayoutEngine;
beforeAll(async () => {
  engine = await loadNodeLayoutEngine();
});

const solid = (color: string) => [{ type: 'solid' as const, color }];
const checkout = (): Panel =>
  deepFreeze(
    panelOf([
      {
        id: 'title',
        type: 'text',
        role: 'heading',
        characters: 'Checkout',
        style: { fontSize: 24, lineHeight: 32 },
        fills: solid('#0f172a'),
      },
      {
        id: 'pay',
        type: 'frame',
        role: 'button',
        name: 'pay-button',
        y: 60,
        sizing: { horizontal: 'hug', vertical: 'hug' },
        layout: { mode: 'horizontal', padding: [12, 16, 12, 16] },
        radius: 8,
        fills: solid('#2563eb'),
        children: [{ id: 'pay-label', type: 'text', characters: 'Pay', fills: solid('#ffffff') }],
      },
    ]),
  );
const edit = (panel: Panel, prompt: string, selection: string[] = []) =>
  editDesign({ prompt, panel, selection }, undefined, { engine });
const label = (panel: Panel) => (findNode(panel, 'pay-label') as TextNode).characters;

describe('an edit of several parts', () => {
  it.each([
    ['把这个按钮改成绿色，文字改为「确认支付」', ['pay'], '确认支付'],
    ['make the button green and change its text to "Pay now"', [], 'Pay now'],
    ['把按钮改成绿色并把文字改成“立即支付，享受优惠”', [], '立即支付，享受优惠'],
    ['make it green, then set the text to “Yes, continue”', ['pay'], 'Yes, continue'],
  ])('%s: the button turns green and its text reads exactly the quoted words', async (prompt, selection, words) => {
    const panel = checkout();
    const result = await edit(panel, prompt, selection);
    expect(findNode(result.panel, 'pay')!.fills[0]).toMatchObject({ color: '#16a34a' });
    expect(label(result.panel)).toBe(words);
    // Nothing outside the button changed; the two parts cost a small edit each.
    expect(findNode(result.panel, 'title')).toBe(findNode(panel, 'title'));
    expect(result.cost).toBeCloseTo(0.2);
    expect(result.summary.en).toMatch(/green.*\n?.*“/);
  });

  it('applies a later part that names no target to the earlier part’s target', async () => {
    const result = await edit(checkout(), 'make the title red and bigger');
    const title = findNode(result.panel, 'title') as TextNode;
    expect(title.style.fontSize).toBeGreaterThan(24);
    expect(title.fills[0]).toMatchObject({ color: '#dc2626' });
    expect(JSON.stringify(findNode(result.panel, 'pay'))).toBe(JSON.stringify(findNode(checkout(), 'pay')));
  });

  it('keeps new text with a joining word whole ("Salt and Pepper") and tells which part it did not understand', async () => {
    const panel = checkout();
    const salt = await edit(panel, 'change the title to Salt and Pepper');
    expect((findNode(salt.panel, 'title') as TextNode).characters).toBe('Salt and Pepper');
    const half = await edit(panel, '把按钮改成绿色，然后跳个舞');
    expect(findNode(half.panel, 'pay')!.fills[0]).toMatchObject({ color: '#16a34a' });
    expect(half.summary.zh).toContain('没有理解“跳个舞”');
    expect(half.changed).toContain('pay');
    expect(half.changed).not.toContain('title');
    expect(indexPanel(half.panel).nodes.size).toBe(indexPanel(panel).nodes.size);
  });

  it('reads the parts with the prompt reader’s splitter, quoted text never split', () => {
    expect(parseEdit('make it bold, rounder corners and align center').map((p) => p.intent.kind)).toEqual([
      'font-weight',
      'radius',
      'align',
    ]);
    expect(parseEdit('把标题放大并改成红色').map((p) => p.intent)).toEqual([
      { kind: 'font-size', target: '标题', direction: 1 },
      { kind: 'recolor', target: '标题', color: '#dc2626', colorWord: '红色' },
    ]);
    expect(parseEdit('文字改为「好的，继续」，再加粗').map((p) => p.intent.kind)).toEqual(['set-text', 'font-weight']);
  });
});
