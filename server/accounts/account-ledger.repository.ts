import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { returnedRows } from '@server/common/database/query-result';
import { Transactions } from '@server/common/database/transactions';

import type { Currency } from './currency';
import type { LedgerKind } from './entities/ledger-entry.entity';

export type LedgerEntryRow = {
  id: string;
  user_id: string;
  kind: LedgerKind;
  currency: Currency;
  amount: string;
  balance_after: string;
  idempotency_key: string;
};

export type LedgerRecordRow = Omit<LedgerEntryRow, 'user_id'> & { reason: string; created_at: Date };

// Every statement on `account_balance` and `account_ledger_entry` (the append-only credit ledger),
// in the ambient transaction when there is one.
@Injectable()
export class AccountLedgerRepository {
  constructor(private readonly txHost: Transactions) {}

  private get db(): EntityManager {
    return this.txHost.tx;
  }

  balances(userId: string): Promise<{ currency: Currency; balance: string }[]> {
    return this.db.query('SELECT currency, balance FROM account_balance WHERE user_id = $1', [userId]) as Promise<
      { currency: Currency; balance: string }[]
    >;
  }

  // What was granted in one currency in all, and what of it was used: spends less refunds (amounts are deltas),
  // never below 0.
  async usage(userId: string, currency: Currency): Promise<{ granted: string; used: string }> {
    const [row] = (await this.db.query(
      `SELECT COALESCE(SUM(amount) FILTER (WHERE kind = 'grant'), 0)::text AS granted,
              GREATEST(-COALESCE(SUM(amount) FILTER (WHERE kind <> 'grant'), 0), 0)::text AS used
         FROM account_ledger_entry WHERE user_id = $1 AND currency = $2`,
      [userId, currency],
    )) as { granted: string; used: string }[];
    return row ?? { granted: '0', used: '0' };
  }

  // The user's balance row in one currency (made when missing), held to the end of the transaction.
  async lockBalance(userId: string, currency: Currency): Promise<string> {
    await this.db.query(
      `INSERT INTO account_balance (user_id, currency) VALUES ($1, $2)
         ON CONFLICT (user_id, currency) DO NOTHING`,
      [userId, currency],
    );
    const [locked] = (await this.db.query(
      'SELECT id FROM account_balance WHERE user_id = $1 AND currency = $2 FOR UPDATE',
      [userId, currency],
    )) as { id: string }[];
    return locked.id;
  }

  // Adds `delta` unless the balance would go below zero: then nothing changes and it answers undefined.
  async addToBalance(balanceId: string, delta: string): Promise<string | undefined> {
    const [updated] = returnedRows<{ balance: string }>(
      await this.db.query(
        `UPDATE account_balance SET balance = balance + $1::numeric, updated_at = now()
         WHERE id = $2 AND balance + $1::numeric >= 0 RETURNING balance`,
        [delta, balanceId],
      ),
    );
    return updated?.balance;
  }

  async insertEntry(entry: {
    userId: string;
    currency: Currency;
    kind: LedgerKind;
    amount: string;
    balanceAfter: string;
    idempotencyKey: string;
    reason: string;
  }): Promise<LedgerEntryRow> {
    const [row] = (await this.db.query(
      `INSERT INTO account_ledger_entry (user_id, currency, kind, amount, balance_after, idempotency_key, reason)
         VALUES ($1, $2, $3, $4::numeric, $5::numeric, $6, $7) RETURNING *`,
      [entry.userId, entry.currency, entry.kind, entry.amount, entry.balanceAfter, entry.idempotencyKey, entry.reason],
    )) as LedgerEntryRow[];
    return row;
  }

  async entry(idempotencyKey: string): Promise<LedgerEntryRow | undefined> {
    const [row] = (await this.db.query('SELECT * FROM account_ledger_entry WHERE idempotency_key = $1', [
      idempotencyKey,
    ])) as LedgerEntryRow[];
    return row;
  }

  // One page of a user's movements, newest first, with how many there are in all.
  async page(userId: string, page: number, pageSize: number): Promise<[LedgerRecordRow[], number]> {
    const rows = (await this.db.query(
      `SELECT id, currency, kind, amount, balance_after, idempotency_key, reason, created_at,
              count(*) OVER () AS total
         FROM account_ledger_entry WHERE user_id = $1
         ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [userId, pageSize, (page - 1) * pageSize],
    )) as (LedgerRecordRow & { total: string })[];
    if (rows.length > 0 || page === 1) return [rows, Number(rows[0]?.total ?? 0)];
    const [counted] = (await this.db.query('SELECT count(*) AS total FROM account_ledger_entry WHERE user_id = $1', [
      userId,
    ])) as { total: string }[];
    return [rows, Number(counted.total)];
  }

  entries(idempotencyKeys: string[]): Promise<LedgerEntryRow[]> {
    return this.db.query('SELECT * FROM account_ledger_entry WHERE idempotency_key = ANY($1)', [
      idempotencyKeys,
    ]) as Promise<LedgerEntryRow[]>;
  }
}
