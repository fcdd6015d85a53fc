/**
 * The main image of products, read for many at once: the product's choice while it still shows
 * it (linked to the product or to its model), else its model's choice under the same condition —
 * the rule `asset-links.ts` applies to one product. PDF catalogues, matrix columns and the public
 * media addresses read it here.
 */
import type { Queryable } from '../../db/database.ts';

/** Product id → the asset id of its main image, for the products that have one. */
export async function mainImageAssetIds(tx: Queryable, companyId: string, productIds: readonly number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx.query<{ product_id: number; asset_id: number }>(
    `WITH chosen AS (
       SELECT p.id, CASE
         WHEN p.featured_asset_id IS NOT NULL AND (
           EXISTS (SELECT 1 FROM product_assets pa WHERE pa.company_id = p.company_id AND pa.product_id = p.id AND pa.asset_id = p.featured_asset_id)
           OR EXISTS (SELECT 1 FROM model_assets ma WHERE ma.company_id = p.company_id AND ma.model_id = p.model_id AND ma.asset_id = p.featured_asset_id))
           THEN p.featured_asset_id
         WHEN m.featured_asset_id IS NOT NULL AND (
           EXISTS (SELECT 1 FROM product_assets pa WHERE pa.company_id = p.company_id AND pa.product_id = p.id AND pa.asset_id = m.featured_asset_id)
           OR EXISTS (SELECT 1 FROM model_assets ma WHERE ma.company_id = p.company_id AND ma.model_id = p.model_id AND ma.asset_id = m.featured_asset_id))
           THEN m.featured_asset_id END AS asset_id
       FROM products p LEFT JOIN models m ON m.company_id = p.company_id AND m.id = p.model_id
       WHERE p.company_id = $1 AND p.id = ANY($2::bigint[]))
     SELECT id::int AS product_id, asset_id::int AS asset_id FROM chosen WHERE asset_id IS NOT NULL`,
    [companyId, productIds],
  );
  return new Map(rows.map((row) => [row.product_id, row.asset_id]));
}

/** The same with each image's file name (an export's main image columns). */
export async function mainImageFiles(tx: Queryable, companyId: string, productIds: readonly number[]): Promise<Map<number, { asset_id: number; file_name: string }>> {
  const chosen = await mainImageAssetIds(tx, companyId, productIds);
  if (chosen.size === 0) return new Map();
  const rows = await tx.query<{ id: number; file_name: string }>('SELECT id::int AS id, file_name FROM assets WHERE company_id = $1 AND id = ANY($2::bigint[])', [companyId, [...new Set(chosen.values())]]);
  const names = new Map(rows.map((row) => [row.id, row.file_name]));
  return new Map([...chosen].flatMap(([productId, assetId]) => (names.has(assetId) ? [[productId, { asset_id: assetId, file_name: names.get(assetId)! }] as const] : [])));
}
