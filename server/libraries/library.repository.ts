import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { findOwned } from '@server/common/database/owned';
import { Transactions } from '@server/common/database/transactions';

import { DesignLibraryEntity } from './entities/design-library.entity';
import { LibrarySelectionEntity } from './entities/library-selection.entity';
import { LIBRARY } from './libraries.texts';

// Every statement on `design_library` and `library_selection` (a user's choice of one), in the
// ambient transaction when there is one.
@Injectable()
export class LibraryRepository {
  constructor(private readonly txHost: Transactions) {}

  private get db(): EntityManager {
    return this.txHost.tx;
  }

  findOwned(libraryId: string, ownerId: string, lock = false): Promise<DesignLibraryEntity> {
    return findOwned(this.db, DesignLibraryEntity, libraryId, ownerId, LIBRARY, lock);
  }

  ofOwner(ownerId: string): Promise<DesignLibraryEntity[]> {
    return this.db.getRepository(DesignLibraryEntity).find({ where: { ownerId }, order: { createdAt: 'ASC' } });
  }

  async countOfOwner(ownerId: string): Promise<number> {
    const [{ n }] = (await this.db.query('SELECT count(*)::int AS n FROM design_library WHERE owner_id = $1', [
      ownerId,
    ])) as { n: number }[];
    return n;
  }

  create(values: Omit<DesignLibraryEntity, 'id' | 'createdAt' | 'updatedAt'>): Promise<DesignLibraryEntity> {
    const libraries = this.db.getRepository(DesignLibraryEntity);
    return libraries.save(libraries.create(values));
  }

  save(row: DesignLibraryEntity): Promise<DesignLibraryEntity> {
    return this.db.getRepository(DesignLibraryEntity).save(row);
  }

  // A library's selections go with it.
  async delete(ownerId: string, libraryId: string): Promise<void> {
    await this.db.getRepository(LibrarySelectionEntity).delete({ userId: ownerId, libraryId });
    await this.db.getRepository(DesignLibraryEntity).delete({ id: libraryId });
  }

  // The account-wide selection (scope '') and, when asked, a project's.
  selections(userId: string, projectId?: string): Promise<LibrarySelectionEntity[]> {
    return this.db.getRepository(LibrarySelectionEntity).find({
      where: [{ userId, scope: '' }, ...(projectId ? [{ userId, scope: projectId }] : [])],
    });
  }

  async select(userId: string, scope: string, libraryId: string): Promise<void> {
    await this.db.query(
      `INSERT INTO library_selection (user_id, scope, library_id, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (user_id, scope) DO UPDATE SET library_id = EXCLUDED.library_id, updated_at = now()`,
      [userId, scope, libraryId],
    );
  }
}
