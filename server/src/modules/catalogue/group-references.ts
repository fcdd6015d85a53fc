import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * The groups given to a product or model must be the company's own: an unknown id (or another
 * company's) answers 422 `groups.not_found` on `groups`, before any right is checked on it.
 */
export async function assertCompanyGroups(tx: Queryable, companyId: string, groupIds: readonly string[] | undefined): Promise<void> {
  if (groupIds === undefined || groupIds.length === 0) return;
  const known = new Set(await companyGroupIds(tx, companyId));
  if (groupIds.some((groupId) => !known.has(groupId.toLowerCase()))) {
    throw new AppError(422, 'validation.invalid', { fields: { groups: ['groups.not_found'] } });
  }
}

/** Every group of the company, by name (the groups a new product or model gets by default). */
export async function companyGroupIds(tx: Queryable, companyId: string): Promise<string[]> {
  const rows = await tx.query<{ id: string }>('SELECT id::text AS id FROM groups WHERE company_id = $1 ORDER BY name', [companyId]);
  return rows.map((row) => row.id);
}
