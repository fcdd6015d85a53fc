import { assetThumbnailSizeSchema, type AssetKind, type AssetSort, type AssetThumbnailSize } from '@pimento/shared-kit/contracts/assets';
import type { Queryable } from '../../db/database.ts';
import { subtreeSql } from './category-repository.ts';

export type AssetRow = {
  id: number;
  file_name: string;
  category_id: number | null;
  tags: string[];
  description: string;
  stored: boolean;
  kind: AssetKind;
  mime_type: string;
  size: number | null;
  width: number | null;
  height: number | null;
  storage_key: string | null;
  original_url: string | null;
  custom_url: string | null;
  featured: boolean;
  position: number;
  language: string | null;
  products_count: number;
  /** Base of the thumbnails' keys; null until made. */
  thumbnail_key: string | null;
  created_at: Date;
  updated_at: Date;
};

/**
 * The ids of the products showing the assets that `assetMatch` selects (on `asset_id`): linked to
 * them, or to their model. Both branches start from the asset through an index.
 */
function productsShowingSql(company: string, assetMatch: string): string {
  return `SELECT pa.product_id AS id FROM product_assets pa WHERE pa.company_id = ${company} AND pa.${assetMatch}
    UNION SELECT p.id FROM model_assets ma JOIN products p ON p.company_id = ma.company_id AND p.model_id = ma.model_id
     WHERE ma.company_id = ${company} AND ma.${assetMatch}`;
}

const columns = `a.id::int AS id, a.file_name, a.category_id::int AS category_id, a.tags, a.description, a.stored, a.kind, a.mime_type,
  a.size::float8 AS size, a.width, a.height, a.storage_key, a.original_url, a.custom_url, a.featured, a.position, a.language,
  (SELECT count(*)::int FROM (${productsShowingSql('a.company_id', 'asset_id = a.id')}) shown) AS products_count,
  a.thumbnail_key, a.created_at, a.updated_at`;

export type NewStoredAsset = {
  fileName: string;
  categoryId: number | null;
  kind: AssetKind;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
  storageKey: string;
  description: string;
  language: string | null;
  createdBy: string;
  /** Where a file fetched from a URL came from; null for an upload. */
  originalUrl?: string | null;
};

/** An asset Pimento only points to: its URL, and what its content said when it was checked. */
export type NewUnstoredAsset = Omit<NewStoredAsset, 'storageKey' | 'originalUrl'> & { originalUrl: string };

export async function insertStoredAsset(tx: Queryable, companyId: string, asset: NewStoredAsset): Promise<number> {
  return insertAsset(tx, companyId, { ...asset, stored: true, originalUrl: asset.originalUrl ?? null });
}

export async function insertUnstoredAsset(tx: Queryable, companyId: string, asset: NewUnstoredAsset): Promise<number> {
  return insertAsset(tx, companyId, { ...asset, stored: false, storageKey: null });
}

async function insertAsset(tx: Queryable, companyId: string, asset: Omit<NewStoredAsset, 'storageKey' | 'originalUrl'> & { stored: boolean; storageKey: string | null; originalUrl: string | null }): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO assets (company_id, file_name, category_id, stored, kind, mime_type, size, width, height, storage_key, original_url, description, language, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id::int AS id`,
    [
      companyId,
      asset.fileName,
      asset.categoryId,
      asset.stored,
      asset.kind,
      asset.mimeType,
      asset.size,
      asset.width,
      asset.height,
      asset.storageKey,
      asset.originalUrl,
      asset.description,
      asset.language,
      asset.createdBy,
    ],
  );
  return row!.id;
}

export async function findAsset(tx: Queryable, companyId: string, id: number): Promise<AssetRow | null> {
  const rows = await tx.query<AssetRow>(`SELECT ${columns} FROM assets a WHERE a.company_id = $1 AND a.id = $2`, [companyId, id]);
  return rows[0] ?? null;
}

/** The assets among `ids`, locked for a change unless `lock` is false (a read). */
export async function findAssets(tx: Queryable, companyId: string, ids: readonly number[], { lock = true } = {}): Promise<AssetRow[]> {
  return tx.query<AssetRow>(`SELECT ${columns} FROM assets a WHERE a.company_id = $1 AND a.id = ANY($2::bigint[]) ORDER BY a.id${lock ? ' FOR UPDATE OF a' : ''}`, [companyId, ids]);
}

/** Whether another asset of the company has this name (case-insensitive). */
export async function isNameTaken(tx: Queryable, companyId: string, fileName: string, exceptId: number | null = null): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM assets WHERE company_id = $1 AND lower(file_name) = lower($2) AND id IS DISTINCT FROM $3::bigint', [
    companyId,
    fileName,
    exceptId,
  ]);
  return rows.length > 0;
}

/** Serialises the last step of a company's uploads, so two of them cannot both take the last free bytes or the same name. */
export async function lockStorage(tx: Queryable, companyId: string): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('pimento.asset_storage.' || $1::text))", [companyId]);
}

/** Bytes the company's stored assets take, and its plan's limit (null: none). */
export async function storageUse(tx: Queryable, companyId: string): Promise<{ used: number; limit: number | null }> {
  const [row] = await tx.query<{ used: number; limit: number | null }>(
    `SELECT (SELECT coalesce(sum(size), 0)::float8 FROM assets WHERE company_id = $1 AND stored) AS used,
            (SELECT asset_storage_limit_bytes::float8 FROM catalogue_settings WHERE company_id = $1) AS "limit"`,
    [companyId],
  );
  return { used: row!.used, limit: row!.limit ?? null };
}

export type AssetChange = {
  fileName: string;
  categoryId: number | null;
  tags: string[];
  description: string;
  customUrl: string | null;
  featured: boolean;
  position: number;
  language: string | null;
};

export async function updateAsset(tx: Queryable, companyId: string, id: number, change: AssetChange): Promise<void> {
  await tx.query(
    `UPDATE assets SET file_name = $3, category_id = $4, tags = $5::text[], description = $6, custom_url = $7, featured = $8, position = $9,
            language = $10, updated_at = now()
      WHERE company_id = $1 AND id = $2`,
    [companyId, id, change.fileName, change.categoryId, change.tags, change.description, change.customUrl, change.featured, change.position, change.language],
  );
}

/** The same change on several assets: only what is given is set; tags are added, then removed. */
export async function bulkUpdateAssets(
  tx: Queryable,
  companyId: string,
  ids: readonly number[],
  change: { categoryId?: number | null; language?: string | null; addTags: string[]; removeTags: string[] },
): Promise<number> {
  const rows = await tx.query(
    `UPDATE assets SET
        category_id = CASE WHEN $3 THEN $4::bigint ELSE category_id END,
        language = CASE WHEN $5 THEN $6::text ELSE language END,
        tags = ARRAY(SELECT DISTINCT t FROM unnest(tags || $7::text[]) AS t WHERE t <> ALL ($8::text[]) ORDER BY t),
        updated_at = now()
      WHERE company_id = $1 AND id = ANY($2::bigint[]) RETURNING id`,
    [companyId, ids, change.categoryId !== undefined, change.categoryId ?? null, change.language !== undefined, change.language ?? null, change.addTags, change.removeTags],
  );
  return rows.length;
}

/** Products linked to any of the assets: how many, and the first `limit` by SKU. */
export async function linkedProducts(
  tx: Queryable,
  companyId: string,
  assetIds: readonly number[],
  limit: number,
): Promise<{ count: number; products: { id: number; sku: string; name: string }[] }> {
  const shows = `p.company_id = $1 AND p.id IN (${productsShowingSql('$1', 'asset_id = ANY($2::bigint[])')})`;
  const [count] = await tx.query<{ count: number }>(`SELECT count(*)::int AS count FROM products p WHERE ${shows}`, [companyId, assetIds]);
  const products = await tx.query<{ id: number; sku: string; name: string }>(
    `SELECT p.id::int AS id, p.sku, p.name FROM products p WHERE ${shows} ORDER BY p.sku LIMIT $3`,
    [companyId, assetIds, limit],
  );
  return { count: count!.count, products };
}

/** Deletes the rows (their product and model links go with them) and answers the storage keys of their files and thumbnails. */
export async function deleteAssets(tx: Queryable, companyId: string, ids: readonly number[]): Promise<string[]> {
  const rows = await tx.query<{ storage_key: string | null; thumbnail_key: string | null }>(
    'DELETE FROM assets WHERE company_id = $1 AND id = ANY($2::bigint[]) RETURNING storage_key, thumbnail_key',
    [companyId, ids],
  );
  return rows.flatMap((row) => [...(row.storage_key === null ? [] : [row.storage_key]), ...(row.thumbnail_key === null ? [] : thumbnailKeys(row.thumbnail_key))]);
}

/** The storage keys of an asset's thumbnails, one per size. */
export function thumbnailKeys(thumbnailKey: string): string[] {
  return assetThumbnailSizeSchema.options.map((size) => thumbnailKeyOf(thumbnailKey, size));
}

export function thumbnailKeyOf(thumbnailKey: string, size: AssetThumbnailSize): string {
  return `${thumbnailKey}-${size}.webp`;
}

export type GallerySearch = {
  categoryId?: number | undefined;
  uncategorised?: boolean | undefined;
  tag?: string | undefined;
  kind?: AssetKind | undefined;
  language?: string | undefined;
  linked?: boolean | undefined;
  search?: string | undefined;
  sort: AssetSort;
  direction: 'asc' | 'desc';
  after: { value: string | number; id: number } | null;
  limit: number;
};

/** The sort key of each order; `created` is the id (given in creation order, and exact on both drivers). */
const sortKeys: Record<AssetSort, { sql: string; cast: string }> = {
  name: { sql: 'lower(a.file_name)', cast: 'text' },
  created: { sql: 'a.id', cast: 'bigint' },
  size: { sql: 'coalesce(a.size, 0)', cast: 'bigint' },
  position: { sql: 'a.position', cast: 'integer' },
};

/** One page of the gallery (keyset: rows after `after` in the order asked), with each row's sort value. */
export async function searchGallery(tx: Queryable, companyId: string, search: GallerySearch): Promise<(AssetRow & { sort_value: string | number })[]> {
  const params: unknown[] = [companyId];
  const where = ['a.company_id = $1'];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (search.categoryId !== undefined) where.push(`a.category_id IN (${subtreeSql(`${param(search.categoryId)}::bigint`)})`);
  if (search.uncategorised === true) where.push('a.category_id IS NULL');
  if (search.uncategorised === false) where.push('a.category_id IS NOT NULL');
  if (search.tag !== undefined) where.push(`a.tags @> ARRAY[${param(search.tag)}::text]`);
  if (search.kind !== undefined) where.push(`a.kind = ${param(search.kind)}`);
  if (search.language !== undefined) where.push(`a.language = ${param(search.language)}`);
  if (search.linked !== undefined) {
    const linked = `(EXISTS (SELECT 1 FROM product_assets pa WHERE pa.company_id = a.company_id AND pa.asset_id = a.id)
      OR EXISTS (SELECT 1 FROM model_assets ma WHERE ma.company_id = a.company_id AND ma.asset_id = a.id))`;
    where.push(`${search.linked ? '' : 'NOT '}${linked}`);
  }
  if (search.search) where.push(`strpos(lower(a.file_name), lower(${param(search.search)})) > 0`);
  const key = sortKeys[search.sort];
  const direction = search.direction === 'asc' ? 'ASC' : 'DESC';
  if (search.after !== null) {
    where.push(`(${key.sql}, a.id) ${search.direction === 'asc' ? '>' : '<'} (${param(search.after.value)}::${key.cast}, ${param(search.after.id)}::bigint)`);
  }
  return tx.query<AssetRow & { sort_value: string | number }>(
    `SELECT ${columns}, (${key.sql})${key.cast === 'text' ? '' : '::float8'} AS sort_value FROM assets a
      WHERE ${where.join(' AND ')}
      ORDER BY ${key.sql} ${direction}, a.id ${direction} LIMIT ${param(search.limit)}`,
    params,
  );
}
