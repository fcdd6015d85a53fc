import type { Queryable } from '../../db/database.ts';
import { moveCategoryNames, namesSql, writeNames } from '../attributes/local-names.ts';

export type AssetCategoryRow = {
  id: number;
  parent_id: number | null;
  name: string;
  names: Record<string, string>;
  ancestors: number[];
  position: number;
  featured: boolean;
  unstored: boolean;
  managed_by_model: boolean;
  children_count: number;
  assets_count: number;
};

export type AssetCategoryFlags = Pick<AssetCategoryRow, 'featured' | 'unstored' | 'managed_by_model'>;

// bigint ids are returned as int (< 2^31 in any gallery) so both drivers give numbers.
const columns = `c.id::int AS id, c.parent_id::int AS parent_id, c.name, ${namesSql('asset_category', 'c')} AS names, c.ancestors::int[] AS ancestors,
  c.position, c.featured, c.unstored, c.managed_by_model,
  (SELECT count(*)::int FROM asset_categories k WHERE k.company_id = c.company_id AND k.parent_id = c.id) AS children_count,
  (SELECT count(*)::int FROM assets a WHERE a.company_id = c.company_id AND a.category_id = c.id) AS assets_count`;

/** Every category, parents before children. */
export async function listAll(tx: Queryable, companyId: string): Promise<AssetCategoryRow[]> {
  return tx.query<AssetCategoryRow>(
    `SELECT ${columns} FROM asset_categories c WHERE c.company_id = $1
      ORDER BY coalesce(array_length(c.ancestors, 1), 0), c.position, lower(c.name), c.id`,
    [companyId],
  );
}

export async function findCategory(tx: Queryable, companyId: string, id: number): Promise<AssetCategoryRow | null> {
  const rows = await tx.query<AssetCategoryRow>(`SELECT ${columns} FROM asset_categories c WHERE c.company_id = $1 AND c.id = $2`, [companyId, id]);
  return rows[0] ?? null;
}

/** A new category at the end of its level, with its names. */
export async function insertCategory(
  tx: Queryable,
  companyId: string,
  input: AssetCategoryFlags & { name: string; names: Record<string, string>; parentId: number | null; ancestors: number[] },
  labelLanguages: readonly string[],
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO asset_categories (company_id, parent_id, name, ancestors, featured, unstored, managed_by_model, position)
     VALUES ($1, $2, $3, $4::bigint[], $5, $6, $7,
             (SELECT coalesce(max(position) + 1, 0) FROM asset_categories WHERE company_id = $1 AND parent_id IS NOT DISTINCT FROM $2::bigint))
     RETURNING id::int AS id`,
    [companyId, input.parentId, input.name, input.ancestors, input.featured, input.unstored, input.managed_by_model],
  );
  await writeNames(tx, 'asset_category', { companyId, id: row!.id, level: input.parentId ?? 0 }, input.names, labelLanguages);
  return row!.id;
}

export async function renameCategory(
  tx: Queryable,
  companyId: string,
  category: { id: number; level: number },
  names: Record<string, string>,
  labelLanguages: readonly string[],
): Promise<void> {
  await writeNames(tx, 'asset_category', { companyId, ...category }, names, labelLanguages);
}

export async function updateCategoryFields(tx: Queryable, companyId: string, id: number, fields: AssetCategoryFlags & { position: number }): Promise<void> {
  await tx.query(
    'UPDATE asset_categories SET featured = $3, unstored = $4, managed_by_model = $5, position = $6, updated_at = now() WHERE company_id = $1 AND id = $2',
    [companyId, id, fields.featured, fields.unstored, fields.managed_by_model, fields.position],
  );
}

/** Moves a category and rewrites the ancestor path of its whole subtree. Runs under `lockTrees`. */
export async function moveCategory(tx: Queryable, companyId: string, category: AssetCategoryRow, parentId: number | null, newAncestors: number[]): Promise<void> {
  await tx.query('UPDATE asset_categories SET parent_id = $3, ancestors = $4::bigint[], updated_at = now() WHERE company_id = $1 AND id = $2', [
    companyId,
    category.id,
    parentId,
    newAncestors,
  ]);
  await moveCategoryNames(tx, category.id, parentId ?? 0, 'asset_category');
  await tx.query(
    `UPDATE asset_categories SET ancestors = $3::bigint[] || ancestors[$4:]
      WHERE company_id = $1 AND ancestors @> ARRAY[$2::bigint]`,
    [companyId, category.id, [...newAncestors, category.id], category.ancestors.length + 2],
  );
}

/** Serialises structure changes of one company's trees (two concurrent moves could make a cycle). */
export async function lockTrees(tx: Queryable, companyId: string): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('pimento.asset_categories.' || $1::text))", [companyId]);
}

/** The ids of the category and all its descendants. */
export function subtreeSql(categoryParam: string, companyParam = '$1'): string {
  return `SELECT s.id FROM asset_categories s WHERE s.company_id = ${companyParam} AND (s.id = ${categoryParam} OR s.ancestors @> ARRAY[${categoryParam}::bigint])`;
}

/** What the category's own assets are, to check a change of its flags against them. */
export async function assetKindsIn(tx: Queryable, companyId: string, id: number): Promise<{ stored: number; unstored: number; notFeaturable: number }> {
  const [row] = await tx.query<{ stored: number; unstored: number; not_featurable: number }>(
    `SELECT count(*) FILTER (WHERE stored)::int AS stored, count(*) FILTER (WHERE NOT stored)::int AS unstored,
            count(*) FILTER (WHERE kind <> 'image')::int AS not_featurable
       FROM assets WHERE company_id = $1 AND category_id = $2`,
    [companyId, id],
  );
  return { stored: row!.stored, unstored: row!.unstored, notFeaturable: row!.not_featurable };
}

/** Deletes the category and its descendants; their assets stay, in no category. Answers the figures. */
export async function deleteCategory(tx: Queryable, companyId: string, id: number): Promise<{ categories: number; assets_uncategorised: number }> {
  const subtree = await tx.query<{ id: number }>(`${subtreeSql('$2::bigint')}`, [companyId, id]);
  const ids = subtree.map((row) => row.id);
  const released = await tx.query<{ id: number }>(
    'UPDATE assets SET category_id = NULL, updated_at = now() WHERE company_id = $1 AND category_id = ANY($2::bigint[]) RETURNING id::int AS id',
    [companyId, ids],
  );
  await tx.query('DELETE FROM asset_categories WHERE company_id = $1 AND id = $2', [companyId, id]);
  return { categories: ids.length, assets_uncategorised: released.length };
}
