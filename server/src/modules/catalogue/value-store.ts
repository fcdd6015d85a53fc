/**
 * Operations on stored values that the attributes module calls (contract in
 * docs/catalogue-storage.md "Functions for the attributes module"):
 * uniqueness of a value across the company, and the values of one attribute language.
 */
import { attributeTypeModules } from '@pimento/shared-kit/attribute-types/index';
import type { Queryable } from '../../db/database.ts';
import type { IndexedAttribute } from './value-index.ts';
import { addIndexRows, emptyIndexRows } from './value-index.ts';

const casts = { text: 'text', number: 'float8', date: 'date' } as const;

/**
 * Whether another product of the company already has `value` for `attribute` (per language for
 * a localizable one; any shared item for a list). `exceptProductId` is the product being saved.
 * Runs in the caller's tenant transaction; call `lockUniqueValue` first when about to write.
 */
export async function isUniqueValueTaken(
  tx: Queryable,
  companyId: string,
  attribute: IndexedAttribute,
  value: unknown,
  exceptProductId: number | null,
): Promise<boolean> {
  const rows = emptyIndexRows();
  addIndexRows(rows, 0, { [attribute.id]: value }, new Map([[attribute.id, attribute]]));
  const table = attributeTypeModules[attribute.type].indexTable;
  const entries = rows[table];
  if (entries.values.length === 0) return false;
  const [found] = await tx.query(
    `SELECT 1 FROM product_value_${table} v
       JOIN unnest($3::text[], $4::${casts[table]}[]) AS wanted (language, value) ON v.language = wanted.language AND v.value = wanted.value
      WHERE v.company_id = $1 AND v.attribute_id = $2 AND v.product_id IS DISTINCT FROM $5::bigint
      LIMIT 1`,
    [companyId, attribute.id, entries.languages, entries.values, exceptProductId],
  );
  return found !== undefined;
}

/** Serialises saves of the same value of a unique attribute, so two cannot both pass the check. */
export async function lockUniqueValue(tx: Queryable, companyId: string, attributeId: number, value: unknown): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext($1::text || '.' || $2::text), hashtext($3::text))", [companyId, attributeId, JSON.stringify(value)]);
}

/** How many products and models have a value in `language` for one of the localizable attributes. */
export async function countLanguageValues(
  tx: Queryable,
  companyId: string,
  language: string,
  localizableAttributeIds: readonly number[],
): Promise<{ products: number; models: number }> {
  const keys = localizableAttributeIds.map(String);
  const [row] = await tx.query<{ products: number; models: number }>(
    `SELECT (SELECT count(*)::int FROM products p WHERE p.company_id = $1 AND EXISTS (
               SELECT 1 FROM unnest($3::text[]) k WHERE p.attribute_values -> k ? $2)) AS products,
            (SELECT count(*)::int FROM models m WHERE m.company_id = $1 AND EXISTS (
               SELECT 1 FROM unnest($3::text[]) k WHERE m.attribute_values -> k ? $2)) AS models`,
    [companyId, language, keys],
  );
  return row!;
}

/**
 * Deletes every value in `language` of the localizable attributes (spec §4: removing an attribute
 * language deletes its translated values) from products, models and the index tables. A value
 * left with no language is removed. Answers the number of products and models changed. Large
 * catalogues: run it from a job (it rewrites every product having such a value).
 */
export async function deleteLanguageValues(
  tx: Queryable,
  companyId: string,
  language: string,
  localizableAttributeIds: readonly number[],
): Promise<{ products: number; models: number }> {
  const keys = localizableAttributeIds.map(String);
  if (keys.length === 0) return { products: 0, models: 0 };
  const strip = (alias: string) => `(SELECT coalesce(jsonb_object_agg(e.key, CASE WHEN e.key = ANY($3::text[]) THEN e.value - $2 ELSE e.value END)
             FILTER (WHERE NOT (e.key = ANY($3::text[]) AND (e.value - $2) = '{}'::jsonb)), '{}'::jsonb)
        FROM jsonb_each(${alias}.attribute_values) e)`;
  const changed = `EXISTS (SELECT 1 FROM unnest($3::text[]) k WHERE attribute_values -> k ? $2)`;
  const products = await tx.query(
    `UPDATE products p SET attribute_values = ${strip('p')}, version = version + 1, updated_at = now()
      WHERE p.company_id = $1 AND ${changed} RETURNING id`,
    [companyId, language, keys],
  );
  const models = await tx.query(
    `UPDATE models m SET attribute_values = ${strip('m')}, version = version + 1, updated_at = now()
      WHERE m.company_id = $1 AND ${changed} RETURNING id`,
    [companyId, language, keys],
  );
  for (const table of ['text', 'number', 'date'] as const) {
    await tx.query(
      `DELETE FROM product_value_${table} WHERE company_id = $1 AND attribute_id = ANY($3::int[]) AND (language = $2 OR language LIKE $2 || '.%')`,
      [companyId, language, localizableAttributeIds],
    );
  }
  return { products: products.length, models: models.length };
}

/**
 * Deletes every value of a deleted attribute from products, models and the index tables, so no
 * document keeps a value nobody can see or export. The products are found through the index
 * rows (an index range, not a scan of every document); models have no index rows and are few.
 * Answers the number of products and models changed.
 */
export async function deleteAttributeValues(tx: Queryable, companyId: string, attribute: IndexedAttribute): Promise<{ products: number; models: number }> {
  const table = attributeTypeModules[attribute.type].indexTable;
  const key = String(attribute.id);
  const products = await tx.query(
    `UPDATE products p SET attribute_values = p.attribute_values - $2, version = version + 1, updated_at = now()
      WHERE p.company_id = $1 AND p.attribute_values ? $2
        AND p.id IN (SELECT v.product_id FROM product_value_${table} v WHERE v.company_id = $1 AND v.attribute_id = $3)
      RETURNING id`,
    [companyId, key, attribute.id],
  );
  const models = await tx.query(
    `UPDATE models m SET attribute_values = m.attribute_values - $2, version = version + 1, updated_at = now()
      WHERE m.company_id = $1 AND m.attribute_values ? $2 RETURNING id`,
    [companyId, key],
  );
  await tx.query(`DELETE FROM product_value_${table} WHERE company_id = $1 AND attribute_id = $2`, [companyId, attribute.id]);
  return { products: products.length, models: models.length };
}
