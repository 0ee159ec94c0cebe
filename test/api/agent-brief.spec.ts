import type { Panel } from '@boxify/design/schema';

import { fakeBrief, useFakeOpenAi } from '../fakes/openai';
import {
  agentEnv,
  balances,
  COMMAND,
  designerWithPanel,
  grantCredits,
  QUERY,
  textsOf,
  waitFor,
} from '../support/agent';
import { createTestApp, type TestApp } from '../support/app';
import { accountsEnv, call } from '../support/designer';

type Message = { role: string; kind: string; text: { en: string; zh: string }; payload?: Record<string, unknown> };

// A model behind the Boxify designer in brief mode (the default), end to end: the model answers the brief, the
// built-in composer draws the panel; a bad brief is asked again once, a second fails the generation for free.
describe('Boxify designer with a model answering the brief', () => {
  const fake = useFakeOpenAi();
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    const { DESIGNER_OPENAI_MODE: _mode, ...env } = fake.env(false);
    const all = accountsEnv(agentEnv(env)); // no mode set: brief is the default
    dataDir = all.DATA_DIR;
    t = await createTestApp(all);
  });
  afterAll(() => t.close());

  const messages = async (d: Parameters<typeof call>[1], sessionId: string) =>
    (await call(t, d, `${QUERY}/fetchIncrementalMessage`, { sessionId, after: 0 }).expect(200)).body.data
      .messages as Message[];
  const prompt = 'A dashboard for Voltfield, a solar farm operator: energy per day, site figures, inverters';

  it("draws the model's brief on the panel: its name, its elements in order, the panel's width", async () => {
    const { d, panelId } = await designerWithPanel(t, dataDir);
    await grantCredits(t, d, 2);
    const asked = fake.requests.length;
    const { sessionId } = (await call(t, d, `${COMMAND}/boxifyChat`, { prompt, panelId })).body.data;
    const done = await waitFor(t, d, sessionId);
    expect(done.generation).toMatchObject({ status: 'completed', outcome: 'pending' });
    expect(fake.requests.length - asked).toBe(1);
    const request = fake.requests[asked];
    expect(request).toMatchObject({ task: 'brief', responseFormat: { type: 'json_schema' } });
    expect(request.responseFormat?.json_schema).toMatchObject({ name: 'design_brief', strict: true });

    const list = await messages(d, sessionId);
    const result = list.at(-1)!;
    expect(result.kind).toBe('result');
    const panel = result.payload!.panel as Panel;
    expect(panel).toMatchObject({ id: panelId, name: 'Voltfield · Dashboard', width: 1440 });
    const texts = textsOf(panel);
    const order = ['Energy produced per day', 'Output today', 'Panels online', 'Alerts', 'Inverters', 'Status'];
    const at = order.map((text) => texts.indexOf(text));
    expect(at.every((index, i) => index >= 0 && (i === 0 || index > at[i - 1]))).toBe(true);
    const steps = list.filter((m) => m.kind === 'step').map((m) => m.text.en);
    expect(steps).toContain(
      'Understood: a desktop dashboard page for Voltfield, with Energy produced per day, 3 × Site figures, 5 × Inverters',
    );
    // Charged on the designer's cost table for the page it drew.
    const { cost } = done.generation;
    expect(Number(cost)).toBeGreaterThan(0);
    expect(Number((await balances(t, d)).credits)).toBe(2 - Number(cost));
  });

  it('a bad brief, then a good one: one re-ask quoting the errors, then the design', async () => {
    const { d, panelId } = await designerWithPanel(t, dataDir);
    await grantCredits(t, d, 2);
    fake.queue.push({ content: { ...fakeBrief(), pages: [], theme: { mode: 'sepia', colors: [], mood: [] } } });
    const asked = fake.requests.length;
    const { sessionId } = (await call(t, d, `${COMMAND}/boxifyChat`, { prompt, panelId })).body.data;
    const done = await waitFor(t, d, sessionId);
    expect(done.generation.status).toBe('completed');
    expect(fake.requests.length - asked).toBe(2);
    const reask = fake.requests[asked + 1].messages.at(-1)!.content;
    expect(reask).toMatch(/^That answer is invalid: the brief does not follow the schema/);
    expect(reask).toMatch(/pages: Too small/);
    expect(reask).toMatch(/theme\.mode: Invalid option/);
    expect(((await messages(d, sessionId)).at(-1)!.payload!.panel as Panel).name).toBe('Voltfield · Dashboard');
  });

  it('bad twice: the generation fails with a clear message and the credits are back', async () => {
    const { d, panelId } = await designerWithPanel(t, dataDir);
    await grantCredits(t, d, 2);
    fake.queue.push({ content: 'Here is your brief!' }, 'invalid');
    const asked = fake.requests.length;
    const started = await call(t, d, `${COMMAND}/boxifyChat`, { prompt, panelId });
    const { sessionId } = started.body.data;
    const failed = await waitFor(t, d, sessionId);
    expect(failed.state).toBe('failed');
    expect(failed.generation.error).toMatch(/^The model answered an invalid design brief twice/);
    // Failed for good: the jobs port does not ask the model two more times.
    expect(failed.task).toMatchObject({ status: 'failed', attempts: 1 });
    expect(fake.requests.length - asked).toBe(2);
    expect((await balances(t, d)).credits).toBe('2');
    const error = (await messages(d, sessionId)).at(-1)!;
    expect(error.kind).toBe('error');
    expect(error.text.en).toMatch(/^Generation failed: the model answered an invalid design brief twice \(.+\)\./);
    expect(error.text.en).toMatch(/Nothing was charged; try again$/);
    expect(error.text.zh).toMatch(/^生成失败：模型两次返回的设计简报都无效（.+），未扣除积分，请重试$/);
  });
});
