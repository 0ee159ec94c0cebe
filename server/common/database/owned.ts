import type { EntityManager, EntityTarget, FindOptionsWhere } from 'typeorm';

import type { Localized } from '@boxify/design/locale';
import { NotFound } from '@server/common/errors/app.exception';

type Owned = { id: string; ownerId: string };

// Loads an object by id for its owner: missing or someone else's → 40400001 naming it, the same answer,
// so an id tells nothing about objects the caller has no access to.
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
  if (!found || found.ownerId !== ownerId) throw new NotFound(what);
  return found;
}
