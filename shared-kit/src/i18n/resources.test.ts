import { resources } from '@pimento/shared-kit/i18n/resources';

const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe('translations', () => {
  it('has every English key in French and the other way round', () => {
    expect(keysOf(resources.fr).sort()).toEqual(keysOf(resources.en).sort());
  });
  it('has no empty string', () => {
    const empty = (value: unknown): boolean =>
      typeof value === 'string' ? value.trim() === '' : Object.values(value as object).some(empty);
    expect(empty(resources.en)).toBe(false);
    expect(empty(resources.fr)).toBe(false);
  });
});
