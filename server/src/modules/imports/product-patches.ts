/**
 * Writing many products' own fields and values in one statement, as the launch and the rollback
 * both do: each patch sets some values, removes others, and may change the name, the status and
 * the model. Answers each product's new version and document (for the index rows).
 */
import type { Queryable } from '../../db/database.ts';

export type ProductPatch = {
  productId: number;
  /** Attribute id → the value to store. */
  set: Record<string, unknown>;
  /** Attribute ids whose value goes. */
  removed: string[];
  name: string | null;
  status: string | null;
  /** Whether the model changes (to `modelId`, null for none). */
  modelGiven: boolean;
  modelId: number | null;
};

export async function patchProducts(
  tx: Queryable,
  companyId: string,
  patches: readonly ProductPatch[],
): Promise<Map<number, { version: number; values: Record<string, unknown> }>> {
  if (patches.length === 0) return new Map();
  const rows = await tx.query<{ id: number; version: number; attribute_values: Record<string, unknown> }>(
    `UPDATE products p SET
        attribute_values = (p.attribute_values - ARRAY(SELECT jsonb_array_elements_text(u.removed::jsonb))) || u.set::jsonb,
        name = coalesce(u.name, p.name),
        status = coalesce(u.status, p.status),
        model_id = CASE WHEN u.model_given THEN u.model_id ELSE p.model_id END,
        version = p.version + 1, updated_at = now()
       FROM unnest($2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[], $7::boolean[], $8::bigint[]) AS u(id, set, removed, name, status, model_given, model_id)
      WHERE p.company_id = $1 AND p.id = u.id
      RETURNING p.id::float8 AS id, p.version, p.attribute_values`,
    [
      companyId,
      patches.map((patch) => patch.productId),
      patches.map((patch) => JSON.stringify(patch.set)),
      patches.map((patch) => JSON.stringify(patch.removed)),
      patches.map((patch) => patch.name),
      patches.map((patch) => patch.status),
      patches.map((patch) => patch.modelGiven),
      patches.map((patch) => patch.modelId),
    ],
  );
  return new Map(rows.map((row) => [row.id, { version: row.version, values: row.attribute_values }]));
}

/**
 * Sets many products' whole classification in two statements: what is not in a product's new set
 * goes, what is missing comes (a category deleted meanwhile is left out). The category counters
 * follow through `product_categories`' triggers.
 */
export async function setProductCategories(tx: Queryable, companyId: string, entries: ReadonlyArray<{ productId: number; ids: readonly number[] }>): Promise<void> {
  if (entries.length === 0) return;
  const params = [companyId, entries.map((entry) => entry.productId), entries.map((entry) => `{${entry.ids.join(',')}}`)];
  await tx.query(
    `DELETE FROM product_categories pc USING unnest($2::bigint[], $3::text[]) AS u(id, ids)
      WHERE pc.company_id = $1 AND pc.product_id = u.id AND NOT (pc.category_id = ANY(u.ids::bigint[]))`,
    params,
  );
  await tx.query(
    `INSERT INTO product_categories (company_id, category_id, product_id)
     SELECT $1, c.id, u.id FROM unnest($2::bigint[], $3::text[]) AS u(id, ids) CROSS JOIN LATERAL unnest(u.ids::bigint[]) AS c(id)
      WHERE EXISTS (SELECT 1 FROM categories k WHERE k.company_id = $1 AND k.id = c.id)
     ON CONFLICT DO NOTHING`,
    params,
  );
}
