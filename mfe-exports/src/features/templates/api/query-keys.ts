/** React-query keys of the exports remote. */
export const exportKeys = {
  all: ['exports'] as const,
  templates: ['exports', 'templates'] as const,
  template: (id: number) => ['exports', 'templates', id] as const,
  versions: (id: number) => ['exports', 'templates', id, 'versions'] as const,
  compare: (id: number, from: number, to: number) => ['exports', 'templates', id, 'compare', from, to] as const,
  runs: ['exports', 'runs'] as const,
  run: (id: number) => ['exports', 'runs', id] as const,
  preview: (request: object) => ['exports', 'preview', request] as const,
  catalogue: ['exports', 'catalogue'] as const,
  savedFilters: ['exports', 'saved-filters'] as const,
};
