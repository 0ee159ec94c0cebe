import type { DesignerStep } from '../contract';
import { domainById } from '../domains';
import { generateDesign } from './index';
import { contrastRatio, parseColor } from '@boxify/design/color';
import { indexPanel } from '@boxify/design/operations';
import { renderHtml } from '@boxify/design/render';

const CJK = /[\u3400-\u9fff]/;

describe('generateDesign', () => {
  it('is deterministic: the same request gives byte-identical panels; another seed other ids', async () => {
    const request = { prompt: 'A landing page for a fitness app called FitPulse with a hero and 3 sections' };
    const a = JSON.stringify(await generateDesign(request));
    const b = JSON.stringify(await generateDesign({ ...request }));
    expect(a).toBe(b);
    const seeded = await generateDesign({ ...request, seed: 'other' });
    expect(seeded.panels[0].children[0].id).not.toBe(JSON.parse(a).panels[0].children[0].id);
  });

  it('costs 0.5 for a sign-in page and 1.0 for a home page with a hero and 3 sections', async () => {
    expect((await generateDesign({ prompt: 'Mobile sign in page for a bank' })).cost).toBe(0.5);
    const home = await generateDesign({ prompt: 'A home page with a hero and 3 sections for Northwind' });
    expect(home.understanding.sections).toContain('Sections');
    expect(home.cost).toBe(1);
  });

  it("draws a landing page named by its sections with the kit's sections, in order, under the prompt's names", async () => {
    for (const [prompt, names] of [
      [
        'A landing page for a fitness app called FitPulse with a hero, features, testimonials, pricing and FAQ',
        ['Features', 'Testimonials', 'Pricing', 'FAQ'],
      ],
      [
        '为健身应用“燃动”设计官网首页，包含首屏、功能介绍、用户评价、价格和常见问题',
        ['功能介绍', '用户评价', '价格', '常见问题'],
      ],
    ] as const) {
      const { panels } = await generateDesign({ prompt });
      const texts: string[] = JSON.stringify(panels[0]).match(/"characters":"[^"]*"/g) ?? [];
      const at = names.map((name) => texts.indexOf(`"characters":"${name}"`));
      expect(at.every((i) => i >= 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      // The kit's sections, not a card per name: quotes, plans with prices and questions.
      expect(texts.length).toBeGreaterThan(80);
    }
  });

  it('reports its steps in English and Chinese, ending with done', async () => {
    const steps: DesignerStep[] = [];
    await generateDesign({ prompt: '健身App的登录页' }, (s) => steps.push(s));
    expect(steps[0].kind).toBe('thinking');
    expect(steps.some((s) => s.kind === 'section' && s.text.zh === '添加密码')).toBe(true);
    expect(steps.at(-1)!.kind).toBe('done');
    expect(steps.every((s) => s.text.en.length > 0 && CJK.test(s.text.zh))).toBe(true);
  });

  it('takes a named colour as an accessible primary and a dark tone as the dark theme', async () => {
    const result = await generateDesign({ prompt: 'Dark settings screen for a mobile bank app in yellow' });
    const panel = result.panels[0];
    expect(result.understanding.colors).toEqual(['#ca8a04']);
    expect(contrastRatio(parseColor(panel.background), parseColor('#000000'))).toBeLessThan(2);
    const buttons = [...indexPanel(panel).nodes.values()].filter(
      (n) => n.tokens?.['fills.0.color'] === 'color.primary',
    );
    expect(buttons.length).toBeGreaterThan(0);
    const primary = buttons[0].fills[0];
    expect(primary.type === 'solid' && contrastRatio(parseColor(primary.color), parseColor('#ca8a04'))).toBeLessThan(2);
  });

  it('follows the selected library and image hints', async () => {
    const result = await generateDesign({
      prompt: 'Pricing page for a SaaS',
      library: { libraryId: 'enterprise', theme: 'light', tokens: {} },
      imageHints: { palette: ['#0d9488'], radius: 12 },
    });
    const nodes = [...indexPanel(result.panels[0]).nodes.values()];
    const card = nodes.find((n) => n.tokens?.radius === 'radius.lg')!;
    expect(card.radius).toBe(18);
    const body = nodes.find((n) => n.type === 'text' && n.tokens?.['style.fontSize'] === 'type.body.size');
    expect(body?.type === 'text' && body.style.fontSize).toBe(14);
  });

  it('exports semantic HTML: header, nav, main, form, buttons, labels, headings', async () => {
    const home = await generateDesign({ prompt: 'Landing page for Northwind' });
    const html = await renderHtml(home.panels[0]);
    for (const tag of ['<header', '<nav', '<main', '<section', '<footer', '<button', '<h1', '<p'])
      expect(html).toContain(tag);
    const signIn = await renderHtml((await generateDesign({ prompt: 'Sign in page' })).panels[0]);
    for (const tag of ['<form', '<label', '<button']) expect(signIn).toContain(tag);
  });

  it('sells what the shop in the prompt sells, from its domain data, and nothing of another shop', async () => {
    const result = await generateDesign({ prompt: 'Product list page for an online bookstore' });
    const names = result.panels
      .flatMap((p) => [...indexPanel(p).nodes.values()])
      .map((n) => (n.type === 'text' ? n.characters : ''));
    const books = domainById('bookstore')!.en.items.map((i) => i.name);
    expect(names.some((t) => books.includes(t))).toBe(true);
    expect(names.some((t) => /cotton|overshirt|wool/i.test(t))).toBe(false);
    // The prompt names no brand: none is invented.
    expect(result.understanding.brand).toBeUndefined();
  });

  it('reads an empty or unknown prompt as a desktop landing page for a product yet to be named', async () => {
    for (const [prompt, brand] of [
      ['   ', 'Your brand'],
      ['做一个页面', '你的品牌'],
    ]) {
      const result = await generateDesign({ prompt });
      expect(result.understanding).toMatchObject({ platform: 'desktop', pageTypes: ['landing'] });
      expect(result.panels).toHaveLength(1);
      const html = await renderHtml(result.panels[0]);
      expect(html).toContain(brand);
      expect(html).not.toMatch(/Northwind|FitPulse|Loom & Co/);
    }
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stopped'));
    await expect(generateDesign({ prompt: 'A dashboard' }, undefined, controller.signal)).rejects.toThrow('stopped');
  });
});
