import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';

import { Transactions } from '@server/common/database/transactions';
import { InjectConfig } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';

import { SessionEntity } from './entities/session.entity';
import { UserEntity } from './entities/user.entity';
import { newOpaqueToken, sha256Hex } from './tokens';

export type CurrentUserInfo = { id: string; email: string | null; name: string; userCode: string };

export type IssuedSession = { token: string; expiresAt: Date };

@Injectable()
export class SessionService {
  constructor(
    private readonly txHost: Transactions,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async issue(userId: string): Promise<IssuedSession> {
    const token = newOpaqueToken();
    const expiresAt = new Date(Date.now() + this.config.SESSION_TTL_DAYS * 24 * 3600 * 1000);
    await this.txHost.tx.insert(SessionEntity, { userId, tokenHash: sha256Hex(token), expiresAt });
    return { token, expiresAt };
  }

  // The active user of a token, or undefined when it is unknown, expired, revoked or the account is pending.
  async resolve(token: string | undefined): Promise<CurrentUserInfo | undefined> {
    if (!token || token.length > 200) return undefined;
    const row = await this.txHost.tx
      .createQueryBuilder()
      .select(['u.id AS id', 'u.email AS email', 'u.name AS name', 'u.user_code AS "userCode"'])
      .from(SessionEntity, 's')
      .innerJoin(UserEntity, 'u', 'u.id = s.user_id')
      .where('s.token_hash = :hash', { hash: sha256Hex(token) })
      .andWhere('s.revoked_at IS NULL AND s.expires_at > now()')
      .andWhere(`u.status = 'active'`)
      .getRawOne<CurrentUserInfo>();
    return row ?? undefined;
  }

  async revoke(token: string): Promise<void> {
    await this.txHost.tx
      .getRepository(SessionEntity)
      .update({ tokenHash: sha256Hex(token), revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}
