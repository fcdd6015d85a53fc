/** An export template as the templates list answers it, for the feed editor's tests. */
export const exportTemplateFixture = (id: number, name: string, type: 'matrix' | 'single_product_matrix' | 'asset_export' | 'pdf') => ({
  id,
  name,
  type,
  standard_version: null,
  groups: [],
  version: 1,
  broken_columns_count: 0,
  rights: { edit: true, delete: true, duplicate: true },
  created_by: null,
  updated_by: null,
  created: '2026-11-27T10:00:00.000Z',
  updated: '2026-11-27T10:00:00.000Z',
});
