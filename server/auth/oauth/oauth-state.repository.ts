import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { returnedRows } from '@server/common/database/query-result';
import { Transactions } from '@server/common/database/transactions';

export type PendingSignIn = { stateHash: string; provider: string; codeVerifier: string; redirectUrl?: string };

// Every statement on `oauth_state` (third-party sign-ins under way: the state, hashed, with its PKCE
// verifier and where to go back), in the ambient transaction when there is one.
@Injectable()
export class OAuthStateRepository {
  constructor(private readonly txHost: Transactions) {}

  private get db(): EntityManager {
    return this.txHost.tx;
  }

  async add(signIn: PendingSignIn, ttlSeconds: number): Promise<void> {
    await this.db.query(
      `INSERT INTO oauth_state (state_hash, provider, code_verifier, redirect_url, expires_at)
       VALUES ($1, $2, $3, $4, now() + $5 * interval '1 second')`,
      [signIn.stateHash, signIn.provider, signIn.codeVerifier, signIn.redirectUrl, ttlSeconds],
    );
  }

  // Uses the state up once: its verifier and redirect URL, or undefined when unknown, used or expired.
  async useUp(stateHash: string, provider: string): Promise<{ codeVerifier: string; redirectUrl: string } | undefined> {
    const result: unknown = await this.db.query(
      `UPDATE oauth_state SET consumed_at = now()
       WHERE state_hash = $1 AND provider = $2 AND consumed_at IS NULL AND expires_at > now()
       RETURNING code_verifier, redirect_url`,
      [stateHash, provider],
    );
    const [row] = returnedRows<{ code_verifier: string; redirect_url: string }>(result);
    return row && { codeVerifier: row.code_verifier, redirectUrl: row.redirect_url };
  }

  // Housekeeping: states expired more than a day ago.
  async deleteExpired(): Promise<void> {
    await this.db.query(`DELETE FROM oauth_state WHERE expires_at < now() - interval '1 day'`);
  }
}
