import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';

import { InjectConfig } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';

import type { SessionUser } from './session.repository';

// Enough for every signed-in person of a large install; the oldest entry goes first beyond it.
const MAX_ENTRIES = 50_000;

type Entry = { user: SessionUser; until: number };

/**
 * Sessions resolved in the last few seconds, by token hash: nearly every call is authenticated, and each would
 * otherwise read `user_session` and `app_user`. Only live sessions are kept (an unknown token is read every time),
 * never past their expiry; a sign-out drops the entry here and, through Redis pub/sub, in every other API process.
 */
@Injectable()
export class SessionCache implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(SessionCache.name);
  private readonly entries = new Map<string, Entry>();
  private readonly channel: string;
  private publisher?: Redis;
  private subscriber?: Redis;

  constructor(@InjectConfig() private readonly config: AppConfig) {
    this.channel = `${config.QUEUE_PREFIX}:session-revoked`;
  }

  async onModuleInit(): Promise<void> {
    if (!this.config.REDIS_URL || this.config.SESSION_CACHE_MS === 0) return;
    this.publisher = new Redis(this.config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(this.config.REDIS_URL, { lazyConnect: true });
    // While the subscription is down, another process's sign-out could be missed: keep nothing until it is back.
    this.subscriber.on('error', () => this.entries.clear());
    this.subscriber.on('message', (_channel: string, hash: string) => this.entries.delete(hash));
    await this.subscriber.subscribe(this.channel);
  }

  async onModuleDestroy(): Promise<void> {
    for (const redis of [this.subscriber, this.publisher]) {
      if (redis && redis.status !== 'end') await redis.quit().catch(() => undefined);
    }
  }

  get(tokenHash: string): SessionUser | undefined {
    const entry = this.entries.get(tokenHash);
    if (entry && entry.until > Date.now()) return entry.user;
    if (entry) this.entries.delete(tokenHash);
    return undefined;
  }

  set(tokenHash: string, user: SessionUser, expiresAt: Date): void {
    if (this.config.SESSION_CACHE_MS === 0 || (this.subscriber && this.subscriber.status !== 'ready')) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    const until = Math.min(Date.now() + this.config.SESSION_CACHE_MS, expiresAt.getTime());
    this.entries.set(tokenHash, { user, until });
  }

  /** A revoked session: gone here at once, and in the other API processes as soon as Redis delivers. */
  async forget(tokenHash: string): Promise<void> {
    this.entries.delete(tokenHash);
    await this.publisher?.publish(this.channel, tokenHash).catch((error: unknown) => {
      this.logger.warn(`Sign-out not broadcast to other API processes: ${String(error)}`);
    });
  }
}
