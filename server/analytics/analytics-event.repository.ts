import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { Transactions } from '@server/common/database/transactions';

export type StoredEvent = {
  batchId: string;
  position: number;
  occurredAt: Date;
  name: string;
  route: string;
  language: string;
  visitorId: string;
  userCode: string | null;
  props: Record<string, unknown>;
};

export type DailyCount = { day: string; name: string; events: number; visitors: number };

const MONTH_PARTITION = /^analytics_event_y(\d{4})m(\d{2})$/;

function monthStart(year: number, month: number): Date {
  return new Date(Date.UTC(year, month, 1));
}

function partitionName(start: Date): string {
  return `analytics_event_y${start.getUTCFullYear()}m${String(start.getUTCMonth() + 1).padStart(2, '0')}`;
}

// Every statement on `analytics_event` (append-only, partitioned by the month an event was received) and on
// its monthly partitions, in the ambient transaction when there is one.
@Injectable()
export class AnalyticsEventRepository {
  constructor(private readonly txHost: Transactions) {}

  private get db(): EntityManager {
    return this.txHost.tx;
  }

  // One statement for the whole batch: arrays unnested into rows.
  async append(events: StoredEvent[]): Promise<void> {
    if (events.length === 0) return;
    await this.db.query(
      `INSERT INTO analytics_event
         (batch_id, position, occurred_at, name, route, language, visitor_id, user_code, props)
       SELECT * FROM unnest($1::uuid[], $2::smallint[], $3::timestamptz[], $4::varchar[], $5::varchar[],
                            $6::varchar[], $7::uuid[], $8::varchar[], $9::jsonb[])`,
      [
        events.map((event) => event.batchId),
        events.map((event) => event.position),
        events.map((event) => event.occurredAt.toISOString()),
        events.map((event) => event.name),
        events.map((event) => event.route),
        events.map((event) => event.language),
        events.map((event) => event.visitorId),
        events.map((event) => event.userCode),
        events.map((event) => JSON.stringify(event.props)),
      ],
    );
  }

  // Creates the partitions of the month of `now` and the `ahead` months after it (idempotent).
  async ensureMonths(now: Date, ahead: number): Promise<void> {
    for (let offset = 0; offset <= ahead; offset += 1) {
      const start = monthStart(now.getUTCFullYear(), now.getUTCMonth() + offset);
      const end = monthStart(start.getUTCFullYear(), start.getUTCMonth() + 1);
      await this.db.query(
        `CREATE TABLE IF NOT EXISTS ${partitionName(start)} PARTITION OF analytics_event
         FOR VALUES FROM ('${start.toISOString()}') TO ('${end.toISOString()}')`,
      );
    }
  }

  // Drops the monthly partitions that ended before `cutoff`; answers their names.
  async dropMonthsBefore(cutoff: Date): Promise<string[]> {
    const rows = (await this.db.query(
      `SELECT c.relname AS name FROM pg_inherits i
       JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
       WHERE p.relname = 'analytics_event'`,
    )) as { name: string }[];
    const dropped: string[] = [];
    for (const { name } of rows) {
      const match = MONTH_PARTITION.exec(name);
      if (!match) continue;
      const end = monthStart(Number(match[1]), Number(match[2]));
      if (end > cutoff) continue;
      await this.db.query(`DROP TABLE ${name}`);
      dropped.push(name);
    }
    return dropped;
  }

  async countBatch(batchId: string): Promise<number> {
    const [row] = (await this.db.query('SELECT count(*)::int AS n FROM analytics_event WHERE batch_id = $1', [
      batchId,
    ])) as { n: number }[];
    return row.n;
  }

  // Events and distinct visitors per UTC day and event name since `from`.
  async dailyCounts(from: Date): Promise<DailyCount[]> {
    return (await this.db.query(
      `SELECT to_char(date_trunc('day', received_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day, name,
              count(*)::int AS events, count(DISTINCT visitor_id)::int AS visitors
       FROM analytics_event WHERE received_at >= $1 GROUP BY 1, 2 ORDER BY 1, 2`,
      [from],
    )) as DailyCount[];
  }

  // For each funnel step, the visitors who did it and every step before it (in any order: a visitor who opens
  // the workbench from a link generates before any Start Design click).
  async funnel(steps: string[], from: Date): Promise<number[]> {
    const rows = (await this.db.query(
      `WITH reached AS (
         SELECT visitor_id, array_agg(DISTINCT name) AS names FROM analytics_event
         WHERE received_at >= $2 AND name = ANY($1) GROUP BY visitor_id)
       SELECT n, count(*) FILTER (WHERE reached.names @> ($1::varchar[])[1:n])::int AS visitors
       FROM generate_series(1, cardinality($1::varchar[])) AS n LEFT JOIN reached ON true
       GROUP BY n ORDER BY n`,
      [steps, from],
    )) as { visitors: number }[];
    return rows.map((row) => row.visitors);
  }
}
