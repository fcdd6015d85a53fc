/**
 * The user groups a record may be given (an object, a client, an attribute, an export template),
 * with what the signed-in user may do with each (spec §6): adding a record to a group needs the
 * create right in it, taking one out the delete right. One list for every record's groups picker,
 * whatever feature the record belongs to.
 */
import type { PickableGroup } from '@pimento/shared-kit/contracts/groups';
import type { Queryable } from '../../db/database.ts';
import { type Actor, rightsOnObject } from './authorization.ts';

export async function pickableGroups(tx: Queryable, actor: Actor): Promise<PickableGroup[]> {
  const groups = await tx.query<{ id: string; name: string }>('SELECT id, name FROM groups WHERE company_id = $1 ORDER BY lower(name), id', [actor.principal.companyId]);
  return groups.map((group) => {
    const rights = rightsOnObject(actor, [group.id]);
    return { id: group.id, name: group.name, can_add: rights.create, can_remove: rights.delete };
  });
}
