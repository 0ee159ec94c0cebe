import { Currency } from '@server/accounts/currency';

import { FakeOpenAi } from '../fakes/openai';
import { JobsService } from '@server/common/jobs/jobs.service';
import { AccountPlanService } from '@server/accounts/account-plan.service';

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
import { accountsEnv, call, upgradeToPro } from '../support/designer';

// Credits by plan: free and plus pay when sending, pro on acceptance; free chances first.
describe('Boxify designer credits', () => {
  let t: TestApp;
  let dataDir: string;
  let fake: FakeOpenAi;

  beforeAll(async () => {
    fake = await new FakeOpenAi().start();
    const env = accountsEnv(agentEnv({ ...fake.env(false), JOB_CONCURRENCY: '4' }));
    dataDir = env.DATA_DIR;
    t = await createTestApp(env);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('100 concurrent generations against credits for 10: 10 charged and completed, 90 refused', async () => {
    const { d, panelId } = await designerWithPanel(t, dataDir);
    await grantCredits(t, d, 10);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call(t, d, `${COMMAND}/boxifyChat`, { prompt: `A home page #${i}`, panelId }),
      ),
    );
    const accepted = answers.filter((res) => res.body.code === 0);
    const refused = answers.filter((res) => res.body.code !== 0);
    expect(accepted).toHaveLength(10);
    expect(refused).toHaveLength(90);
    for (const res of refused) {
      expect(res.status).toBe(402);
      expect(res.body).toMatchObject({ code: 40200001, msg: 'Credit is not enough!', data: { action: 'upgrade' } });
    }
    for (const res of accepted) {
      const state = await waitFor(t, d, res.body.data.sessionId);
      expect(state.generation).toMatchObject({ status: 'completed', cost: '1' });
    }
    expect((await balances(t, d)).credits).toBe('0');
    const zh = await call(t, d, `${COMMAND}/boxifyChat`, { prompt: 'Home', panelId }, 'zh-CN');
    expect(zh.body).toMatchObject({ code: 40200001, msg: '积分不足！' });
  });

  it('uses free generation chances first, and shows the estimate without spending on a dry run', async () => {
    const { d, panelId } = await designerWithPanel(t, dataDir);
    await grantCredits(t, d, 1, Currency.FreeAccept);
    const dry = await call(t, d, `${COMMAND}/boxifyChat`, { prompt: 'Home', panelId, dryRun: true });
    expect(dry.body.data).toMatchObject({ cost: 1, canPay: true, currency: 'FREE_ACCEPT', taskId: null });
    expect(await balances(t, d)).toEqual({ credits: '0', chances: '1' });
    const { sessionId } = (await call(t, d, `${COMMAND}/boxifyChat`, { prompt: 'Home', panelId })).body.data;
    expect(await balances(t, d)).toEqual({ credits: '0', chances: '0' });
    await waitFor(t, d, sessionId);
    const usage = (await call(t, d, `${QUERY}/querySessionTokenUsage`, { sessionId })).body.data;
    expect(usage).toMatchObject({ credits: '0', freeChances: 1 });
    const empty = await call(t, d, `${COMMAND}/boxifyChat`, { prompt: 'Home', panelId, dryRun: true });
    expect(empty.body.data).toMatchObject({ canPay: false, payAt: 'generation' });
    // Plus pays when sending too; pro on acceptance.
    await t.app.get(AccountPlanService).setPlan(d.userId, 'plus2', null);
    const plus = await call(t, d, `${COMMAND}/boxifyChat`, { prompt: 'Home', panelId, dryRun: true });
    expect(plus.body.data).toMatchObject({ payAt: 'generation' });
    await t.app.get(AccountPlanService).setPlan(d.userId, 'pro3', null);
    const pro = await call(t, d, `${COMMAND}/boxifyChat`, { prompt: 'Home', panelId, dryRun: true });
    expect(pro.body.data).toMatchObject({ payAt: 'acceptance' });
  });

  it('a failed generation costs nothing', async () => {
    const { d, panelId } = await designerWithPanel(t, dataDir);
    await grantCredits(t, d, 1);
    fake.fallback = 'fail';
    try {
      const { sessionId } = (await call(t, d, `${COMMAND}/boxifyChat`, { prompt: 'Home', panelId })).body.data;
      expect((await waitFor(t, d, sessionId)).state).toBe('failed');
    } finally {
      fake.fallback = 'valid';
    }
    expect((await balances(t, d)).credits).toBe('1');
  });

  it('a task the jobs port failed without the designer is shown failed and refunded', async () => {
    const { d, panelId } = await designerWithPanel(t, dataDir);
    await grantCredits(t, d, 1);
    let release!: () => void;
    fake.hold = new Promise((resolve) => (release = resolve));
    try {
      const { sessionId, taskId } = (await call(t, d, `${COMMAND}/boxifyChat`, { prompt: 'Home', panelId })).body.data;
      await waitFor(t, d, sessionId, (s) => s.task?.status === 'in-progress');
      expect((await balances(t, d)).credits).toBe('0');
      // As the sweep does when a worker died with the task's attempts used up.
      await t.app.get(JobsService).fail(taskId, 'The worker stopped before finishing');
      const state = await sessionState(t, d, sessionId);
      expect(state).toMatchObject({ state: 'failed', generation: { error: 'The worker stopped before finishing' } });
      expect((await balances(t, d)).credits).toBe('1');
    } finally {
      release();
      fake.hold = undefined;
    }
  });

  it('pro pays on acceptance; discards cost nothing; short of credits an accept or a request is refused', async () => {
    const { d, panelId } = await designerWithPanel(t, dataDir);
    await upgradeToPro(t, d);
    await grantCredits(t, d, 1.5);
    const first = (await call(t, d, `${COMMAND}/boxifyChat`, { prompt: 'Home', panelId })).body.data;
    expect(first).toMatchObject({ payAt: 'acceptance', cost: 1 });
    const one = await waitFor(t, d, first.sessionId);
    expect((await balances(t, d)).credits).toBe('1.5');
    const discarded = await call(t, d, `${COMMAND}/discardBoxifyGeneration`, {
      sessionId: first.sessionId,
      generationId: one.generation.generationId,
    });
    expect(discarded.body.code).toBe(0);
    expect((await balances(t, d)).credits).toBe('1.5');

    const second = (await call(t, d, `${COMMAND}/boxifyChat`, { sessionId: first.sessionId, prompt: 'Home' })).body
      .data;
    const third = (await call(t, d, `${COMMAND}/boxifyChat`, { panelId, prompt: 'Pricing' })).body.data;
    const two = await waitFor(t, d, second.sessionId);
    const three = await waitFor(t, d, third.sessionId);
    const accepted = await call(t, d, `${COMMAND}/acceptBoxifyGeneration`, {
      sessionId: second.sessionId,
      generationId: two.generation.generationId,
    });
    expect(accepted.body.data.charged).toEqual({ currency: 'AI_CREDIT', amount: '1' });
    expect((await balances(t, d)).credits).toBe('0.5');

    // 0.5 left: accepting the other result is refused, and it stays pending.
    const refused = await call(t, d, `${COMMAND}/acceptBoxifyGeneration`, {
      sessionId: third.sessionId,
      generationId: three.generation.generationId,
    });
    expect(refused.body).toMatchObject({ code: 40200001, msg: 'Credit is not enough!', data: { action: 'upgrade' } });
    expect((await waitFor(t, d, third.sessionId)).state).toBe('pending');
    expect((await balances(t, d)).credits).toBe('0.5');

    // 0.5 left: a request is refused before anything runs.
    const short = await call(t, d, `${COMMAND}/boxifyChat`, { sessionId: first.sessionId, prompt: 'Home' });
    expect(short.body).toMatchObject({ code: 40200001, data: { action: 'upgrade' } });
  });
});
