import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { Transactions } from '@server/common/database/transactions';

// Every statement on `material_last_used` (the materials, e.g. icons, each user used lately), in the
// ambient transaction when there is one.
@Injectable()
export class MaterialUsageRepository {
  constructor(private readonly txHost: Transactions) {}

  private get db(): EntityManager {
    return this.txHost.tx;
  }

  // Marks a material used now: the statement's clock time, not the start of its transaction.
  async markUsed(userId: string, type: number, key: string): Promise<Date> {
    const [row] = (await this.db.query(
      `INSERT INTO material_last_used (user_id, type, key, used_at) VALUES ($1, $2, $3, clock_timestamp())
       ON CONFLICT (user_id, type, key) DO UPDATE SET used_at = EXCLUDED.used_at
       RETURNING used_at`,
      [userId, type, key],
    )) as { used_at: Date }[];
    return new Date(row.used_at);
  }

  // Forgets all but the user's `kept` newest materials of one type.
  async keepNewest(userId: string, type: number, kept: number): Promise<void> {
    await this.db.query(
      `DELETE FROM material_last_used WHERE user_id = $1 AND type = $2 AND id NOT IN (
         SELECT id FROM material_last_used WHERE user_id = $1 AND type = $2 ORDER BY used_at DESC LIMIT $3)`,
      [userId, type, kept],
    );
  }

  async forget(userId: string, type: number, key: string): Promise<void> {
    await this.db.query('DELETE FROM material_last_used WHERE user_id = $1 AND type = $2 AND key = $3', [
      userId,
      type,
      key,
    ]);
  }

  async newestKeys(userId: string, type: number, limit: number): Promise<string[]> {
    const rows = (await this.db.query(
      'SELECT key FROM material_last_used WHERE user_id = $1 AND type = $2 ORDER BY used_at DESC LIMIT $3',
      [userId, type, limit],
    )) as { key: string }[];
    return rows.map((row) => row.key);
  }
}
