import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';

import { returnedRows } from '@server/common/database/query-result';
import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';

import { formatAmount, parseAmount } from './amount';
import { CURRENCIES, Currency } from './currency';
import type { LedgerKind } from './entities/ledger-entry.entity';

export type Movement = {
  userId: string;
  currency: Currency;
  amount: string | number;
  idempotencyKey: string;
  reason?: string;
};

export type MovementResult = {
  entryId: string;
  kind: LedgerKind;
  currency: Currency;
  amount: string;
  balance: string;
  // True when the idempotency key had already moved: this is the first movement's result.
  replayed: boolean;
};

export type Balance = { currency: Currency; balance: string };

type EntryRow = {
  id: string;
  user_id: string;
  kind: LedgerKind;
  currency: Currency;
  amount: string;
  balance_after: string;
};

const UNIQUE_VIOLATION = '23505';

// The credit ledger other modules inject (the designer spends, payments grant, failures refund).
// Each movement locks the balance row, never takes it below zero and writes one ledger row.
@Injectable()
export class AccountLedgerService {
  constructor(private readonly dataSource: DataSource) {}

  // `manager`: move inside the caller's transaction (e.g. a job's commit), so the movement and the
  // caller's writes happen together or not at all.
  grant(movement: Movement, manager?: EntityManager): Promise<MovementResult> {
    return this.move('grant', movement, manager);
  }

  // Throws CreditNotEnough ('Credit is not enough!') when the balance is short.
  spend(movement: Movement, manager?: EntityManager): Promise<MovementResult> {
    return this.move('spend', movement, manager);
  }

  refund(movement: Movement, manager?: EntityManager): Promise<MovementResult> {
    return this.move('refund', movement, manager);
  }

  async balances(userId: string, manager: EntityManager = this.dataSource.manager): Promise<Balance[]> {
    const rows: { currency: Currency; balance: string }[] = await manager.query(
      'SELECT currency, balance FROM account_balance WHERE user_id = $1',
      [userId],
    );
    return CURRENCIES.map((currency) => ({
      currency,
      balance: formatAmount(rows.find((row) => row.currency === currency)?.balance ?? '0'),
    }));
  }

  async balance(userId: string, currency: Currency): Promise<string> {
    return (await this.balances(userId)).find((b) => b.currency === currency)!.balance;
  }

  private async move(kind: LedgerKind, movement: Movement, outer?: EntityManager): Promise<MovementResult> {
    const amount = parseAmount(movement.amount);
    const key = movement.idempotencyKey;
    if (!key || key.length > 200) {
      throw new AppException(ErrorCode.ValidationFailed, { field: 'idempotencyKey', reason: '1 to 200 characters' });
    }
    const body = async (manager: EntityManager): Promise<MovementResult> => {
      await manager.query(
        `INSERT INTO account_balance (user_id, currency) VALUES ($1, $2)
           ON CONFLICT (user_id, currency) DO NOTHING`,
        [movement.userId, movement.currency],
      );
      const [locked]: { id: string }[] = await manager.query(
        'SELECT id FROM account_balance WHERE user_id = $1 AND currency = $2 FOR UPDATE',
        [movement.userId, movement.currency],
      );
      const previous = await this.findEntry(manager, key);
      if (previous) return this.replay(previous, kind, movement);
      const delta = kind === 'spend' ? `-${amount}` : amount;
      const [updated] = returnedRows<{ balance: string }>(
        await manager.query(
          `UPDATE account_balance SET balance = balance + $1::numeric, updated_at = now()
           WHERE id = $2 AND balance + $1::numeric >= 0 RETURNING balance`,
          [delta, locked.id],
        ),
      );
      if (!updated) throw new AppException(ErrorCode.CreditNotEnough);
      const [entry]: EntryRow[] = await manager.query(
        `INSERT INTO account_ledger_entry (user_id, currency, kind, amount, balance_after, idempotency_key, reason)
           VALUES ($1, $2, $3, $4::numeric, $5::numeric, $6, $7) RETURNING *`,
        [movement.userId, movement.currency, kind, delta, updated.balance, key, movement.reason ?? ''],
      );
      return toResult(entry, false);
    };
    if (outer) return body(outer);
    try {
      return await this.dataSource.transaction(body);
    } catch (error) {
      // The same key raced on another balance row: the first movement won.
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
        const previous = await this.findEntry(this.dataSource.manager, key);
        if (previous) return this.replay(previous, kind, movement);
      }
      throw error;
    }
  }

  private async findEntry(manager: EntityManager, key: string): Promise<EntryRow | undefined> {
    const [row]: EntryRow[] = await manager.query('SELECT * FROM account_ledger_entry WHERE idempotency_key = $1', [
      key,
    ]);
    return row;
  }

  private replay(entry: EntryRow, kind: LedgerKind, movement: Movement): MovementResult {
    if (entry.user_id !== movement.userId || entry.currency !== movement.currency || entry.kind !== kind) {
      throw new AppException(ErrorCode.Conflict, { reason: 'the idempotency key was used for another movement' });
    }
    return toResult(entry, true);
  }
}

function toResult(entry: EntryRow, replayed: boolean): MovementResult {
  return {
    entryId: entry.id,
    kind: entry.kind,
    currency: entry.currency,
    amount: formatAmount(entry.amount),
    balance: formatAmount(entry.balance_after),
    replayed,
  };
}
