/** React-query keys of the assets remote: categories, gallery pages, the company's languages, assignment rules. */
export const assetKeys = {
  all: ['assets'] as const,
  categories: ['assets', 'categories'] as const,
  gallery: ['assets', 'gallery'] as const,
  /** The gallery's pages for one list query (filters and sort). */
  galleryPages: (query: object) => ['assets', 'gallery', query] as const,
  labelLanguages: ['assets', 'label-languages'] as const,
  languages: ['assets', 'languages'] as const,
  rules: ['assets', 'rules'] as const,
  attributeLabels: ['assets', 'attribute-labels'] as const,
};
