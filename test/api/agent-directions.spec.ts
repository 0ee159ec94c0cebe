import { AccountPlanService } from '@server/accounts/account-plan.service';

import { agentEnv, balances, COMMAND, designerWithPanel, grantCredits, QUERY, waitFor } from '../support/agent';
import { createTestApp, type TestApp } from '../support/app';
import { accountsEnv, call, DRAFT, upgradeToPro } from '../support/designer';

type Direction = { index: number; layout: string; libraryId: string; panel: { children: unknown[] }; cost: number };
type Details = { directions?: Direction[]; accepted?: number };

// Directions: one prompt designed several ways, shown side by side; the user takes one.
describe('Boxify designer directions', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    const env = accountsEnv(agentEnv());
    dataDir = env.DATA_DIR;
    t = await createTestApp(env);
  });
  afterAll(() => t.close());

  const prompt = 'A mobile sign-in page for Acme Bank';

  it('plus: as many directions as the plan allows, each paid when sending; accept writes exactly the one named', async () => {
    const { d, panelId } = await designerWithPanel(t, dataDir, { empty: true });
    await t.app.get(AccountPlanService).setPlan(d.userId, 'plus2', null);
    await grantCredits(t, d, 5);
    // More than the plan's directionsPerPrompt (2 on plus) is refused before anything is held, in both languages.
    for (const [language, msg] of [
      ['en-US', 'Your plan allows up to 2 directions per prompt'],
      ['zh-CN', '你的套餐每次最多可请求 2 个方向'],
    ] as const) {
      const refused = await call(t, d, `${COMMAND}/boxifyChat`, { prompt, panelId, directions: 3 }, language);
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ code: 42200001, msg, data: { field: 'directions', allowed: 2 } });
    }
    expect((await balances(t, d)).credits).toBe('5');
    // The estimate says what directions cost: n × the page's.
    const dry = await call(t, d, `${COMMAND}/boxifyChat`, { prompt, panelId, dryRun: true });
    expect(dry.body.data).toMatchObject({ cost: 2, directions: 2, directionsAllowed: 2, payAt: 'generation' });

    const started = (await call(t, d, `${COMMAND}/boxifyChat`, { prompt, panelId })).body.data;
    expect(started).toMatchObject({ directions: 2, cost: 2 });
    expect((await balances(t, d)).credits).toBe('3');
    const done = await waitFor(t, d, started.sessionId);
    expect(done.state).toBe('pending');
    // Two sign-in pages at 0.5 each.
    expect(done.generation.cost).toBe('1');
    expect((await balances(t, d)).credits).toBe('4');
    const details = (done.generation as unknown as { details: Details }).details;
    expect(details.directions!.map((x) => x.layout)).toEqual(['stacked', 'cards']);
    expect(new Set(details.directions!.map((x) => x.libraryId)).size).toBe(2);
    // The session's messages carry every result too.
    const messages = (await call(t, d, `${QUERY}/fetchIncrementalMessage`, { sessionId: started.sessionId })).body.data
      .messages as { kind: string; payload: Details | null }[];
    expect(messages.find((m) => m.kind === 'result')!.payload!.directions).toHaveLength(2);

    const accepted = await call(t, d, `${COMMAND}/acceptBoxifyGeneration`, {
      sessionId: started.sessionId,
      generationId: done.generation.generationId,
      direction: 1,
    });
    expect(accepted.body.data).toMatchObject({ direction: 1, charged: null, createdPanelIds: [] });
    const content = (await call(t, d, `${DRAFT}/queryPanelContent`, { panelId })).body.data.content;
    expect(content.children).toEqual(details.directions![1].panel.children);
    expect(content.children).not.toEqual(details.directions![0].panel.children);
    expect((await balances(t, d)).credits).toBe('4');
  });

  it('pro: three directions for a new page, one for a page with layers; pays for the accepted one only', async () => {
    const { d, panelId } = await designerWithPanel(t, dataDir, { empty: true });
    await upgradeToPro(t, d);
    await grantCredits(t, d, 1);
    const started = (await call(t, d, `${COMMAND}/boxifyChat`, { prompt, panelId })).body.data;
    expect(started).toMatchObject({ directions: 3, cost: 1, payAt: 'acceptance' });
    const done = await waitFor(t, d, started.sessionId);
    const details = (done.generation as unknown as { details: Details }).details;
    expect(details.directions!.map((x) => x.layout)).toEqual(['stacked', 'cards', 'split']);
    expect((await balances(t, d)).credits).toBe('1');
    // A direction the generation does not have is refused; then the third is taken and the first opened beside it.
    const missing = await call(t, d, `${COMMAND}/acceptBoxifyGeneration`, {
      sessionId: started.sessionId,
      generationId: done.generation.generationId,
      direction: 1,
      open: [1],
    });
    expect(missing.body).toMatchObject({ code: 42200001, data: { field: 'direction' } });
    const accepted = (
      await call(t, d, `${COMMAND}/acceptBoxifyGeneration`, {
        sessionId: started.sessionId,
        generationId: done.generation.generationId,
        direction: 2,
        open: [0],
      })
    ).body.data;
    expect(accepted).toMatchObject({ direction: 2, charged: { currency: 'AI_CREDIT', amount: '0.5' } });
    expect(accepted.createdPanelIds).toHaveLength(1);
    expect((await balances(t, d)).credits).toBe('0.5');
    const content = (await call(t, d, `${DRAFT}/queryPanelContent`, { panelId })).body.data.content;
    expect(content.children).toEqual(details.directions![2].panel.children);
    const opened = (await call(t, d, `${DRAFT}/queryPanelContent`, { panelId: accepted.createdPanelIds[0] })).body.data
      .content;
    expect(opened.children).toEqual(details.directions![0].panel.children);
    const state = (await call(t, d, `${QUERY}/fetchSessionStateDetail`, { sessionId: started.sessionId })).body.data;
    expect(state.generation.details.accepted).toBe(2);

    // A page with layers gets one direction unless more are asked for; an edit is only ever one.
    const other = await designerWithPanel(t, dataDir);
    await upgradeToPro(t, other.d);
    const again = await call(t, other.d, `${COMMAND}/boxifyChat`, { prompt, panelId: other.panelId, dryRun: true });
    expect(again.body.data).toMatchObject({ directions: 1, directionsAllowed: 3 });
    const edit = await call(t, other.d, `${COMMAND}/boxifyChat`, {
      prompt,
      panelId: other.panelId,
      mode: 'edit',
      directions: 2,
    });
    expect(edit.status).toBe(422);
    expect(edit.body).toMatchObject({ code: 42200001, msg: 'Several directions can only be asked of a generation' });
  });

  it('refuses a number of directions outside 1–3, and free plans more than one', async () => {
    const { d, panelId } = await designerWithPanel(t, dataDir, { empty: true });
    for (const directions of [0, 4, 1.5, '2']) {
      const res = await call(t, d, `${COMMAND}/boxifyChat`, { prompt, panelId, directions });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 42200001 });
    }
    const free = await call(t, d, `${COMMAND}/boxifyChat`, { prompt, panelId, directions: 2 }, 'zh-CN');
    expect(free.body).toMatchObject({ code: 42200001, msg: '你的套餐每次最多可请求 1 个方向' });
    const dry = await call(t, d, `${COMMAND}/boxifyChat`, { prompt, panelId, dryRun: true });
    expect(dry.body.data).toMatchObject({ directions: 1, directionsAllowed: 1, cost: 1 });
  });
});
