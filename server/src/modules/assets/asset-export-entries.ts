/**
 * What an asset export writes, read in keyset batches (docs/assets.md "Asset export"): the assets of
 * the template's categories (each with its subcategories), tags and languages — once each, or once
 * per link to a product of the run's selection (a product's own links and its model's, in their
 * order). Each batch is its own short tenant transaction: a zip of thousands of files never holds
 * one open, and memory holds one batch.
 */
import type { AssetExportDefinition } from '@pimento/shared-kit/contracts/asset-exports';
import type { Database, Queryable } from '../../db/database.ts';

export type AssetExportEntry = {
  asset_id: number;
  file_name: string;
  kind: 'image' | 'svg' | 'pdf' | 'font';
  mime_type: string;
  stored: boolean;
  storage_key: string | null;
  original_url: string | null;
  custom_url: string | null;
  width: number | null;
  height: number | null;
  size: number | null;
  language: string | null;
  category: string | null;
  /** The product of the link (null when each asset goes once). */
  product_id: number | null;
  sku: string | null;
  /** The link's position on the product, else the asset's own order. */
  position: number;
};

export const assetExportBatchSize = 500;

/** Which assets qualify: the categories' subtrees, the tags, the languages (an asset without language always). */
function assetConditions(definition: AssetExportDefinition, params: unknown[]): string {
  params.push(definition.category_ids, definition.tags, definition.languages);
  const [categories, tags, languages] = [params.length - 2, params.length - 1, params.length];
  return `a.category_id IN (SELECT c.id FROM asset_categories c WHERE c.company_id = $1 AND (c.id = ANY($${categories}::bigint[]) OR c.ancestors && $${categories}::bigint[]))
    AND (cardinality($${tags}::text[]) = 0 OR a.tags && $${tags}::text[])
    AND (cardinality($${languages}::text[]) = 0 OR a.language IS NULL OR a.language = ANY($${languages}::text[]))`;
}

const entryColumns = `a.id::int AS asset_id, a.file_name, a.kind, a.mime_type, a.stored, a.storage_key, a.original_url, a.custom_url, a.width, a.height,
  a.size::float8 AS size, a.language, cat.name AS category`;

/** The links of these products to qualifying assets: their own and their model's. */
function linksSql(definition: AssetExportDefinition, params: unknown[], productIds: string): string {
  const where = assetConditions(definition, params);
  params.push(definition.orders);
  const orders = params.length;
  return `SELECT ${entryColumns}, l.product_id::int AS product_id, p.sku, l.position
      FROM (SELECT pa.product_id, pa.asset_id, pa.position FROM product_assets pa WHERE pa.company_id = $1 AND pa.product_id = ANY(${productIds})
            UNION ALL
            SELECT p.id, ma.asset_id, ma.position FROM products p JOIN model_assets ma ON ma.company_id = p.company_id AND ma.model_id = p.model_id
             WHERE p.company_id = $1 AND p.id = ANY(${productIds})) l
      JOIN products p ON p.company_id = $1 AND p.id = l.product_id
      JOIN assets a ON a.company_id = $1 AND a.id = l.asset_id
      LEFT JOIN asset_categories cat ON cat.company_id = $1 AND cat.id = a.category_id
     WHERE ${where} AND (cardinality($${orders}::int[]) = 0 OR l.position = ANY($${orders}::int[]))`;
}

/** How many files the run writes (before files found missing are left out). */
export async function countAssetExportEntries(tx: Queryable, companyId: string, definition: AssetExportDefinition, productIds: Int32Array | null): Promise<number> {
  const params: unknown[] = [companyId];
  if (productIds === null) {
    const where = assetConditions(definition, params);
    const [row] = await tx.query<{ count: number }>(`SELECT count(*)::int AS count FROM assets a WHERE a.company_id = $1 AND ${where}`, params);
    return row!.count;
  }
  params.push(Array.from(productIds));
  const sql = linksSql(definition, params, `$2::bigint[]`);
  const [row] = await tx.query<{ count: number }>(`SELECT count(*)::int AS count FROM (${sql}) entries`, params);
  return row!.count;
}

/** Every entry in order: by asset id, or by product id then position on the product. */
export async function* assetExportEntries(db: Database, companyId: string, definition: AssetExportDefinition, productIds: Int32Array | null): AsyncGenerator<AssetExportEntry[]> {
  if (productIds === null) {
    let after = 0;
    for (;;) {
      const params: unknown[] = [companyId];
      const where = assetConditions(definition, params);
      params.push(after, assetExportBatchSize);
      const batch = await db.withTenant(companyId, (tx) =>
        tx.query<AssetExportEntry>(
          `SELECT ${entryColumns}, NULL::int AS product_id, NULL::text AS sku, a.position
             FROM assets a LEFT JOIN asset_categories cat ON cat.company_id = $1 AND cat.id = a.category_id
            WHERE a.company_id = $1 AND ${where} AND a.id > $${params.length - 1} ORDER BY a.id LIMIT $${params.length}`,
          params,
        ),
      );
      if (batch.length > 0) yield batch;
      if (batch.length < assetExportBatchSize) return;
      after = batch[batch.length - 1]!.asset_id;
    }
  }
  // A slice of products at a time: a product's links come whole, in their order.
  const productsPerBatch = 200;
  for (let start = 0; start < productIds.length; start += productsPerBatch) {
    const slice = Array.from(productIds.subarray(start, start + productsPerBatch));
    const params: unknown[] = [companyId, slice];
    const sql = linksSql(definition, params, `$2::bigint[]`);
    const batch = await db.withTenant(companyId, (tx) => tx.query<AssetExportEntry>(`${sql} ORDER BY l.product_id, l.position, a.id`, params));
    if (batch.length > 0) yield batch;
  }
}
