import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import { Currency } from '../currency';

export const LEDGER_KINDS = ['grant', 'spend', 'refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

// Append-only: one row per movement (positive for grants and refunds, negative for spends).
// The idempotency key makes a retried movement return the first result instead of moving twice.
@Entity('account_ledger_entry')
@Index('account_ledger_entry_user_currency_idx', ['userId', 'currency', 'createdAt'])
export class LedgerEntryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'enum', enum: Currency, enumName: 'account_ledger_currency' })
  currency: Currency;

  @Column({ type: 'enum', enum: LEDGER_KINDS, enumName: 'account_ledger_kind' })
  kind: LedgerKind;

  @Column({ type: 'numeric', precision: 14, scale: 2 })
  amount: string;

  @Column({ type: 'numeric', precision: 14, scale: 2 })
  balanceAfter: string;

  @Index('account_ledger_entry_idempotency_key_uq', { unique: true })
  @Column({ type: 'varchar', length: 200 })
  idempotencyKey: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  reason: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
