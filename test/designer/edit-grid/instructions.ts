// The edit grid's instructions: a selected layer of a generated design (a button, a text, a card, a heading, an
// input) and an instruction of one to three parts about it, in English or Chinese, drawn from a printed seed.
// Written before the edit reader was tuned to them: they say what a user asks of a selection, in the ways users
// say it (the layer named or "it", the target left out of a later part, quoted or plain new text).
import { indexPanel, subtreeNodes } from '@boxify/design/operations';
import { isAutoLayoutFrame, type DesignNode, type Panel } from '@boxify/design/schema';

import type { seeded } from '../grid/prompts';

type Draw = ReturnType<typeof seeded>;
export type Language = 'en' | 'zh';
export type Selected = 'button' | 'text' | 'card' | 'heading' | 'input';

/** What one part asks, as the grid checks it. */
export type Expected =
  | { kind: 'color'; hex: string; exact?: boolean }
  | { kind: 'text'; text: string; scope: 'selection' | 'text' }
  | { kind: 'size'; direction: 1 | -1; scope: 'selection' | 'text' }
  | { kind: 'weight'; direction: 1 | -1; scope: 'selection' | 'text' }
  | { kind: 'radius'; direction: 1 | -1 }
  | { kind: 'spacing'; direction: 1 | -1 }
  | { kind: 'align'; align: 'left' | 'center' | 'right' }
  | { kind: 'hide' };

export type EditCase = {
  instruction: string;
  language: Language;
  selected: Selected;
  nodeId: string;
  parts: Expected[];
};

// Colours as users name them, with a reference shade (the grid checks the hue, not the designer's exact shade).
const COLORS: { en: string; zh: string; hex: string }[] = [
  { en: 'green', zh: '绿色', hex: '#22a34a' },
  { en: 'red', zh: '红色', hex: '#dc2626' },
  { en: 'blue', zh: '蓝色', hex: '#2563eb' },
  { en: 'orange', zh: '橙色', hex: '#ea580c' },
  { en: 'purple', zh: '紫色', hex: '#9333ea' },
  { en: 'pink', zh: '粉色', hex: '#ec4899' },
  { en: 'teal', zh: '青色', hex: '#0d9488' },
  { en: 'black', zh: '黑色', hex: '#111111' },
  { en: 'grey', zh: '灰色', hex: '#6b7280' },
  { en: 'navy', zh: '深蓝色', hex: '#1e3a8a' },
];
const HEXES = ['#0ea5e9', '#7c3aed', '#f43f5e', '#059669', '#d97706', '#334155'];
const TEXTS = {
  en: [
    'Pay now',
    'Confirm and pay',
    'Yes, continue',
    'Get started',
    'Save changes',
    'Terms and conditions',
    'Book a table',
  ],
  zh: ['确认支付', '立即购买，享受优惠', '好的', '开始使用', '保存修改', '预约并付款', '去结算'],
};
const QUOTES = {
  en: [
    ['"', '"'],
    ['“', '”'],
  ],
  zh: [
    ['「', '」'],
    ['“', '”'],
    ['"', '"'],
  ],
};
const NAMES: Record<Selected, { en: string; zh: string }> = {
  button: { en: 'button', zh: '按钮' },
  text: { en: 'text', zh: '文字' },
  card: { en: 'card', zh: '卡片' },
  heading: { en: 'title', zh: '标题' },
  input: { en: 'input', zh: '输入框' },
};

const visibleTexts = (node: DesignNode) => subtreeNodes(node).filter((n) => n.type === 'text' && n.visible);
const CONTROLS = new Set(['button', 'input', 'link']);

/** The layers of a design a user would select, by kind. */
export function selectable(panel: Panel): Map<Selected, DesignNode[]> {
  const out = new Map<Selected, DesignNode[]>();
  const { nodes, parents } = indexPanel(panel);
  const inControl = (id: string) => {
    for (let p = parents.get(id); p; p = parents.get(p)) if (CONTROLS.has(nodes.get(p)!.role ?? '')) return true;
    return false;
  };
  const push = (k: Selected, n: DesignNode) => out.set(k, [...(out.get(k) ?? []), n]);
  for (const n of nodes.values()) {
    if (!n.visible) continue;
    if (n.role === 'button' && visibleTexts(n).length > 0) push('button', n);
    else if (n.role === 'input' && visibleTexts(n).length > 0) push('input', n);
    else if (n.type === 'text' && n.characters.trim() && !inControl(n.id))
      push(n.role === 'heading' ? 'heading' : 'text', n);
    else if (n.type === 'frame' && /card/i.test(n.name) && visibleTexts(n).length > 0) push('card', n);
  }
  return out;
}

// `aboutText`: the part names the selection's text ("change the text to …"), so a later part that names no
// target would mean that text, not the selection; such a part is always said with its target.
type Option = {
  en: string[];
  zh: string[];
  bare?: { en: string[]; zh: string[] };
  expect: Expected;
  aboutText?: boolean;
};

/** The parts a user could ask of this layer (a text has no corners, a button's spacing is its own). */
function options(r: Draw, kind: Selected, node: DesignNode, language: Language): Option[] {
  const name = NAMES[kind];
  const textual = kind === 'text' || kind === 'heading';
  const out: Option[] = [];
  const c = r.pick(COLORS);
  const hex = r.pick(HEXES);
  out.push({
    en: [`make it ${c.en}`, `make the ${name.en} ${c.en}`, `change its colour to ${c.en}`, `paint it ${c.en}`],
    zh: [`把它改成${c.zh}`, `把这个${name.zh}改成${c.zh}`, `颜色改为${c.zh}`, `把${name.zh}换成${c.zh}`],
    bare: { en: [c.en], zh: [`改成${c.zh}`] },
    expect: { kind: 'color', hex: c.hex },
  });
  out.push({
    en: [`make it ${hex}`, `change its colour to ${hex}`],
    zh: [`把它改成${hex}`, `颜色改为${hex}`],
    expect: { kind: 'color', hex, exact: true },
  });
  const words = r.pick(TEXTS[language]);
  const [open, close] = r.pick(QUOTES[language]);
  const q = `${open}${words}${close}`;
  out.push({
    en: [`change its text to ${q}`, `set the text to ${q}`, `change the text to ${q}`],
    zh: [`文字改为${q}`, `把文字改成${q}`, `文案改为${q}`],
    expect: { kind: 'text', text: words, scope: 'selection' },
    aboutText: !textual,
  });
  const dir = r.next() < 0.6 ? 1 : -1;
  const big = dir > 0 ? { en: 'bigger', zh: '放大' } : { en: 'smaller', zh: '缩小' };
  out.push({
    en: [`make it ${big.en}`, `make the ${name.en} ${big.en}`],
    zh: [`把它${big.zh}`, `把${name.zh}${big.zh}`],
    bare: { en: [big.en], zh: [big.zh] },
    expect: { kind: 'size', direction: dir, scope: 'selection' },
  });
  if (!textual)
    out.push({
      en: [`make the text ${big.en}`],
      zh: [`把文字${big.zh}`],
      expect: { kind: 'size', direction: dir, scope: 'text' },
      aboutText: true,
    });
  out.push({
    en: [`make it bold`, `make the ${name.en} bold`],
    zh: [`把它加粗`, `加粗${name.zh}`, `把${name.zh}加粗`],
    bare: { en: ['bold'], zh: ['加粗'] },
    expect: { kind: 'weight', direction: 1, scope: 'selection' },
  });
  if (!textual) {
    // Circles (radius ≥ 999) stay circles.
    const rounded = subtreeNodes(node).some((n) => {
      const r = Array.isArray(n.radius) ? Math.max(...n.radius) : n.radius;
      return r > 0 && r < 999;
    });
    out.push({
      en: ['rounder corners', 'make the corners rounder'],
      zh: ['加大圆角', '圆角大一点'],
      expect: { kind: 'radius', direction: 1 },
    });
    if (rounded)
      out.push({
        en: ['sharper corners', 'reduce the corner radius'],
        zh: ['减小圆角'],
        expect: { kind: 'radius', direction: -1 },
      });
  }
  const spaced = subtreeNodes(node).some(
    (n) =>
      n.visible &&
      isAutoLayoutFrame(n) &&
      !CONTROLS.has(n.role ?? '') &&
      (n.layout.gap > 0 || n.layout.padding.some((p) => p > 0)),
  );
  if (spaced)
    out.push({
      en: ['more spacing', 'add more padding'],
      zh: ['增加间距', '间距大一点'],
      expect: { kind: 'spacing', direction: 1 },
    });
  if (textual || (isAutoLayoutFrame(node) && kind === 'card')) {
    const align = r.pick(['left', 'center', 'right'] as const);
    const zh = { left: '左对齐', center: '居中', right: '右对齐' }[align];
    out.push({ en: [`align ${align}`, `${align}-align it`], zh: [zh, `把它${zh}`], expect: { kind: 'align', align } });
  }
  return out;
}

const padding = (e: Expected) => e.kind === 'spacing' || (e.kind === 'size' && e.scope === 'selection');
const clash = (a: Expected, b: Expected, textual: boolean) =>
  a.kind === b.kind || (!textual && padding(a) && padding(b));

const JOIN = { en: [', ', ' and ', ', then ', '; ', ' and then '], zh: ['，', '，然后', '并', '，并且', '，再'] };

/** One case: a layer of the design, selected, and an instruction of 1–3 parts about it. */
export function drawEditCase(r: Draw, panel: Panel): EditCase | undefined {
  const kinds = selectable(panel);
  if (kinds.size === 0) return undefined;
  const selected = r.pick([...kinds.keys()]);
  const node = r.pick(kinds.get(selected)!);
  const language: Language = r.next() < 0.5 ? 'en' : 'zh';
  const pool = r.shuffle(options(r, selected, node, language));
  const wanted = r.int(1, 3);
  const picked: Option[] = [];
  for (const o of pool) {
    if (picked.length >= wanted) break;
    // One change of a kind per instruction (two colours would contradict each other), and not two changes of the
    // same property (a frame's size and its spacing both move its padding).
    if (!picked.some((p) => clash(p.expect, o.expect, selected === 'text' || selected === 'heading'))) picked.push(o);
  }
  // Hiding the selection comes last: a user hides after the other changes.
  if (r.next() < 0.1 && picked.length < 3)
    picked.push({ en: ['hide it'], zh: ['隐藏它', '把它隐藏'], expect: { kind: 'hide' } });
  const phrases = picked.map((o, i) =>
    i > 0 && o.bare && !picked[i - 1].aboutText && r.next() < 0.35 ? r.pick(o.bare[language]) : r.pick(o[language]),
  );
  let instruction = phrases[0];
  for (const phrase of phrases.slice(1)) instruction += r.pick(JOIN[language]) + phrase;
  return { instruction, language, selected, nodeId: node.id, parts: picked.map((o) => o.expect) };
}
