import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { checkContrast } from '@boxify/design/checks';
import { parseColor, relativeLuminance } from '@boxify/design/color';
import type { DesignerStep } from '../contract';
import { EDIT_COST, editDesign, parseEditPrompt, type AddSection } from './index';
import { type LayoutEngine } from '@boxify/design/layout';
import { loadNodeLayoutEngine } from '@boxify/design/node';
import { findNode, indexPanel } from '@boxify/design/operations';
import { PanelSchema, type FrameNode, type Panel, type TextNode } from '@boxify/design/schema';
import { deepFreeze, nodeOf } from '@boxify/design/testing';

const fixture = (name: string): Panel =>
  deepFreeze(
    PanelSchema.parse(
      JSON.parse(
        readFileSync(join(__dirname, '..', '..', '..', '..', 'test', 'fixtures', 'designs', `${name}.json`), 'utf8'),
      ),
    ),
  );

let engine: LayoutEngine;
beforeAll(async () => {
  engine = await loadNodeLayoutEngine();
});

const edit = (panel: Panel, prompt: string, selection: string[] = [], addSection?: AddSection) =>
  editDesign({ prompt, panel, selection }, undefined, { engine, addSection });

/**
 * Everything outside the edit stays as it was: every node that was not changed and holds no changed node keeps its
 * bytes (JSON) and its object (structural sharing).
 */
function expectUntouchedOutside(before: Panel, after: Panel, changed: readonly string[]): number {
  const touched = new Set(changed);
  const { nodes, parents } = indexPanel(before);
  const holdsChange = new Set<string>();
  const afterParents = indexPanel(after).parents;
  for (const id of changed) {
    for (let p = parents.get(id); p; p = parents.get(p)) holdsChange.add(p);
    for (let p = afterParents.get(id); p; p = afterParents.get(p)) holdsChange.add(p);
  }
  const afterNodes = indexPanel(after).nodes;
  let checked = 0;
  for (const [id, node] of nodes) {
    if (touched.has(id) || holdsChange.has(id)) continue;
    let removed = false;
    for (let p = parents.get(id); p; p = parents.get(p)) if (touched.has(p) && !afterNodes.has(p)) removed = true;
    if (removed) continue;
    expect(afterNodes.get(id)).toBe(node);
    expect(JSON.stringify(afterNodes.get(id))).toBe(JSON.stringify(node));
    checked++;
  }
  return checked;
}

describe('edits to a selection', () => {
  it.each(['remove the header', '删除页头'])(
    '%s: the header leaves, nothing else changes, cost 0.1',
    async (prompt) => {
      const panel = fixture('chat-thread-mobile');
      const result = await edit(panel, prompt);
      expect(findNode(result.panel, 'header')).toBeUndefined();
      expect(result.changed).toEqual(expect.arrayContaining(['header', 'peer', 'peer-info']));
      expect(result.cost).toBe(0.1);
      expect(result.summary.en).toBe('Removed “header”.');
      expect(result.summary.zh).toBe('已删除“header”。');
      expect(expectUntouchedOutside(panel, result.panel, result.changed)).toBeGreaterThanOrEqual(20);
    },
  );

  it.each(['make the button green', '把按钮改成绿色'])('%s: a green fill with a readable label', async (prompt) => {
    const panel = fixture('sign-in-mobile');
    const result = await edit(panel, prompt);
    expect(findNode(result.panel, 'submit')!.fills[0]).toMatchObject({ type: 'solid', color: '#16a34a' });
    const findings = checkContrast(result.panel, engine.layout(result.panel));
    expect(findings.filter((f) => f.nodeIds.includes('submit-text'))).toEqual([]);
    expect(result.changed).toContain('submit');
    expect(result.summary).toEqual({
      en: expect.stringContaining('Made “submit” green (#16a34a)'),
      zh: expect.stringContaining('已将“submit”改为绿色（#16a34a）'),
    });
    expectUntouchedOutside(panel, result.panel, result.changed);
  });

  it('keeps the chosen fill when the label is bound to the library’s on-primary colour', async () => {
    const panel = deepFreeze(
      PanelSchema.parse({
        id: 'p',
        name: 'Button',
        width: 375,
        height: 200,
        children: [
          {
            id: 'cta',
            type: 'frame',
            role: 'button',
            width: 200,
            height: 48,
            fills: [{ type: 'solid', color: '#2563eb' }],
            tokens: { 'fills.0.color': 'color.primary' },
            children: [
              {
                id: 'cta-label',
                type: 'text',
                x: 16,
                y: 12,
                characters: 'Go',
                fills: [{ type: 'solid', color: '#ffffff' }],
                tokens: { 'fills.0.color': 'color.on-primary' },
              },
            ],
          },
        ],
      }),
    );
    const result = await edit(panel, 'make the button yellow');
    expect(findNode(result.panel, 'cta')!.fills[0]).toMatchObject({ color: '#facc15' });
    expect(findNode(result.panel, 'cta')!.tokens).toBeUndefined();
    expect(checkContrast(result.panel, engine.layout(result.panel))).toEqual([]);
    expect(result.changed.sort()).toEqual(['cta', 'cta-label']);
  });

  it('recolours only inside the selection ("make it red")', async () => {
    const panel = fixture('chat-thread-mobile');
    const result = await edit(panel, 'make it red', ['send']);
    expect(findNode(result.panel, 'send')!.fills[0]).toMatchObject({ color: '#dc2626' });
    expect(result.changed.every((id) => id === 'send' || indexPanel(panel).parents.get(id) === 'send')).toBe(true);
    expectUntouchedOutside(panel, result.panel, result.changed);
  });

  it.each(['make it dark', '改成深色'])('%s: a dark panel whose texts keep AA contrast', async (prompt) => {
    const panel = fixture('settings-list-mobile');
    const result = await edit(panel, prompt);
    expect(relativeLuminance(parseColor(result.panel.background))).toBeLessThan(0.1);
    expect(checkContrast(result.panel, engine.layout(result.panel))).toEqual([]);
    expect(result.cost).toBe(0.3);
    const title = findNode(result.panel, 'title') as TextNode;
    expect(relativeLuminance(parseColor((title.fills[0] as { color: string }).color))).toBeGreaterThan(0.5);
    // A white icon on a brand-coloured badge keeps its colour; the badge keeps its own.
    expect(findNode(result.panel, 'notifications-icon')).toBe(findNode(panel, 'notifications-icon'));
    expect(findNode(result.panel, 'notifications-badge')).toBe(findNode(panel, 'notifications-badge'));
  });

  it('maps bound colours through the library’s light → dark tokens', async () => {
    const panel = deepFreeze(
      PanelSchema.parse({
        id: 'p',
        name: 'Card',
        width: 375,
        height: 200,
        children: [
          {
            id: 'card',
            type: 'frame',
            width: 300,
            height: 100,
            fills: [{ type: 'solid', color: '#f8fafc' }],
            tokens: { 'fills.0.color': 'color.surface' },
            children: [
              {
                id: 'label',
                type: 'text',
                characters: 'Hello',
                fills: [{ type: 'solid', color: '#0f172a' }],
                tokens: { 'fills.0.color': 'color.on-surface' },
              },
            ],
          },
        ],
      }),
    );
    const result = await edit(panel, 'switch to dark mode', ['card']);
    expect(findNode(result.panel, 'card')!.fills[0]).toMatchObject({ color: '#111827' });
    expect(findNode(result.panel, 'label')!.fills[0]).toMatchObject({ color: '#f1f5f9' });
    expect(findNode(result.panel, 'card')!.tokens).toEqual({ 'fills.0.color': 'color.surface' });
    expect(result.panel.background).toBe(panel.background);
  });

  it.each([
    ['make the title bigger', 1],
    ['把标题放大', 1],
    ['make the title smaller', -1],
    ['把标题缩小', -1],
  ] as const)('%s: one step on the type scale', async (prompt, direction) => {
    const panel = fixture('sign-in-mobile');
    const before = (findNode(panel, 'title') as TextNode).style.fontSize;
    const result = await edit(panel, prompt);
    const after = (findNode(result.panel, 'title') as TextNode).style.fontSize;
    expect(Math.sign(after - before)).toBe(direction);
    expect([12, 14, 16, 18, 24, 32, 40, 56]).toContain(after);
    expect(result.changed).toEqual(['title']);
    expectUntouchedOutside(panel, result.panel, result.changed);
  });

  it('rounder corners: the selected card only, one step up the radius scale', async () => {
    const panel = fixture('pricing-desktop');
    const result = await edit(panel, 'rounder corners', ['pro']);
    expect(findNode(result.panel, 'pro')!.radius).toBe(24);
    expect(findNode(result.panel, 'basic')).toBe(findNode(panel, 'basic'));
    expect(result.changed.length).toBeGreaterThan(0);
    expectUntouchedOutside(panel, result.panel, result.changed);
  });

  it.each(['more spacing', '增加间距'])('%s: gaps and paddings one step up the spacing scale', async (prompt) => {
    const panel = fixture('settings-list-mobile');
    const screen = findNode(panel, 'screen') as FrameNode;
    const result = await edit(panel, prompt);
    const after = findNode(result.panel, 'screen') as FrameNode;
    expect(after.layout.gap).toBeGreaterThan(screen.layout.gap);
    expect(result.summary.zh).toMatch(/间距增大一级/);
    const less = await edit(panel, 'less spacing');
    expect((findNode(less.panel, 'screen') as FrameNode).layout.gap).toBeLessThan(screen.layout.gap);
  });

  it.each([
    ['change the title to Hello again', 'Hello again'],
    ['把标题改为“你好”', '你好'],
  ])('%s', async (prompt, text) => {
    const panel = fixture('sign-in-zh-mobile');
    const result = await edit(panel, prompt);
    expect((findNode(result.panel, 'title') as TextNode).characters).toBe(text);
    expect(result.changed).toEqual(['title']);
    expectUntouchedOutside(panel, result.panel, result.changed);
  });

  it('hide and show a layer by its text or name', async () => {
    const panel = fixture('sign-in-mobile');
    const hidden = await edit(panel, 'hide Forgot password?');
    expect(findNode(hidden.panel, 'forgot')!.visible).toBe(false);
    expect(hidden.changed).toEqual(['forgot']);
    const shown = await edit(hidden.panel, '显示 forgot');
    expect(findNode(shown.panel, 'forgot')!.visible).toBe(true);
    expect(JSON.stringify(shown.panel)).toBe(JSON.stringify(panel));
  });

  it('align center: the selected text centres its lines', async () => {
    const panel = fixture('sign-in-zh-mobile');
    const result = await edit(panel, '居中', ['subtitle']);
    expect((findNode(result.panel, 'subtitle') as TextNode).style.textAlign).toBe('center');
    expect(result.changed).toEqual(['subtitle']);
    expectUntouchedOutside(panel, result.panel, result.changed);
    const again = await edit(result.panel, 'align center', ['subtitle']);
    expect(again).toMatchObject({ panel: result.panel, changed: [], cost: 0 });
  });

  it('translates what the phrase dictionary knows and names what it could not translate', async () => {
    const panel = fixture('sign-in-mobile');
    const result = await edit(panel, 'translate to Chinese');
    expect((findNode(result.panel, 'submit-text') as TextNode).characters).toBe('登录');
    expect((findNode(result.panel, 'password-label') as TextNode).characters).toBe('密码');
    expect((findNode(result.panel, 'forgot') as TextNode).characters).toBe('忘记密码？');
    expect(result.summary.en).toMatch(/Could not translate 2 .*“Enter your password”/);
    expect(result.summary.zh).toMatch(/有 2 条未能翻译/);
    expect(result.cost).toBe(0.2);
    const back = await edit(fixture('sign-in-zh-mobile'), '翻译成英文');
    expect((findNode(back.panel, 'submit-text') as TextNode).characters).toBe('Sign in');
  });

  it('add a section: a clear answer without the section kit, the section in the page flow with it', async () => {
    const panel = fixture('landing-hero-desktop');
    const without = await edit(panel, '添加价格区');
    expect(without.panel).toBe(panel);
    expect(without.cost).toBe(0);
    expect(without.summary).toEqual({
      en: 'The pricing section is not available yet (no section kit is installed); nothing was changed.',
      zh: '价格区块暂不可用（尚未安装区块组件库），未做任何修改。',
    });
    const kinds: string[] = [];
    const kit: AddSection = (kind, ctx) => {
      kinds.push(kind);
      return nodeOf({
        id: 'pricing',
        type: 'frame',
        width: ctx.width,
        sizing: { horizontal: 'fixed', vertical: 'hug' },
        layout: { mode: 'vertical', gap: 16 },
        children: [{ id: 'pricing-title', type: 'text', characters: ctx.language === 'zh' ? '价格' : 'Pricing' }],
      });
    };
    const result = await edit(panel, 'add a pricing section', [], kit);
    expect(kinds).toEqual(['pricing']);
    expect(result.changed).toEqual(['pricing', 'pricing-title']);
    expect(result.cost).toBe(0.3);
    expect(findNode(result.panel, 'pricing-title')).toBeDefined();
    expect(PanelSchema.safeParse(result.panel).success).toBe(true);
    expectUntouchedOutside(panel, result.panel, result.changed);
  });

  it('answers an unknown request with a clear summary, no change and no cost', async () => {
    const panel = fixture('sign-in-mobile');
    const steps: DesignerStep[] = [];
    const result = await editDesign({ prompt: 'sing me a song', panel, selection: [] }, (s) => steps.push(s), {
      engine,
    });
    expect(result.panel).toBe(panel);
    expect(result.changed).toEqual([]);
    expect(result.cost).toBe(0);
    expect(result.summary.en).toMatch(/^I did not understand this edit, so nothing was changed/);
    expect(result.summary.zh).toMatch(/^没有理解这个修改要求/);
    expect(steps.at(-1)).toEqual({ kind: 'done', text: result.summary });
  });

  it('"it" means the selection; without one the designer asks for it', async () => {
    const panel = fixture('sign-in-mobile');
    const removed = await edit(panel, '删除它', ['options']);
    expect(findNode(removed.panel, 'options')).toBeUndefined();
    expect(removed.changed).toEqual(['options', 'remember', 'checkbox', 'remember-text', 'forgot']);
    expectUntouchedOutside(panel, removed.panel, removed.changed);
    const unnamed = await edit(panel, 'make it green');
    expect(unnamed).toMatchObject({ panel, changed: [], cost: 0 });
    expect(unnamed.summary.en).toMatch(/^Select a layer or name one/);
    const lost = await edit(panel, 'make it green', ['no-such-layer']);
    expect(lost).toMatchObject({ panel, changed: [], cost: 0 });
    expect(lost.summary.zh).toBe('所选图层不在此页面中，未做任何修改。');
  });

  it('says so when the named layer is not there', async () => {
    const panel = fixture('sign-in-mobile');
    const result = await edit(panel, 'remove the footer');
    expect(result).toMatchObject({ panel, changed: [], cost: 0 });
    expect(result.summary.en).toBe('I could not find “footer” in the selection or the panel; nothing was changed.');
  });
});

describe('reading edit prompts', () => {
  it.each([
    ['remove the header', { kind: 'remove', target: 'the header' }],
    ['删除页头', { kind: 'remove', target: '页头' }],
    ['make the sign in button dark blue', { kind: 'recolor', target: 'the sign in button', color: '#1e3a8a' }],
    ['把按钮改成 #ff0000', { kind: 'recolor', target: '按钮', color: '#ff0000' }],
    ['make it dark', { kind: 'theme', theme: 'dark' }],
    ['改成浅色', { kind: 'theme', theme: 'light' }],
    ['make the title bigger', { kind: 'font-size', target: 'the title', direction: 1 }],
    ['rounder corners', { kind: 'radius', direction: 1 }],
    ['增加间距', { kind: 'spacing', direction: 1 }],
    ['change the title to Hello World', { kind: 'set-text', target: 'the title', text: 'Hello World' }],
    ['hide the links', { kind: 'hide', target: 'the links' }],
    ['align center', { kind: 'align', align: 'center' }],
    ['翻译成中文', { kind: 'translate', to: 'zh' }],
    ['Translate to English.', { kind: 'translate', to: 'en' }],
    ['添加价格区', { kind: 'add-section', section: 'pricing' }],
    ['add an FAQ section', { kind: 'add-section', section: 'faq' }],
    ['what is the weather', { kind: 'unknown' }],
  ])('%s', (prompt, intent) => {
    expect(parseEditPrompt(prompt)).toMatchObject(intent);
  });

  it('prices removing a header at 0.1 credits, like the spec', () => {
    expect(EDIT_COST.remove).toBe(0.1);
    expect(EDIT_COST.unknown).toBe(0);
  });
});
