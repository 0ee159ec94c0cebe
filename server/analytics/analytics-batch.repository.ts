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

  // Records batch ids (distinct within the call); answers those not seen before. A second writer claiming the
  // same id waits on its key until the first one's transaction ends, so one id is stored once however it races.
  async claimMany(batches: { batchId: string; visitorId: string; events: unknown[] }[]): Promise<Set<string>> {
    // The write does not wait for its WAL flush: a crash of the database host may lose the last fraction of a
    // second of analytics (whole batches, ids and events together), and no user's commit queues behind it.
    await this.db.query('SET LOCAL synchronous_commit TO OFF');
    const rows = (await this.db.query(
      `INSERT INTO analytics_batch (batch_id, visitor_id, event_count)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::smallint[])
       ON CONFLICT (batch_id) DO NOTHING RETURNING batch_id`,
      [
        batches.map((batch) => batch.batchId),
        batches.map((batch) => batch.visitorId),
        batches.map((batch) => batch.events.length),
      ],
    )) as { batch_id: string }[];
    return new Set(rows.map((row) => row.batch_id));
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
