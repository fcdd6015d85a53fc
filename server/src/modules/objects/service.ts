import type { CatalogueObject, ObjectType } from '@pimento/shared-kit/contracts/objects';
import type { ErrorCode } from '@pimento/shared-kit/errors/catalogue';
import type { Queryable } from '../../db/database.ts';
import { constraintOf, isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import { assertStructureRight, deleteGuarded, groupRightsRestrict } from '../attributes/access.ts';
import type { Actor } from '../rights/authorization.ts';
import { assertFeature, assertGroupChange, assertRight, rightsOnObject } from '../rights/authorization.ts';
import { listObjectTypes, replaceObjectGroups, selectObjects } from './repository.ts';

/** Object types and objects, when the company has `object_activated` (spec §3, §5, §6). */

function checkName(name: string, pipeCode: ErrorCode): string {
  const trimmed = name.trim();
  if (trimmed.includes('|')) throw new AppError(400, pipeCode, { fields: { name: [pipeCode] } });
  return trimmed;
}

async function named<T>(takenCode: ErrorCode, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error) && constraintOf(error)?.endsWith('_name_key')) throw new AppError(409, takenCode, { fields: { name: [takenCode] } });
    throw error;
  }
}

async function lockVersion(tx: Queryable, table: 'object_types' | 'objects', id: number): Promise<number | undefined> {
  const [row] = await tx.query<{ version: number }>(`SELECT version FROM ${table} WHERE id = $1 FOR UPDATE`, [id]);
  return row?.version;
}

// ── Object types: shared structure ──────────────────────────────────────────────────────────

export async function objectTypes(tx: Queryable, actor: Actor): Promise<ObjectType[]> {
  assertFeature(actor.features, 'object_activated');
  return listObjectTypes(tx);
}

export async function getObjectType(tx: Queryable, actor: Actor, id: number): Promise<ObjectType> {
  assertFeature(actor.features, 'object_activated');
  const [found] = await listObjectTypes(tx, 't.id = $1', [id]);
  if (found === undefined) throw new AppError(404, 'object_type.not_found');
  return found;
}

export async function createObjectType(tx: Queryable, actor: Actor, input: { name: string }): Promise<ObjectType> {
  assertFeature(actor.features, 'object_activated');
  assertStructureRight(actor, 'create');
  const name = checkName(input.name, 'object_type.name_has_pipe');
  const [row] = await named('object_type.name_taken', () =>
    tx.query<{ id: number }>('INSERT INTO object_types (company_id, name) VALUES ($1, $2) RETURNING id', [actor.principal.companyId, name]),
  );
  return getObjectType(tx, actor, row!.id);
}

export async function updateObjectType(tx: Queryable, actor: Actor, id: number, input: { name?: string; version: number }): Promise<ObjectType> {
  await getObjectType(tx, actor, id);
  assertStructureRight(actor, 'edit');
  if ((await lockVersion(tx, 'object_types', id)) !== input.version) throw new AppError(409, 'conflict.stale_version');
  if (input.name !== undefined) {
    const name = checkName(input.name, 'object_type.name_has_pipe');
    await named('object_type.name_taken', () => tx.query('UPDATE object_types SET name = $2 WHERE id = $1', [id, name]));
  }
  await tx.query('UPDATE object_types SET version = version + 1 WHERE id = $1', [id]);
  return getObjectType(tx, actor, id);
}

export async function deleteObjectType(tx: Queryable, actor: Actor, id: number): Promise<void> {
  const type = await getObjectType(tx, actor, id);
  assertStructureRight(actor, 'delete');
  await lockVersion(tx, 'object_types', id);
  const linked = await tx.query('SELECT 1 FROM attributes WHERE object_type_id = $1 LIMIT 1', [id]);
  if (type.object_count > 0 || linked.length > 0) throw new AppError(409, 'object_type.in_use');
  await deleteGuarded('object_type.in_use', () => tx.query('DELETE FROM object_types WHERE id = $1', [id]));
}

// ── Objects: each in user groups, group rights apply ────────────────────────────────────────

/** Objects the user may read; other companies' and unreadable ones do not exist for them. */
export async function listObjects(
  tx: Queryable,
  actor: Actor,
  query: { object_type_id?: number; search?: string; limit: number; offset: number },
): Promise<{ results: CatalogueObject[]; count: number }> {
  assertFeature(actor.features, 'object_activated');
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.object_type_id !== undefined) {
    params.push(query.object_type_id);
    conditions.push(`o.object_type_id = $${params.length}`);
  }
  if (query.search !== undefined && query.search.trim() !== '') {
    params.push(`%${query.search.trim().toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    conditions.push(`lower(o.name) LIKE $${params.length}`);
  }
  if (groupRightsRestrict(actor)) {
    const readable = [...actor.groupRights].filter(([, rights]) => rights.read).map(([groupId]) => groupId);
    params.push(readable);
    conditions.push(`EXISTS (SELECT 1 FROM object_groups og WHERE og.object_id = o.id AND og.group_id = ANY($${params.length}::uuid[]))`);
  }
  const where = conditions.length > 0 ? conditions.join(' AND ') : 'true';
  const [{ count }] = (await tx.query<{ count: number }>(`SELECT count(*)::int AS count FROM objects o WHERE ${where}`, params)) as [{ count: number }];
  const results = await selectObjects(tx, where, params, `LIMIT ${query.limit} OFFSET ${query.offset}`);
  return { results, count };
}

async function readableObject(tx: Queryable, actor: Actor, id: number): Promise<CatalogueObject> {
  assertFeature(actor.features, 'object_activated');
  const [found] = await selectObjects(tx, 'o.id = $1', [id]);
  if (found === undefined || !rightsOnObject(actor, found.groups).read) throw new AppError(404, 'object.not_found');
  return found;
}

export { readableObject as getObject };

async function assertGroupsExist(tx: Queryable, groupIds: readonly string[]): Promise<void> {
  if (groupIds.length === 0) return;
  const found = await tx.query<{ id: string }>('SELECT id FROM groups WHERE id = ANY($1::uuid[])', [groupIds]);
  if (found.length !== new Set(groupIds).size) throw new AppError(400, 'object.group_not_found', { fields: { groups: ['object.group_not_found'] } });
}

export async function createObject(tx: Queryable, actor: Actor, input: { object_type_id: number; name: string; groups: string[] }): Promise<CatalogueObject> {
  assertFeature(actor.features, 'object_activated');
  const groups = [...new Set(input.groups)];
  // At least one group, and the create right in each (spec §5, §6).
  assertGroupChange(actor, [], groups);
  await assertGroupsExist(tx, groups);
  if ((await listObjectTypes(tx, 't.id = $1', [input.object_type_id])).length === 0) {
    throw new AppError(400, 'object_type.not_found', { fields: { object_type_id: ['object_type.not_found'] } });
  }
  const name = checkName(input.name, 'object.name_has_pipe');
  const [row] = await named('object.name_taken', () =>
    tx.query<{ id: number }>('INSERT INTO objects (company_id, object_type_id, name) VALUES ($1, $2, $3) RETURNING id', [
      actor.principal.companyId,
      input.object_type_id,
      name,
    ]),
  );
  await replaceObjectGroups(tx, actor.principal.companyId, row!.id, groups);
  return readableObject(tx, actor, row!.id);
}

/**
 * The groups an object may be given, with the user's add and remove rights on each (the object
 * form greys out the others). Group names are not secret: every group is listed.
 */
export async function updateObject(tx: Queryable, actor: Actor, id: number, input: { name?: string; groups?: string[]; version: number }): Promise<CatalogueObject> {
  const version = await lockVersion(tx, 'objects', id);
  const current = await readableObject(tx, actor, id);
  assertRight(actor, current.groups, 'edit');
  if (version !== input.version) throw new AppError(409, 'conflict.stale_version');
  if (input.groups !== undefined) {
    const groups = [...new Set(input.groups)];
    assertGroupChange(actor, current.groups, groups);
    await assertGroupsExist(tx, groups);
    await replaceObjectGroups(tx, actor.principal.companyId, id, groups);
  }
  if (input.name !== undefined) {
    const name = checkName(input.name, 'object.name_has_pipe');
    await named('object.name_taken', () => tx.query('UPDATE objects SET name = $2 WHERE id = $1', [id, name]));
  }
  await tx.query('UPDATE objects SET version = version + 1, updated_at = now() WHERE id = $1', [id]);
  return readableObject(tx, actor, id);
}

export async function deleteObject(tx: Queryable, actor: Actor, id: number): Promise<void> {
  await lockVersion(tx, 'objects', id);
  const current = await readableObject(tx, actor, id);
  assertRight(actor, current.groups, 'delete');
  await tx.query('DELETE FROM objects WHERE id = $1', [id]);
}
