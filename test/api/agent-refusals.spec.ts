import { FakeOpenAi } from '../fakes/openai';
import { agentEnv, COMMAND, designerWithPanel, grantCredits, waitFor } from '../support/agent';
import { createTestApp, type TestApp } from '../support/app';
import { accountsEnv, call } from '../support/designer';

// Optimisation is refused while other AI work on the panel is running or pending, and on an empty canvas.
describe('Boxify designer refusals', () => {
  let t: TestApp;
  let dataDir: string;
  let fake: FakeOpenAi;

  beforeAll(async () => {
    fake = await new FakeOpenAi().start();
    const env = accountsEnv(agentEnv(fake.env(false)));
    dataDir = env.DATA_DIR;
    t = await createTestApp(env);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  afterEach(() => {
    fake.hold = undefined;
  });

  async function setup(empty = false) {
    const made = await designerWithPanel(t, dataDir, { empty });
    await grantCredits(t, made.d, 10);
    return made;
  }

  const optimise = (d: Parameters<typeof call>[1], panelId: string, language?: string) =>
    call(t, d, `${COMMAND}/boxifyChat`, { mode: 'optimise', prompt: 'Optimise', panelId }, language);

  it('refuses an empty canvas', async () => {
    const { d, panelId } = await setup(true);
    const res = await optimise(d, panelId).expect(422);
    expect(res.body).toMatchObject({ code: 42200004, msg: 'The canvas is empty: add some content before optimising' });
    expect((await optimise(d, panelId, 'zh-CN')).body.msg).toBe('画布为空，请先添加内容再优化');
  });

  it('refuses while another optimisation runs, then while its result is pending', async () => {
    const { d, panelId } = await setup();
    let release!: () => void;
    fake.hold = new Promise((resolve) => (release = resolve));
    const first = (await optimise(d, panelId).expect(200)).body.data;
    const running = await optimise(d, panelId).expect(409);
    expect(running.body).toMatchObject({ code: 40900004, msg: 'An optimisation is already running on this panel' });
    release();
    const done = await waitFor(t, d, first.sessionId);
    expect(done.generation).toMatchObject({ status: 'completed', outcome: 'pending' });
    expect((await optimise(d, panelId)).body).toMatchObject({
      code: 40900005,
      msg: 'Accept or discard the pending optimisation result first',
    });
    await call(t, d, `${COMMAND}/acceptBoxifyGeneration`, {
      sessionId: first.sessionId,
      generationId: done.generation.generationId,
    }).expect(200);
    expect((await optimise(d, panelId)).body.code).toBe(0);
  });

  it('refuses while a component is generating, then while AI content is pending', async () => {
    const { d, panelId } = await setup();
    let release!: () => void;
    fake.hold = new Promise((resolve) => (release = resolve));
    const edit = (
      await call(t, d, `${COMMAND}/boxifyChat`, { mode: 'edit', prompt: 'Remove the header', panelId }).expect(200)
    ).body.data;
    expect((await optimise(d, panelId)).body).toMatchObject({
      code: 40900006,
      msg: 'A component is being generated on this panel; wait for it to finish',
    });
    release();
    const done = await waitFor(t, d, edit.sessionId);
    const pending = await optimise(d, panelId, 'zh-CN');
    expect(pending.body).toMatchObject({ code: 40900007, msg: '请先接受或放弃待处理的 AI 内容' });
    await call(t, d, `${COMMAND}/discardBoxifyGeneration`, {
      sessionId: edit.sessionId,
      generationId: done.generation.generationId,
    }).expect(200);
    const ok = (await optimise(d, panelId).expect(200)).body.data;
    const optimised = await waitFor(t, d, ok.sessionId);
    expect(optimised.generation).toMatchObject({ status: 'completed' });
    expect((optimised.generation as unknown as { details: { before: unknown[] } }).details.before).toEqual(
      expect.any(Array),
    );
  });
});
