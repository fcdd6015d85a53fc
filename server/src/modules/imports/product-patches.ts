/**
 * Writing many products' own fields and values in one statement, as the launch and the rollback
 * both do: each patch sets some values, removes others, and may change the name, the status and
 * the model. Answers each product's new version and the stored values of `returnedKeys` (for the index rows).
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
  /** The attributes whose stored values come back (the index rows to rewrite): not the whole document. */
  returnedKeys: readonly string[],
): Promise<Map<number, { version: number; values: Record<string, unknown> }>> {
  if (patches.length === 0) return new Map();
  // The batch goes as one JSON document, parsed by the database: no text[] of JSON texts to escape
  // element by element, and only the values asked for come back.
  const rows = await tx.query<{ id: number; version: number; attribute_values: Record<string, unknown> | null }>(
    `UPDATE products p SET
        attribute_values = (p.attribute_values - ARRAY(SELECT jsonb_array_elements_text(u.removed))) || u.set,
        name = coalesce(u.name, p.name),
        status = coalesce(u.status, p.status),
        model_id = CASE WHEN u.model_given THEN u.model_id ELSE p.model_id END,
        version = p.version + 1, updated_at = now()
       FROM jsonb_to_recordset($2::jsonb) AS u(id bigint, set jsonb, removed jsonb, name text, status text, model_given boolean, model_id bigint)
      WHERE p.company_id = $1 AND p.id = u.id
      RETURNING p.id::float8 AS id, p.version,
                (SELECT jsonb_object_agg(k.key, p.attribute_values -> k.key) FROM jsonb_array_elements_text($3::jsonb) AS k(key) WHERE p.attribute_values ? k.key) AS attribute_values`,
    [
      companyId,
      JSON.stringify(
        patches.map((patch) => ({ id: patch.productId, set: patch.set, removed: patch.removed, name: patch.name, status: patch.status, model_given: patch.modelGiven, model_id: patch.modelId })),
      ),
      JSON.stringify(returnedKeys),
    ],
  );
  return new Map(rows.map((row) => [row.id, { version: row.version, values: row.attribute_values ?? {} }]));
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
