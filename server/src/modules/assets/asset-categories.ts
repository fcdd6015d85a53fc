/**
 * Asset categories (spec §3, §5): trees of categories named per label language, unique within a
 * level; a category is featured (main images) or unstored (URLs), never both, and never set so
 * that the assets it already holds no longer fit.
 */
import type { AssetCategory, AssetCategoryCreate, AssetCategoryUpdate } from '@pimento/shared-kit/contracts/assets';
import type { Queryable } from '../../db/database.ts';
import { constraintOf, isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { Actor } from '../rights/authorization.ts';
import { assertCatalogueRight } from '../catalogue/index.ts';
import { checkNames, isNamesIndex, labelLanguagesOf, nameTaken, requestedNames, shownName } from '../attributes/local-names.ts';
import * as repository from './category-repository.ts';
import { categoryHasLinks } from './link-repository.ts';

async function withNameUniqueness<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error) && isNamesIndex('asset_category', constraintOf(error))) throw nameTaken('asset_category');
    throw error;
  }
}

/** The category, or 404 (another company's is as unknown as an invented one). */
export async function requireAssetCategory(tx: Queryable, companyId: string, id: number): Promise<repository.AssetCategoryRow> {
  const category = await repository.findCategory(tx, companyId, id);
  if (category === null) throw notFound();
  return category;
}

async function requireParent(tx: Queryable, companyId: string, parentId: number): Promise<repository.AssetCategoryRow> {
  const parent = await repository.findCategory(tx, companyId, parentId);
  if (parent === null) throw new AppError(422, 'asset_category.parent_not_found', { fields: { parent_id: ['asset_category.parent_not_found'] } });
  return parent;
}

function assertFlags(flags: repository.AssetCategoryFlags): void {
  if (flags.featured && flags.unstored) {
    throw new AppError(422, 'asset_category.featured_and_unstored', { fields: { featured: ['asset_category.featured_and_unstored'] } });
  }
}

export async function assetCategoryTree(tx: Queryable, actor: Actor): Promise<AssetCategory[]> {
  assertCatalogueRight(actor, 'read');
  return repository.listAll(tx, actor.principal.companyId);
}

export async function getAssetCategory(tx: Queryable, actor: Actor, id: number): Promise<AssetCategory> {
  assertCatalogueRight(actor, 'read');
  return requireAssetCategory(tx, actor.principal.companyId, id);
}

export async function createAssetCategory(tx: Queryable, actor: Actor, input: AssetCategoryCreate): Promise<AssetCategory> {
  assertCatalogueRight(actor, 'create');
  const companyId = actor.principal.companyId;
  const flags = { featured: input.featured ?? false, unstored: input.unstored ?? false, managed_by_model: input.managed_by_model ?? false };
  assertFlags(flags);
  await repository.lockTrees(tx, companyId);
  const parentId = input.parent_id ?? null;
  const parent = parentId === null ? null : await requireParent(tx, companyId, parentId);
  const labelLanguages = await labelLanguagesOf(tx, companyId);
  const names = requestedNames(input, labelLanguages);
  if (names === undefined) throw new AppError(400, 'asset_category.name_required', { fields: { names: ['asset_category.name_required'] } });
  await checkNames(tx, 'asset_category', input, names, labelLanguages, { id: null, level: parent?.id ?? 0 });
  const id = await withNameUniqueness(() =>
    repository.insertCategory(
      tx,
      companyId,
      { ...flags, name: shownName(names, labelLanguages), names, parentId: parent?.id ?? null, ancestors: parent === null ? [] : [...parent.ancestors, parent.id] },
      labelLanguages,
    ),
  );
  return requireAssetCategory(tx, companyId, id);
}

/** Rename, move (never under itself or a descendant), reorder within its level, change its flags. */
export async function updateAssetCategory(tx: Queryable, actor: Actor, id: number, input: AssetCategoryUpdate): Promise<AssetCategory> {
  assertCatalogueRight(actor, 'edit');
  const companyId = actor.principal.companyId;
  await repository.lockTrees(tx, companyId);
  const category = await requireAssetCategory(tx, companyId, id);
  const flags = {
    featured: input.featured ?? category.featured,
    unstored: input.unstored ?? category.unstored,
    managed_by_model: input.managed_by_model ?? category.managed_by_model,
  };
  assertFlags(flags);
  await assertAssetsFit(tx, companyId, category, flags);
  await assertLinksStayShown(tx, companyId, category, flags);
  const moving = input.parent_id !== undefined && input.parent_id !== category.parent_id;
  const parent = moving && input.parent_id != null ? await requireParent(tx, companyId, input.parent_id) : null;
  if (parent !== null && (parent.id === id || parent.ancestors.includes(id))) {
    throw new AppError(422, 'asset_category.under_own_descendant', { fields: { parent_id: ['asset_category.under_own_descendant'] } });
  }
  const level = moving ? (parent?.id ?? 0) : (category.parent_id ?? 0);
  const labelLanguages = await labelLanguagesOf(tx, companyId);
  const names = requestedNames(input, labelLanguages, category.names);
  // Names are unique in the level the category ends up in: a move checks those it keeps too.
  if (names !== undefined || moving) await checkNames(tx, 'asset_category', input, names ?? category.names, labelLanguages, { id, level });
  await withNameUniqueness(async () => {
    if (names !== undefined) await repository.renameCategory(tx, companyId, { id, level }, names, labelLanguages);
    if (moving) await repository.moveCategory(tx, companyId, category, parent?.id ?? null, parent === null ? [] : [...parent.ancestors, parent.id]);
  });
  await repository.updateCategoryFields(tx, companyId, id, { ...flags, position: input.position ?? category.position });
  return requireAssetCategory(tx, companyId, id);
}

/**
 * Product links are shown in categories the model does not manage, model links in those it does
 * (`assertLinksAllowMove`): turning the flag over with such links in place would hide them, so it
 * is refused rather than unlinking anything silently.
 */
async function assertLinksStayShown(tx: Queryable, companyId: string, category: repository.AssetCategoryRow, flags: repository.AssetCategoryFlags): Promise<void> {
  if (flags.managed_by_model === category.managed_by_model) return;
  if (await categoryHasLinks(tx, companyId, flags.managed_by_model ? 'product' : 'model', category.id)) {
    throw new AppError(422, 'asset_category.managed_flag_linked', { fields: { managed_by_model: ['asset_category.managed_flag_linked'] } });
  }
}

/** A category turned unstored, stored or featured must still fit every asset it holds. */
async function assertAssetsFit(tx: Queryable, companyId: string, category: repository.AssetCategoryRow, flags: repository.AssetCategoryFlags): Promise<void> {
  if (flags.unstored === category.unstored && (flags.featured === category.featured || !flags.featured)) return;
  const held = await repository.assetKindsIn(tx, companyId, category.id);
  const misfit = (flags.unstored ? held.stored : held.unstored) > 0 || (flags.featured && held.notFeaturable > 0);
  if (misfit) throw new AppError(422, 'asset_category.flag_conflicts_with_assets');
}

/** Deletes the category and its descendants; their assets stay, uncategorised. Answers what was done. */
export async function deleteAssetCategory(tx: Queryable, actor: Actor, id: number): Promise<{ categories: number; assets_uncategorised: number }> {
  assertCatalogueRight(actor, 'delete');
  const companyId = actor.principal.companyId;
  await repository.lockTrees(tx, companyId);
  await requireAssetCategory(tx, companyId, id);
  return repository.deleteCategory(tx, companyId, id);
}
