import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { returnedRows } from '@server/common/database/query-result';
import { Transactions } from '@server/common/database/transactions';

// Every statement on `stripe_event`, in the ambient transaction when there is one.
@Injectable()
export class StripeEventRepository {
  constructor(private readonly txHost: Transactions) {}

  private get db(): EntityManager {
    return this.txHost.tx;
  }

  // True the first time an event id is seen; a concurrent delivery waits for the first one's transaction.
  async record(eventId: string, type: string): Promise<boolean> {
    const rows = returnedRows<{ id: string }>(
      await this.db.query(
        `INSERT INTO stripe_event (event_id, type) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING RETURNING id`,
        [eventId, type],
      ),
    );
    return rows.length > 0;
  }
}
