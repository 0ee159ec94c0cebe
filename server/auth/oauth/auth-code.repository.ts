import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { returnedRows } from '@server/common/database/query-result';
import { Transactions } from '@server/common/database/transactions';

// Every statement on `auth_code` (the single-use codes a third-party sign-in hands the client, by
// hash), in the ambient transaction when there is one.
@Injectable()
export class AuthCodeRepository {
  constructor(private readonly txHost: Transactions) {}

  private get db(): EntityManager {
    return this.txHost.tx;
  }

  async add(code: { codeHash: string; userId: string; expiresAt: Date }): Promise<void> {
    await this.db.query('INSERT INTO auth_code (code_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
      code.codeHash,
      code.userId,
      code.expiresAt,
    ]);
  }

  // Uses the code up once: its user, or undefined when unknown, used or expired.
  async useUp(codeHash: string): Promise<string | undefined> {
    const result: unknown = await this.db.query(
      `UPDATE auth_code SET consumed_at = now()
       WHERE code_hash = $1 AND consumed_at IS NULL AND expires_at > now() RETURNING user_id`,
      [codeHash],
    );
    return returnedRows<{ user_id: string }>(result)[0]?.user_id;
  }

  // Housekeeping: codes expired more than a day ago.
  async deleteExpired(): Promise<void> {
    await this.db.query(`DELETE FROM auth_code WHERE expires_at < now() - interval '1 day'`);
  }
}
