import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { returnedRows } from '@server/common/database/query-result';
import { Transactions } from '@server/common/database/transactions';

export type PairingPoll = { state: 'waiting' } | { state: 'confirmed'; userId: string } | { state: 'gone' };

// Every statement on `plugin_pairing` (plugins signing in by a code the user confirms on the site).
@Injectable()
export class PluginPairingRepository {
  constructor(private readonly txHost: Transactions) {}

  private get db(): EntityManager {
    return this.txHost.tx;
  }

  async add(pairing: { deviceCodeHash: string; userCode: string; expiresAt: Date }): Promise<void> {
    await this.db.query('INSERT INTO plugin_pairing (device_code_hash, user_code, expires_at) VALUES ($1, $2, $3)', [
      pairing.deviceCodeHash,
      pairing.userCode,
      pairing.expiresAt,
    ]);
  }

  // The signed-in user confirms a code still waiting; false when it is unknown, expired or already confirmed.
  async confirm(userCode: string, userId: string): Promise<boolean> {
    const result: unknown = await this.db.query(
      `UPDATE plugin_pairing SET user_id = $2
       WHERE user_code = $1 AND user_id IS NULL AND consumed_at IS NULL AND expires_at > now()
       RETURNING device_code_hash`,
      [userCode, userId],
    );
    return returnedRows(result).length === 1;
  }

  // The plugin's poll: still waiting, confirmed (and used up by this very poll, so a token is issued once), or gone.
  async poll(deviceCodeHash: string): Promise<PairingPoll> {
    const taken: unknown = await this.db.query(
      `UPDATE plugin_pairing SET consumed_at = now()
       WHERE device_code_hash = $1 AND user_id IS NOT NULL AND consumed_at IS NULL AND expires_at > now()
       RETURNING user_id`,
      [deviceCodeHash],
    );
    const userId = returnedRows<{ user_id: string }>(taken)[0]?.user_id;
    if (userId) return { state: 'confirmed', userId };
    const waiting: unknown = await this.db.query(
      `SELECT 1 FROM plugin_pairing
       WHERE device_code_hash = $1 AND user_id IS NULL AND consumed_at IS NULL AND expires_at > now()`,
      [deviceCodeHash],
    );
    return returnedRows(waiting).length === 1 ? { state: 'waiting' } : { state: 'gone' };
  }

  // Housekeeping: pairings expired more than a day ago.
  async deleteExpired(): Promise<void> {
    await this.db.query(`DELETE FROM plugin_pairing WHERE expires_at < now() - interval '1 day'`);
  }
}
