/**
 * The save of a catalogue object (product, model): one sequence for every entity, so rights,
 * concurrency and history are checked and written the same way whatever is saved.
 *
 * 1. the groups asked for are the company's; the user may create there, or edit the stored object
 *    (and change its groups); the version the client saw is still the stored one;
 * 2. the entity prepares its draft against the company's catalogue context and the user's
 *    attribute rights (validation, computed values, uniqueness);
 * 3. the entity writes it (document, index rows, whatever depends on it);
 * 4. the change is recorded in the history, trimmed to the company's retention.
 */
import type { ErrorCode } from '@pimento/shared-kit/errors/catalogue';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { recordChange } from '../history/repository.ts';
import type { AttributeRights } from '../rights/attribute-rights.ts';
import { attributeRightsOf } from '../rights/attribute-rights.ts';
import type { Actor } from '../rights/authorization.ts';
import { assertGroupChange, rightsOnObject } from '../rights/authorization.ts';
import type { CatalogueContext } from './context.ts';
import { diffFields, loadCatalogueContext } from './context.ts';
import { assertCompanyGroups, companyGroupIds } from './group-references.ts';
import { groupsWithRight, restrictedByGroups } from './rights.ts';

/** The stored object being updated, read `FOR UPDATE` by the entity (readable by the actor). */
export type StoredObject = {
  id: number;
  groupIds: string[];
  version: number;
  /** The built-in fields the history compares (`{ field: value }`). */
  fields: Record<string, unknown>;
  values: Record<string, unknown>;
};

/** What the entity's preparation answers: the fields and the value document to write. */
export type PreparedSave = { fields: Record<string, unknown>; values: Record<string, unknown> };

export type CatalogueSave<Prepared extends PreparedSave> = {
  entity: 'product' | 'model';
  /** The object updated; null for a creation. */
  stored: StoredObject | null;
  /** The groups asked for; undefined keeps the stored ones (a creation gets the default ones). */
  groups: string[] | undefined;
  /** The version the client saved from (updates). */
  version?: number;
  /** The error of a creation by a user whose roles allow creating in no group. */
  cannotCreate: ErrorCode;
  prepare(context: CatalogueContext, rights: AttributeRights, groupIds: string[]): Promise<Prepared>;
  /** Writes the prepared object; answers its id, or null when its version changed in between. */
  write(prepared: Prepared, context: CatalogueContext, groupIds: string[]): Promise<number | null>;
};

/** Groups of a new object: as asked (each needing the create right), else where the user may create. */
export async function groupsForCreation(tx: Queryable, actor: Actor, asked: string[] | undefined, cannotCreate: ErrorCode): Promise<string[]> {
  if (restrictedByGroups(actor)) {
    const creatable = groupsWithRight(actor, 'create');
    if (creatable.length === 0) throw new AppError(403, cannotCreate);
    if (asked === undefined) return creatable;
    assertGroupChange(actor, [], asked);
    return asked;
  }
  if (asked !== undefined) return asked;
  // Administrators assign all groups on creation (spec §6).
  return companyGroupIds(tx, actor.principal.companyId);
}

/** Runs the save; answers the saved object's id and the attribute rights it was prepared with. */
export async function saveCatalogueObject<Prepared extends PreparedSave>(
  tx: Queryable,
  actor: Actor,
  save: CatalogueSave<Prepared>,
): Promise<{ id: number; rights: AttributeRights }> {
  const companyId = actor.principal.companyId;
  const stored = save.stored;
  await assertCompanyGroups(tx, companyId, save.groups);
  let groupIds: string[];
  if (stored === null) {
    groupIds = await groupsForCreation(tx, actor, save.groups, save.cannotCreate);
  } else {
    // Rights come from the groups before the change: adding a group grants nothing.
    let rights = rightsOnObject(actor, stored.groupIds);
    if (save.groups !== undefined && restrictedByGroups(actor)) rights = assertGroupChange(actor, stored.groupIds, save.groups);
    if (!rights.edit) throw new AppError(403, 'rights.forbidden');
    if (stored.version !== save.version) throw new AppError(409, 'conflict.stale_version');
    groupIds = save.groups ?? stored.groupIds;
  }

  const context = await loadCatalogueContext(tx, companyId);
  const valueRights = attributeRightsOf(actor, context.catalogue);
  const prepared = await save.prepare(context, valueRights, groupIds);
  const id = await save.write(prepared, context, groupIds);
  if (id === null) throw new AppError(409, 'conflict.stale_version');
  await recordChange(
    tx,
    companyId,
    {
      entity: save.entity,
      entityId: id,
      userId: actor.principal.userId,
      changes: diffFields(stored?.fields ?? {}, prepared.fields, stored?.values ?? {}, prepared.values),
    },
    context.retention,
  );
  return { id, rights: valueRights };
}
