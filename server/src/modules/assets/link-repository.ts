/**
 * Links of assets to products and models (`product_assets`, `model_assets`), their order within a
 * category and the main image chosen on the product or model.
 */
import type { Queryable } from '../../db/database.ts';

export type LinkOwner = 'product' | 'model';

const tables: Record<LinkOwner, { owners: string; links: string; ownerColumn: string }> = {
  product: { owners: 'products', links: 'product_assets', ownerColumn: 'product_id' },
  model: { owners: 'models', links: 'model_assets', ownerColumn: 'model_id' },
};

export type OwnerRow = { group_ids: string[]; model_id: number | null; featured_asset_id: number | null };

/** The product or model, locked for a change when `forUpdate`; null when the company has none such. */
export async function findOwner(tx: Queryable, companyId: string, owner: LinkOwner, id: number, forUpdate: boolean): Promise<OwnerRow | null> {
  const modelId = owner === 'product' ? 'model_id::int' : 'NULL::int';
  const rows = await tx.query<OwnerRow>(
    `SELECT group_ids::text[] AS group_ids, ${modelId} AS model_id, featured_asset_id::int AS featured_asset_id
       FROM ${tables[owner].owners} WHERE company_id = $1 AND id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [companyId, id],
  );
  return rows[0] ?? null;
}

export type LinkRow = { asset_id: number; position: number; category_id: number | null };

/** The owner's links, in order within each category. */
export async function linksOf(tx: Queryable, companyId: string, owner: LinkOwner, id: number): Promise<LinkRow[]> {
  const { links, ownerColumn } = tables[owner];
  return tx.query<LinkRow>(
    `SELECT l.asset_id::int AS asset_id, l.position, a.category_id::int AS category_id
       FROM ${links} l JOIN assets a ON a.company_id = l.company_id AND a.id = l.asset_id
      WHERE l.company_id = $1 AND l.${ownerColumn} = $2 ORDER BY l.position, l.asset_id`,
    [companyId, id],
  );
}

export async function insertLinks(tx: Queryable, companyId: string, owner: LinkOwner, id: number, assetIds: readonly number[]): Promise<void> {
  const { links, ownerColumn } = tables[owner];
  await tx.query(
    `INSERT INTO ${links} (company_id, ${ownerColumn}, asset_id) SELECT $1, $2, unnest($3::bigint[]) ON CONFLICT DO NOTHING`,
    [companyId, id, assetIds],
  );
}

/** One link at a given position (the last of its category), the others left as they are. */
export async function insertLinkAt(tx: Queryable, companyId: string, owner: LinkOwner, id: number, assetId: number, position: number): Promise<void> {
  const { links, ownerColumn } = tables[owner];
  await tx.query(`INSERT INTO ${links} (company_id, ${ownerColumn}, asset_id, position) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, [companyId, id, assetId, position]);
}

export async function deleteLinks(tx: Queryable, companyId: string, owner: LinkOwner, id: number, assetIds: readonly number[]): Promise<void> {
  const { links, ownerColumn } = tables[owner];
  await tx.query(`DELETE FROM ${links} WHERE company_id = $1 AND ${ownerColumn} = $2 AND asset_id = ANY($3::bigint[])`, [companyId, id, assetIds]);
}

/** Numbers the given links 1, 2, … in the order given (one category's links). */
export async function setPositions(tx: Queryable, companyId: string, owner: LinkOwner, id: number, orderedAssetIds: readonly number[]): Promise<void> {
  const { links, ownerColumn } = tables[owner];
  await tx.query(
    `UPDATE ${links} l SET position = o.rank FROM unnest($3::bigint[]) WITH ORDINALITY AS o (asset_id, rank)
      WHERE l.company_id = $1 AND l.${ownerColumn} = $2 AND l.asset_id = o.asset_id`,
    [companyId, id, orderedAssetIds],
  );
}

export async function setFeatured(tx: Queryable, companyId: string, owner: LinkOwner, id: number, assetId: number | null): Promise<void> {
  await tx.query(`UPDATE ${tables[owner].owners} SET featured_asset_id = $3 WHERE company_id = $1 AND id = $2`, [companyId, id, assetId]);
}

/** Whether any of the assets has links to products (`product`) or to models (`model`). */
export async function hasLinks(tx: Queryable, companyId: string, owner: LinkOwner, assetIds: readonly number[]): Promise<boolean> {
  const rows = await tx.query<{ linked: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM ${tables[owner].links} WHERE company_id = $1 AND asset_id = ANY($2::bigint[])) AS linked`,
    [companyId, assetIds],
  );
  return rows[0]?.linked === true;
}

/** Whether any asset filed in the category has links to products (`product`) or to models (`model`). */
export async function categoryHasLinks(tx: Queryable, companyId: string, owner: LinkOwner, categoryId: number): Promise<boolean> {
  const rows = await tx.query<{ linked: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM ${tables[owner].links} l JOIN assets a ON a.company_id = l.company_id AND a.id = l.asset_id
        WHERE l.company_id = $1 AND a.category_id = $2
     ) AS linked`,
    [companyId, categoryId],
  );
  return rows[0]?.linked === true;
}
