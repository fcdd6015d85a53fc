import type { StoredExtraValues } from '@pimento/shared-kit/contracts/extra-attributes';
import type { DiscriminantValues, PriceDraft, PriceSort } from '@pimento/shared-kit/contracts/prices';
import type { Queryable } from '../../db/database.ts';

export type PriceRow = {
  id: number;
  product_id: number;
  product_sku: string;
  product_name: string;
  price_list_id: number;
  price_list_name: string;
  gross_price: number | null;
  net_price: number | null;
  currency: string;
  start_date: string | null;
  end_date: string | null;
  discount: number | null;
  discount_family_code: string | null;
  discount_family_label: string | null;
  unit: string | null;
  discriminant_values: DiscriminantValues;
  attribute_values: StoredExtraValues;
  created_at: Date;
  updated_at: Date;
};

const columns = `p.id::int AS id, p.product_id::int AS product_id, pr.sku AS product_sku, pr.name AS product_name,
  p.price_list_id::int AS price_list_id, l.name AS price_list_name,
  p.gross_price::float8 AS gross_price, p.net_price::float8 AS net_price, p.currency,
  to_char(p.start_date, 'YYYY-MM-DD') AS start_date, to_char(p.end_date, 'YYYY-MM-DD') AS end_date,
  p.discount::float8 AS discount, p.discount_family_code, p.discount_family_label, p.unit, p.discriminant_values, p.attribute_values,
  p.created_at, p.updated_at`;

const joins = `FROM prices p
  JOIN products pr ON pr.company_id = p.company_id AND pr.id = p.product_id
  JOIN price_lists l ON l.company_id = p.company_id AND l.id = p.price_list_id`;

/** The sort keys, nulls given a place (open dates at their far end, missing amounts last) so a keyset can compare them. */
const sortKeys: Record<PriceSort, { expression: string; type: string }> = {
  id: { expression: 'p.id', type: 'bigint' },
  sku: { expression: 'pr.sku', type: 'text' },
  gross_price: { expression: "coalesce(p.gross_price, 'NaN'::numeric)", type: 'numeric' },
  net_price: { expression: "coalesce(p.net_price, 'NaN'::numeric)", type: 'numeric' },
  currency: { expression: 'p.currency', type: 'text' },
  start_date: { expression: "coalesce(p.start_date, '-infinity'::date)", type: 'date' },
  end_date: { expression: "coalesce(p.end_date, 'infinity'::date)", type: 'date' },
};

export type PriceSearch = {
  productId?: number | undefined;
  priceListId?: number | undefined;
  currency?: string | undefined;
  validOn?: string | undefined;
  discountFamily?: string | undefined;
  /** Only prices of products in these groups (advanced rights); undefined: every product. */
  readableGroups?: readonly string[] | undefined;
  sort: PriceSort;
  direction: 'asc' | 'desc';
  /** The sort key and id of the last row of the previous page. */
  after?: { key: string; id: number } | undefined;
  limit: number;
};

export async function searchPrices(tx: Queryable, companyId: string, search: PriceSearch): Promise<(PriceRow & { sort_key: string })[]> {
  const parameters: unknown[] = [companyId];
  const where = ['p.company_id = $1'];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    parameters.push(value);
    where.push(condition(`$${parameters.length}`));
  };
  if (search.productId !== undefined) add((at) => `p.product_id = ${at}`, search.productId);
  if (search.priceListId !== undefined) add((at) => `p.price_list_id = ${at}`, search.priceListId);
  if (search.currency !== undefined) add((at) => `p.currency = ${at}`, search.currency.toUpperCase());
  if (search.validOn !== undefined) add((at) => `(p.start_date IS NULL OR p.start_date <= ${at}::date) AND (p.end_date IS NULL OR p.end_date >= ${at}::date)`, search.validOn);
  if (search.discountFamily !== undefined) add((at) => `p.discount_family_code = ${at}`, search.discountFamily);
  if (search.readableGroups !== undefined) add((at) => `pr.group_ids && ${at}::uuid[]`, search.readableGroups);
  const { expression, type } = sortKeys[search.sort];
  const order = search.direction === 'asc' ? 'ASC' : 'DESC';
  if (search.after !== undefined) {
    parameters.push(search.after.key, search.after.id);
    const comparison = search.direction === 'asc' ? '>' : '<';
    where.push(`(${expression}, p.id) ${comparison} ($${parameters.length - 1}::${type}, $${parameters.length}::bigint)`);
  }
  parameters.push(search.limit);
  return tx.query<PriceRow & { sort_key: string }>(
    `SELECT ${columns}, (${expression})::text AS sort_key ${joins} WHERE ${where.join(' AND ')} ORDER BY ${expression} ${order}, p.id ${order} LIMIT $${parameters.length}`,
    parameters,
  );
}

export async function findPrice(tx: Queryable, companyId: string, id: number): Promise<PriceRow | null> {
  const rows = await tx.query<PriceRow>(`SELECT ${columns} ${joins} WHERE p.company_id = $1 AND p.id = $2`, [companyId, id]);
  return rows[0] ?? null;
}

/**
 * Serialises the writes of each (product, list) pair's prices, so two saves cannot both miss each
 * other's duplicate. Taken in one order (sorted), so two batches never wait on each other crosswise.
 */
export async function lockProductPrices(tx: Queryable, companyId: string, pairs: ReadonlyArray<{ productId: number; priceListId: number }>): Promise<void> {
  if (pairs.length === 0) return;
  await tx.query(
    `SELECT pg_advisory_xact_lock(hashtext(k.key)) FROM (
       SELECT DISTINCT 'pimento.prices.' || $1::text || '.' || u.product_id::text || '.' || u.price_list_id::text AS key
         FROM unnest($2::bigint[], $3::bigint[]) AS u(product_id, price_list_id) ORDER BY 1) k`,
    [companyId, pairs.map((pair) => pair.productId), pairs.map((pair) => pair.priceListId)],
  );
}

export type CollidingPrice = { id: number; sku: string; start_date: string | null; end_date: string | null };

/**
 * For each draft, a price of the same product, list and discriminant values whose validity period
 * meets the draft's (both ends included, null open), other than `exceptId`; null when none. One query for them all.
 */
export async function findCollidingPrices(tx: Queryable, companyId: string, drafts: ReadonlyArray<{ draft: PriceDraft; exceptId: number | null }>): Promise<(CollidingPrice | null)[]> {
  if (drafts.length === 0) return [];
  const rows = await tx.query<CollidingPrice & { ordinal: number }>(
    `SELECT c.ordinal, x.id, x.sku, x.start_date, x.end_date
       FROM jsonb_to_recordset($2::jsonb) AS c(ordinal int, product_id bigint, price_list_id bigint, discriminant_values jsonb, start_date date, end_date date, except_id bigint)
       JOIN LATERAL (
         SELECT p.id::int AS id, pr.sku, to_char(p.start_date, 'YYYY-MM-DD') AS start_date, to_char(p.end_date, 'YYYY-MM-DD') AS end_date
           FROM prices p JOIN products pr ON pr.company_id = p.company_id AND pr.id = p.product_id
          WHERE p.company_id = $1 AND p.product_id = c.product_id AND p.price_list_id = c.price_list_id AND p.discriminant_values = c.discriminant_values
            AND daterange(p.start_date, p.end_date, '[]') && daterange(c.start_date, c.end_date, '[]')
            AND p.id IS DISTINCT FROM c.except_id
          ORDER BY p.id LIMIT 1) x ON true`,
    [
      companyId,
      JSON.stringify(
        drafts.map(({ draft, exceptId }, ordinal) => ({
          ordinal,
          product_id: draft.product_id,
          price_list_id: draft.price_list_id,
          discriminant_values: draft.discriminant_values,
          start_date: draft.start_date,
          end_date: draft.end_date,
          except_id: exceptId,
        })),
      ),
    ],
  );
  const byOrdinal = new Map(rows.map(({ ordinal, ...colliding }) => [ordinal, colliding]));
  return drafts.map((_, ordinal) => byOrdinal.get(ordinal) ?? null);
}

/** The prices of these products in these lists (an import's batch compares them with its cells). */
export async function pricesOfProducts(tx: Queryable, companyId: string, productIds: readonly number[], priceListIds: readonly number[]): Promise<PriceRow[]> {
  if (productIds.length === 0 || priceListIds.length === 0) return [];
  return tx.query<PriceRow>(`SELECT ${columns} ${joins} WHERE p.company_id = $1 AND p.product_id = ANY($2::bigint[]) AND p.price_list_id = ANY($3::bigint[]) ORDER BY p.id`, [
    companyId,
    productIds,
    priceListIds,
  ]);
}

/** Prices by id, for update (an import's rollback compares them with what its launch wrote). */
export async function lockPrices(tx: Queryable, companyId: string, ids: readonly number[]): Promise<PriceRow[]> {
  if (ids.length === 0) return [];
  return tx.query<PriceRow>(`SELECT ${columns} ${joins} WHERE p.company_id = $1 AND p.id = ANY($2::bigint[]) ORDER BY p.id FOR UPDATE OF p`, [companyId, ids]);
}

/** A price as written: the draft, its price attributes' values checked and merged with the stored ones. */
export type PriceWrite = Omit<PriceDraft, 'attribute_values'> & { attribute_values: StoredExtraValues };

/** A stored price as a write: what writing it back would store (an import's journal, its rollback). */
export function storedWrite(row: PriceRow): PriceWrite {
  const { id: _id, product_sku: _sku, product_name: _name, price_list_name: _list, created_at: _created, updated_at: _updated, ...write } = row;
  return write;
}

function writtenValues(draft: PriceWrite): unknown[] {
  return [
    draft.price_list_id,
    draft.product_id,
    draft.gross_price,
    draft.net_price,
    draft.currency,
    draft.start_date,
    draft.end_date,
    draft.discount,
    draft.discount_family_code,
    draft.discount_family_label,
    draft.unit,
    JSON.stringify(draft.discriminant_values),
    JSON.stringify(draft.attribute_values),
  ];
}

export async function insertPrice(tx: Queryable, companyId: string, draft: PriceWrite): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO prices (company_id, price_list_id, product_id, gross_price, net_price, currency, start_date, end_date, discount,
                         discount_family_code, discount_family_label, unit, discriminant_values, attribute_values)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb, $14::jsonb) RETURNING id::int AS id`,
    [companyId, ...writtenValues(draft)],
  );
  return row!.id;
}

export async function updatePrice(tx: Queryable, companyId: string, id: number, draft: PriceWrite): Promise<void> {
  await tx.query(
    `UPDATE prices SET price_list_id = $3, product_id = $4, gross_price = $5, net_price = $6, currency = $7, start_date = $8, end_date = $9,
                       discount = $10, discount_family_code = $11, discount_family_label = $12, unit = $13, discriminant_values = $14::jsonb,
                       attribute_values = $15::jsonb, updated_at = clock_timestamp()
      WHERE company_id = $1 AND id = $2`,
    [companyId, id, ...writtenValues(draft)],
  );
}

/** The products (id, groups) and lists (state) of these prices, locked for the delete. */
export async function pricesToDelete(tx: Queryable, companyId: string, ids: readonly number[]): Promise<{ id: number; group_ids: string[]; state: string }[]> {
  return tx.query(
    `SELECT p.id::int AS id, pr.group_ids, l.state ${joins} WHERE p.company_id = $1 AND p.id = ANY($2::bigint[]) FOR UPDATE OF p`,
    [companyId, ids],
  );
}

export async function deletePrices(tx: Queryable, companyId: string, ids: readonly number[]): Promise<number> {
  return (await tx.query('DELETE FROM prices WHERE company_id = $1 AND id = ANY($2::bigint[]) RETURNING id', [companyId, ids])).length;
}

export async function productGroups(tx: Queryable, companyId: string, productId: number): Promise<string[] | null> {
  const rows = await tx.query<{ group_ids: string[] }>('SELECT group_ids FROM products WHERE company_id = $1 AND id = $2', [companyId, productId]);
  return rows[0]?.group_ids ?? null;
}

/**
 * The prices valid on `day` (both ends included, null open) of current lists, ordered by product,
 * list, then discriminant values: what an export writes for "the price of this product today".
 */
export async function pricesValidOn(tx: Queryable, companyId: string, day: string, scope: { productIds?: readonly number[]; priceListIds?: readonly number[] }): Promise<PriceRow[]> {
  return tx.query<PriceRow>(
    `SELECT ${columns} ${joins}
      WHERE p.company_id = $1 AND l.state <> 'archived'
        AND (p.start_date IS NULL OR p.start_date <= $2::date) AND (p.end_date IS NULL OR p.end_date >= $2::date)
        AND ($3::bigint[] IS NULL OR p.product_id = ANY($3::bigint[]))
        AND ($4::bigint[] IS NULL OR p.price_list_id = ANY($4::bigint[]))
      ORDER BY p.product_id, p.price_list_id, p.discriminant_values, p.id`,
    [companyId, day, scope.productIds ?? null, scope.priceListIds ?? null],
  );
}
