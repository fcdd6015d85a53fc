/** React-query keys of object types and objects (`/pimento-object/`, object-link values). */
export const objectKeys = {
  all: ['catalogue', 'objects'] as const,
  types: ['catalogue', 'objects', 'types'] as const,
  pages: ['catalogue', 'objects', 'page'] as const,
  page: (query: { objectTypeId: number | null; search: string; page: number; pageSize: number }) => ['catalogue', 'objects', 'page', query] as const,
  one: (id: number) => ['catalogue', 'objects', 'one', id] as const,
  /** Objects an object-link value may point to, for a search text. */
  search: (objectTypeId: number | null, search: string) => ['catalogue', 'objects', 'search', objectTypeId, search] as const,
};
