/** React-query keys of the category trees. */
export const categoryKeys = {
  all: ['catalogue', 'categories'] as const,
  tree: ['catalogue', 'categories', 'tree'] as const,
  counts: (ids: readonly number[]) => ['catalogue', 'categories', 'counts', ids] as const,
  impact: (id: number) => ['catalogue', 'categories', 'impact', id] as const,
};
