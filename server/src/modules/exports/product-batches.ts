/**
 * The products of a run, read in keyset batches by id, each batch in its own short tenant
 * transaction (saves and listings of other users keep going during a long export). Without
 * filters the batches walk the company's products in id order; with filters, the matching ids
 * are read once through the listing's own machinery (the catalogue kernel's `productScope`: the
 * same filters, the same rights) and the batches take slices of them.
 */
import type { ListingFilter } from '@pimento/shared-kit/contracts/product-filters';
import type { ProductStatus } from '@pimento/shared-kit/contracts/products';
import type { Database, Queryable } from '../../db/database.ts';
import type { SearchScope } from '../catalogue/index.ts';
import { productScope, sqlParts } from '../catalogue/index.ts';
import { mainImageFiles } from '../assets/main-images.ts';
import { pricesValidOn } from '../prices/index.ts';
import type { Actor } from '../rights/authorization.ts';
import { completionFigures } from './completion-columns.ts';
import type { ExportPrice } from './price-columns.ts';

export type ExportProduct = {
  id: number;
  sku: string;
  name: string;
  status: ProductStatus;
  /** The model's reference. */
  model: string | null;
  values: Record<string, unknown>;
  /** Direct categories, when a column writes them. */
  categories: readonly number[];
  /** Its prices valid on the run's day in the lists the price columns name (none without one). */
  prices: readonly ExportPrice[];
  /** Its completion percentages in the scopes the completion columns name (scope → percent; none without one). */
  completion?: ReadonlyMap<number, number>;
  /** Its main image, when a column writes it (null: none). */
  main_image?: { asset_id: number; file_name: string } | null;
};

/** The prices a run's batches read: those valid on `day` in these lists. */
export type BatchPrices = { day: string; listIds: readonly number[] };

export const exportBatchTuning = { batchSize: 2000 };

/** The selection's ids in ascending order, or null for every product the user may read (walked). */
export async function selectionIds(tx: Queryable, actor: Actor, filters: readonly ListingFilter[], scope: SearchScope): Promise<Int32Array | null> {
  if (filters.length === 0) return null;
  const sql = sqlParts(actor.principal.companyId);
  const where = productScope(actor, filters, scope, sql);
  const [row] = await tx.query<{ ids: number[] }>(`SELECT coalesce(array_agg(p.id ORDER BY p.id), '{}')::int[] AS ids FROM products p WHERE ${where}`, sql.params);
  return Int32Array.from(row!.ids);
}

/** The first ids of a selection (a preview's products), in the order a run writes them. */
export async function firstSelectionIds(tx: Queryable, actor: Actor, filters: readonly ListingFilter[], scope: SearchScope, limit: number): Promise<Int32Array> {
  const sql = sqlParts(actor.principal.companyId);
  const where = productScope(actor, filters, scope, sql);
  const rows = await tx.query<{ id: number }>(`SELECT p.id::int AS id FROM products p WHERE ${where} ORDER BY p.id LIMIT ${sql.param(limit)}`, sql.params);
  return Int32Array.from(rows.map((row) => row.id));
}

/** How many products a run writes. */
export async function selectionSize(tx: Queryable, actor: Actor, ids: Int32Array | null, scope: SearchScope): Promise<number> {
  if (ids !== null) return ids.length;
  const sql = sqlParts(actor.principal.companyId);
  const [row] = await tx.query<{ count: number }>(`SELECT count(*)::int AS count FROM products p WHERE ${productScope(actor, [], scope, sql)}`, sql.params);
  return row!.count;
}

/**
 * Every batch of the selection in order. `ids`: the selection's ids (null walks every readable
 * product). A product deleted since the ids were read is simply absent from its batch.
 */
export async function* productBatches(
  db: Database,
  actor: Actor,
  scope: SearchScope,
  ids: Int32Array | null,
  options: { withCategories: boolean; prices: BatchPrices | null; completionScopes?: readonly number[]; withMainImages?: boolean },
): AsyncGenerator<ExportProduct[]> {
  const companyId = actor.principal.companyId;
  let lastId = 0;
  let from = 0;
  for (;;) {
    const batch = await db.withTenant(companyId, async (tx) => {
      const sql = sqlParts(companyId);
      let where: string;
      if (ids === null) {
        where = `${productScope(actor, [], scope, sql)} AND p.id > ${sql.param(lastId)}`;
      } else {
        if (from >= ids.length) return [];
        const slice = ids.subarray(from, from + exportBatchTuning.batchSize);
        from += slice.length;
        where = `p.company_id = $1 AND p.id = ANY(${sql.param(`{${slice.join(',')}}`)}::bigint[])`;
      }
      // Categories in the same query, one index probe per product, rather than a second query per batch.
      const categories = options.withCategories
        ? 'ARRAY(SELECT pc.category_id::int FROM product_categories pc WHERE pc.company_id = p.company_id AND pc.product_id = p.id ORDER BY pc.category_id)'
        : "'{}'::int[]";
      const products = await tx.query<Omit<ExportProduct, 'prices'>>(
        `SELECT p.id::int AS id, p.sku, p.name, p.status, m.reference AS model, p.attribute_values AS values, ${categories} AS categories
           FROM products p LEFT JOIN models m ON m.company_id = p.company_id AND m.id = p.model_id
          WHERE ${where} ORDER BY p.id LIMIT ${exportBatchTuning.batchSize}`,
        sql.params,
      );
      const priced = await withPrices(tx, companyId, products, options.prices);
      const pictured = options.withMainImages === true ? await withMainImages(tx, companyId, priced) : priced;
      if ((options.completionScopes ?? []).length === 0) return pictured;
      const figures = await completionFigures(tx, companyId, pictured.map((product) => product.id), options.completionScopes!);
      return pictured.map((product) => ({ ...product, completion: figures.get(product.id) ?? new Map<number, number>() }));
    });
    if (batch.length > 0) {
      lastId = batch[batch.length - 1]!.id;
      yield batch;
    } else if (ids === null || from >= ids.length) {
      return;
    }
  }
}

/** The batch's products with their main images: one query for the whole batch. */
async function withMainImages(tx: Queryable, companyId: string, products: ExportProduct[]): Promise<ExportProduct[]> {
  const images = await mainImageFiles(tx, companyId, products.map((product) => product.id));
  return products.map((product) => ({ ...product, main_image: images.get(product.id) ?? null }));
}

/** The batch's products with their prices valid on the day in the run's lists: one query for the whole batch. */
async function withPrices(tx: Queryable, companyId: string, products: Omit<ExportProduct, 'prices'>[], prices: BatchPrices | null): Promise<ExportProduct[]> {
  if (prices === null || prices.listIds.length === 0 || products.length === 0) return products.map((product) => ({ ...product, prices: [] }));
  const byProduct = new Map<number, ExportPrice[]>();
  for (const price of await pricesValidOn(tx, companyId, prices.day, { productIds: products.map((product) => product.id), priceListIds: prices.listIds })) {
    const list = byProduct.get(price.product.id);
    if (list === undefined) byProduct.set(price.product.id, [price]);
    else list.push(price);
  }
  return products.map((product) => ({ ...product, prices: byProduct.get(product.id) ?? [] }));
}
