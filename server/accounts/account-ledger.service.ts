import { Injectable } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';

import { Transactions } from '@server/common/database/transactions';
import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';

import { AccountLedgerRepository, type LedgerEntryRow } from './account-ledger.repository';
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

type EntryRow = LedgerEntryRow;

const UNIQUE_VIOLATION = '23505';

// The credit ledger other modules inject (the designer spends, payments grant, failures refund).
// Each movement locks the balance row, never takes it below zero and writes one ledger row.
@Injectable()
export class AccountLedgerService {
  constructor(
    private readonly txHost: Transactions,
    private readonly entries: AccountLedgerRepository,
  ) {}

  // Inside the caller's transaction (e.g. a job's commit) the movement is part of it, so the movement
  // and the caller's writes happen together or not at all.
  grant(movement: Movement): Promise<MovementResult> {
    return this.move('grant', movement);
  }

  // Throws CreditNotEnough ('Credit is not enough!') when the balance is short.
  spend(movement: Movement): Promise<MovementResult> {
    return this.move('spend', movement);
  }

  refund(movement: Movement): Promise<MovementResult> {
    return this.move('refund', movement);
  }

  async balances(userId: string): Promise<Balance[]> {
    const rows = await this.entries.balances(userId);
    return CURRENCIES.map((currency) => ({
      currency,
      balance: formatAmount(rows.find((row) => row.currency === currency)?.balance ?? '0'),
    }));
  }

  /** The credits granted in one currency in all, and how many of them were used. */
  async usage(userId: string, currency: Currency): Promise<{ granted: string; used: string }> {
    const { granted, used } = await this.entries.usage(userId, currency);
    return { granted: formatAmount(granted), used: formatAmount(used) };
  }

  async balance(userId: string, currency: Currency): Promise<string> {
    return (await this.balances(userId)).find((b) => b.currency === currency)!.balance;
  }

  private async move(kind: LedgerKind, movement: Movement): Promise<MovementResult> {
    const amount = parseAmount(movement.amount);
    const key = movement.idempotencyKey;
    if (!key || key.length > 200) {
      throw new AppException(ErrorCode.ValidationFailed, { field: 'idempotencyKey', reason: '1 to 200 characters' });
    }
    const body = async (): Promise<MovementResult> => {
      const balanceId = await this.entries.lockBalance(movement.userId, movement.currency);
      const previous = await this.entries.entry(key);
      if (previous) return this.replay(previous, kind, movement);
      const delta = kind === 'spend' ? `-${amount}` : amount;
      const balance = await this.entries.addToBalance(balanceId, delta);
      if (balance === undefined) throw new AppException(ErrorCode.CreditNotEnough);
      const entry = await this.entries.insertEntry({
        userId: movement.userId,
        currency: movement.currency,
        kind,
        amount: delta,
        balanceAfter: balance,
        idempotencyKey: key,
        reason: movement.reason ?? '',
      });
      return toResult(entry, false);
    };
    if (this.txHost.isTransactionActive()) return body();
    try {
      return await this.txHost.withTransaction(body);
    } catch (error) {
      // The same key raced on another balance row: the first movement won.
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
        const previous = await this.entries.entry(key);
        if (previous) return this.replay(previous, kind, movement);
      }
      throw error;
    }
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
