import type { DesignBrief } from '@boxify/design/brief';

import { agentEnv, COMMAND, designerWithPanel, grantCredits, QUERY, waitFor } from '../support/agent';
import { createTestApp, type TestApp } from '../support/app';
import { accountsEnv, call, type Designer } from '../support/designer';

type Node = { type: string; characters?: string; children?: Node[] };
type Message = {
  kind: string;
  role: string;
  text: { en: string; zh: string };
  payload: Record<string, unknown> | null;
};

const texts = (nodes: Node[]): string[] =>
  nodes.flatMap((n) => [...(typeof n.characters === 'string' ? [n.characters] : []), ...texts(n.children ?? [])]);

const PROMPT = 'A booking page for Pawstep, a pet grooming salon, with a date picker and 6 time slots';

// What the reader makes of PROMPT on a desktop panel, corrected the way a user would in the panel's chips.
const corrected: DesignBrief = {
  product: { name: 'Furlong', domain: 'pet grooming salon' },
  platform: 'mobile',
  pages: ['booking'],
  elements: [
    { kind: 'date', label: 'Visit day' },
    { kind: 'time-slot', label: 'Time slots', count: 4 },
  ],
  theme: { mode: 'light', colors: [], mood: [] },
  language: 'en',
};

// A brief the user corrected goes to the designer as it is: the prompt is not read again.
describe('generating from a corrected brief', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    const env = accountsEnv(agentEnv());
    dataDir = env.DATA_DIR;
    t = await createTestApp(env);
  });
  afterAll(() => t.close());

  const messages = async (d: Designer, sessionId: string) =>
    (await call(t, d, `${QUERY}/fetchIncrementalMessage`, { sessionId }).expect(200)).body.data.messages as Message[];

  async function generate(d: Designer, body: Record<string, unknown>) {
    const started = await call(t, d, `${COMMAND}/boxifyChat`, { mode: 'generate', ...body });
    expect(started.body.code).toBe(0);
    const done = await waitFor(t, d, started.body.data.sessionId as string);
    expect(done.state).toBe('pending');
    const generation = done.generation as unknown as {
      generationId: string;
      result: { width: number; children: Node[] };
      details: { brief: DesignBrief };
    };
    return { sessionId: started.body.data.sessionId as string, generation };
  }

  it('the design follows the brief, not the prompt: its name, its element labels, the width of its platform', async () => {
    const { d, panelId } = await designerWithPanel(t, dataDir, { empty: true });
    await grantCredits(t, d, 5);
    const read = await generate(d, { prompt: PROMPT, panelId });
    // The reader's brief comes back with the result, for the panel's chips.
    expect(read.generation.details.brief).toMatchObject({ product: { name: 'Pawstep' }, platform: 'desktop' });
    expect(read.generation.result.width).toBe(1440);

    const again = await generate(d, { prompt: PROMPT, panelId, sessionId: read.sessionId, brief: corrected });
    const shown = texts(again.generation.result.children).join('\n');
    expect(shown).toContain('Furlong');
    expect(shown).toContain('Visit day');
    expect(shown).not.toContain('Pawstep');
    expect(again.generation.result.width).toBe(390);
    expect(again.generation.details.brief).toEqual(corrected);
    const result = (await messages(d, again.sessionId)).filter((m) => m.kind === 'result').at(-1)!;
    expect(result.payload?.brief).toEqual(corrected);
  });

  it('records the correction as the user’s message of the session, with the brief and what changed', async () => {
    const { d, panelId } = await designerWithPanel(t, dataDir, { empty: true });
    await grantCredits(t, d, 5);
    const first = await generate(d, { prompt: PROMPT, panelId });
    // "Regenerate from this brief": the earlier generation's prompt and input, the corrected brief.
    const started = await call(t, d, `${COMMAND}/boxifyChat`, {
      regenerate: first.generation.generationId,
      brief: { ...corrected, platform: 'tablet' },
    });
    expect(started.body.code).toBe(0);
    const done = await waitFor(t, d, first.sessionId);
    expect((done.generation.result as { width: number }).width).toBe(834);
    const correction = (await messages(d, first.sessionId)).find((m) => m.kind === 'correction')!;
    expect(correction.role).toBe('user');
    expect(correction.payload).toEqual({ brief: { ...corrected, platform: 'tablet' } });
    expect(correction.text.en).toBe(
      'Corrected the brief: name → Furlong, platform → tablet, "Time slots" × 4, "Date picker" → "Visit day"',
    );
    expect(correction.text.zh).toBe(
      '已修改需求摘要：名称 → Furlong，平台 → 平板，“Time slots” × 4，“Date picker” → “Visit day”',
    );

    // A plain "Regenerate" of the corrected one keeps its brief.
    const plain = await call(t, d, `${COMMAND}/boxifyChat`, { regenerate: done.generation.generationId });
    expect(plain.body.code).toBe(0);
    const kept = await waitFor(
      t,
      d,
      first.sessionId,
      (s) => s.generation.generationId !== done.generation.generationId && s.state !== 'generating',
    );
    expect(JSON.stringify(kept.generation.result)).toContain('Furlong');
  });

  it('refuses a brief that is not valid with the validation code, naming the field, in English and Chinese', async () => {
    const { d, panelId } = await designerWithPanel(t, dataDir, { empty: true });
    await grantCredits(t, d, 5);
    const bad = { ...corrected, platform: 'watch' };
    const en = await call(t, d, `${COMMAND}/boxifyChat`, { prompt: PROMPT, panelId, brief: bad });
    expect(en.status).toBe(422);
    expect(en.body).toMatchObject({ code: 42200001, data: { field: 'brief.platform' } });
    expect(en.body.msg).toMatch(/^Invalid brief\.platform: /);
    const zh = await call(t, d, `${COMMAND}/boxifyChat`, { prompt: PROMPT, panelId, brief: bad }, 'zh-CN');
    expect(zh.body.code).toBe(42200001);
    expect(zh.body.msg).toMatch(/^brief\.platform 无效：/);

    const empty = { ...corrected, elements: [{ kind: 'date', label: '  ' }] };
    const blank = await call(t, d, `${COMMAND}/boxifyChat`, { prompt: PROMPT, panelId, brief: empty });
    expect(blank.body).toMatchObject({ code: 42200001, data: { field: 'brief.elements.0.label' } });

    const edit = await call(t, d, `${COMMAND}/boxifyChat`, { prompt: PROMPT, panelId, mode: 'edit', brief: corrected });
    expect(edit.body).toMatchObject({
      code: 42200001,
      msg: 'A corrected brief can only be given to a generation',
      data: { field: 'brief' },
    });
    // Nothing was started or charged by a refused brief.
    const dry = await call(t, d, `${COMMAND}/boxifyChat`, { prompt: PROMPT, panelId, dryRun: true });
    expect(dry.body.data.canPay).toBe(true);
  });

  it('chat says what the same reader understood, in the caller’s language', async () => {
    const { d, panelId } = await designerWithPanel(t, dataDir, { empty: true });
    const en = await call(t, d, `${COMMAND}/chat`, { panelId, prompt: `A mobile ${PROMPT.slice(2)}` });
    expect(en.body.data.reply).toBe(
      'Understood: a mobile booking page for Pawstep, with Date picker, 6 Time slots. Send it to generate and I will design it.',
    );
    const zh = await call(t, d, `${COMMAND}/chat`, { panelId, prompt: '为「暖爪」设计一个手机预约页' }, 'zh-CN');
    expect(zh.body.data.reply).toMatch(/^我理解的是：暖爪的移动端预约页面/);
  });
});
