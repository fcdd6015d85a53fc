import type { AssetCategory } from '@pimento/shared-kit/contracts/assets';
import { buildCategoryTree, type CategoryNode } from '@pimento/shared-kit/categories/category-tree';

/** A category picker's options, depth first, each labelled by its path so a search finds any level's name. */
export function categoryPathOptions(categories: readonly AssetCategory[]): { value: number; label: string }[] {
  const options: { value: number; label: string }[] = [];
  const visit = (node: CategoryNode<AssetCategory>, path: string[]) => {
    const here = [...path, node.category.name];
    options.push({ value: node.category.id, label: here.join(' › ') });
    node.children.forEach((child) => visit(child, here));
  };
  buildCategoryTree(categories).forEach((root) => visit(root, []));
  return options;
}
