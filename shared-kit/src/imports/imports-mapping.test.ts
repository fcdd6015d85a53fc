import type { ImportTarget, Pill } from '../contracts/imports.ts';
import { autoMatch, type MatchableAttribute } from './auto-match.ts';
import { compilePill, rowIsSkipped, type RowCells } from './apply-pill.ts';
import { compareColumns, columnLetters, fileColumns, headerKey } from './header-keys.ts';

describe('header keys', () => {
  test('a header is keyed without accents, case or punctuation; repeats and blanks get their own key', () => {
    expect(headerKey('Prix unitaire (€)')).toBe('prix_unitaire');
    expect(headerKey('  Désignation FR ')).toBe('designation_fr');
    expect(fileColumns(['SKU', 'Price', null, 'price', 'Œuvre'])).toEqual([
      { header: 'SKU', key: 'sku', index: 0 },
      { header: 'Price', key: 'price', index: 1 },
      { header: 'Column C', key: 'column_c', index: 2 },
      { header: 'price', key: 'price_2', index: 3 },
      { header: 'Œuvre', key: 'oeuvre', index: 4 },
    ]);
    expect([0, 25, 26, 27, 701, 702].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });

  test('a template meets a file with moved, missing and new columns by name', () => {
    const file = fileColumns(['Weight', 'SKU', 'Colour']);
    expect(compareColumns(['sku', 'weight', 'voltage'], file)).toEqual({ missing: ['voltage'], added: [{ header: 'Colour', key: 'colour', index: 2 }] });
  });
});

describe('auto-matching', () => {
  const attributes: MatchableAttribute[] = [
    { id: 1, code: 'weight_kg', labels: { en: 'Weight', fr: 'Poids' }, localizable: false },
    { id: 2, code: 'description', labels: { en: 'Description', fr: 'Description' }, localizable: true },
    { id: 3, code: 'ip_rating', labels: { en: 'Protection rating', fr: 'Indice de protection' }, localizable: false },
  ];
  const target = (id: number, language: string | null = null): ImportTarget => ({ kind: 'attribute', attribute_id: id, language, unit: null, bound: null });

  test('by field name, code, label in any language, language suffix and similar name, with confidence', () => {
    const columns = fileColumns(['Référence', 'Désignation', 'Poids', 'Description (fr)', 'description_en', 'Indice de protections', 'Whatever']);
    const matches = autoMatch(columns, attributes, ['en', 'fr']);
    expect(matches.map(({ column, target, confidence, reason }) => ({ header: column.header, target, confidence, reason }))).toEqual([
      { header: 'Référence', target: { kind: 'sku' }, confidence: 1, reason: 'label' },
      { header: 'Désignation', target: { kind: 'name' }, confidence: 1, reason: 'label' },
      { header: 'Poids', target: target(1), confidence: 1, reason: 'label' },
      { header: 'Description (fr)', target: target(2, 'fr'), confidence: 1, reason: 'code' },
      { header: 'description_en', target: target(2, 'en'), confidence: 1, reason: 'code' },
      { header: 'Indice de protections', target: target(3), confidence: 0.95, reason: 'similar_name' },
    ]);
  });

  test('the company’s earlier mapping of a header comes first; a target goes to one column only', () => {
    const columns = fileColumns(['Poids net', 'Weight', 'Weight (kg)']);
    const matches = autoMatch(columns, attributes, ['en'], [{ key: 'poids_net', target: target(1) }]);
    expect(matches.map((match) => [match.column.header, match.reason])).toEqual([['Poids net', 'earlier_mapping']]);
  });
});

describe('applying a pill to a row', () => {
  const pill = (overrides: Partial<Pill>): Pill => ({ id: '00000000-0000-4000-8000-000000000001', target: { kind: 'name' }, columns: ['name'], formula: null, value_map: null, conditions: [], ...overrides });
  const row = (cells: Record<string, string | null>): RowCells => new Map(Object.entries(cells));
  const keys = new Set(['name', 'brand', 'colour', 'width', 'kind']);
  const compiled = (overrides: Partial<Pill>) => {
    const result = compilePill(pill(overrides), keys);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    return result.compiled;
  };

  test('several columns are joined; a formula reads columns by key; a value map translates supplier codes', () => {
    expect(compiled({ columns: ['brand', 'name'] }).apply(row({ brand: 'Legrand', name: 'Socket', colour: null }), () => true)).toEqual({ applies: true, text: 'Legrand Socket' });
    expect(compiled({ columns: ['brand', 'name'], formula: 'UPPER(TRIM({brand})) & " – " & {Name}' }).apply(row({ brand: ' legrand ', name: 'Socket' }), () => true)).toEqual({ applies: true, text: 'LEGRAND – Socket' });
    const colours = compiled({ columns: ['colour'], value_map: { entries: [{ from: 'BL', to: 'blue' }, { from: 'wh', to: 'white' }], default: null } });
    expect(colours.apply(row({ colour: ' bl ' }), () => true)).toEqual({ applies: true, text: 'blue' });
    expect(colours.apply(row({ colour: 'RD' }), () => true)).toEqual({ applies: true, text: 'RD' });
    const strict = compiled({ columns: ['colour'], value_map: { entries: [{ from: 'WH', to: 'white' }], default: '' } });
    expect(strict.apply(row({ colour: 'RD' }), () => true)).toEqual({ applies: true, text: null });
  });

  test('conditions decide whether the pill writes; a skip condition drops the row', () => {
    const onlyCables = compiled({ conditions: [{ kind: 'column_is', column: 'kind', value: 'Cable' }, { kind: 'target_is_empty' }] });
    expect(onlyCables.apply(row({ name: 'H07', kind: 'cable ' }), () => true)).toEqual({ applies: true, text: 'H07' });
    expect(onlyCables.apply(row({ name: 'H07', kind: 'socket' }), () => true)).toEqual({ applies: false });
    expect(onlyCables.apply(row({ name: 'H07', kind: 'cable' }), () => false)).toEqual({ applies: false });
    expect(rowIsSkipped([{ kind: 'column_is_empty', column: 'name' }], row({ name: '  ' }))).toBe(true);
    expect(rowIsSkipped([{ kind: 'column_is_empty', column: 'name' }], row({ name: 'x' }))).toBe(false);
  });

  test('a broken pill says why before any row is read; a row where the formula fails says it for that row', () => {
    const broken = compilePill(pill({ columns: ['voltage'], formula: '{voltage} &' }), keys);
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.problems.map((problem) => problem.code)).toEqual(['import.pill_missing_column', 'import.pill_formula']);
    const divide = compiled({ columns: ['width'], formula: 'LEN({width}) / 0' });
    expect(divide.apply(row({ width: '12' }), () => true)).toMatchObject({ applies: true, error: { code: 'formula.division_by_zero' } });
  });
});
