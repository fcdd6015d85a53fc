/** What a category of any kind (products, assets) carries for its place in a tree. */
export type TreePlaced = { id: number; parent_id: number | null; position: number };

export type CategoryNode<C extends TreePlaced> = { category: C; children: CategoryNode<C>[] };

/** The flat list as nested nodes (each tree's root first), siblings by position. */
export function buildCategoryTree<C extends TreePlaced>(categories: readonly C[]): CategoryNode<C>[] {
  const nodes = new Map<number, CategoryNode<C>>(categories.map((category) => [category.id, { category, children: [] }]));
  const roots: CategoryNode<C>[] = [];
  for (const category of categories) {
    const node = nodes.get(category.id)!;
    const parent = category.parent_id === null ? undefined : nodes.get(category.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const sort = (list: CategoryNode<C>[]) => {
    list.sort((a, b) => a.category.position - b.category.position);
    list.forEach((node) => sort(node.children));
  };
  sort(roots);
  return roots;
}

/** Siblings of a level after moving `movedId` to `index` in it (the moved one removed from elsewhere first). */
export function siblingOrderAfterMove(siblingIds: readonly number[], movedId: number, index: number): number[] {
  const others = siblingIds.filter((id) => id !== movedId);
  const at = Math.max(0, Math.min(index, others.length));
  return [...others.slice(0, at), movedId, ...others.slice(at)];
}
