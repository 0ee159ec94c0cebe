import { balances } from '../support/agent';
import { createTestApp, type TestApp } from '../support/app';
import { accountsEnv, newDesigner } from '../support/designer';
import { runAdmin } from '../support/admin';

// Valuable feedback on the designer earns 1 to 10 credits, granted by an operator.
describe('grant-feedback-credits', () => {
  let t: TestApp;
  const env = accountsEnv({ FREE_GENERATION_CHANCES: '0' });

  beforeAll(async () => {
    t = await createTestApp(env);
  });
  afterAll(() => t.close());

  it('grants 1 to 10 credits and refuses other amounts', async () => {
    const d = await newDesigner(t, env.DATA_DIR, 'feedback');
    const granted = await runAdmin('grant-feedback-credits', d.email, '7');
    expect(granted).toMatchObject({ code: 0 });
    expect(granted.output).toContain('granted 7 AI_CREDIT; balance 7');
    expect((await balances(t, d)).credits).toBe('7');
    for (const amount of ['0', '11', '2.5']) {
      const refused = await runAdmin('grant-feedback-credits', d.email, amount);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('Feedback credits are a whole number from 1 to 10');
    }
    expect((await balances(t, d)).credits).toBe('7');
  });
});
