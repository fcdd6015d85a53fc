import { parsePastedValues } from './pasted-values';

describe('pasted SKU lists', () => {
  it('splits lines, commas and tabs, trims and drops blanks and repeats', () => {
    expect(parsePastedValues('SKU-1\n SKU-2 ,SKU-3\t\n\nSKU-1\r\n')).toEqual({ ok: true, values: ['SKU-1', 'SKU-2', 'SKU-3'], duplicates: 1 });
  });

  it('accepts exactly 100,000 values and refuses one more with the count', () => {
    const lines = (count: number) => Array.from({ length: count }, (_, index) => `S${index}`).join('\n');
    const atLimit = parsePastedValues(lines(100_000));
    expect(atLimit.ok && atLimit.values.length).toBe(100_000);
    expect(parsePastedValues(lines(100_001))).toEqual({ ok: false, count: 100_001, limit: 100_000 });
  });
});
