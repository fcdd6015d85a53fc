import type { Pill } from '@pimento/shared-kit/contracts/imports';
import { importOptionsSchema } from '@pimento/shared-kit/contracts/imports';
import { compilePill, type CompiledPill, type RowCells } from '@pimento/shared-kit/imports/apply-pill';
import type { AttributeDefinition } from '../attributes/definition.ts';
import { rowVerdict, type ExistingProduct, type VerdictContext } from './row-verdict.ts';

let nextId = 1;
function attribute(overrides: Partial<AttributeDefinition> & Pick<AttributeDefinition, 'id' | 'code' | 'type'>): AttributeDefinition {
  return {
    labels: { en: overrides.code },
    group_id: 1,
    section_id: 1,
    position: 0,
    unit_type: null,
    unit: null,
    min: null,
    max: null,
    max_length: null,
    localizable: false,
    unique: false,
    choices: [],
    choice_list_id: null,
    object_type_id: null,
    suggestions: [],
    default_value: null,
    formula: null,
    formula_inputs: [],
    computed: false,
    set_ids: [],
    user_groups: [],
    version: 1,
    created: '2026-11-25T00:00:00Z',
    updated: '2026-11-25T00:00:00Z',
    formula_ast: null,
    ...overrides,
  } as AttributeDefinition;
}

const attributes = [
  attribute({ id: 10, code: 'cross_section', type: 'decimal', min: 0.5, max: 240 }),
  attribute({ id: 11, code: 'cores', type: 'integer', min: 1, max: 61 }),
  attribute({ id: 12, code: 'description', type: 'text', localizable: true, max_length: 20 }),
  attribute({ id: 13, code: 'launched', type: 'date' }),
  attribute({ id: 14, code: 'colour', type: 'dropdown', choices: [{ code: 'blue', labels: { en: 'Blue', fr: 'Bleu' } }, { code: 'grey', labels: { en: 'Grey', fr: 'Gris' } }] }),
  attribute({ id: 15, code: 'outdoor', type: 'boolean' }),
  attribute({ id: 16, code: 'datasheet', type: 'url' }),
  attribute({ id: 17, code: 'support', type: 'email' }),
  attribute({ id: 18, code: 'temperature', type: 'range' }),
  attribute({ id: 19, code: 'brand', type: 'text' }),
  attribute({ id: 20, code: 'weight_total', type: 'decimal', computed: true }),
  attribute({ id: 21, code: 'purchase_price', type: 'decimal' }),
];

const target = (attributeId: number, extra: { language?: string | null; bound?: 'min' | 'max' | null } = {}) => ({ kind: 'attribute' as const, attribute_id: attributeId, language: extra.language ?? null, unit: null, bound: extra.bound ?? null });

const pillsSpec: Array<Partial<Pill> & Pick<Pill, 'target' | 'columns'>> = [
  { target: { kind: 'sku' }, columns: ['sku'] },
  { target: { kind: 'name' }, columns: ['name'] },
  { target: { kind: 'status' }, columns: ['status'] },
  { target: { kind: 'model' }, columns: ['model'] },
  { target: target(10), columns: ['section'] },
  { target: target(11), columns: ['cores'] },
  { target: target(12, { language: 'fr' }), columns: ['description_fr'] },
  { target: target(13), columns: ['launched'] },
  { target: target(14), columns: ['colour'] },
  { target: target(15), columns: ['outdoor'] },
  { target: target(16), columns: ['datasheet'] },
  { target: target(17), columns: ['support'] },
  { target: target(18, { bound: 'min' }), columns: ['t_min'] },
  { target: target(18, { bound: 'max' }), columns: ['t_max'] },
];
const columns = new Set(pillsSpec.flatMap((pill) => pill.columns).concat(['brand', 'weight', 'lang']));

function compiled(spec: Partial<Pill> & Pick<Pill, 'target' | 'columns'>): CompiledPill {
  const result = compilePill({ id: `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`, formula: null, value_map: null, conditions: [], ...spec }, columns);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.compiled;
}
const pills = pillsSpec.map(compiled);
const skuPill = pills[0]!;

function context(options: Partial<ReturnType<typeof importOptionsSchema.parse>> = {}): VerdictContext {
  return {
    options: { ...importOptionsSchema.parse({}), ...options },
    attributes: new Map(attributes.map((definition) => [definition.id, definition])),
    canEditAttribute: (attributeId) => attributeId !== 21,
    mayEditProduct: (product) => !product.groupIds.includes('locked'),
    mayCreateProducts: true,
    languages: ['en', 'fr'],
    headerOf: (key) => `Header ${key}`,
    modelByReference: (reference) => (reference === 'MOD-CABLE' ? { id: 7, managed: new Set([19]) } : undefined),
  };
}
const row = (cells: Record<string, string | null>): RowCells => new Map(Object.entries(cells));

const existing: ExistingProduct = {
  id: 501,
  sku: 'CAB-1',
  name: 'Cable',
  status: 'active',
  modelId: null,
  values: { '10': 1.5, '12': { en: 'Rigid cable' }, '14': 'grey' },
  managedByModel: new Set(),
  version: 3,
  groupIds: [],
};

test('a new product: every type read from text as a supplier writes it', () => {
  const verdict = rowVerdict(
    2,
    row({ sku: 'CAB-9', name: 'Câble H07', status: 'Fin de vie', model: 'MOD-CABLE', section: '2,5', cores: '3', description_fr: 'Câble rigide', launched: '25/11/2026', colour: 'Bleu', outdoor: 'true', datasheet: 'https://example.com/cab-9.pdf', support: 'support@example.com', t_min: '-25', t_max: '70' }),
    skuPill,
    pills,
    undefined,
    context(),
  );
  expect(verdict.errors).toEqual([]);
  expect(verdict.outcome).toBe('created');
  expect(verdict.fields).toEqual({
    name: 'Câble H07',
    status: 'end_of_life',
    modelId: 7,
    values: { '10': 2.5, '11': 3, '12': { fr: 'Câble rigide' }, '13': '2026-11-25', '14': 'blue', '15': true, '16': 'https://example.com/cab-9.pdf', '17': 'support@example.com', '18': { min: -25, max: 70 } },
  });
});

test('an update lists each changed value with its old and new value; the same file again changes nothing', () => {
  const file = row({ sku: 'CAB-1', name: 'Cable', section: '1.5', description_fr: 'Câble', colour: 'blue' });
  const verdict = rowVerdict(3, file, skuPill, pills, existing, context());
  expect(verdict.outcome).toBe('updated');
  expect(verdict.changes).toEqual({ 'values.12': [{ en: 'Rigid cable' }, { en: 'Rigid cable', fr: 'Câble' }], 'values.14': ['grey', 'blue'] });
  const again: ExistingProduct = { ...existing, values: { ...existing.values, '12': { en: 'Rigid cable', fr: 'Câble' }, '14': 'blue' } };
  expect(rowVerdict(3, file, skuPill, pills, again, context()).outcome).toBe('unchanged');
});

test('a range read back from the database with its keys in another order is unchanged by the same file', () => {
  const file = row({ sku: 'CAB-1', name: 'Cable', t_min: '-25', t_max: '70' });
  // jsonb gives keys back shorter first, then in byte order: `max` before `min`.
  const stored: ExistingProduct = { ...existing, values: { ...existing.values, '18': JSON.parse('{"max": 70, "min": -25}') } };
  const verdict = rowVerdict(3, file, skuPill, pills, stored, context());
  expect(verdict.changes).toEqual({});
  expect(verdict.outcome).toBe('unchanged');
});

test('every rejected cell is reported with its line, column, SKU and code; the row writes nothing', () => {
  const verdict = rowVerdict(
    4,
    row({ sku: 'CAB-1', section: '500', cores: '2.5', description_fr: 'Un câble bien trop long pour la limite', launched: 'soon', colour: 'purple', outdoor: 'maybe', datasheet: 'not a url', support: 'nobody', model: 'MOD-NONE', status: 'sold out' }),
    skuPill,
    pills,
    existing,
    context(),
  );
  expect(verdict.outcome).toBe('error');
  expect(verdict.fields).toBeNull();
  expect(verdict.errors.map(({ column, code }) => [column, code])).toEqual([
    ['Header model', 'import.cell.model_not_found'],
    ['Header status', 'import.cell.choice_not_found'],
    ['Header section', 'import.cell.above_maximum'],
    ['Header cores', 'import.cell.not_an_integer'],
    ['Header description_fr', 'import.cell.too_long'],
    ['Header launched', 'import.cell.not_a_date'],
    ['Header colour', 'import.cell.choice_not_found'],
    ['Header outdoor', 'import.cell.not_a_boolean'],
    ['Header datasheet', 'import.cell.not_a_url'],
    ['Header support', 'import.cell.not_an_email'],
  ]);
  expect(verdict.errors.every((error) => error.line === 4 && error.sku === 'CAB-1')).toBe(true);
});

test('SKU and name rules, managed and computed attributes, localisation mismatches', () => {
  expect(rowVerdict(5, row({ sku: '  ', name: 'x' }), skuPill, pills, undefined, context()).errors.map((error) => error.code)).toEqual(['import.cell.sku_missing']);
  expect(rowVerdict(5, row({ sku: 'X'.repeat(101) }), skuPill, pills, undefined, context()).errors.map((error) => error.code)).toEqual(['import.cell.sku_too_long']);
  expect(rowVerdict(5, row({ sku: 'NEW-1' }), skuPill, pills, undefined, context()).errors.map((error) => error.code)).toEqual(['import.cell.name_missing']);
  expect(rowVerdict(5, row({ sku: 'NEW-1', name: 'N'.repeat(256) }), skuPill, pills, undefined, context()).errors.map((error) => error.code)).toEqual(['import.cell.name_too_long']);

  const brand = compiled({ target: target(19), columns: ['brand'] });
  const managed = rowVerdict(6, row({ sku: 'CAB-1', model: 'MOD-CABLE', brand: 'Nexans' }), skuPill, [...pills, brand], existing, context());
  expect(managed.errors.map((error) => error.code)).toEqual(['import.cell.managed_by_model']);
  // A blank cell in that column writes nothing, so refuses nothing: the product's other cells go in.
  const blank = rowVerdict(6, row({ sku: 'CAB-1', model: 'MOD-CABLE', brand: '', name: 'Cable renamed' }), skuPill, [...pills, brand], existing, context());
  expect(blank.errors).toEqual([]);
  expect(blank.changes).toMatchObject({ name: ['Cable', 'Cable renamed'] });
  const computed = compiled({ target: target(20), columns: ['weight'] });
  expect(rowVerdict(6, row({ sku: 'CAB-1', weight: '3' }), skuPill, [computed], existing, context()).errors.map((error) => error.code)).toEqual(['attribute.value.computed']);
  const notLocalized = compiled({ target: target(12), columns: ['lang'] });
  const wrongLanguage = compiled({ target: target(12, { language: 'de' }), columns: ['lang'] });
  const unknown = compiled({ target: target(99), columns: ['lang'] });
  expect(rowVerdict(6, row({ sku: 'CAB-1', lang: 'x' }), skuPill, [notLocalized, wrongLanguage, unknown], existing, context()).errors.map((error) => error.code)).toEqual([
    'import.cell.localizable_mismatch',
    'import.cell.language_not_found',
    'import.cell.attribute_not_found',
  ]);
});

test('rights: a product the user may not change, an attribute the user may not write', () => {
  const locked = { ...existing, groupIds: ['locked'] };
  expect(rowVerdict(8, row({ sku: 'CAB-1', name: 'x' }), skuPill, pills, locked, context()).errors.map((error) => error.code)).toEqual(['rights.forbidden']);
  expect(rowVerdict(8, row({ sku: 'NEW-8', name: 'x' }), skuPill, pills, undefined, { ...context(), mayCreateProducts: false }).errors.map((error) => error.code)).toEqual(['rights.forbidden']);
  const price = compiled({ target: target(21), columns: ['weight'] });
  expect(rowVerdict(8, row({ sku: 'CAB-1', weight: '12' }), skuPill, [price], existing, context()).errors.map((error) => error.code)).toEqual(['rights.attribute_not_editable']);
});

test('modes, empty cells and skip rules', () => {
  expect(rowVerdict(7, row({ sku: 'NEW-2', name: 'New' }), skuPill, pills, undefined, context({ mode: 'update' })).outcome).toBe('skipped');
  expect(rowVerdict(7, row({ sku: 'CAB-1', name: 'Renamed' }), skuPill, pills, existing, context({ mode: 'create' })).outcome).toBe('skipped');
  // An empty cell leaves the value by default, and clears it when the template says so.
  expect(rowVerdict(7, row({ sku: 'CAB-1', colour: null }), skuPill, pills, existing, context()).outcome).toBe('unchanged');
  const cleared = rowVerdict(7, row({ sku: 'CAB-1', colour: null, description_fr: null }), skuPill, pills, existing, context({ empty_cells: 'clear' }));
  expect(cleared.changes).toMatchObject({ 'values.14': ['grey', null] });
  expect(rowVerdict(7, row({ sku: 'CAB-1', status: 'discontinued' }), skuPill, pills, existing, context({ skip_rows_when: [{ kind: 'column_is', column: 'status', value: 'Discontinued' }] })).outcome).toBe('skipped');
});
