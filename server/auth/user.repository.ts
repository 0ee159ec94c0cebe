import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { UserEntity, type UserStatus } from '@server/common/auth/entities/user.entity';
import { Transactions } from '@server/common/database/transactions';

export type NewUser = {
  email: string | null;
  name: string;
  userCode: string;
  passwordHash: string | null;
  status: UserStatus;
};

// Every statement on `app_user` (accounts: e-mail, password hash, pending or active), in the
// ambient transaction when there is one. E-mails arrive normalized (lower case, trimmed).
@Injectable()
export class UserRepository {
  constructor(private readonly txHost: Transactions) {}

  private get db(): EntityManager {
    return this.txHost.tx;
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.db.getRepository(UserEntity).findOneBy({ email });
  }

  findById(id: string): Promise<UserEntity | null> {
    return this.db.getRepository(UserEntity).findOneBy({ id });
  }

  // The stored account with its new id; a taken e-mail throws a unique violation.
  async add(fields: NewUser): Promise<UserEntity> {
    const users = this.db.getRepository(UserEntity);
    const user = users.create(fields);
    await users.insert(user);
    return user;
  }

  async setActive(userId: string, passwordHash: string | null): Promise<void> {
    await this.db.getRepository(UserEntity).update({ id: userId }, { status: 'active', passwordHash });
  }

  // Only a pending account changes: activating twice is harmless.
  async activatePending(userId: string): Promise<void> {
    await this.db.getRepository(UserEntity).update({ id: userId, status: 'pending' }, { status: 'active' });
  }
}
