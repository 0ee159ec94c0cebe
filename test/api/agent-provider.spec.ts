import { importDesignValue } from '@boxify/design/import';
import { OpenAiDesignerProvider, ProviderRequestError } from '@server/agent/providers/openai.provider';
import type { DesignerStep } from '@boxify/designer';
import { InvalidAnswerError } from '@server/agent/providers/openai-answer';

import { fakeHomePage, useFakeOpenAi } from '../fakes/openai';

// The OpenAI-compatible designer against a fake endpoint over real HTTP.
describe('OpenAI-compatible designer', () => {
  const fake = useFakeOpenAi();

  const provider = (stream: boolean, timeoutMs = 10000) =>
    new OpenAiDesignerProvider({
      mode: 'tree',
      baseUrl: fake.baseUrl,
      apiKey: 'sk-test',
      model: 'm1',
      stream,
      timeoutMs,
    });

  it('asks in JSON mode with the panel schema and reads a non-streamed answer', async () => {
    const steps: DesignerStep[] = [];
    const result = await provider(false).generate({ prompt: 'A SaaS home page' }, (step) => steps.push(step));
    expect(result.panels).toHaveLength(1);
    expect(result.panels[0].children.map((node) => node.name)).toEqual(['Hero', 'Features', 'Pricing', 'Footer']);
    expect(result.cost).toBe(1);
    expect(result.understanding).toMatchObject({ platform: 'desktop', pageTypes: ['home'], language: 'en' });
    // The chips show what the reader understood, so the user can correct a model's page too.
    expect(result.brief).toMatchObject({ platform: 'desktop', language: 'en' });
    expect(result.usage).toEqual({ promptTokens: 1200, completionTokens: 800 });
    const [request] = fake.requests;
    expect(request).toMatchObject({ model: 'm1', stream: false, task: 'generate', authorization: 'Bearer sk-test' });
    expect(request.messages[0].content).toContain('"children"'); // the kernel's JSON Schema
    expect(request.messages[1]).toEqual({ role: 'user', content: 'A SaaS home page' });
    expect(steps.map((step) => step.kind)).toEqual(['thinking', 'done']);
  });

  it('reads a streamed answer and reports a step per layer as it arrives', async () => {
    const steps: DesignerStep[] = [];
    const result = await provider(true).generate({ prompt: '一个首页' }, (step) => steps.push(step));
    expect(result.panels[0].name).toBe('Home');
    expect(result.usage).toEqual({ promptTokens: 1500, completionTokens: 900 });
    expect(fake.requests[0].stream).toBe(true);
    const sections = steps.filter((step) => step.kind === 'section').map((step) => step.text.en);
    expect(sections).toEqual(expect.arrayContaining(['Designing Hero', 'Designing Footer']));
    expect(steps.at(-1)?.kind).toBe('done');
  });

  it('asks again once after an invalid answer, with the reason', async () => {
    fake.queue.push('invalid');
    const result = await provider(false).generate({ prompt: 'home' });
    expect(result.panels[0].name).toBe('Home');
    expect(fake.requests).toHaveLength(2);
    const retry = fake.requests[1].messages.at(-1)!;
    expect(retry.content).toMatch(/That answer is invalid: the panel does not follow the schema/);
    expect(result.usage).toEqual({ promptTokens: 2400, completionTokens: 1600 });
  });

  it('fails after two invalid answers (not JSON, then a broken panel)', async () => {
    fake.queue.push('garbage', 'invalid');
    await expect(provider(true).generate({ prompt: 'home' })).rejects.toThrow(InvalidAnswerError);
    expect(fake.requests).toHaveLength(2);
  });

  it('edits the panel it is given and keeps its id', async () => {
    const panel = { ...(fakeHomePage() as object), id: 'p1' } as never;
    const imported = importDesignValue(panel);
    if (!imported.ok) throw new Error('fixture');
    const result = await provider(false).edit({
      prompt: 'remove the header',
      panel: { ...imported.panels[0], id: 'p1' },
      selection: ['hero'],
    });
    expect(result.panel.id).toBe('p1');
    expect(result.panel.children.map((node) => node.id)).toEqual(['features', 'pricing', 'footer']);
    expect(result.changed).toEqual(['hero']);
    expect(result.cost).toBe(0.1);
    expect(fake.requests[0].messages[0].content).toContain('Change only these nodes (and their children): hero');
  });

  it("prices an optimisation on the designer's table, by the panel's size", async () => {
    const imported = importDesignValue({ ...(fakeHomePage() as object), id: 'p1' });
    if (!imported.ok) throw new Error('fixture');
    const result = await provider(false).optimise({ panel: { ...imported.panels[0], id: 'p1' } });
    expect(result.panel.background).toBe('#f8fafc');
    // 9 nodes: the first row of OPTIMISE_COST_TABLE, as the built-in optimise charges.
    expect(result.cost).toBe(0.2);
  });

  it('gives up on an endpoint slower than the timeout, and stops on the abort signal', async () => {
    fake.slowMs = 3000;
    fake.queue.push('slow');
    const started = Date.now();
    await expect(provider(false, 300).generate({ prompt: 'home' })).rejects.toThrow(ProviderRequestError);
    expect(Date.now() - started).toBeLessThan(2500);
    fake.queue.push('slow');
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('cancelled')), 100);
    await expect(provider(true).generate({ prompt: 'home' }, undefined, controller.signal)).rejects.toThrow(
      'cancelled',
    );
  });

  it('reports an HTTP failure of the endpoint', async () => {
    fake.queue.push('fail');
    await expect(provider(false).generate({ prompt: 'home' })).rejects.toThrow(/HTTP 500/);
  });
});
