import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { returnedRows } from '@server/common/database/query-result';
import { Transactions } from '@server/common/database/transactions';

import { AccountActivationEntity } from './entities/account-activation.entity';

// Every statement on `account_activation` (the e-mailed activation links, by token hash), in the
// ambient transaction when there is one.
@Injectable()
export class AccountActivationRepository {
  constructor(private readonly txHost: Transactions) {}

  private get db(): EntityManager {
    return this.txHost.tx;
  }

  async add(link: { tokenHash: string; userId: string; expiresAt: Date }): Promise<void> {
    await this.db.getRepository(AccountActivationEntity).insert(link);
  }

  // Uses the link up once: the account it activates, or undefined when unknown, used or expired.
  async useUp(tokenHash: string): Promise<string | undefined> {
    const [row] = returnedRows<{ user_id: string }>(
      await this.db.query(
        `UPDATE account_activation SET consumed_at = now()
         WHERE token_hash = $1 AND consumed_at IS NULL AND expires_at > now() RETURNING user_id`,
        [tokenHash],
      ),
    );
    return row?.user_id;
  }

  // Housekeeping: links expired more than a day ago.
  async deleteExpired(): Promise<void> {
    await this.db.query(`DELETE FROM account_activation WHERE expires_at < now() - interval '1 day'`);
  }
}
