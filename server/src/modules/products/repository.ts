import type { Queryable } from '../../db/database.ts';

export type ProductRow = {
  id: number;
  sku: string;
  name: string;
  status: 'active' | 'end_of_life' | 'inactive';
  model_id: number | null;
  model_reference: string | null;
  model_name: string | null;
  model_managed: number[] | null;
  group_ids: string[];
  attribute_values: Record<string, unknown>;
  categories: number[];
  version: number;
  created_at: Date;
  updated_at: Date;
};

export const productSelect = `
  SELECT p.id::int AS id, p.sku, p.name, p.status, p.model_id::int AS model_id, m.reference AS model_reference, m.name AS model_name,
         m.managed_attribute_ids AS model_managed, p.group_ids::text[] AS group_ids, p.attribute_values,
         ARRAY(SELECT pc.category_id::int FROM product_categories pc WHERE pc.company_id = p.company_id AND pc.product_id = p.id ORDER BY 1) AS categories,
         p.version, p.created_at, p.updated_at
    FROM products p LEFT JOIN models m ON m.company_id = p.company_id AND m.id = p.model_id`;

export async function findProduct(tx: Queryable, companyId: string, id: number, forUpdate = false): Promise<ProductRow | null> {
  const rows = await tx.query<ProductRow>(`${productSelect} WHERE p.company_id = $1 AND p.id = $2${forUpdate ? ' FOR UPDATE OF p' : ''}`, [companyId, id]);
  return rows[0] ?? null;
}

export type ProductWrite = {
  sku: string;
  name: string;
  status: string;
  modelId: number | null;
  groupIds: string[];
  values: Record<string, unknown>;
};

export async function insertProduct(tx: Queryable, companyId: string, product: ProductWrite): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO products (company_id, sku, name, status, model_id, group_ids, attribute_values)
     VALUES ($1, $2, $3, $4, $5, $6::uuid[], $7::jsonb) RETURNING id::int AS id`,
    [companyId, product.sku, product.name, product.status, product.modelId, product.groupIds, JSON.stringify(product.values)],
  );
  return row!.id;
}

/** Writes the product if `version` is still the stored one; false when someone saved in between. */
export async function updateProduct(tx: Queryable, companyId: string, id: number, version: number, product: ProductWrite): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE products SET sku = $4, name = $5, status = $6, model_id = $7, group_ids = $8::uuid[], attribute_values = $9::jsonb,
            version = version + 1, updated_at = now()
      WHERE company_id = $1 AND id = $2 AND version = $3 RETURNING id`,
    [companyId, id, version, product.sku, product.name, product.status, product.modelId, product.groupIds, JSON.stringify(product.values)],
  );
  return rows.length === 1;
}

export async function setCategories(tx: Queryable, companyId: string, productId: number, categoryIds: readonly number[]): Promise<void> {
  await tx.query('DELETE FROM product_categories WHERE company_id = $1 AND product_id = $2 AND NOT (category_id = ANY($3::bigint[]))', [
    companyId,
    productId,
    categoryIds,
  ]);
  await tx.query(
    `INSERT INTO product_categories (company_id, category_id, product_id) SELECT $1, unnest($3::bigint[]), $2 ON CONFLICT DO NOTHING`,
    [companyId, productId, categoryIds],
  );
}

/** Deletes products with their index rows (the index tables carry no foreign key). */
export async function deleteProducts(tx: Queryable, companyId: string, ids: readonly number[]): Promise<number> {
  for (const table of ['text', 'number', 'date']) {
    await tx.query(`DELETE FROM product_value_${table} WHERE company_id = $1 AND product_id = ANY($2::bigint[])`, [companyId, ids]);
  }
  const rows = await tx.query('DELETE FROM products WHERE company_id = $1 AND id = ANY($2::bigint[]) RETURNING id', [companyId, ids]);
  return rows.length;
}

export async function productsLimit(tx: Queryable, companyId: string): Promise<number | null> {
  const [row] = await tx.query<{ products_limit: number | null }>('SELECT products_limit FROM catalogue_settings WHERE company_id = $1', [companyId]);
  return row?.products_limit ?? null;
}

/** Whether the company already has `limit` products; reads at most `limit` index entries. */
export async function reachedProductsLimit(tx: Queryable, companyId: string, limit: number, adding = 1): Promise<boolean> {
  // Creations of one company are serialised so two cannot both take the last place.
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('pimento.products.create.' || $1::text))", [companyId]);
  const [row] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM (SELECT 1 FROM products WHERE company_id = $1 LIMIT $2) s', [
    companyId,
    limit,
  ]);
  return row!.count + adding > limit;
}

export async function findModelForProduct(
  tx: Queryable,
  companyId: string,
  modelId: number,
): Promise<{ id: number; managed_attribute_ids: number[]; attribute_values: Record<string, unknown> } | null> {
  const [row] = await tx.query<{ id: number; managed_attribute_ids: number[]; attribute_values: Record<string, unknown> }>(
    'SELECT id::int AS id, managed_attribute_ids, attribute_values FROM models WHERE company_id = $1 AND id = $2',
    [companyId, modelId],
  );
  return row ?? null;
}
