/** React-query keys of extra attribute definitions. */
export const extraAttributeKeys = {
  all: ['catalogue', 'extra-attributes'] as const,
  list: (entity: string) => ['catalogue', 'extra-attributes', entity] as const,
};
