import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { Transactions } from '@server/common/database/transactions';

// Every statement on `analytics_batch` (the ids of the analytics batches received), in the ambient transaction.
@Injectable()
export class AnalyticsBatchRepository {
  constructor(private readonly txHost: Transactions) {}

  private get db(): EntityManager {
    return this.txHost.tx;
  }

  // Records a batch id; false when it was seen before. A second caller with the same id waits on the key
  // until the first one's transaction ends, so two copies sent at once are still stored once.
  async claim(batchId: string, visitorId: string, eventCount: number): Promise<boolean> {
    const rows = (await this.db.query(
      `INSERT INTO analytics_batch (batch_id, visitor_id, event_count) VALUES ($1, $2, $3)
       ON CONFLICT (batch_id) DO NOTHING RETURNING batch_id`,
      [batchId, visitorId, eventCount],
    )) as unknown[];
    return rows.length === 1;
  }

  // Forgets batch ids older than the retention: a replay that old is refused by the event time bound anyway.
  async deleteReceivedBefore(cutoff: Date): Promise<number> {
    const [, count] = (await this.db.query('DELETE FROM analytics_batch WHERE received_at < $1', [cutoff])) as [
      unknown,
      number,
    ];
    return count;
  }
}
