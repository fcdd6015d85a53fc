/** Groups and their members (docs/rights.md). Every query runs in the caller's tenant transaction. */
import type { Group, Role, UserSummary } from '@pimento/shared-kit/contracts/groups';
import type { Queryable } from '../../db/database.ts';

type GroupRow = Omit<Group, 'can_administer'>;

const summary = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'username', ${alias}.username, 'first_name', ${alias}.first_name, 'last_name', ${alias}.last_name)`;

const groupColumns = `g.id, g.name,
  (SELECT ${summary('u')} FROM users u WHERE u.id = g.manager_id) AS manager,
  coalesce((SELECT json_agg(json_build_object('user', ${summary('u')}, 'role_id', r.id, 'role_name', r.name) ORDER BY lower(u.username))
              FROM group_members m JOIN users u ON u.id = m.user_id JOIN roles r ON r.id = m.role_id WHERE m.group_id = g.id), '[]') AS members`;

/** The company's groups by name; only those `managerId` manages when given. */
export async function listGroups(tx: Queryable, companyId: string, managerId: string | null): Promise<GroupRow[]> {
  return tx.query<GroupRow>(
    `SELECT ${groupColumns} FROM groups g WHERE g.company_id = $1 AND ($2::uuid IS NULL OR g.manager_id = $2) ORDER BY lower(g.name)`,
    [companyId, managerId],
  );
}

export async function findGroup(tx: Queryable, companyId: string, groupId: string): Promise<(GroupRow & { manager_id: string | null }) | null> {
  const rows = await tx.query<GroupRow & { manager_id: string | null }>(`SELECT ${groupColumns}, g.manager_id FROM groups g WHERE g.company_id = $1 AND g.id = $2`, [
    companyId,
    groupId,
  ]);
  return rows[0] ?? null;
}

export async function managesAnyGroup(tx: Queryable, companyId: string, userId: string): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM groups WHERE company_id = $1 AND manager_id = $2 LIMIT 1', [companyId, userId]);
  return rows.length > 0;
}

/** Users who may be members or manager of a group: active, not administrators (spec §6). */
export async function listEligibleUsers(tx: Queryable, companyId: string): Promise<UserSummary[]> {
  return tx.query<UserSummary>(
    'SELECT id, username, first_name, last_name FROM users WHERE company_id = $1 AND is_active AND NOT is_administrator ORDER BY lower(username)',
    [companyId],
  );
}

/** Of `userIds`, those who may not be in a group: unknown here, deactivated or administrators. */
export async function ineligibleUsers(tx: Queryable, companyId: string, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await tx.query<{ id: string }>(
    'SELECT id FROM users WHERE company_id = $1 AND id = ANY($2::uuid[]) AND is_active AND NOT is_administrator',
    [companyId, userIds],
  );
  const eligible = new Set(rows.map((row) => row.id));
  return userIds.filter((userId) => !eligible.has(userId));
}

export async function unknownRoles(tx: Queryable, companyId: string, roleIds: readonly string[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const rows = await tx.query<{ id: string }>('SELECT id FROM roles WHERE company_id = $1 AND id = ANY($2::uuid[])', [companyId, roleIds]);
  const known = new Set(rows.map((row) => row.id));
  return roleIds.filter((roleId) => !known.has(roleId));
}

export async function insertGroup(tx: Queryable, companyId: string, name: string, managerId: string | null): Promise<string> {
  const [row] = await tx.query<{ id: string }>('INSERT INTO groups (company_id, name, manager_id) VALUES ($1, $2, $3) RETURNING id', [companyId, name, managerId]);
  return row!.id;
}

export async function updateGroup(tx: Queryable, companyId: string, groupId: string, changes: { name?: string; managerId?: string | null }): Promise<void> {
  await tx.query(
    `UPDATE groups SET name = coalesce($3, name), manager_id = CASE WHEN $4 THEN $5::uuid ELSE manager_id END WHERE company_id = $1 AND id = $2`,
    [companyId, groupId, changes.name ?? null, changes.managerId !== undefined, changes.managerId ?? null],
  );
}

/** Makes the group's members exactly `members`, each with their role. */
export async function replaceMembers(tx: Queryable, companyId: string, groupId: string, members: readonly { user_id: string; role_id: string }[]): Promise<void> {
  const userIds = members.map((member) => member.user_id);
  await tx.query('DELETE FROM group_members WHERE company_id = $1 AND group_id = $2 AND NOT (user_id = ANY($3::uuid[]))', [companyId, groupId, userIds]);
  if (members.length === 0) return;
  await tx.query(
    `INSERT INTO group_members (company_id, group_id, user_id, role_id)
     SELECT $1, $2, m.user_id, m.role_id FROM unnest($3::uuid[], $4::uuid[]) AS m (user_id, role_id)
     ON CONFLICT (group_id, user_id) DO UPDATE SET role_id = excluded.role_id WHERE group_members.role_id <> excluded.role_id`,
    [companyId, groupId, userIds, members.map((member) => member.role_id)],
  );
}

/** Whether deleting the group would leave an object or an attribute in no group (spec §5). */
export async function isSoleGroupOfSomething(tx: Queryable, groupId: string): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM object_groups o WHERE o.group_id = $1
        AND NOT EXISTS (SELECT 1 FROM object_groups other WHERE other.object_id = o.object_id AND other.group_id <> $1)
     UNION ALL
     SELECT 1 FROM attribute_user_groups a WHERE a.group_id = $1
        AND NOT EXISTS (SELECT 1 FROM attribute_user_groups other WHERE other.attribute_id = a.attribute_id AND other.group_id <> $1)
     LIMIT 1`,
    [groupId],
  );
  return rows.length > 0;
}

export async function deleteGroup(tx: Queryable, companyId: string, groupId: string): Promise<void> {
  await tx.query('DELETE FROM groups WHERE company_id = $1 AND id = $2', [companyId, groupId]);
}

const roleColumns = `r.id, r.name, r.can_read, r.can_create, r.can_edit, r.can_delete,
  (SELECT count(*)::int FROM group_members m WHERE m.role_id = r.id) AS members_count`;

export async function listRoles(tx: Queryable, companyId: string): Promise<Role[]> {
  return tx.query<Role>(`SELECT ${roleColumns} FROM roles r WHERE r.company_id = $1 ORDER BY lower(r.name)`, [companyId]);
}

export async function findRole(tx: Queryable, companyId: string, roleId: string): Promise<Role | null> {
  const rows = await tx.query<Role>(`SELECT ${roleColumns} FROM roles r WHERE r.company_id = $1 AND r.id = $2`, [companyId, roleId]);
  return rows[0] ?? null;
}

type RoleFields = { name: string; can_read: boolean; can_create: boolean; can_edit: boolean; can_delete: boolean };

export async function insertRole(tx: Queryable, companyId: string, role: RoleFields): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    'INSERT INTO roles (company_id, name, can_read, can_create, can_edit, can_delete) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [companyId, role.name, role.can_read, role.can_create, role.can_edit, role.can_delete],
  );
  return row!.id;
}

export async function updateRole(tx: Queryable, companyId: string, roleId: string, role: Partial<RoleFields>): Promise<void> {
  await tx.query(
    `UPDATE roles SET name = coalesce($3, name), can_read = coalesce($4, can_read), can_create = coalesce($5, can_create),
       can_edit = coalesce($6, can_edit), can_delete = coalesce($7, can_delete) WHERE company_id = $1 AND id = $2`,
    [companyId, roleId, role.name ?? null, role.can_read ?? null, role.can_create ?? null, role.can_edit ?? null, role.can_delete ?? null],
  );
}

export async function deleteRole(tx: Queryable, companyId: string, roleId: string): Promise<void> {
  await tx.query('DELETE FROM roles WHERE company_id = $1 AND id = $2', [companyId, roleId]);
}
