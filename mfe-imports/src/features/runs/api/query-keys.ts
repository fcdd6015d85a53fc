import type { ImportRowOutcome } from '@pimento/shared-kit/contracts/imports';

/** React-query keys of the run page. */
export const runKeys = {
  all: ['imports', 'runs'] as const,
  run: (id: number) => ['imports', 'runs', id] as const,
  /** Every page of a run's rows, whatever the filter (to invalidate them). */
  allRows: (id: number) => ['imports', 'runs', id, 'rows'] as const,
  rows: (id: number, outcome: ImportRowOutcome | null, after: number) => ['imports', 'runs', id, 'rows', outcome, after] as const,
  /** The current user's task of a run's step (progress and state when the page opens). */
  task: (taskId: string) => ['imports', 'runs', 'task', taskId] as const,
  /** Attribute labels, to name the changed fields. */
  attributeLabels: ['imports', 'attribute-id-labels'] as const,
  /** Every category, to name the categories a row changes by their paths. */
  categoryTree: ['imports', 'category-tree'] as const,
};
