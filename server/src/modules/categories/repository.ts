import type { Queryable } from '../../db/database.ts';
import { labelLanguagesOf, moveCategoryNames, namesSql, writeNames } from '../attributes/local-names.ts';

export type CategoryRow = {
  id: number;
  parent_id: number | null;
  name: string;
  names: Record<string, string>;
  ancestors: number[];
  position: number;
  children_count: number;
};

// bigint ids are returned as int (< 2^31 in any catalogue) so both drivers give numbers.
const columns = `c.id::int AS id, c.parent_id::int AS parent_id, c.name, ${namesSql('category', 'c')} AS names, c.ancestors::int[] AS ancestors, c.position,
  (SELECT count(*)::int FROM categories k WHERE k.company_id = c.company_id AND k.parent_id = c.id) AS children_count`;

export async function listLevel(tx: Queryable, companyId: string, parentId: number | null): Promise<CategoryRow[]> {
  return tx.query<CategoryRow>(
    `SELECT ${columns} FROM categories c
      WHERE c.company_id = $1 AND c.parent_id IS NOT DISTINCT FROM $2::bigint
      ORDER BY c.position, lower(c.name), c.id`,
    [companyId, parentId],
  );
}

/** Every category, parents before children (ordered by the path of positions). */
export async function listAll(tx: Queryable, companyId: string): Promise<CategoryRow[]> {
  return tx.query<CategoryRow>(
    `SELECT ${columns} FROM categories c WHERE c.company_id = $1
      ORDER BY array_length(c.ancestors, 1) NULLS FIRST, c.position, lower(c.name), c.id`,
    [companyId],
  );
}

export async function findCategory(tx: Queryable, companyId: string, id: number, forUpdate = false): Promise<CategoryRow | null> {
  const rows = await tx.query<CategoryRow>(
    `SELECT ${columns} FROM categories c WHERE c.company_id = $1 AND c.id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [companyId, id],
  );
  return rows[0] ?? null;
}

/**
 * A new category at the end of its level, with its names (`name` alone: in the company's first
 * label language, as an import's category path creates it).
 */
export async function insertCategory(
  tx: Queryable,
  companyId: string,
  input: { name: string; names?: Record<string, string>; parentId: number | null; ancestors: number[] },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO categories (company_id, parent_id, name, ancestors, position)
     VALUES ($1, $2, $3, $4::bigint[],
             (SELECT coalesce(max(position) + 1, 0) FROM categories WHERE company_id = $1 AND parent_id IS NOT DISTINCT FROM $2::bigint))
     RETURNING id::int AS id`,
    [companyId, input.parentId, input.name, input.ancestors],
  );
  const labelLanguages = await labelLanguagesOf(tx, companyId);
  await writeNames(tx, 'category', { companyId, id: row!.id, level: input.parentId ?? 0 }, input.names ?? { [labelLanguages[0] ?? 'en']: input.name }, labelLanguages);
  return row!.id;
}

/** `level`: the parent's id, 0 for a root. */
export async function renameCategory(tx: Queryable, companyId: string, category: { id: number; level: number }, names: Record<string, string>): Promise<void> {
  await writeNames(tx, 'category', { companyId, ...category }, names, await labelLanguagesOf(tx, companyId));
  await tx.query('UPDATE categories SET updated_at = now() WHERE company_id = $1 AND id = $2', [companyId, category.id]);
}

export async function setPosition(tx: Queryable, companyId: string, id: number, position: number): Promise<void> {
  await tx.query('UPDATE categories SET position = $3, updated_at = now() WHERE company_id = $1 AND id = $2', [companyId, id, position]);
}

/**
 * Moves a category and rewrites the ancestor path of its whole subtree, then shifts the product
 * counts: the ancestors it leaves lose the subtree's products classified nowhere else under them,
 * the ancestors it joins gain those not already under them. Runs under `lockTrees`.
 */
export async function moveCategory(
  tx: Queryable,
  companyId: string,
  category: CategoryRow,
  parentId: number | null,
  newAncestors: number[],
): Promise<void> {
  await tx.query('UPDATE categories SET parent_id = $3, ancestors = $4::bigint[], updated_at = now() WHERE company_id = $1 AND id = $2', [
    companyId,
    category.id,
    parentId,
    newAncestors,
  ]);
  await moveCategoryNames(tx, category.id, parentId ?? 0);
  // Descendants: old prefix (ancestors + the category) replaced by the new one.
  await tx.query(
    `UPDATE categories SET ancestors = $3::bigint[] || ancestors[$4:]
      WHERE company_id = $1 AND ancestors @> ARRAY[$2::bigint]`,
    [companyId, category.id, [...newAncestors, category.id], category.ancestors.length + 2],
  );
  const left = category.ancestors.filter((id) => !newAncestors.includes(id));
  const joined = newAncestors.filter((id) => !category.ancestors.includes(id));
  if (left.length > 0) await shiftCounts(tx, companyId, category.id, left, -1);
  if (joined.length > 0) await shiftCounts(tx, companyId, category.id, joined, 1);
}

/**
 * For each of `ancestors`, `sign` × the products classified in the subtree of `categoryId` and in
 * no other category under that ancestor (the same whether computed before or after the move).
 */
async function shiftCounts(tx: Queryable, companyId: string, categoryId: number, ancestors: number[], sign: 1 | -1): Promise<void> {
  await tx.query(
    `WITH moved AS (${subtreeSql('$2::bigint')}),
          inside AS (SELECT DISTINCT pc.product_id FROM product_categories pc WHERE pc.company_id = $1 AND pc.category_id IN (SELECT id FROM moved))
     INSERT INTO category_count_changes (company_id, category_id, delta)
     SELECT $1, a.id, $4 * count(*)
       FROM unnest($3::bigint[]) AS a (id) CROSS JOIN inside i
      WHERE NOT EXISTS (
        SELECT 1 FROM product_categories o JOIN categories oc ON oc.company_id = o.company_id AND oc.id = o.category_id
         WHERE o.company_id = $1 AND o.product_id = i.product_id AND (oc.id = a.id OR oc.ancestors @> ARRAY[a.id])
           AND o.category_id NOT IN (SELECT id FROM moved))
      GROUP BY a.id`,
    [companyId, categoryId, ancestors, sign],
  );
}

/** Serialises structure changes of one company's trees (two concurrent moves could make a cycle). */
export async function lockTrees(tx: Queryable, companyId: string): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('pimento.categories.' || $1::text))", [companyId]);
}

/** The ids of the category and all its descendants. */
export function subtreeSql(categoryParam: string, companyParam = '$1'): string {
  return `SELECT s.id FROM categories s WHERE s.company_id = ${companyParam} AND (s.id = ${categoryParam} OR s.ancestors @> ARRAY[${categoryParam}::bigint])`;
}

export async function deleteImpact(
  tx: Queryable,
  companyId: string,
  id: number,
): Promise<{ categories: number; products: number; products_left_unclassified: number }> {
  const [row] = await tx.query<{ categories: number; products: number; products_left_unclassified: number }>(
    `WITH subtree AS (${subtreeSql('$2::bigint')}),
          touched AS (SELECT DISTINCT pc.product_id FROM product_categories pc
                       WHERE pc.company_id = $1 AND pc.category_id IN (SELECT id FROM subtree))
     SELECT (SELECT count(*)::int FROM subtree) AS categories,
            (SELECT count(*)::int FROM touched) AS products,
            (SELECT count(*)::int FROM touched t WHERE NOT EXISTS (
               SELECT 1 FROM product_categories o WHERE o.company_id = $1 AND o.product_id = t.product_id
                  AND o.category_id NOT IN (SELECT id FROM subtree))) AS products_left_unclassified`,
    [companyId, id],
  );
  return row!;
}

/**
 * Deletes the category; its descendants and their classifications go with it (ON DELETE CASCADE;
 * a trigger unclassifies each category first, so its ancestors' counts follow — migration 0300).
 */
export async function deleteCategory(tx: Queryable, companyId: string, id: number): Promise<void> {
  await tx.query('DELETE FROM categories WHERE company_id = $1 AND id = $2', [companyId, id]);
}

export async function existingCategoryIds(tx: Queryable, companyId: string, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.query<{ id: number }>('SELECT id::int AS id FROM categories WHERE company_id = $1 AND id = ANY($2::bigint[])', [
    companyId,
    ids,
  ]);
  return new Set(rows.map((row) => row.id));
}

/** Change rows above which a read folds them into the base counts (migration 0300). */
export const foldThreshold = 1000;

/**
 * Distinct products classified in each category or one of its descendants: the folded base plus
 * the changes appended by the classification triggers since (migration 0300), so constant time
 * whatever the size of the subtree.
 */
export async function countProducts(tx: Queryable, companyId: string, categoryIds: readonly number[]): Promise<{ category_id: number; products: number }[]> {
  const [pending] = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM (SELECT 1 FROM category_count_changes WHERE company_id = $1 LIMIT $2) s',
    [companyId, foldThreshold + 1],
  );
  if (pending!.count > foldThreshold) await foldCounts(tx, companyId);
  return tx.query<{ category_id: number; products: number }>(
    `SELECT c.id::int AS category_id,
            (coalesce(k.products, 0) + coalesce((SELECT sum(d.delta) FROM category_count_changes d
                                                  WHERE d.company_id = $1 AND d.category_id = c.id), 0))::int AS products
       FROM categories c LEFT JOIN category_product_counts k ON k.company_id = c.company_id AND k.category_id = c.id
      WHERE c.company_id = $1 AND c.id = ANY($2::bigint[]) ORDER BY c.id`,
    [companyId, categoryIds],
  );
}

/**
 * Moves the company's change rows into the base counts. Deleting them locks them, so two folds
 * never add the same change twice; writers only append, so they never wait on a fold.
 */
export async function foldCounts(tx: Queryable, companyId: string): Promise<void> {
  await tx.query(
    `WITH moved AS (DELETE FROM category_count_changes WHERE company_id = $1 RETURNING category_id, delta)
     INSERT INTO category_product_counts (company_id, category_id, products)
     SELECT $1, m.category_id, sum(m.delta) FROM moved m
      WHERE EXISTS (SELECT 1 FROM categories c WHERE c.company_id = $1 AND c.id = m.category_id)
      GROUP BY m.category_id ORDER BY m.category_id
     ON CONFLICT (company_id, category_id) DO UPDATE SET products = category_product_counts.products + excluded.products`,
    [companyId],
  );
}

/** The same figures counted from the classifications (reference for tests and repairs). */
export async function countProductsFromClassifications(
  tx: Queryable,
  companyId: string,
  categoryIds: readonly number[],
): Promise<{ category_id: number; products: number }[]> {
  return tx.query<{ category_id: number; products: number }>(
    `SELECT c.id::int AS category_id,
            (SELECT count(DISTINCT pc.product_id)::int FROM product_categories pc
              WHERE pc.company_id = $1 AND pc.category_id IN (${subtreeSql('c.id')})) AS products
       FROM categories c WHERE c.company_id = $1 AND c.id = ANY($2::bigint[]) ORDER BY c.id`,
    [companyId, categoryIds],
  );
}

/**
 * The same figures counting only the products of `groupIds` (a user whom group rights restrict:
 * the maintained counts include products they may not read). Counted from the classifications.
 */
export async function countProductsInGroups(
  tx: Queryable,
  companyId: string,
  categoryIds: readonly number[],
  groupIds: readonly string[],
): Promise<{ category_id: number; products: number }[]> {
  return tx.query<{ category_id: number; products: number }>(
    `SELECT c.id::int AS category_id,
            (SELECT count(DISTINCT pc.product_id)::int FROM product_categories pc
               JOIN products p ON p.company_id = pc.company_id AND p.id = pc.product_id
              WHERE pc.company_id = $1 AND pc.category_id IN (${subtreeSql('c.id')}) AND p.group_ids && $3::uuid[]) AS products
       FROM categories c WHERE c.company_id = $1 AND c.id = ANY($2::bigint[]) ORDER BY c.id`,
    [companyId, categoryIds, groupIds],
  );
}
