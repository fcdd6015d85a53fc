/** React-query keys of attribute definitions, so live updates invalidate exactly what changed. */
export const attributeKeys = {
  all: ['catalogue', 'attributes'] as const,
  /** Every tree, whichever set it shows (to invalidate them). */
  trees: ['catalogue', 'attributes', 'tree'] as const,
  tree: (setId?: number) => ['catalogue', 'attributes', 'tree', setId ?? 'all'] as const,
  idLabels: ['catalogue', 'attributes', 'id-labels'] as const,
  unitTypes: ['catalogue', 'attributes', 'unit-types'] as const,
  choiceLists: ['catalogue', 'attributes', 'choice-lists'] as const,
  sets: ['catalogue', 'attributes', 'sets'] as const,
  languages: ['catalogue', 'attributes', 'languages'] as const,
  labelLanguages: ['catalogue', 'attributes', 'label-languages'] as const,
};
