import type { Category } from '@pimento/shared-kit/contracts/categories';
import { buildCategoryTree, type CategoryNode } from './build-category-tree';

/** One option of a category picker: its path as its label, so a search finds it by any level's name. */
export type CategoryOption = { value: number; label: string; title: string };

/**
 * A category picker's options: one group per tree, in the trees' order, each tree's categories
 * depth first (a parent, then its children, then its next sibling), labelled by their path.
 */
export function categoryOptionGroups(categories: readonly Category[]): { label: string; title: string; options: CategoryOption[] }[] {
  return buildCategoryTree(categories).map((root) => {
    const options: CategoryOption[] = [];
    const visit = (node: CategoryNode, path: string[]) => {
      const here = [...path, node.category.name];
      options.push({ value: node.category.id, label: here.join(' › '), title: here.join(' › ') });
      node.children.forEach((child) => visit(child, here));
    };
    visit(root, []);
    return { label: root.category.name, title: root.category.name, options };
  });
}
