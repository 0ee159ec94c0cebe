import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { Transactions } from '@server/common/database/transactions';

import { VerificationCodeEntity } from './entities/verification-code.entity';

export type LiveCode = { id: string; code_hash: string; attempts: number };

// Every statement on `email_verification_code` (e-mailed 6-digit codes, hashed), in the ambient
// transaction when there is one. E-mails arrive normalized.
@Injectable()
export class VerificationCodeRepository {
  constructor(private readonly txHost: Transactions) {}

  private get db(): EntityManager {
    return this.txHost.tx;
  }

  // Only the newest code counts: the address's earlier unused codes are used up.
  async retireUnused(email: string): Promise<void> {
    await this.db.query(
      'UPDATE email_verification_code SET consumed_at = now() WHERE email = $1 AND consumed_at IS NULL',
      [email],
    );
  }

  async add(code: { email: string; codeHash: string; expiresAt: Date }): Promise<void> {
    await this.db.insert(VerificationCodeEntity, code);
  }

  // The address's newest unused, unexpired code, locked to the end of the transaction.
  async lockLive(email: string): Promise<LiveCode | undefined> {
    const [row] = (await this.db.query(
      `SELECT id, code_hash, attempts FROM email_verification_code
         WHERE email = $1 AND consumed_at IS NULL AND expires_at > now()
         ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
      [email],
    )) as LiveCode[];
    return row;
  }

  async countMiss(id: string): Promise<void> {
    await this.db.query('UPDATE email_verification_code SET attempts = attempts + 1 WHERE id = $1', [id]);
  }

  async useUp(id: string): Promise<void> {
    await this.db.query('UPDATE email_verification_code SET consumed_at = now() WHERE id = $1', [id]);
  }

  // Housekeeping: codes expired more than a day ago.
  async deleteExpired(): Promise<void> {
    await this.db.query(`DELETE FROM email_verification_code WHERE expires_at < now() - interval '1 day'`);
  }
}
