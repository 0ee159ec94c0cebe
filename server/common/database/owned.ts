import type { EntityManager, EntityTarget, FindOptionsWhere } from 'typeorm';

import type { Localized } from '@boxify/design/locale';
import { AppException, NotFound } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';

type Owned = { id: string; ownerId: string };

// Loads an object by id for its owner: missing → 40400001 naming it, someone else's → 44002001.
export async function findOwned<T extends Owned>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  id: string,
  ownerId: string,
  what: Localized,
  lock = false,
): Promise<T> {
  const found = await manager.getRepository(entity).findOne({
    where: { id } as FindOptionsWhere<T>,
    lock: lock ? { mode: 'pessimistic_write' } : undefined,
  });
  if (!found) throw new NotFound(what);
  if (found.ownerId !== ownerId) throw new AppException(ErrorCode.NoPermission);
  return found;
}
