import { runChecks } from '@boxify/design/checks';
import type { GenerateResult } from '@boxify/designer';
import { generateDesign } from '@boxify/designer/generate';
import { indexPanel } from '@boxify/design/operations';
import { sharedLayoutEngine } from '@boxify/design/node';
import { PanelSchema, type Panel } from '@boxify/design/schema';
import { loadPromptFixtures, scoreFixture } from '../fixtures/prompts/fixtures';

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

  it('gives valid panels with no findings of any check (contrast, touch targets, overflow, grid, tokens, overlaps) and no placeholder text', async () => {
    const engine = await sharedLayoutEngine();
    const problems: string[] = [];
    for (const [prompt, result] of results) {
      expect(result.panels.length).toBe(result.understanding.pageTypes.length);
      for (const panel of result.panels) {
        expect(PanelSchema.parse(panel)).toEqual(panel);
        const findings = runChecks(panel, engine.layout(panel));
        for (const f of findings) problems.push(`${prompt} / ${panel.name}: ${f.message.en}`);
        if (texts(panel).some((t) => /lorem|ipsum/i.test(t))) problems.push(`${prompt}: lorem ipsum`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('lays text out without overlaps and inside the panel', async () => {
    const engine = await sharedLayoutEngine();
    const problems: string[] = [];
    for (const [prompt, result] of results) {
      for (const panel of result.panels) {
        const layout = engine.layout(panel);
        const boxes = [...indexPanel(panel).nodes.values()]
          .filter((n) => n.type === 'text')
          .map((n) => ({ id: n.id, text: n.type === 'text' ? n.characters : '', box: layout.boxes.get(n.id)! }));
        for (const { text, box } of boxes) {
          if (
            box.height < 1 ||
            box.x < -0.5 ||
            box.x + box.width > panel.width + 0.5 ||
            box.y + box.height > panel.height + 0.5
          )
            problems.push(`${prompt}: “${text}” is collapsed or outside the panel`);
        }
        for (let i = 0; i < boxes.length; i++) {
          for (let j = i + 1; j < boxes.length; j++) {
            const a = boxes[i].box;
            const b = boxes[j].box;
            const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
            const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
            if (w > 1 && h > 1) problems.push(`${prompt}: “${boxes[i].text}” overlaps “${boxes[j].text}”`);
          }
        }
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
