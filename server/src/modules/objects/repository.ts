import type { CatalogueObject, ObjectType } from '@pimento/shared-kit/contracts/objects';
import type { Queryable } from '../../db/database.ts';

/** SQL of object types and objects. Runs in the tenant transaction. */

export async function listObjectTypes(tx: Queryable, where = 'true', params: unknown[] = []): Promise<ObjectType[]> {
  return tx.query<ObjectType>(
    `SELECT t.id, t.name, t.version, (SELECT count(*)::int FROM objects o WHERE o.object_type_id = t.id) AS object_count
       FROM object_types t WHERE ${where} ORDER BY lower(t.name), t.id`,
    params,
  );
}

type ObjectRow = Omit<CatalogueObject, 'created' | 'updated'> & { created_at: Date | string; updated_at: Date | string };

const objectSelect = `
  SELECT o.id, o.object_type_id, o.name, o.version, o.created_at, o.updated_at,
         COALESCE((SELECT jsonb_agg(og.group_id ORDER BY og.group_id) FROM object_groups og WHERE og.object_id = o.id), '[]'::jsonb) AS groups
    FROM objects o`;

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

function toObject(row: ObjectRow): CatalogueObject {
  return { id: row.id, object_type_id: row.object_type_id, name: row.name, groups: row.groups, version: row.version, created: iso(row.created_at), updated: iso(row.updated_at) };
}

export async function selectObjects(tx: Queryable, where: string, params: unknown[], page = ''): Promise<CatalogueObject[]> {
  return (await tx.query<ObjectRow>(`${objectSelect} WHERE ${where} ORDER BY lower(o.name), o.id ${page}`, params)).map(toObject);
}

export async function replaceObjectGroups(tx: Queryable, companyId: string, objectId: number, groupIds: readonly string[]): Promise<void> {
  await tx.query('DELETE FROM object_groups WHERE object_id = $1', [objectId]);
  await tx.query('INSERT INTO object_groups (company_id, object_id, group_id) SELECT $1, $2, unnest($3::uuid[])', [companyId, objectId, groupIds]);
}
