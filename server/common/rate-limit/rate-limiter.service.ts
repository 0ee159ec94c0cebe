import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';

import { InjectConfig } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';
import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';

import { RateLimitCounterRepository } from './rate-limit-counter.repository';

export type Limit = { key: string; max: number; windowSeconds: number };
export type Counter = { count: number; retryAfterSeconds: number };

// INCR the key and start its window on the first hit; answers the count and the window's remaining ms.
const REDIS_HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }`;

// DECR only a live key that is above zero (never revives an expired window).
const REDIS_RELEASE = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

// Fixed-window counters that hold across API processes: in Redis when REDIS_URL is set, else in Postgres
// (rate-limit-counter.repository.ts, on its own connection: consumed before a unit of work, never inside).
@Injectable()
export class RateLimiter implements OnModuleDestroy {
  private readonly redis?: Redis;
  private readonly prefix: string;

  constructor(
    private readonly counters: RateLimitCounterRepository,
    @InjectConfig() config: AppConfig,
  ) {
    this.prefix = `${config.QUEUE_PREFIX}:rl:`;
    if (config.REDIS_URL) this.redis = new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 });
  }

  async onModuleDestroy(): Promise<void> {
    if (this.redis && this.redis.status !== 'end') await this.redis.quit().catch(() => undefined);
  }

  // Counts one event and throws RateLimited when it goes over the bound.
  async consume(limit: Limit): Promise<void> {
    const counter = await this.hit(limit);
    if (counter.count > limit.max) throw rateLimited(counter.retryAfterSeconds);
  }

  // Reserves one attempt under every bound in a single atomic step each, before the work it guards
  // (e.g. an argon2 run), so parallel callers can never get more than `max` through; throws
  // RateLimited when one is used up, handing back the reservations already taken.
  async reserve(...limits: Limit[]): Promise<void> {
    const taken: Limit[] = [];
    for (const limit of limits) {
      const counter = await this.hit(limit);
      if (counter.count > limit.max) {
        for (const done of taken) await this.release(done.key);
        throw rateLimited(counter.retryAfterSeconds);
      }
      taken.push(limit);
    }
  }

  // Gives one reserved attempt back (the guarded work turned out not to count, e.g. a right password).
  async release(key: string): Promise<void> {
    if (this.redis) {
      await this.redis.eval(REDIS_RELEASE, 1, this.prefix + key);
      return;
    }
    await this.counters.release(this.prefix + key);
  }

  async hit(limit: Limit): Promise<Counter> {
    const windowMs = limit.windowSeconds * 1000;
    // Postgres windows are swept now and then; Redis keys expire by themselves.
    if (!this.redis && Math.random() < 0.01) await this.counters.sweep();
    if (this.redis) {
      const [count, ttl] = (await this.redis.eval(REDIS_HIT, 1, this.prefix + limit.key, windowMs)) as [number, number];
      return { count, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
    }
    const { count, retryMs } = await this.counters.hit(this.prefix + limit.key, windowMs);
    return { count, retryAfterSeconds: Math.max(1, Math.ceil(retryMs / 1000)) };
  }

  async reset(key: string): Promise<void> {
    if (this.redis) await this.redis.del(this.prefix + key);
    else await this.counters.reset(this.prefix + key);
  }
}

export function rateLimited(seconds: number): AppException {
  return new AppException(
    ErrorCode.RateLimited,
    { seconds },
    { data: { retryAfter: seconds }, headers: { 'retry-after': String(seconds) } },
  );
}
