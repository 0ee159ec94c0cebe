import { Injectable } from '@nestjs/common';

import { Transactions } from '@server/common/database/transactions';

import { MATERIAL_TYPE } from './dto/icon.dto';
import { IconNotFound } from './icons.exception';
import { iconCatalogue } from './icons/icon-catalogue';
import { MaterialUsageRepository } from './material-usage.repository';

// How many recently used materials of one type a user keeps.
export const RECENTLY_USED_KEPT = 50;

@Injectable()
export class MaterialUsageService {
  constructor(
    private readonly txHost: Transactions,
    private readonly usage: MaterialUsageRepository,
  ) {}

  // Marks an icon used now; the user's list keeps the newest RECENTLY_USED_KEPT.
  async touch(userId: string, type: number, key: string): Promise<{ type: number; key: string; usedAt: string }> {
    if (type === MATERIAL_TYPE.icon && iconCatalogue().indexOf(key) === undefined) {
      throw new IconNotFound(key);
    }
    return this.txHost.withTransaction(async () => {
      const usedAt = await this.usage.markUsed(userId, type, key);
      await this.usage.keepNewest(userId, type, RECENTLY_USED_KEPT);
      return { type, key, usedAt: usedAt.toISOString() };
    });
  }

  /** Takes a material off the user's recently used list. */
  forget(userId: string, type: number, key: string): Promise<void> {
    return this.usage.forget(userId, type, key);
  }

  /** The keys a user used lately, newest first. */
  recent(userId: string, type: number): Promise<string[]> {
    return this.usage.newestKeys(userId, type, RECENTLY_USED_KEPT);
  }
}
