import { runChecks } from '@server/design/checks';
import type { DesignerStep, GenerateResult } from '@server/design/designer/contract';
import { generateDesign } from '@server/design/designer/generate';
import { contrastRatio, parseColor } from '@server/design/color/color';
import { indexPanel } from '@server/design/operations/tree';
import { sharedLayoutEngine } from '@server/design/render/shared-engine';
import { PanelSchema, type Panel } from '@server/design/schema/panel';
import { loadPromptFixtures, scoreFixture } from '../../../../test/fixtures/prompts/fixtures';

const texts = (panel: Panel) =>
  [...indexPanel(panel).nodes.values()].flatMap((n) => (n.type === 'text' ? [n.characters] : []));
const CJK = /[\u3400-\u9fff]/;

describe('generateDesign over the prompt fixtures', () => {
  const fixtures = loadPromptFixtures();
  const results = new Map<string, GenerateResult>();

  beforeAll(async () => {
    for (const f of fixtures) results.set(f.prompt, await generateDesign({ prompt: f.prompt }));
  });

  it('has at least 60 prompts in English and Chinese', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(60);
    expect(fixtures.filter((f) => f.expect.language === 'zh').length).toBeGreaterThanOrEqual(15);
  });

  it('meets at least 95% of the expectations', () => {
    const scores = fixtures.flatMap((f) =>
      scoreFixture(f.expect, results.get(f.prompt)!.understanding).map((s) => ({ ...s, prompt: f.prompt })),
    );
    const missed = scores.filter((s) => !s.met).map((s) => `${s.prompt}: ${s.name}`);
    expect(missed.length / scores.length).toBeLessThanOrEqual(0.05);
  });

  it('gives valid panels without contrast or touch-target findings and without placeholder text', async () => {
    const engine = await sharedLayoutEngine();
    const problems: string[] = [];
    for (const [prompt, result] of results) {
      expect(result.panels.length).toBe(result.understanding.pageTypes.length);
      for (const panel of result.panels) {
        expect(PanelSchema.parse(panel)).toEqual(panel);
        const findings = runChecks(panel, engine.layout(panel), ['contrast', 'touch-target', 'unbound-color']);
        for (const f of findings) problems.push(`${prompt} / ${panel.name}: ${f.message.en}`);
        if (texts(panel).some((t) => /lorem|ipsum/i.test(t))) problems.push(`${prompt}: lorem ipsum`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('writes Chinese copy for Chinese prompts and English copy for English ones', () => {
    for (const f of fixtures) {
      const all = results.get(f.prompt)!.panels.flatMap(texts);
      const chinese = all.filter((t) => CJK.test(t)).length / all.length;
      if (f.expect.language === 'zh') expect(chinese).toBeGreaterThan(0.6);
      else expect(all.filter((t) => CJK.test(t))).toEqual([]);
    }
  });
});

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
    expect(home.understanding.sections).toHaveLength(4);
    expect(home.cost).toBe(1);
  });

  it('reports its steps in English and Chinese, ending with done', async () => {
    const steps: DesignerStep[] = [];
    await generateDesign({ prompt: '健身App的登录页' }, (s) => steps.push(s));
    expect(steps[0].kind).toBe('thinking');
    expect(steps.some((s) => s.kind === 'section' && s.text.zh === '添加登录表单')).toBe(true);
    expect(steps.at(-1)!.kind).toBe('done');
    expect(steps.every((s) => s.text.en.length > 0 && CJK.test(s.text.zh))).toBe(true);
  });

  it('takes a named colour as an accessible primary and a dark tone as the dark theme', async () => {
    const result = await generateDesign({ prompt: 'Dark settings screen for a mobile bank app in yellow' });
    const panel = result.panels[0];
    expect(result.understanding.colors).toEqual(['#ca8a04']);
    expect(contrastRatio(parseColor(panel.background), parseColor('#000000'))).toBeLessThan(2);
    const buttons = [...indexPanel(panel).nodes.values()].filter((n) => n.tokens?.['fills.0.color'] === 'color.primary');
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

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stopped'));
    await expect(generateDesign({ prompt: 'A dashboard' }, undefined, controller.signal)).rejects.toThrow('stopped');
  });
});
