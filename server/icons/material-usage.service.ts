import { Injectable } from '@nestjs/common';

import { Transactions } from '@server/common/database/transactions';

import { MATERIAL_TYPE } from './dto/icon.dto';
import { IconNotFound } from './icons.exception';
import { iconCatalogue } from './icons/icon-catalogue';

// How many recently used materials of one type a user keeps.
export const RECENTLY_USED_KEPT = 50;

@Injectable()
export class MaterialUsageService {
  constructor(private readonly txHost: Transactions) {}

  // Marks an icon used now; the user's list keeps the newest RECENTLY_USED_KEPT.
  async touch(userId: string, type: number, key: string): Promise<{ type: number; key: string; usedAt: string }> {
    if (type === MATERIAL_TYPE.icon && iconCatalogue().indexOf(key) === undefined) {
      throw new IconNotFound(key);
    }
    return this.txHost.withTransaction(async () => {
      const manager = this.txHost.tx;
      const [row] = (await manager.query(
        `INSERT INTO material_last_used (user_id, type, key, used_at) VALUES ($1, $2, $3, clock_timestamp())
         ON CONFLICT (user_id, type, key) DO UPDATE SET used_at = EXCLUDED.used_at
         RETURNING used_at`,
        [userId, type, key],
      )) as { used_at: Date }[];
      await manager.query(
        `DELETE FROM material_last_used WHERE user_id = $1 AND type = $2 AND id NOT IN (
           SELECT id FROM material_last_used WHERE user_id = $1 AND type = $2 ORDER BY used_at DESC LIMIT $3)`,
        [userId, type, RECENTLY_USED_KEPT],
      );
      return { type, key, usedAt: new Date(row.used_at).toISOString() };
    });
  }

  /** The keys a user used lately, newest first. */
  async recent(userId: string, type: number): Promise<string[]> {
    const rows = (await this.txHost.tx.query(
      'SELECT key FROM material_last_used WHERE user_id = $1 AND type = $2 ORDER BY used_at DESC LIMIT $3',
      [userId, type, RECENTLY_USED_KEPT],
    )) as { key: string }[];
    return rows.map((row) => row.key);
  }
}
