/** React-query keys of clients. */
export const clientKeys = {
  all: ['catalogue', 'clients'] as const,
  names: ['catalogue', 'clients', 'names'] as const,
  list: (search: string) => ['catalogue', 'clients', 'list', search] as const,
  one: (id: number) => ['catalogue', 'clients', 'one', id] as const,
  products: (id: number, day: string) => ['catalogue', 'clients', 'products', id, day] as const,
  matrixTemplates: ['catalogue', 'clients', 'matrix-templates'] as const,
  runs: (clientId: number) => ['catalogue', 'clients', 'runs', clientId] as const,
};
