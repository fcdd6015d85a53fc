import { matchTextColumn, productsOfColumn, textColumnOf, withChanges } from './text-match.ts';

const ids = (set: Uint32Array) => [...set];

describe('text columns matched in memory', () => {
  const column = textColumnOf([
    [7, 'Perceuse à percussion'],
    [3, 'Drill 18V'],
    [9, 'drill bit 10%_x'],
    [3, 'DRILL spare'],
    [12, 'Ampoule LED'],
  ])!;

  it('finds a fragment anywhere or at the start, ignoring letter case, each product once', () => {
    expect(ids(matchTextColumn(column, 'drill', 'contains'))).toEqual([3, 9]);
    expect(ids(matchTextColumn(column, 'DRILL', 'starts_with'))).toEqual([3, 9]);
    expect(ids(matchTextColumn(column, 'ill', 'starts_with'))).toEqual([]);
    expect(ids(matchTextColumn(column, 'À PERC', 'contains'))).toEqual([7]);
    expect(ids(matchTextColumn(column, 'led', 'contains'))).toEqual([12]);
  });

  it('takes % and _ as plain characters, never across two values, and an empty fragment as every value', () => {
    expect(ids(matchTextColumn(column, '10%_', 'contains'))).toEqual([9]);
    expect(ids(matchTextColumn(column, '%', 'starts_with'))).toEqual([]);
    // The end of one value and the start of the next are not one text.
    expect(ids(matchTextColumn(column, 'spareampoule', 'contains'))).toEqual([]);
    expect(ids(matchTextColumn(column, '', 'contains'))).toEqual([3, 7, 9, 12]);
  });

  it('keeps offsets right when lowercasing changes a value’s length', () => {
    // 'İ' lowercases to two code units: the next value must still be found at its own start.
    const turkish = textColumnOf([
      [1, 'İstanbul lamp'],
      [2, 'lamp shade'],
    ])!;
    expect(ids(matchTextColumn(turkish, 'lamp', 'starts_with'))).toEqual([2]);
    expect(ids(matchTextColumn(turkish, 'stanbul', 'contains'))).toEqual([1]);
  });

  it('lays changed and deleted products over the base', () => {
    const changed = withChanges(column, new Map([[9, []], [12, ['Drill light']], [20, ['New drill']]]));
    expect(ids(matchTextColumn(changed, 'drill', 'contains'))).toEqual([3, 12, 20]);
    expect(ids(matchTextColumn(changed, 'ampoule', 'contains'))).toEqual([]);
    expect(ids(matchTextColumn(changed, 'new', 'starts_with'))).toEqual([20]);
    expect(ids(productsOfColumn(changed))).toEqual([3, 7, 12, 20]);
    // The column it came from is unchanged: a match remembered for it stays right.
    expect(ids(matchTextColumn(column, 'drill', 'contains'))).toEqual([3, 9]);
    expect(changed.size).toBe(column.size + 'drill light'.length + 'new drill'.length);
  });

  it('refuses ids that do not fit in 32 bits (the listing then searches in SQL)', () => {
    expect(textColumnOf([[2 ** 32, 'x']])).toBeNull();
  });
});
