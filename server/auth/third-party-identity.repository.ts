import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { Transactions } from '@server/common/database/transactions';

import { ThirdPartyIdentityEntity } from './entities/third-party-identity.entity';

export type IdentityLink = { provider: string; subject: string; userId: string; email: string | null };

// Every statement on `third_party_identity` (which Boxify account a provider's account signs in
// to), in the ambient transaction when there is one.
@Injectable()
export class ThirdPartyIdentityRepository {
  constructor(private readonly txHost: Transactions) {}

  private get db(): EntityManager {
    return this.txHost.tx;
  }

  findLinked(provider: string, subject: string): Promise<ThirdPartyIdentityEntity | null> {
    return this.db.getRepository(ThirdPartyIdentityEntity).findOneBy({ provider, subject });
  }

  // Links once: a second sign-in racing the first keeps the first link.
  async link(identity: IdentityLink): Promise<void> {
    await this.db
      .getRepository(ThirdPartyIdentityEntity)
      .createQueryBuilder()
      .insert()
      .values(identity)
      .orIgnore()
      .execute();
  }
}
