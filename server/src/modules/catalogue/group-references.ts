import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { companyGroupIds } from './repository.ts';

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
