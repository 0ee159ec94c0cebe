import { randomUUID } from 'node:crypto';

import { DataSource } from 'typeorm';

import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode, messageFor } from '@server/common/errors/error-codes';
import { AccountLedgerService } from '@server/accounts/account-ledger.service';
import { Currency } from '@server/accounts/currency';
import { derivePlan } from '@server/accounts/plans';

import { createTestApp, type TestApp } from '../support/app';
import { accountsEnv, passwordHash, signUp, SUPPORT, uniqueEmail } from '../support/accounts';

// The credit ledger on the suite's Postgres (DATABASE_URL or the embedded one).
describe('credit ledger', () => {
  let t: TestApp;
  let ledger: AccountLedgerService;
  let dataSource: DataSource;

  beforeAll(async () => {
    t = await createTestApp(accountsEnv({ DB_POOL_SIZE: '20' }));
    ledger = t.app.get(AccountLedgerService);
    dataSource = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const ledgerSum = async (userId: string, currency: Currency) => {
    const [row]: { sum: string }[] = await dataSource.query(
      'SELECT COALESCE(SUM(amount), 0)::text AS sum FROM account_ledger_entry WHERE user_id = $1 AND currency = $2',
      [userId, currency],
    );
    return row.sum;
  };

  it('lets exactly 50 of 200 concurrent 1-credit spends through a balance of 50', async () => {
    const userId = randomUUID();
    await ledger.grant({ userId, currency: Currency.AiCredit, amount: 50, idempotencyKey: `grant:${userId}` });
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        ledger.spend({ userId, currency: Currency.AiCredit, amount: '1', idempotencyKey: `spend:${userId}:${i}` }),
      ),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(succeeded).toHaveLength(50);
    expect(refused).toHaveLength(150);
    for (const r of refused) expect((r.reason as AppException).code).toBe(ErrorCode.CreditNotEnough);
    expect(await ledger.balance(userId, Currency.AiCredit)).toBe('0');
    expect(Number(await ledgerSum(userId, Currency.AiCredit))).toBe(0);
    const [{ count }]: { count: string }[] = await dataSource.query(
      'SELECT count(*) FROM account_ledger_entry WHERE user_id = $1',
      [userId],
    );
    expect(Number(count)).toBe(51);
  });

  it('answers a repeated idempotency key with the first result and no second movement', async () => {
    const userId = randomUUID();
    const key = `grant:${randomUUID()}`;
    const first = await ledger.grant({ userId, currency: Currency.AiCredit, amount: '10', idempotencyKey: key });
    const again = await Promise.all([
      ledger.grant({ userId, currency: Currency.AiCredit, amount: '10', idempotencyKey: key }),
      ledger.grant({ userId, currency: Currency.AiCredit, amount: '10', idempotencyKey: key }),
    ]);
    expect(first.replayed).toBe(false);
    for (const result of again) expect(result).toEqual({ ...first, replayed: true });
    expect(await ledger.balance(userId, Currency.AiCredit)).toBe('10');
  });

  it('counts in exact decimals (0.1 steps) and refunds', async () => {
    const userId = randomUUID();
    await ledger.grant({ userId, currency: Currency.AiCredit, amount: '0.3', idempotencyKey: `g:${userId}` });
    for (let i = 0; i < 3; i += 1) {
      await ledger.spend({ userId, currency: Currency.AiCredit, amount: '0.1', idempotencyKey: `s:${userId}:${i}` });
    }
    expect(await ledger.balance(userId, Currency.AiCredit)).toBe('0');
    await expect(
      ledger.spend({ userId, currency: Currency.AiCredit, amount: '0.1', idempotencyKey: `s:${userId}:x` }),
    ).rejects.toMatchObject({ code: ErrorCode.CreditNotEnough });
    const refund = await ledger.refund({
      userId,
      currency: Currency.AiCredit,
      amount: '0.5',
      idempotencyKey: `r:${userId}`,
    });
    expect(refund).toMatchObject({ kind: 'refund', amount: '0.5', balance: '0.5' });
    expect(await ledgerSum(userId, Currency.AiCredit)).toBe('0.50');
  });

  it('tells the credits used out of all those granted (spends less refunds)', async () => {
    const userId = randomUUID();
    expect(await ledger.usage(userId, Currency.AiCredit)).toEqual({ granted: '0', used: '0' });
    await ledger.grant({ userId, currency: Currency.AiCredit, amount: '100', idempotencyKey: `g:${userId}` });
    await ledger.grant({ userId, currency: Currency.AiCredit, amount: '20', idempotencyKey: `g2:${userId}` });
    await ledger.spend({ userId, currency: Currency.AiCredit, amount: '3.5', idempotencyKey: `s:${userId}` });
    await ledger.spend({ userId, currency: Currency.AiCredit, amount: '1', idempotencyKey: `s2:${userId}` });
    await ledger.refund({ userId, currency: Currency.AiCredit, amount: '1', idempotencyKey: `r:${userId}` });
    await ledger.grant({ userId, currency: Currency.FreeAccept, amount: '3', idempotencyKey: `f:${userId}` });
    expect(await ledger.usage(userId, Currency.AiCredit)).toEqual({ granted: '120', used: '3.5' });
    expect(await ledger.balance(userId, Currency.AiCredit)).toBe('116.5');
  });

  it('refuses amounts that are not positive two-decimal numbers', async () => {
    const userId = randomUUID();
    for (const amount of ['0', '-1', '1.234', 'abc', 0.1 + 0.2]) {
      await expect(
        ledger.grant({ userId, currency: Currency.AiCredit, amount, idempotencyKey: `bad:${randomUUID()}` }),
      ).rejects.toMatchObject({ code: ErrorCode.ValidationFailed });
    }
  });

  it('words the shortage as the spec does', () => {
    expect(messageFor(ErrorCode.CreditNotEnough, 'en')).toBe('Credit is not enough!');
    expect(messageFor(ErrorCode.CreditNotEnough, 'zh')).toBe('积分不足！');
  });

  it('derives the plan: the highest running level wins, with its end date', () => {
    const soon = new Date(Date.now() + 86400000);
    const later = new Date(Date.now() + 30 * 86400000);
    const past = new Date(Date.now() - 1000);
    expect(derivePlan([])).toEqual({ version: 1, versionEndTime: null, aiVersion: 1, aiVersionEndTime: null });
    expect(
      derivePlan([
        { plan: 'plus2', endTime: later },
        { plan: 'pro3', endTime: soon },
        { plan: 'enterprise', endTime: past },
      ]),
    ).toEqual({ version: 2, versionEndTime: soon.toISOString(), aiVersion: 32, aiVersionEndTime: soon.toISOString() });
    expect(derivePlan([{ plan: 'enterprise', endTime: null }]).aiVersion).toBe(40);
    expect(derivePlan([{ plan: 'base', endTime: null }]).aiVersion).toBe(10);
  });
});

describe('opening an account', () => {
  it('gives free generation chances at the next sign-in when the first grant did not happen', async () => {
    const env = accountsEnv();
    const t = await createTestApp(env);
    try {
      const email = uniqueEmail('healed');
      await signUp(t, env.DATA_DIR, email);
      const dataSource = t.app.get(DataSource);
      const [{ id }] = await dataSource.query('SELECT id FROM app_user WHERE email = $1', [email]);
      // As if the process had died between creating the user and opening its account.
      await dataSource.query('DELETE FROM account_ledger_entry WHERE user_id = $1', [id]);
      await dataSource.query('DELETE FROM account_balance WHERE user_id = $1', [id]);
      const login = await t.http
        .post(`${SUPPORT}/Support/login`)
        .send({ email, password: passwordHash('correct horse'), product: 12 })
        .expect(200);
      const info = await t.http
        .get(`${SUPPORT}/Support/getUserInfoByToken`)
        .set('access-token', login.body.data.token)
        .expect(200);
      expect(info.body.data.aiFreeChance).toBe(3);
      // Signing in again grants nothing more.
      await t.http
        .post(`${SUPPORT}/Support/login`)
        .send({ email, password: passwordHash('correct horse'), product: 12 });
      const [{ n }] = await dataSource.query('SELECT count(*)::int AS n FROM account_ledger_entry WHERE user_id = $1', [
        id,
      ]);
      expect(n).toBe(1);
    } finally {
      await t.close();
    }
  });
});
