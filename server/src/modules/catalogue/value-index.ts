/**
 * The typed index rows of a value document (docs/catalogue-storage.md): the rows one product's
 * document gives, each in the narrow table its attribute type's module names
 * (`attributeTypeModules[type].indexTable`, shared-kit). The document stays the source of truth;
 * these rows serve filters and attribute sorts.
 */
import type { AttributeType } from '@pimento/shared-kit/contracts/attributes';
import type { IndexTable } from '@pimento/shared-kit/attribute-types/index';
import { attributeTypeModules } from '@pimento/shared-kit/attribute-types/index';
import type { Queryable } from '../../db/database.ts';
import { changedAttributeIds } from './context.ts';

/** Long texts (and any text value) are indexed on their first 512 characters only. */
export const indexedTextLength = 512;

export type IndexedAttribute = { id: number; type: AttributeType; localizable: boolean };

export type IndexRows = {
  text: { productIds: number[]; attributeIds: number[]; languages: string[]; values: string[] };
  number: { productIds: number[]; attributeIds: number[]; languages: string[]; values: string[] };
  date: { productIds: number[]; attributeIds: number[]; languages: string[]; values: string[] };
};

export function emptyIndexRows(): IndexRows {
  const columns = () => ({ productIds: [], attributeIds: [], languages: [], values: [] });
  return { text: columns(), number: columns(), date: columns() };
}

function push(rows: IndexRows, table: IndexTable, productId: number, attributeId: number, language: string, value: string): void {
  const target = rows[table];
  target.productIds.push(productId);
  target.attributeIds.push(attributeId);
  target.languages.push(language);
  target.values.push(value);
}

/** The index entries of one (non-localized) value. */
function entriesOf(type: AttributeType, value: unknown): { suffix: string; value: string }[] {
  if (value === null || value === undefined) return [];
  switch (type) {
    case 'url_list':
    case 'multi_dropdown':
      return Array.isArray(value) ? value.map((item) => ({ suffix: '', value: String(item).slice(0, indexedTextLength) })) : [];
    case 'range': {
      const range = value as { min?: unknown; max?: unknown };
      return [
        ...(typeof range.min === 'number' ? [{ suffix: 'min', value: String(range.min) }] : []),
        ...(typeof range.max === 'number' ? [{ suffix: 'max', value: String(range.max) }] : []),
      ];
    }
    case 'integer':
    case 'decimal':
    case 'object_link':
      return typeof value === 'number' && Number.isFinite(value) ? [{ suffix: '', value: String(value) }] : [];
    case 'boolean':
      return [{ suffix: '', value: value === true ? 'true' : 'false' }];
    default:
      return [{ suffix: '', value: String(value).slice(0, indexedTextLength) }];
  }
}

/** A range's bound is stored under the language `min`/`max` (or `<language>.min` if localized). */
function languageKey(language: string, suffix: string): string {
  if (suffix === '') return language;
  return language === '' ? suffix : `${language}.${suffix}`;
}

/** Adds the index rows of one product's document (only the attributes in `attributes`). */
export function addIndexRows(
  rows: IndexRows,
  productId: number,
  values: Record<string, unknown>,
  attributes: ReadonlyMap<number, IndexedAttribute>,
): void {
  for (const [key, stored] of Object.entries(values)) {
    const attribute = attributes.get(Number(key));
    if (attribute === undefined || stored === null || stored === undefined) continue;
    const table = attributeTypeModules[attribute.type].indexTable;
    const perLanguage: [string, unknown][] = attribute.localizable && typeof stored === 'object' && !Array.isArray(stored)
      ? Object.entries(stored as Record<string, unknown>)
      : [['', stored]];
    for (const [language, value] of perLanguage) {
      for (const entry of entriesOf(attribute.type, value)) push(rows, table, productId, attribute.id, languageKey(language, entry.suffix), entry.value);
    }
  }
}

const casts: Record<IndexTable, string> = { text: 'text', number: 'float8', date: 'date' };

/**
 * Replaces the index rows of `productIds` (for `attributeIds`, or all when null) by `rows`. With
 * `attributes`, a table is touched only if one of `attributeIds` is indexed there; each table's
 * delete and insert are one statement (the insert's rows are not seen by the delete: same snapshot).
 */
export async function writeIndexRows(
  tx: Queryable,
  companyId: string,
  productIds: readonly number[],
  attributeIds: readonly number[] | null,
  rows: IndexRows,
  attributes?: ReadonlyMap<number, IndexedAttribute>,
): Promise<void> {
  for (const table of ['text', 'number', 'date'] as const) {
    const cleared =
      attributeIds === null || attributes === undefined
        ? attributeIds
        : attributeIds.filter((id) => {
            const attribute = attributes.get(id);
            return attribute === undefined || attributeTypeModules[attribute.type].indexTable === table;
          });
    const target = rows[table];
    const params: unknown[] = [companyId];
    const remove =
      cleared !== null && cleared.length === 0
        ? null
        : `DELETE FROM product_value_${table} WHERE company_id = $1 AND product_id = ANY($${params.push(productIds)}::bigint[])` +
          (cleared === null ? '' : ` AND attribute_id = ANY($${params.push(cleared)}::int[])`);
    const insert =
      target.productIds.length === 0
        ? null
        : `INSERT INTO product_value_${table} (company_id, product_id, attribute_id, language, value)
           SELECT $1, * FROM unnest($${params.push(target.productIds)}::bigint[], $${params.push(target.attributeIds)}::int[], $${params.push(target.languages)}::text[], $${params.push(target.values)}::${casts[table]}[])`;
    if (remove !== null && insert !== null) await tx.query(`WITH removed AS (${remove} RETURNING 1) ${insert}`, params);
    else if (remove !== null || insert !== null) await tx.query((remove ?? insert)!, params);
  }
}

/**
 * Replaces the index rows of given (product, attribute) pairs by `rows` (which hold only those
 * pairs' rows): a bulk write whose products each changed other attributes rewrites only what
 * changed — an import row that changes one value of thirty rewrites that value's rows alone.
 */
export async function replaceIndexRowPairs(
  tx: Queryable,
  companyId: string,
  pairs: { productIds: readonly number[]; attributeIds: readonly number[] },
  rows: IndexRows,
  attributes: ReadonlyMap<number, IndexedAttribute>,
): Promise<void> {
  for (const table of ['text', 'number', 'date'] as const) {
    const productIds: number[] = [];
    const attributeIds: number[] = [];
    pairs.attributeIds.forEach((attributeId, index) => {
      const attribute = attributes.get(attributeId);
      if (attribute !== undefined && attributeTypeModules[attribute.type].indexTable !== table) return;
      productIds.push(pairs.productIds[index]!);
      attributeIds.push(attributeId);
    });
    const target = rows[table];
    const params: unknown[] = [companyId];
    const remove =
      productIds.length === 0
        ? null
        : `DELETE FROM product_value_${table} t USING unnest($${params.push(productIds)}::bigint[], $${params.push(attributeIds)}::int[]) AS u (product_id, attribute_id)
            WHERE t.company_id = $1 AND t.product_id = u.product_id AND t.attribute_id = u.attribute_id`;
    const insert =
      target.productIds.length === 0
        ? null
        : `INSERT INTO product_value_${table} (company_id, product_id, attribute_id, language, value)
           SELECT $1, * FROM unnest($${params.push(target.productIds)}::bigint[], $${params.push(target.attributeIds)}::int[], $${params.push(target.languages)}::text[], $${params.push(target.values)}::${casts[table]}[])`;
    if (remove !== null && insert !== null) await tx.query(`WITH removed AS (${remove} RETURNING 1) ${insert}`, params);
    else if (remove !== null || insert !== null) await tx.query((remove ?? insert)!, params);
  }
}

/** Rewrites one attribute's index rows for `ids`, all having the same `value` (or none). */
export async function reindexSameValue(
  tx: Queryable,
  companyId: string,
  attributes: ReadonlyMap<number, IndexedAttribute>,
  ids: readonly number[],
  attributeId: number,
  value: unknown,
): Promise<void> {
  const attribute = attributes.get(attributeId);
  if (attribute === undefined || ids.length === 0) return;
  const table = attributeTypeModules[attribute.type].indexTable;
  await tx.query(`DELETE FROM product_value_${table} WHERE company_id = $1 AND attribute_id = $2 AND product_id = ANY($3::bigint[])`, [companyId, attributeId, ids]);
  if (value === null || value === undefined) return;
  const rows = emptyIndexRows();
  addIndexRows(rows, 0, { [attributeId]: value }, attributes);
  const entries = rows[table];
  await tx.query(
    `INSERT INTO product_value_${table} (company_id, product_id, attribute_id, language, value)
     SELECT $1, p.id, $2, e.language, e.value FROM unnest($3::bigint[]) AS p (id) CROSS JOIN unnest($4::text[], $5::${casts[table]}[]) AS e (language, value)`,
    [companyId, attributeId, ids, entries.languages, entries.values],
  );
}

/** Rewrites one product's index rows of the attributes whose value differs between two documents. */
export async function writeChangedIndexRows(
  tx: Queryable,
  companyId: string,
  attributes: ReadonlyMap<number, IndexedAttribute>,
  productId: number,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Promise<void> {
  const changed = changedAttributeIds(before, after);
  if (changed.length === 0) return;
  const rows = emptyIndexRows();
  const changedValues = Object.fromEntries(changed.map((attributeId) => [String(attributeId), after[String(attributeId)]]));
  addIndexRows(rows, productId, changedValues, attributes);
  await writeIndexRows(tx, companyId, [productId], changed, rows, attributes);
}
