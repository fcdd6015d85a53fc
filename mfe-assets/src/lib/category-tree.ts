import type { AssetCategory } from '@pimento/shared-kit/contracts/assets';

export type CategoryNode = { category: AssetCategory; children: CategoryNode[] };

/** The flat list as nested nodes, siblings by position. */
export function buildCategoryTree(categories: readonly AssetCategory[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>(categories.map((category) => [category.id, { category, children: [] }]));
  const roots: CategoryNode[] = [];
  for (const category of categories) {
    const node = nodes.get(category.id)!;
    const parent = category.parent_id === null ? undefined : nodes.get(category.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const sort = (list: CategoryNode[]) => {
    list.sort((a, b) => a.category.position - b.category.position);
    list.forEach((node) => sort(node.children));
  };
  sort(roots);
  return roots;
}

/** A category picker's options, depth first, each labelled by its path so a search finds any level's name. */
export function categoryPathOptions(categories: readonly AssetCategory[]): { value: number; label: string }[] {
  const options: { value: number; label: string }[] = [];
  const visit = (node: CategoryNode, path: string[]) => {
    const here = [...path, node.category.name];
    options.push({ value: node.category.id, label: here.join(' › ') });
    node.children.forEach((child) => visit(child, here));
  };
  buildCategoryTree(categories).forEach((root) => visit(root, []));
  return options;
}
