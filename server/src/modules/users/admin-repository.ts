/** Queries of user administration. They run in the administrator's tenant transaction. */
import type { AdminUserUpdateValues } from '@pimento/shared-kit/contracts/users-admin';
import type { Queryable } from '../../db/database.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import type { UserIdentity } from './repository.ts';

export type AdminUserRow = UserIdentity & {
  has_password: boolean;
  last_sign_in_at: Date | null;
  groups: { id: string; name: string }[];
};

const adminColumns = `u.id, u.company_id, u.username, u.email, u.first_name, u.last_name, u.language, u.is_superuser,
  u.is_administrator, u.is_consultant, u.is_active, u.password_hash IS NOT NULL AS has_password, s.last_sign_in_at,
  coalesce((SELECT json_agg(json_build_object('id', g.id, 'name', g.name) ORDER BY lower(g.name))
              FROM group_members m JOIN groups g ON g.id = m.group_id WHERE m.user_id = u.id), '[]') AS groups`;
const adminFrom = 'FROM users u LEFT JOIN user_sign_ins s ON s.user_id = u.id';

/** One page of the company's users, by username, matching `search` in names, username or e-mail. */
export async function listAdminUsers(
  tx: Queryable,
  companyId: string,
  query: { search: string; limit: number; offset: number },
): Promise<{ count: number; rows: AdminUserRow[] }> {
  const where = `u.company_id = $1 AND ($2 = '' OR u.username ILIKE $3 OR u.email ILIKE $3 OR u.first_name ILIKE $3 OR u.last_name ILIKE $3
    OR (u.first_name || ' ' || u.last_name) ILIKE $3)`;
  const params = [companyId, query.search, containsPattern(query.search)];
  const [counted] = await tx.query<{ count: number }>(`SELECT count(*)::int AS count FROM users u WHERE ${where}`, params);
  const rows = await tx.query<AdminUserRow>(`SELECT ${adminColumns} ${adminFrom} WHERE ${where} ORDER BY lower(u.username) LIMIT $4 OFFSET $5`, [
    ...params,
    query.limit,
    query.offset,
  ]);
  return { count: counted?.count ?? 0, rows };
}

export async function findAdminUser(tx: Queryable, companyId: string, userId: string): Promise<AdminUserRow | null> {
  const rows = await tx.query<AdminUserRow>(`SELECT ${adminColumns} ${adminFrom} WHERE u.company_id = $1 AND u.id = $2`, [companyId, userId]);
  return rows[0] ?? null;
}

/** Serialises the company's user changes, so two administrators cannot both remove the last administrator. */
export async function lockCompanyUsers(tx: Queryable, companyId: string): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('pimento.users.administrators.' || $1::text))", [companyId]);
}

/** Active administrators of the company other than `exceptUserId`. */
export async function countOtherActiveAdministrators(tx: Queryable, companyId: string, exceptUserId: string): Promise<number> {
  const [row] = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM users WHERE company_id = $1 AND id <> $2 AND is_active AND is_administrator',
    [companyId, exceptUserId],
  );
  return row?.count ?? 0;
}

export async function usersLimit(tx: Queryable, companyId: string): Promise<number | null> {
  const [row] = await tx.query<{ users_limit: number | null }>('SELECT users_limit FROM catalogue_settings WHERE company_id = $1', [companyId]);
  return row?.users_limit ?? null;
}

export async function countActiveUsers(tx: Queryable, companyId: string): Promise<number> {
  const [row] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM users WHERE company_id = $1 AND is_active', [companyId]);
  return row?.count ?? 0;
}

export type UserChanges = AdminUserUpdateValues;

const changeableColumns = ['username', 'email', 'first_name', 'last_name', 'language', 'is_administrator', 'is_consultant', 'is_superuser', 'is_active'] as const;

export async function updateUserColumns(tx: Queryable, companyId: string, userId: string, changes: UserChanges): Promise<void> {
  const columns = changeableColumns.filter((column) => changes[column] !== undefined);
  if (columns.length === 0) return;
  const assignments = columns.map((column, index) => `${column} = $${index + 3}`).join(', ');
  await tx.query(`UPDATE users SET ${assignments}, updated_at = now() WHERE company_id = $1 AND id = $2`, [
    companyId,
    userId,
    ...columns.map((column) => changes[column]),
  ]);
}

/** Spec §6: an administrator is in no group, so a user made administrator leaves theirs. */
export async function removeFromAllGroups(tx: Queryable, userId: string): Promise<void> {
  await tx.query('DELETE FROM group_members WHERE user_id = $1', [userId]);
}

export async function deleteUserRow(tx: Queryable, companyId: string, userId: string): Promise<void> {
  await tx.query('DELETE FROM users WHERE company_id = $1 AND id = $2', [companyId, userId]);
}
