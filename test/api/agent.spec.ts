import { FakeOpenAi } from '../fakes/openai';
import {
  agentEnv,
  balances,
  COMMAND,
  designerWithPanel,
  grantCredits,
  QUERY,
  sessionState,
  waitFor,
} from '../support/agent';
import { createTestApp, type TestApp } from '../support/app';
import { accountsEnv, call, DRAFT } from '../support/designer';

type Message = { seq: number; role: string; kind: string; text: { en: string }; payload?: Record<string, unknown> };

// The Boxify designer's lifecycle with the OpenAI-compatible provider on a fake endpoint (streamed).
describe('Boxify designer sessions', () => {
  let t: TestApp;
  let dataDir: string;
  let fake: FakeOpenAi;

  beforeAll(async () => {
    fake = await new FakeOpenAi().start();
    const env = accountsEnv(agentEnv(fake.env(true)));
    dataDir = env.DATA_DIR;
    t = await createTestApp(env);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.queue.length = 0;
    fake.fallback = 'valid';
    fake.hold = undefined;
  });

  const messages = async (d: Parameters<typeof call>[1], sessionId: string, after = 0, simple = false) => {
    const path = simple ? 'fetchSimpleIncrementalMessage' : 'fetchIncrementalMessage';
    const res = await call(t, d, `${QUERY}/${path}`, { sessionId, after }).expect(200);
    return res.body.data as { state: string; lastSeq: number; messages: Message[] };
  };

  it('generates: messages appear as they happen, the result is pending, accept writes the panel', async () => {
    const { d, panelId } = await designerWithPanel(t, dataDir);
    await grantCredits(t, d, 5);
    let release!: () => void;
    fake.hold = new Promise((resolve) => (release = resolve));
    const started = await call(t, d, `${COMMAND}/boxifyChat`, {
      prompt: 'A SaaS home page',
      mode: 'generate',
      panelId,
    });
    expect(started.body).toMatchObject({ code: 0, data: { cost: 1, payAt: 'generation', currency: 'AI_CREDIT' } });
    const { sessionId, taskId, messageId } = started.body.data;
    expect(taskId).toEqual(expect.any(String));
    expect((await balances(t, d)).credits).toBe('4'); // free plan: paid when sending

    // While the designer works: the prompt and its first step, state generating.
    const early = await waitFor(t, d, sessionId, (s) => s.task?.status === 'in-progress');
    expect(early.state).toBe('generating');
    const first = await messages(d, sessionId);
    expect(first.messages[0]).toMatchObject({ seq: 1, role: 'user', kind: 'prompt', text: { en: 'A SaaS home page' } });
    expect(first.messages.map((m) => m.kind)).toContain('step');
    release();

    const done = await waitFor(t, d, sessionId);
    expect(done.state).toBe('pending');
    expect(done.generation).toMatchObject({ status: 'completed', outcome: 'pending', cost: '1' });
    // Only what came after the cursor.
    const later = await messages(d, sessionId, first.lastSeq);
    // A message number past what the database's integer holds answered 500 (found by the fuzzer).
    const past = await call(t, d, `${QUERY}/fetchIncrementalMessage`, { sessionId, after: 2 ** 31 }).expect(422);
    expect(past.body.data.field).toBe('after');
    expect(later.messages.every((m) => m.seq > first.lastSeq)).toBe(true);
    const kinds = later.messages.map((m) => m.kind);
    expect(kinds.at(-1)).toBe('result');
    expect(later.messages.filter((m) => m.kind === 'step').map((m) => m.text.en)).toEqual(
      expect.arrayContaining(['Designing Hero', 'Design ready']),
    );
    const result = later.messages.at(-1)!;
    expect((result.payload!.panel as { children: unknown[] }).children).toHaveLength(4);
    const simple = await messages(d, sessionId, 0, true);
    expect(simple.messages.every((m) => m.payload === undefined)).toBe(true);

    // The panel is untouched until accepted.
    const before = (await call(t, d, `${DRAFT}/queryPanelContent`, { panelId })).body.data;
    expect(before.content.children.map((n: { id: string }) => n.id)).toEqual(['header', 'body']);
    const accepted = await call(t, d, `${COMMAND}/acceptBoxifyGeneration`, {
      sessionId,
      generationId: done.generation.generationId,
      version: before.version,
    });
    expect(accepted.body).toMatchObject({ code: 0, data: { panelId, version: before.version + 1, charged: null } });
    const after = (await call(t, d, `${DRAFT}/queryPanelContent`, { panelId })).body.data;
    expect(after.content.id).toBe(panelId);
    expect(after.content.children.map((n: { name: string }) => n.name)).toEqual([
      'Hero',
      'Features',
      'Pricing',
      'Footer',
    ]);
    expect((await sessionState(t, d, sessionId)).state).toBe('idle');
    // Accepting twice is refused; the usage names the prompt message and the tokens.
    const again = await call(t, d, `${COMMAND}/acceptBoxifyGeneration`, {
      sessionId,
      generationId: done.generation.generationId,
    });
    expect(again.body).toMatchObject({ code: 40900008, msg: 'There is no pending AI result to accept' });
    const usage = (await call(t, d, `${QUERY}/queryTokenUsageBySession`, { sessionId })).body.data;
    expect(usage.items).toEqual([
      expect.objectContaining({ messageId, credits: '1', provider: 'openai', promptTokens: 1500, totalTokens: 2400 }),
    ]);
    const total = (await call(t, d, `${QUERY}/querySessionTokenUsage`, { sessionId })).body.data;
    expect(total).toMatchObject({ credits: '1', totalTokens: 2400, generations: 1 });
  });

  it('edits a selection and refuses a stale accept; discard keeps the document from before', async () => {
    const { d, panelId } = await designerWithPanel(t, dataDir);
    await grantCredits(t, d, 5);
    const unknown = await call(t, d, `${COMMAND}/boxifyChat`, {
      prompt: 'Remove the header',
      mode: 'edit',
      panelId,
      selection: ['nope'],
    });
    expect(unknown.body).toMatchObject({ code: 40400001, msg: 'Node not found: nope' });
    expect((await balances(t, d)).credits).toBe('5');
    const started = await call(t, d, `${COMMAND}/boxifyChat`, {
      prompt: 'Remove the header',
      mode: 'edit',
      panelId,
      selection: ['header'],
    });
    expect(started.body.data.cost).toBe(0.5);
    const { sessionId } = started.body.data;
    const done = await waitFor(t, d, sessionId);
    expect(done.generation).toMatchObject({ outcome: 'pending', cost: '0.1' });
    // The hold was 0.5; the edit cost 0.1.
    expect((await balances(t, d)).credits).toBe('4.9');
    const stale = await call(t, d, `${COMMAND}/acceptBoxifyGeneration`, {
      sessionId,
      generationId: done.generation.generationId,
      version: 7,
    });
    expect(stale.body).toMatchObject({ code: 40900002, data: { currentVersion: 1 } });
    const discarded = await call(t, d, `${COMMAND}/discardBoxifyGeneration`, {
      sessionId,
      generationId: done.generation.generationId,
    });
    expect(discarded.body).toMatchObject({ code: 0, data: { version: 1 } });
    expect(discarded.body.data.content.children.map((n: { id: string }) => n.id)).toEqual(['header', 'body']);
    expect((await sessionState(t, d, sessionId)).state).toBe('idle');
    expect((await balances(t, d)).credits).toBe('4.9'); // free plan: a discard gives nothing back
    const kinds = (await messages(d, sessionId)).messages.map((m) => m.kind);
    expect(kinds.at(-1)).toBe('discarded');
  });

  it('an invalid answer fails the generation after the retry, costs nothing, and regenerate tries again', async () => {
    const { d, panelId } = await designerWithPanel(t, dataDir);
    await grantCredits(t, d, 2);
    fake.fallback = 'invalid';
    const asked = fake.requests.length;
    const started = await call(t, d, `${COMMAND}/boxifyChat`, { prompt: 'A pricing page', panelId });
    const { sessionId, generationId } = started.body.data;
    const failed = await waitFor(t, d, sessionId);
    expect(failed.state).toBe('failed');
    expect(failed.generation.error).toMatch(/invalid JSON twice/);
    expect(failed.task).toMatchObject({ status: 'failed', attempts: 2 });
    expect(fake.requests.length - asked).toBe(4); // two attempts, each asking twice
    expect((await balances(t, d)).credits).toBe('2');
    const list = (await messages(d, sessionId)).messages;
    expect(list.at(-1)).toMatchObject({
      kind: 'error',
      text: { en: expect.stringMatching(/^Generation failed, try again/) },
    });
    expect(list.some((m) => m.text.en === 'Attempt 1 failed; trying again')).toBe(true);

    fake.fallback = 'valid';
    const again = await call(t, d, `${COMMAND}/boxifyChat`, { sessionId, regenerate: generationId });
    expect(again.body).toMatchObject({ code: 0, data: { sessionId } });
    const done = await waitFor(t, d, sessionId);
    expect(done.generation).toMatchObject({ status: 'completed', prompt: 'A pricing page' });
    expect((await balances(t, d)).credits).toBe('1');
    const missing = await call(t, d, `${COMMAND}/boxifyChat`, { regenerate: '00000000-0000-4000-8000-000000000000' });
    expect(missing.body).toMatchObject({ code: 40400001, msg: 'Cannot find original generation params' });
  });

  it('invalid then valid completes; a task retried after a failed attempt charges once', async () => {
    const { d, panelId } = await designerWithPanel(t, dataDir);
    await grantCredits(t, d, 3);
    fake.queue.push('invalid');
    const first = (await call(t, d, `${COMMAND}/boxifyChat`, { prompt: 'Home', panelId })).body.data;
    expect((await waitFor(t, d, first.sessionId)).generation.status).toBe('completed');
    expect((await balances(t, d)).credits).toBe('2');

    fake.queue.push('fail'); // the first attempt fails at the endpoint; the jobs port retries
    const second = (await call(t, d, `${COMMAND}/boxifyChat`, { prompt: 'Home', panelId, sessionId: undefined })).body
      .data;
    const done = await waitFor(t, d, second.sessionId);
    expect(done.generation.status).toBe('completed');
    expect(done.task).toMatchObject({ status: 'completed', attempts: 2 });
    expect((await balances(t, d)).credits).toBe('1');
    const usage = (await call(t, d, `${QUERY}/queryTokenUsageBySession`, { sessionId: second.sessionId })).body.data;
    expect(usage.items[0].credits).toBe('1');
  });

  it('stop cancels the running generation and costs nothing; a busy session refuses a new prompt', async () => {
    const { d, panelId } = await designerWithPanel(t, dataDir);
    await grantCredits(t, d, 1);
    fake.fallback = 'slow';
    fake.slowMs = 20000;
    const { sessionId } = (await call(t, d, `${COMMAND}/boxifyChat`, { prompt: 'Home', panelId })).body.data;
    expect((await balances(t, d)).credits).toBe('0');
    await waitFor(t, d, sessionId, (s) => s.task?.status === 'in-progress');
    const busy = await call(t, d, `${COMMAND}/boxifyChat`, { sessionId, prompt: 'Another' });
    expect(busy.body.code).toBe(40900003);
    const stopped = await call(t, d, `${COMMAND}/stopSession`, { sessionId });
    expect(stopped.body).toMatchObject({ code: 0, data: { stopped: true } });
    const state = await waitFor(t, d, sessionId, (s) => s.task?.status === 'failed');
    expect(state.state).toBe('stopped');
    expect((await balances(t, d)).credits).toBe('1');
    const kinds = (await messages(d, sessionId)).messages.map((m) => m.kind);
    expect(kinds).toContain('stopped');
    expect((await call(t, d, `${COMMAND}/stopSession`, { sessionId })).body.data.stopped).toBe(false);
  });

  it('chat answers what the designer understood, for free; feedback needs content', async () => {
    const { d, panelId } = await designerWithPanel(t, dataDir);
    const asked = fake.requests.length;
    const chat = await call(t, d, `${COMMAND}/chat`, { panelId, prompt: '帮我做一个手机登录页' }, 'zh-CN');
    expect(chat.body.data.reply).toBe('我理解的是：移动端登录页面。发送生成后我就开始设计。');
    expect(fake.requests.length).toBe(asked);
    const { sessionId, replyMessageId } = chat.body.data;
    const empty = await call(t, d, `${COMMAND}/feedback`, { sessionId, content: '  ' });
    expect(empty.body).toMatchObject({ code: 42200001, msg: 'please enter feedback content' });
    const zh = await call(t, d, `${COMMAND}/feedback`, { sessionId, content: '' }, 'zh-CN');
    expect(zh.body.msg).toBe('请输入反馈内容');
    const sent = await call(t, d, `${COMMAND}/feedback`, {
      sessionId,
      messageId: replyMessageId,
      content: 'Great answer',
      rating: 5,
    });
    expect(sent.body.code).toBe(0);
    const list = (await messages(d, sessionId)).messages;
    expect(list.map((m) => m.kind)).toEqual(['chat', 'reply', 'feedback']);
    expect(list[2].payload).toEqual({ about: replyMessageId, rating: 5 });
  });

  it('keeps sessions to their owner: another user 40400001 (as if missing), anonymous 40100001', async () => {
    const { d, panelId } = await designerWithPanel(t, dataDir);
    const other = await designerWithPanel(t, dataDir, { label: 'other' });
    const { sessionId } = (await call(t, d, `${COMMAND}/chat`, { panelId, prompt: 'hello' })).body.data;
    for (const path of [
      `${QUERY}/fetchIncrementalMessage`,
      `${QUERY}/fetchSessionStateDetail`,
      `${QUERY}/queryAttachmentBySession`,
      `${QUERY}/querySessionTokenUsage`,
      `${COMMAND}/stopSession`,
    ]) {
      expect((await call(t, other.d, path, { sessionId }).expect(404)).body.code).toBe(40400001);
      expect((await call(t, undefined, path, { sessionId }).expect(401)).body.code).toBe(40100001);
    }
    const foreignPanel = await call(t, other.d, `${COMMAND}/boxifyChat`, { prompt: 'Home', panelId });
    expect(foreignPanel.body.code).toBe(40400001);
    // A session's library is a built-in one or the caller's own: someone else's answers as not found.
    const { libraryId } = (await call(t, d, `${DRAFT}/addLibrary`, { name: 'Mine' }).expect(200)).body.data;
    const chat = (who: typeof d, body: object) =>
      call(t, who, `${COMMAND}/boxifyChat`, { prompt: 'Home', dryRun: true, ...body });
    expect((await chat(d, { panelId, libraryId })).body.code).toBe(0);
    expect((await chat(other.d, { panelId: other.panelId, libraryId: 'neutral' })).body.code).toBe(0);
    const foreignLibrary = await chat(other.d, { panelId: other.panelId, libraryId }).expect(404);
    expect(foreignLibrary.body).toMatchObject({ code: 40400001, msg: 'Library not found' });
    const longPrompt = await call(t, d, `${COMMAND}/boxifyChat`, { prompt: 'x'.repeat(4001), panelId });
    expect(longPrompt.body).toMatchObject({ code: 42200001, msg: 'The prompt cannot exceed 4000 characters' });
  });
});
