import type { Queryable } from '../../db/database.ts';
import type { Rights } from './authorization.ts';

/** The user's rights per group, from the role of each membership. Runs in a tenant transaction. */
export async function loadGroupRights(tx: Queryable, userId: string): Promise<Map<string, Rights>> {
  const rows = await tx.query<{ group_id: string; can_read: boolean; can_create: boolean; can_edit: boolean; can_delete: boolean }>(
    `SELECT m.group_id, r.can_read, r.can_create, r.can_edit, r.can_delete
       FROM group_members m JOIN roles r ON r.id = m.role_id
      WHERE m.user_id = $1`,
    [userId],
  );
  return new Map(rows.map((row) => [row.group_id, { read: row.can_read, create: row.can_create, edit: row.can_edit, delete: row.can_delete }]));
}

export async function listCompanyGroupIds(tx: Queryable): Promise<string[]> {
  const rows = await tx.query<{ id: string }>('SELECT id FROM groups ORDER BY name');
  return rows.map((row) => row.id);
}
