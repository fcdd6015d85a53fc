import type { Category, CategoryCreate, CategoryDeleteImpact, CategoryUpdate } from '@pimento/shared-kit/contracts/categories';
import type { Queryable } from '../../db/database.ts';
import { constraintOf, isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { Actor } from '../rights/authorization.ts';
import { assertCatalogueRight, groupsWithRight, restrictedByGroups } from '../catalogue/index.ts';
import { checkNames, isNamesIndex, labelLanguagesOf, nameTaken, requestedNames, shownName } from '../attributes/local-names.ts';
import * as repository from './repository.ts';
import { requestCompletionRecompute } from '../completion/index.ts';

/** Unique-violation on the level's names → 409 on `names`; anything else goes on. */
async function withNameUniqueness<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error) && isNamesIndex('category', constraintOf(error) ?? 'category_names_name_key')) throw nameTaken('category');
    throw error;
  }
}

async function requireCategory(tx: Queryable, companyId: string, id: number): Promise<repository.CategoryRow> {
  const category = await repository.findCategory(tx, companyId, id);
  if (category === null) throw notFound();
  return category;
}

async function requireParent(tx: Queryable, companyId: string, parentId: number): Promise<repository.CategoryRow> {
  const parent = await repository.findCategory(tx, companyId, parentId);
  if (parent === null) throw new AppError(422, 'category.parent_not_found', { fields: { parent_id: ['category.parent_not_found'] } });
  return parent;
}

export async function listCategories(tx: Queryable, actor: Actor, parentId: number | null): Promise<Category[]> {
  assertCatalogueRight(actor, 'read');
  if (parentId !== null) await requireCategory(tx, actor.principal.companyId, parentId);
  return repository.listLevel(tx, actor.principal.companyId, parentId);
}

export async function categoryTree(tx: Queryable, actor: Actor): Promise<Category[]> {
  assertCatalogueRight(actor, 'read');
  return repository.listAll(tx, actor.principal.companyId);
}

export async function getCategory(tx: Queryable, actor: Actor, id: number): Promise<Category> {
  assertCatalogueRight(actor, 'read');
  return requireCategory(tx, actor.principal.companyId, id);
}

export async function createCategory(tx: Queryable, actor: Actor, input: CategoryCreate & { parent_id: number | null }): Promise<Category> {
  assertCatalogueRight(actor, 'create');
  const companyId = actor.principal.companyId;
  await repository.lockTrees(tx, companyId);
  const parent = input.parent_id === null ? null : await requireParent(tx, companyId, input.parent_id);
  const ancestors = parent === null ? [] : [...parent.ancestors, parent.id];
  const labelLanguages = await labelLanguagesOf(tx, companyId);
  const names = requestedNames(input, labelLanguages);
  if (names === undefined) throw new AppError(400, 'category.name_required', { fields: { names: ['category.name_required'] } });
  await checkNames(tx, 'category', input, names, labelLanguages, { id: null, level: parent?.id ?? 0 });
  const id = await withNameUniqueness(() => repository.insertCategory(tx, companyId, { name: shownName(names, labelLanguages), names, parentId: parent?.id ?? null, ancestors }));
  return requireCategory(tx, companyId, id);
}

/** Rename, move (never under itself or a descendant) and reorder within a level. */
export async function updateCategory(tx: Queryable, actor: Actor, id: number, input: CategoryUpdate): Promise<Category> {
  assertCatalogueRight(actor, 'edit');
  const companyId = actor.principal.companyId;
  await repository.lockTrees(tx, companyId);
  const category = await requireCategory(tx, companyId, id);
  const moving = input.parent_id !== undefined && input.parent_id !== category.parent_id;
  const parent = moving && input.parent_id !== null && input.parent_id !== undefined ? await requireParent(tx, companyId, input.parent_id) : null;
  if (parent !== null && (parent.id === id || parent.ancestors.includes(id))) {
    throw new AppError(422, 'category.under_own_descendant', { fields: { parent_id: ['category.under_own_descendant'] } });
  }
  const level = moving ? (parent?.id ?? 0) : (category.parent_id ?? 0);
  const labelLanguages = await labelLanguagesOf(tx, companyId);
  const names = requestedNames(input, labelLanguages, category.names);
  // Names are unique in the level the category ends up in: a move checks those it keeps too.
  if (names !== undefined || moving) await checkNames(tx, 'category', input, names ?? category.names, labelLanguages, { id, level });
  // New names are written in the new level at once, so the old ones never meet it.
  await withNameUniqueness(async () => {
    if (names !== undefined) await repository.renameCategory(tx, companyId, { id, level }, names);
    if (moving) await repository.moveCategory(tx, companyId, category, parent?.id ?? null, parent === null ? [] : [...parent.ancestors, parent.id]);
  });
  if (input.position !== undefined) await repository.setPosition(tx, companyId, id, input.position);
  // What "in this category or below" selects has changed for the rules and clients that say it.
  if (moving) await requestCompletionRecompute(tx, companyId, actor.principal.userId, { onlyIfCategoriesCount: true });
  return requireCategory(tx, companyId, id);
}

export async function categoryDeleteImpact(tx: Queryable, actor: Actor, id: number): Promise<CategoryDeleteImpact> {
  assertCatalogueRight(actor, 'delete');
  await requireCategory(tx, actor.principal.companyId, id);
  return repository.deleteImpact(tx, actor.principal.companyId, id);
}

/** Deletes the category and its descendants; products stay, unclassified from them. Answers what was done. */
export async function deleteCategory(tx: Queryable, actor: Actor, id: number): Promise<CategoryDeleteImpact> {
  assertCatalogueRight(actor, 'delete');
  const companyId = actor.principal.companyId;
  await repository.lockTrees(tx, companyId);
  await requireCategory(tx, companyId, id);
  const impact = await repository.deleteImpact(tx, companyId, id);
  await repository.deleteCategory(tx, companyId, id);
  await requestCompletionRecompute(tx, companyId, actor.principal.userId, { onlyIfCategoriesCount: true });
  return impact;
}

export async function categoryCounts(tx: Queryable, actor: Actor, categoryIds: number[]): Promise<{ category_id: number; products: number }[]> {
  assertCatalogueRight(actor, 'read');
  // The counts shown are of products the user may read (a filter on the category lists those).
  if (restrictedByGroups(actor)) return repository.countProductsInGroups(tx, actor.principal.companyId, categoryIds, groupsWithRight(actor, 'read'));
  return repository.countProducts(tx, actor.principal.companyId, categoryIds);
}
