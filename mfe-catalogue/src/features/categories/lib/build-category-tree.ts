import type { Category } from '@pimento/shared-kit/contracts/categories';
import type { CategoryNode as TreeNode } from '@pimento/shared-kit/categories/category-tree';

// The tree rules are shared with the asset categories (mfe-assets).
export { buildCategoryTree, siblingOrderAfterMove } from '@pimento/shared-kit/categories/category-tree';
export type CategoryNode = TreeNode<Category>;
