/**
 * The gallery's assets: listing, detail, edit, bulk edit, delete. Uploads are `upload.ts`.
 */
import { assetsApi } from '@pimento/shared-kit/contracts/assets';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import type { Asset, AssetBulkEdit, AssetDeleteAnswer, AssetListQuery, AssetPage, AssetUpdate } from '@pimento/shared-kit/contracts/assets';
import type { Queryable } from '../../db/database.ts';
import { constraintOf, isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { Actor } from '../rights/authorization.ts';
import { assertCatalogueRight } from '../catalogue/index.ts';
import * as repository from './asset-repository.ts';
import { renditionKeys } from './renditions.ts';
import { assertCompanyLanguage, assertFitsCategory, assertLinksAllowMove, isFeaturable, requireTargetCategory } from './asset-rules.ts';
import { decodeGalleryCursor, encodeGalleryCursor } from './gallery-cursor.ts';

/** Products named in a delete's answer (all are counted). */
const namedProductsLimit = 1000;

export function toAsset(row: repository.AssetRow): Asset {
  return {
    id: row.id,
    file_name: row.file_name,
    category_id: row.category_id,
    tags: row.tags,
    description: row.description,
    stored: row.stored,
    kind: row.kind,
    mime_type: row.mime_type,
    size: row.size,
    width: row.width,
    height: row.height,
    original_url: row.original_url,
    custom_url: row.custom_url,
    featured: row.featured,
    position: row.position,
    language: row.language,
    products_count: row.products_count,
    thumbnail:
      row.thumbnail_key === null
        ? null
        : { tile: endpointPath(assetsApi.thumbnail, { id: row.id, size: 'tile' }), preview: endpointPath(assetsApi.thumbnail, { id: row.id, size: 'preview' }) },
    created: row.created_at.toISOString(),
    updated: row.updated_at.toISOString(),
  };
}

export async function requireAsset(tx: Queryable, companyId: string, id: number): Promise<repository.AssetRow> {
  const asset = await repository.findAsset(tx, companyId, id);
  if (asset === null) throw notFound();
  return asset;
}

/** 409 on `file_name`: the company already has an asset of that name. */
export function nameTaken(): AppError {
  return new AppError(409, 'asset.name_taken', { fields: { file_name: ['asset.name_taken'] } });
}

export async function withAssetNameUniqueness<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error) && constraintOf(error) === 'assets_file_name_key') throw nameTaken();
    throw error;
  }
}

export async function listAssets(tx: Queryable, actor: Actor, query: AssetListQuery): Promise<AssetPage> {
  assertCatalogueRight(actor, 'read');
  const after = query.cursor === undefined ? null : decodeGalleryCursor(query.cursor, query.sort);
  const rows = await repository.searchGallery(tx, actor.principal.companyId, {
    categoryId: query.category_id,
    uncategorised: query.uncategorised,
    tag: query.tag,
    kind: query.kind,
    language: query.language,
    linked: query.linked,
    search: query.search,
    sort: query.sort,
    direction: query.direction,
    after,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    results: page.map(toAsset),
    next_cursor: rows.length > query.limit && last !== undefined ? encodeGalleryCursor(query.sort, last.sort_value, last.id) : null,
  };
}

export async function getAsset(tx: Queryable, actor: Actor, id: number): Promise<Asset> {
  assertCatalogueRight(actor, 'read');
  return toAsset(await requireAsset(tx, actor.principal.companyId, id));
}

export async function updateAsset(tx: Queryable, actor: Actor, id: number, input: AssetUpdate): Promise<Asset> {
  assertCatalogueRight(actor, 'edit');
  const companyId = actor.principal.companyId;
  const asset = await requireAsset(tx, companyId, id);
  const categoryId = input.category_id === undefined ? asset.category_id : input.category_id;
  if (categoryId !== asset.category_id) {
    const target = categoryId === null ? null : await requireTargetCategory(tx, companyId, categoryId);
    assertFitsCategory(asset, target);
    await assertLinksAllowMove(tx, companyId, [id], target);
  }
  const featured = input.featured ?? asset.featured;
  if (featured && !isFeaturable(asset.kind)) throw new AppError(422, 'asset.not_eligible_featured', { fields: { featured: ['asset.not_eligible_featured'] } });
  await assertCompanyLanguage(tx, companyId, input.language);
  const fileName = input.file_name ?? asset.file_name;
  if (fileName !== asset.file_name && (await repository.isNameTaken(tx, companyId, fileName, id))) throw nameTaken();
  await withAssetNameUniqueness(() =>
    repository.updateAsset(tx, companyId, id, {
      fileName,
      categoryId,
      tags: input.tags === undefined ? asset.tags : distinct(input.tags),
      description: input.description ?? asset.description,
      customUrl: input.custom_url === undefined ? asset.custom_url : input.custom_url,
      featured,
      position: input.position ?? asset.position,
      language: input.language === undefined ? asset.language : input.language,
    }),
  );
  return toAsset(await requireAsset(tx, companyId, id));
}

function distinct(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim()))];
}

/** One change on many assets, all or nothing: every asset must exist and fit the new category. */
export async function bulkEditAssets(tx: Queryable, actor: Actor, input: AssetBulkEdit): Promise<{ updated: number }> {
  assertCatalogueRight(actor, 'edit');
  const companyId = actor.principal.companyId;
  const assets = await repository.findAssets(tx, companyId, input.ids);
  if (assets.length !== input.ids.length) throw notFound();
  if (new Set(assets.map((asset) => asset.stored)).size > 1) throw new AppError(422, 'asset.mixed_storage', { fields: { ids: ['asset.mixed_storage'] } });
  if (input.category_id !== undefined) {
    const category = input.category_id === null ? null : await requireTargetCategory(tx, companyId, input.category_id);
    for (const asset of assets) assertFitsCategory(asset, category);
    await assertLinksAllowMove(tx, companyId, input.ids, category);
  }
  await assertCompanyLanguage(tx, companyId, input.language);
  const updated = await repository.bulkUpdateAssets(tx, companyId, input.ids, {
    categoryId: input.category_id,
    language: input.language,
    addTags: distinct(input.add_tags ?? []),
    removeTags: distinct(input.remove_tags ?? []),
  });
  return { updated };
}

/**
 * Deletes the assets and answers which products lost one. Their files are removed after the
 * commit (`removeFiles`): a rollback must not leave a row without its file.
 */
export async function deleteAssets(tx: Queryable, actor: Actor, ids: readonly number[]): Promise<{ answer: AssetDeleteAnswer; storageKeys: string[] }> {
  assertCatalogueRight(actor, 'delete');
  const companyId = actor.principal.companyId;
  const assets = await repository.findAssets(tx, companyId, ids);
  if (assets.length !== ids.length) throw notFound();
  const linked = await repository.linkedProducts(tx, companyId, ids, namedProductsLimit);
  const renditions = await renditionKeys(tx, companyId, ids);
  const storageKeys = [...(await repository.deleteAssets(tx, companyId, ids)), ...renditions];
  return { answer: { deleted: assets.length, products_count: linked.count, products: linked.products }, storageKeys };
}

/** Removes deleted assets' files; one that fails is logged and left (a file without row is harmless). */
export async function removeFiles(storage: FileStorage, storageKeys: readonly string[], onError: (error: unknown, key: string) => void): Promise<void> {
  for (const key of storageKeys) await storage.delete(key).catch((error: unknown) => onError(error, key));
}
