/** React-query keys of the imports remote (templates, files, the company's targets). */
export const importKeys = {
  all: ['imports'] as const,
  templates: ['imports', 'templates'] as const,
  template: (id: number) => ['imports', 'templates', id] as const,
  preview: (fileId: string, query: object) => ['imports', 'files', fileId, 'preview', query] as const,
  targets: ['imports', 'targets'] as const,
};
