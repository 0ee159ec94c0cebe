import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

// Every statement on `rate_limit_counter` (the limiter's counters when there is no Redis). They run on their own
// connection, never the ambient transaction: a refused attempt counts even when the caller's work rolls back, so
// counters are consumed before a unit of work, never inside one.
@Injectable()
export class RateLimitCounterRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Counts one hit in the key's window, starting a new window when the last one ended. */
  async hit(key: string, windowMs: number): Promise<{ count: number; retryMs: number }> {
    const rows: { count: number; retry_ms: string }[] = await this.dataSource.query(
      `INSERT INTO rate_limit_counter AS c (key, count, window_end)
       VALUES ($1, 1, now() + $2 * interval '1 millisecond')
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN c.window_end <= now() THEN 1 ELSE c.count + 1 END,
         window_end = CASE WHEN c.window_end <= now() THEN EXCLUDED.window_end ELSE c.window_end END
       RETURNING count, (extract(epoch FROM window_end - now()) * 1000)::bigint AS retry_ms`,
      [key, windowMs],
    );
    return { count: rows[0].count, retryMs: Number(rows[0].retry_ms) };
  }

  /** Gives one hit back, in a live window only and never below zero. */
  async release(key: string): Promise<void> {
    await this.dataSource.query(
      'UPDATE rate_limit_counter SET count = count - 1 WHERE key = $1 AND count > 0 AND window_end > now()',
      [key],
    );
  }

  /** Forgets windows that ended an hour ago or more. */
  async sweep(): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limit_counter WHERE window_end < now() - interval '1 hour'`);
  }

  async reset(key: string): Promise<void> {
    await this.dataSource.query('DELETE FROM rate_limit_counter WHERE key = $1', [key]);
  }
}
