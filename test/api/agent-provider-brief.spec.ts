import type { DesignerStep } from '@boxify/designer';
import { OpenAiDesignerProvider } from '@server/agent/providers/openai.provider';
import { BriefAnswerError } from '@server/agent/providers/openai-brief';

import { fakeBrief, useFakeOpenAi } from '../fakes/openai';
import { textsOf } from '../support/agent';

// The OpenAI-compatible designer in brief mode (the default) against a fake endpoint over real HTTP: the model
// answers the brief, the built-in composer draws it.
describe('OpenAI-compatible designer, brief mode', () => {
  const fake = useFakeOpenAi();

  const provider = (stream = false, mode: 'brief' | 'tree' = 'brief') =>
    new OpenAiDesignerProvider({
      mode,
      baseUrl: fake.baseUrl,
      apiKey: 'k',
      model: 'm1',
      stream,
      timeoutMs: 10000,
    });
  const prompt = 'A dashboard for Voltfield, a solar farm operator: energy per day, 3 site figures, inverters';

  it("asks for the brief under a strict json_schema, with the reader's draft, and draws the model's brief", async () => {
    const steps: DesignerStep[] = [];
    const result = await provider().generate({ prompt, width: 1440, seed: 's1' }, (step) => steps.push(step));
    const [request] = fake.requests;
    expect(request.task).toBe('brief');
    expect(request.responseFormat).toMatchObject({ type: 'json_schema', json_schema: { strict: true } });
    const schema = request.responseFormat!.json_schema!.schema as { required: string[] };
    expect(schema.required).toEqual(['product', 'platform', 'pages', 'elements', 'theme', 'language']);
    expect(request.messages[0].content).toContain('A rule-based reader drafted this brief');
    expect(request.messages[0].content).toContain('"platform":"desktop"'); // the draft, read at the panel's width
    expect(request.messages[1]).toEqual({ role: 'user', content: prompt });

    const [panel] = result.panels;
    expect(panel.name).toBe('Voltfield · Dashboard');
    expect(panel.width).toBe(1440);
    expect(result.brief).toEqual(
      expect.objectContaining({ product: { name: 'Voltfield', domain: 'solar farm operator' } }),
    );
    const texts = textsOf(panel);
    const at = (text: string) => texts.indexOf(text);
    // The model's labels, its three figures and the table's columns are on the page, in the brief's order.
    const expected = ['Energy produced per day', 'Output today', 'Panels online', 'Alerts', 'Inverters', 'Status'];
    expect(expected.map(at).every((index, i, all) => index >= 0 && (i === 0 || index > all[i - 1]))).toBe(true);
    expect(result.brief!.elements.map((e) => e.count)).toEqual([undefined, 3, 5]);
    expect(result.understanding.sections).toEqual(['Energy produced per day', 'Site figures', 'Inverters']);
    expect(result.usage).toEqual({ promptTokens: 1200, completionTokens: 800 });
    expect(result.cost).toBeGreaterThan(0);
    expect(steps[0].text.en).toBe('Reading your request');
    expect(steps.some((step) => step.text.en.startsWith('Understood: a desktop dashboard page for Voltfield'))).toBe(
      true,
    );
    expect(steps.at(-1)?.kind).toBe('done');
  });

  it("keeps a mobile panel's width and reads a streamed brief", async () => {
    fake.queue.push({ content: { ...fakeBrief(), platform: 'mobile' } });
    const result = await provider(true).generate({ prompt, width: 400 });
    expect(result.panels[0].width).toBe(400);
    expect(fake.requests[0].stream).toBe(true);
    expect(fake.requests[0].messages[0].content).toContain('The panel is 400 px wide (mobile)');
  });

  it('asks again exactly once, quoting the validation errors, and then succeeds', async () => {
    fake.queue.push('invalid');
    const steps: DesignerStep[] = [];
    const result = await provider().generate({ prompt, width: 1440 }, (step) => steps.push(step));
    expect(result.panels[0].name).toBe('Voltfield · Dashboard');
    expect(fake.requests).toHaveLength(2);
    const retry = fake.requests[1].messages;
    expect(retry.at(-2)?.role).toBe('assistant');
    expect(retry.at(-1)?.content).toMatch(/^That answer is invalid: the brief does not follow the schema \(/);
    expect(retry.at(-1)?.content).toMatch(/platform: Invalid option/);
    expect(retry.at(-1)?.content).toMatch(/elements\.0\.label/);
    expect(result.usage).toEqual({ promptTokens: 2400, completionTokens: 1600 });
    expect(steps.some((step) => step.text.en.startsWith('The answer was invalid'))).toBe(true);
  });

  it('fails for good after a second bad answer (not JSON, then a broken brief), in both languages', async () => {
    fake.queue.push('garbage', 'invalid');
    const failure = await provider()
      .generate({ prompt })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BriefAnswerError);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1].messages.at(-1)?.content).toMatch(/the answer is not valid JSON/);
    const { text } = failure as BriefAnswerError;
    expect(text.en).toMatch(/^Generation failed: the model answered an invalid design brief twice \(.*platform/);
    expect(text.zh).toMatch(/^生成失败：模型两次返回的设计简报都无效/);
  });

  it('draws a brief the user corrected without asking the model, in either mode', async () => {
    const brief = { ...(fakeBrief() as object), product: { name: 'Sunrow' } } as never;
    for (const mode of ['brief', 'tree'] as const) {
      const result = await provider(false, mode).generate({ prompt, width: 1440, brief });
      expect(result.panels[0].name).toBe('Sunrow · Dashboard');
      expect(result.usage).toEqual({ promptTokens: 0, completionTokens: 0 });
    }
    expect(fake.requests).toHaveLength(0);
  });
});
