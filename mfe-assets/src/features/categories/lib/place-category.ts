import type { AssetCategory } from '@pimento/shared-kit/contracts/assets';
import { siblingOrderAfterMove } from '@pimento/shared-kit/categories/category-tree';

/** Where a moved category goes: under `parentId` (null: a tree of its own), at `index` among its siblings there. */
export type CategoryPlace = { parentId: number | null; index: number };

/** The level's order once `movedId` is put at `place` (taken out of its old place first). */
export function levelOrderAfterMove(categories: readonly AssetCategory[], movedId: number, place: CategoryPlace): number[] {
  const level = categories
    .filter((category) => category.parent_id === place.parentId)
    .sort((a, b) => a.position - b.position)
    .map((category) => category.id);
  return siblingOrderAfterMove(level, movedId, place.index);
}

/** The categories a category may go under: any outside its own subtree. */
export function possibleParents(categories: readonly AssetCategory[], moving: AssetCategory): AssetCategory[] {
  return categories.filter((category) => category.id !== moving.id && !category.ancestors.includes(moving.id));
}

/** The category and its descendants: what a delete takes, and the assets they hold. */
export function subtreeOf(categories: readonly AssetCategory[], root: AssetCategory): { categories: number; assets: number } {
  const subtree = categories.filter((category) => category.id === root.id || category.ancestors.includes(root.id));
  return { categories: subtree.length, assets: subtree.reduce((sum, category) => sum + category.assets_count, 0) };
}
