import { Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

import { Currency } from '../currency';

// The current balance of one currency for one user; movements lock this row (SELECT … FOR UPDATE).
// The ledger holds the history: a balance always equals the sum of its ledger entries.
@Entity('account_balance')
@Index('account_balance_user_currency_uq', ['userId', 'currency'], { unique: true })
export class AccountBalanceEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'enum', enum: Currency, enumName: 'account_balance_currency' })
  currency: Currency;

  // numeric(14,2) read as a string: money never goes through floats.
  @Column({ type: 'numeric', precision: 14, scale: 2, default: 0 })
  balance: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
