import { Injectable } from '@nestjs/common';
import { type EntityManager, IsNull } from 'typeorm';

import { Transactions } from '@server/common/database/transactions';

import { SessionEntity } from './entities/session.entity';
import { UserEntity } from './entities/user.entity';

export type SessionUser = { id: string; email: string | null; name: string; userCode: string };

// Every statement on `user_session` (signed-in sessions, by token hash), in the ambient
// transaction when there is one.
@Injectable()
export class SessionRepository {
  constructor(private readonly txHost: Transactions) {}

  private get db(): EntityManager {
    return this.txHost.tx;
  }

  async add(session: { userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
    await this.db.insert(SessionEntity, session);
  }

  // The active account of a live (unexpired, unrevoked) session; it reads `app_user` in the same
  // statement because every authenticated request asks it.
  activeUserOf(tokenHash: string): Promise<(SessionUser & { expiresAt: Date }) | undefined> {
    return this.db
      .createQueryBuilder()
      .select(['u.id AS id', 'u.email AS email', 'u.name AS name', 'u.user_code AS "userCode"'])
      .addSelect('s.expires_at', 'expiresAt')
      .from(SessionEntity, 's')
      .innerJoin(UserEntity, 'u', 'u.id = s.user_id')
      .where('s.token_hash = :hash', { hash: tokenHash })
      .andWhere('s.revoked_at IS NULL AND s.expires_at > now()')
      .andWhere(`u.status = 'active'`)
      .getRawOne<SessionUser & { expiresAt: Date }>();
  }

  async revoke(tokenHash: string): Promise<void> {
    await this.db.getRepository(SessionEntity).update({ tokenHash, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  // Housekeeping: sessions expired or revoked more than a day ago.
  async deleteStale(): Promise<void> {
    const day = `now() - interval '1 day'`;
    await this.db.query(`DELETE FROM user_session WHERE expires_at < ${day} OR revoked_at < ${day}`);
  }
}
