import { Injectable } from '@nestjs/common';

import { InjectConfig } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';

import { SessionCache } from './session-cache';
import { SessionRepository, type SessionUser } from './session.repository';
import { newOpaqueToken, sha256Hex } from './tokens';

export type CurrentUserInfo = SessionUser;

export type IssuedSession = { token: string; expiresAt: Date };

@Injectable()
export class SessionService {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly cache: SessionCache,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async issue(userId: string): Promise<IssuedSession> {
    const token = newOpaqueToken();
    const expiresAt = new Date(Date.now() + this.config.SESSION_TTL_DAYS * 24 * 3600 * 1000);
    await this.sessions.add({ userId, tokenHash: sha256Hex(token), expiresAt });
    return { token, expiresAt };
  }

  // The active user of a token, or undefined when it is unknown, expired, revoked or the account is pending.
  async resolve(token: string | undefined): Promise<CurrentUserInfo | undefined> {
    if (!token || token.length > 200) return undefined;
    const hash = sha256Hex(token);
    const cached = this.cache.get(hash);
    if (cached) return cached;
    const row = await this.sessions.activeUserOf(hash);
    if (!row) return undefined;
    const { expiresAt, ...user } = row;
    this.cache.set(hash, user, new Date(expiresAt));
    return user;
  }

  async revoke(token: string): Promise<void> {
    const hash = sha256Hex(token);
    await this.sessions.revoke(hash);
    await this.cache.forget(hash);
  }
}
