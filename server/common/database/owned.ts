import type { EntityManager, EntityTarget, FindOptionsSelect, FindOptionsWhere } from 'typeorm';

import type { Localized } from '@boxify/design/locale';
import { NotFound } from '@server/common/errors/app.exception';

type Owned = { id: string; ownerId: string };

// Loads an object by id for its owner: missing or someone else's → 40400001 naming it, the same answer,
// so an id tells nothing about objects the caller has no access to. `columns` reads only those (with the id and
// owner), e.g. to leave a large document unread.
export async function findOwned<T extends Owned>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  id: string,
  ownerId: string,
  what: Localized,
  lock = false,
  columns?: readonly (keyof T & string)[],
): Promise<T> {
  const select =
    columns && (Object.fromEntries([...columns, 'id', 'ownerId'].map((c) => [c, true])) as FindOptionsSelect<T>);
  const found = await manager.getRepository(entity).findOne({
    where: { id } as FindOptionsWhere<T>,
    select,
    lock: lock ? { mode: 'pessimistic_write' } : undefined,
  });
  if (!found || found.ownerId !== ownerId) throw new NotFound(what);
  return found;
}
